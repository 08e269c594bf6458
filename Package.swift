// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "ViewSpec",
    // Locks are the standard library's `Mutex` (Synchronization) and the runtime's stores
    // are observable with the Observation module; Apple's systems have both from these
    // versions on. Linux has them with the toolchain.
    platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
    products: [
        .library(name: "ViewSpec", targets: ["ViewSpec"]),
        .executable(name: "viewspecc", targets: ["viewspecc"]),
        .library(name: "ViewSpecRuntime", targets: ["ViewSpecRuntime"]),
        .library(name: "ViewSpecLanguageServer", targets: ["ViewSpecLanguageServer"]),
        .plugin(name: "ViewSpecPlugin", targets: ["ViewSpecPlugin"]),
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
        // System constants and macros Swift does not import, from the system's own headers.
        .target(name: "CViewSpecSystem"),
        .target(
            name: "ViewSpec",
            dependencies: ["CViewSpecYAML", "CViewSpecSystem"]
        ),
        // The language server (`viewspecc lsp`): LSP 3.17 over standard input and output,
        // on Foundation alone, on top of the compiler library.
        .target(
            name: "ViewSpecLanguageServer",
            dependencies: ["ViewSpec"]
        ),
        .executableTarget(
            name: "viewspecc",
            dependencies: [
                "ViewSpec",
                "ViewSpecLanguageServer",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // What the benchmark asks the C library: the heap in use (glibc's mallinfo2, which
        // Glibc's module does not import).
        .target(
            name: "CHeapUsage",
            path: "Sources/CHeapUsage"
        ),
        // A large generated project timed against libyaml alone; run it in release mode.
        .executableTarget(
            name: "viewspec-bench",
            dependencies: [
                "ViewSpec",
                "ViewSpecLanguageServer",
                "CHeapUsage",
                "CViewSpecYAML",
                "CViewSpecSystem",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(
            name: "ViewSpecTests",
            dependencies: ["ViewSpec"],
            // Read from the source tree by the tests: expected outputs (golden files) and
            // spec fixtures the tests compile.
            exclude: ["Golden", "Fixtures"]
        ),
        .testTarget(
            name: "ViewSpecLanguageServerTests",
            dependencies: ["ViewSpecLanguageServer", "ViewSpec", "viewspecc"]
        ),
        .testTarget(
            name: "viewspeccTests",
            // The library too, for the rules' examples the command is run on.
            dependencies: ["viewspecc", "ViewSpec"]
        ),
        .testTarget(
            name: "ViewSpecBenchTests",
            dependencies: ["viewspec-bench", "ViewSpec"]
        ),
        // What generated code builds on: Foundation only, and no dependency on the compiler.
        .target(
            name: "ViewSpecRuntime",
            swiftSettings: [
                .swiftLanguageMode(.v6),
                .enableUpcomingFeature("ExistentialAny"),
                .enableUpcomingFeature("InternalImportsByDefault"),
            ]
        ),
        .testTarget(
            name: "ViewSpecRuntimeTests",
            dependencies: ["ViewSpecRuntime"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        // Compiles the spec files of the target it is applied to on every build.
        .plugin(
            name: "ViewSpecPlugin",
            capability: .buildTool(),
            dependencies: ["viewspecc"]
        ),
    ]
)
