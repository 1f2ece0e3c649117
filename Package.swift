// swift-tools-version: 6.1
import PackageDescription

let strict: [SwiftSetting] = [
    .swiftLanguageMode(.v6),
    .enableUpcomingFeature("ExistentialAny"),
]

let package = Package(
    name: "Detent",
    defaultLocalization: "en",
    platforms: [.iOS(.v16), .macOS(.v13)],
    products: [
        .library(name: "Detent", targets: ["Detent"]),
        .library(name: "DetentCairo", targets: ["DetentCairo"]),
        .library(name: "DetentUIKit", targets: ["DetentUIKit"]),
        .library(name: "DetentSwiftUI", targets: ["DetentSwiftUI"]),
        .library(name: "DetentGTK", targets: ["DetentGTK"]),
        // The GTK controls for C programs: libDetentGTKC.so and Sources/DetentGTKC/include/detent-gtk.h.
        .library(name: "DetentGTKC", type: .dynamic, targets: ["DetentGTKC"]),
        .executable(name: "detent-gallery", targets: ["detent-gallery"]),
    ],
    dependencies: [
        .package(url: "https://github.com/x-sheep/swift-property-based.git", from: "2.0.0"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing.git", from: "1.19.0"),
        // `swift package generate-documentation` for Scripts/docs.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        // The headless core: Foundation only. Resources: what assistive technology reads, one
        // `<language>.lproj/Localizable.strings` per language (Bundle.module at run time).
        .target(name: "Detent", resources: [.process("Resources")], swiftSettings: strict),

        // cairo, from the system (Linux): paints a Drawing into PNG files and GTK widgets.
        .systemLibrary(name: "CDetentCairo", pkgConfig: "cairo", providers: [.apt(["libcairo2-dev"])]),
        .target(name: "DetentCairo", dependencies: ["Detent", "CDetentCairo"], swiftSettings: strict),

        // GTK 4, from the system (Linux): the widgets and the gallery.
        .systemLibrary(name: "CDetentGTK", pkgConfig: "gtk4", providers: [.apt(["libgtk-4-dev"])]),
        .target(name: "DetentGTK", dependencies: ["Detent", "DetentCairo", "CDetentGTK"], swiftSettings: strict),
        // The C API's functions that come once per control, a row each over DetentGTKC's Swift;
        // they include DetentGTKC's public header, so the compiler holds them to it.
        .target(name: "CDetentGTKCExports", dependencies: ["CDetentGTK"],
                cSettings: [.headerSearchPath("../DetentGTKC/include")]),
        .target(name: "DetentGTKC", dependencies: ["Detent", "DetentGTK", "CDetentGTK", "CDetentGTKCExports"],
                exclude: ["include"], swiftSettings: strict),
        .executableTarget(name: "detent-gallery", dependencies: ["Detent", "DetentCairo", "DetentGTK", "CDetentGTK"],
                          swiftSettings: strict),

        // iOS hosts; on Linux their sources compile to empty modules (`#if canImport(UIKit)`).
        .target(name: "DetentUIKit", dependencies: ["Detent"], swiftSettings: strict),
        .target(name: "DetentSwiftUI", dependencies: ["Detent", "DetentUIKit"], swiftSettings: strict),

        // The contract every model keeps, as a driver of random input with its checks: the core's
        // test suites and the fuzzer share it (Tests/DetentContract, Tests/Fuzz).
        .target(name: "DetentContract", dependencies: ["Detent"], path: "Tests/DetentContract", swiftSettings: strict),
        // A libFuzzer target per model over the contract (Scripts/fuzz builds it with the fuzzer);
        // built plainly, it replays inputs (the seed corpus in Tests/Fuzz/Corpus).
        .executableTarget(name: "detent-fuzz", dependencies: ["Detent", "DetentContract"], path: "Tests/Fuzz",
                          exclude: ["Corpus"], swiftSettings: strict),

        .testTarget(
            name: "DetentTests",
            dependencies: [
                "Detent", "DetentContract",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            swiftSettings: strict
        ),
        .testTarget(
            name: "DetentGTKTests",
            dependencies: ["Detent", "DetentCairo", "DetentGTK", "CDetentGTK", "detent-gallery", "DetentGTKC"],
            // A C program the tests compile against libDetentGTKC.so.
            exclude: ["CProgram"],
            swiftSettings: strict
        ),
        .testTarget(
            name: "DetentCairoTests",
            dependencies: [
                "Detent", "DetentCairo",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: ["__Snapshots__"],
            swiftSettings: strict
        ),
    ]
)
