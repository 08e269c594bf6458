// swift-tools-version: 6.1
import PackageDescription

// An app's model layer built from view specs: the spec files in Sources/MembersApp/Specs
// are compiled into Swift by ViewSpecPlugin on every build, and the tests drive the result.
let package = Package(
    name: "MembersApp",
    // The runtime's: Synchronization's `Mutex` and the Observation module.
    platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
    dependencies: [
        .package(name: "ViewSpec", path: "../.."),
    ],
    targets: [
        .target(
            name: "MembersApp",
            dependencies: [.product(name: "ViewSpecRuntime", package: "ViewSpec")],
            plugins: [.plugin(name: "ViewSpecPlugin", package: "ViewSpec")]
        ),
        .testTarget(
            name: "MembersAppTests",
            dependencies: ["MembersApp"]
        ),
    ]
)
