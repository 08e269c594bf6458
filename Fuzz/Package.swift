// swift-tools-version: 6.0
//
// libFuzzer targets for ViewSpec: the YAML loader, the compiler from spec decoding to the
// emitters, the Swift names of projects of hostile names, the language server driven by
// edit sequences, and the readers and writers of the native settings formats. They are
// kept in their own package so that the main package's `swift build`
// and `swift test` never see them: a fuzz target has no `main` (libFuzzer supplies it), so
// it only links with `--sanitize=fuzzer`. Build and run with `scripts/fuzz.sh` from the
// repository root.
import PackageDescription

let package = Package(
    name: "ViewSpecFuzz",
    dependencies: [
        .package(name: "ViewSpec", path: ".."),
    ],
    targets: [
        // libyaml, seen directly: the fuzzer's independent oracle for "this input holds
        // no document". Its own module name, so it never clashes with the main package's.
        .systemLibrary(
            name: "CYAMLOracle",
            path: "Sources/CYAMLOracle",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"])]
        ),
        .target(
            name: "YAMLOracle",
            dependencies: ["CYAMLOracle"]
        ),
        // The position invariants both targets check.
        .target(
            name: "FuzzChecks",
            dependencies: [.product(name: "ViewSpec", package: "ViewSpec")]
        ),
        .executableTarget(
            name: "YAMLLoaderFuzzer",
            dependencies: [
                "FuzzChecks",
                "YAMLOracle",
                .product(name: "ViewSpec", package: "ViewSpec"),
            ]
        ),
        .executableTarget(
            name: "LanguageServerFuzzer",
            dependencies: [
                .product(name: "ViewSpec", package: "ViewSpec"),
                .product(name: "ViewSpecLanguageServer", package: "ViewSpec"),
            ]
        ),
        .executableTarget(
            name: "SpecCompilerFuzzer",
            dependencies: [
                "FuzzChecks",
                .product(name: "ViewSpec", package: "ViewSpec"),
                .product(name: "ViewSpecRuntime", package: "ViewSpec"),
            ]
        ),
        .executableTarget(
            name: "InterchangeFuzzer",
            dependencies: [
                "FuzzChecks",
                .product(name: "ViewSpec", package: "ViewSpec"),
            ]
        ),
        // Its HostileProjects.swift is a link to the tests' generator of hostile projects.
        .executableTarget(
            name: "SwiftNamesFuzzer",
            dependencies: [
                "FuzzChecks",
                .product(name: "ViewSpec", package: "ViewSpec"),
            ]
        ),
    ]
)
