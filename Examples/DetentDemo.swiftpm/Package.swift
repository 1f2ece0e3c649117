// swift-tools-version: 5.9

// The Detent demo as an App Playground: open this folder (DetentDemo.swiftpm) in Xcode 16.3 or
// later, choose an iPhone or iPad simulator or a device, and run. It builds the Detent package
// from this repository (`../..`). `AppleProductTypes` exists only in Xcode and Swift Playgrounds,
// so this manifest cannot be built with `swift build`; `Scripts/ios-typecheck` typechecks the
// sources beside it.

import PackageDescription
import AppleProductTypes

let package = Package(
    name: "DetentDemo",
    platforms: [
        .iOS("16.0")
    ],
    products: [
        .iOSApplication(
            name: "DetentDemo",
            targets: ["AppModule"],
            bundleIdentifier: "dev.detent.DetentDemo",
            teamIdentifier: "",
            displayVersion: "1.0",
            bundleVersion: "1",
            appIcon: .placeholder(icon: .box),
            accentColor: .presetColor(.blue),
            supportedDeviceFamilies: [
                .pad,
                .phone
            ],
            supportedInterfaceOrientations: [
                .portrait,
                .landscapeRight,
                .landscapeLeft,
                .portraitUpsideDown(.when(deviceFamilies: [.pad]))
            ]
        )
    ],
    dependencies: [
        .package(name: "Detent", path: "../..")
    ],
    targets: [
        .executableTarget(
            name: "AppModule",
            dependencies: [
                .product(name: "Detent", package: "Detent"),
                .product(name: "DetentUIKit", package: "Detent"),
                .product(name: "DetentSwiftUI", package: "Detent")
            ],
            path: "."
        )
    ]
)
