// swift-tools-version: 6.1
import PackageDescription

let strict: [SwiftSetting] = [
    .swiftLanguageMode(.v6),
    .enableUpcomingFeature("ExistentialAny"),
]

let package = Package(
    name: "Detent",
    platforms: [.iOS(.v16), .macOS(.v13)],
    products: [
        .library(name: "Detent", targets: ["Detent"]),
    ],
    dependencies: [
        .package(url: "https://github.com/x-sheep/swift-property-based.git", from: "2.0.0"),
    ],
    targets: [
        .target(name: "Detent", swiftSettings: strict),
        .testTarget(
            name: "DetentTests",
            dependencies: [
                "Detent",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            swiftSettings: strict
        ),
    ]
)
