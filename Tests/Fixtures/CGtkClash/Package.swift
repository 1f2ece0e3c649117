// swift-tools-version: 6.1
import PackageDescription

// A package that, like an app using GTK bindings, declares its own system-library target `CGtk`
// (GTK 4 through pkg-config) and also depends on Detent. It builds: Detent's C modules are named
// CDetentGTK and CDetentCairo, so no module name is declared twice.
let package = Package(
    name: "CGtkClash",
    dependencies: [
        .package(name: "Detent", path: "../../.."),
    ],
    targets: [
        .systemLibrary(name: "CGtk", pkgConfig: "gtk4"),
        .executableTarget(
            name: "ClashCheck",
            dependencies: [
                "CGtk",
                .product(name: "Detent", package: "Detent"),
                .product(name: "DetentGTK", package: "Detent"),
            ],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
    ]
)
