// swift-tools-version: 6.1
import PackageDescription

// An app's model layer built from view specs: the spec files in Sources/MembersApp/Specs
// are compiled into Swift by ViewSpecPlugin on every build, and the tests drive the result.
let package = Package(
    name: "MembersApp",
    // ViewSpec's runtime needs the Observation module, which Apple's systems have from these on.
    platforms: [.macOS(.v14), .iOS(.v17)],
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
