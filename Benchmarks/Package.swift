// swift-tools-version: 6.1
// Benchmarks for Detent's headless core (DetentBenchmarks) and its frames, painted by cairo and
// composed as GSK render nodes (DetentFrameBenchmarks), kept in their own package so that the benchmark library
// (and its malloc interposer) never becomes a dependency of the library itself.
// Run with `./run` (or `swift package benchmark thresholds check` from this directory).
import PackageDescription

let package = Package(
    name: "DetentBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        // `name:` fixes the root package's identity, which is otherwise its folder's name (a clone
        // need not be called "Detent").
        .package(name: "Detent", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        .executableTarget(
            name: "DetentBenchmarks",
            dependencies: [
                .product(name: "Detent", package: "Detent"),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/DetentBenchmarks",
            swiftSettings: [.swiftLanguageMode(.v6)],
            plugins: [
                .plugin(name: "BenchmarkPlugin", package: "benchmark"),
            ]
        ),
        // Frames painted by cairo, as a GtkDrawingArea's draw function would, and composed as GSK render
        // nodes, as the GTK widgets do now (the system's libcairo2-dev and libgtk-4-dev, as for the
        // root package's DetentCairo and DetentGTK).
        .executableTarget(
            name: "DetentFrameBenchmarks",
            dependencies: [
                .product(name: "Detent", package: "Detent"),
                .product(name: "DetentCairo", package: "Detent"),
                .product(name: "DetentGTK", package: "Detent"),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/DetentFrameBenchmarks",
            swiftSettings: [.swiftLanguageMode(.v6)],
            plugins: [
                .plugin(name: "BenchmarkPlugin", package: "benchmark"),
            ]
        ),
    ]
)
