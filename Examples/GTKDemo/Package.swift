// swift-tools-version: 6.1
import PackageDescription

// A GTK 4 application with a knob, a range slider and a six-sector wheel, built on Detent, and a
// mixer strip GtkBuilder builds from a .ui file (MixerDemo).
//
// It depends on this repository by path. A package dependency's identity is the last component of
// its location, so the products below are found in the package "Detent" only when the repository's
// folder is named Detent; `name: "Detent"` fixes the identity whatever the folder is called.
// Outside this repository, depend on Detent by the URL of the Git repository you got it from
// instead (the identity is then the URL's last component, without .git: for a repository named
// Detent, the `package: "Detent"` below finds it):
//
//     .package(url: "<repository URL>", branch: "main"),
//
// and keep the `.product(name: …, package: "Detent")` entries as they are.
let package = Package(
    name: "GTKDemo",
    dependencies: [
        .package(name: "Detent", path: "../.."),
    ],
    targets: [
        .executableTarget(
            name: "GTKDemo",
            dependencies: [
                .product(name: "Detent", package: "Detent"),
                .product(name: "DetentGTK", package: "Detent"),
            ],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        // A mixer strip GtkBuilder builds from mixer.ui by Detent's type names.
        .executableTarget(
            name: "MixerDemo",
            dependencies: [
                .product(name: "DetentGTK", package: "Detent"),
            ],
            resources: [.copy("mixer.ui")],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
    ]
)
