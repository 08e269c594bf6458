// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "ViewSpec",
    products: [
        .library(name: "ViewSpec", targets: ["ViewSpec"]),
        .executable(name: "viewspecc", targets: ["viewspecc"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        // The folder keeps the design card's name; the module does not, because Yams
        // already declares a target called `CYaml` and SwiftPM rejects a package graph
        // in which two packages declare the same target name.
        .systemLibrary(
            name: "CViewSpecYAML",
            path: "Sources/CYaml",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"])]
        ),
        .target(
            name: "ViewSpec",
            dependencies: ["CViewSpecYAML"]
        ),
        .executableTarget(
            name: "viewspecc",
            dependencies: [
                "ViewSpec",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(
            name: "ViewSpecTests",
            dependencies: ["ViewSpec"],
            // Spec files read from the source tree by the tests that compile them.
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "viewspeccTests",
            dependencies: ["viewspecc"]
        ),
    ]
)
