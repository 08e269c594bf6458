// swift-tools-version: 6.1
import PackageDescription

// A settings screen drawn with SwiftUI from generated code alone: the spec in
// Sources/SettingsScreen/Specs is compiled into Swift by ViewSpecPlugin on every build, the
// SwiftUI views bind the generated screens directly, and the tests check on any platform
// what those views draw.
let package = Package(
    name: "SettingsScreen",
    // The runtime's: Synchronization's `Mutex` and the Observation module.
    platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
    dependencies: [
        .package(name: "ViewSpec", path: "../.."),
    ],
    targets: [
        .target(
            name: "SettingsScreen",
            dependencies: [.product(name: "ViewSpecRuntime", package: "ViewSpec")],
            plugins: [.plugin(name: "ViewSpecPlugin", package: "ViewSpec")]
        ),
        .testTarget(
            name: "SettingsScreenTests",
            dependencies: ["SettingsScreen"]
        ),
    ]
)
