// swift-tools-version: 6.1
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
    // A package that uses only the runtime and a prebuilt compiler turns this off
    // (`traits: []`), and swift-argument-parser is then neither fetched nor built.
    traits: [
        .trait(
            name: "Compiler",
            description: "Builds the viewspecc command from source; it needs swift-argument-parser."
        ),
        .default(enabledTraits: ["Compiler"]),
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
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
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
                argumentParser,
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
                argumentParser,
            ]
        ),
        .testTarget(
            name: "ViewSpecTests",
            dependencies: ["ViewSpec"],
            // Read from the source tree by the tests: expected outputs (golden files) and
            // spec fixtures the tests compile.
            exclude: ["Golden", "Fixtures"]
        ),
        // Preview pages loaded in headless Chromium and checked against the runtime.
        .testTarget(
            name: "ViewSpecPreviewTests",
            dependencies: ["ViewSpec", "ViewSpecRuntime"],
            // Reference screenshots, read from the source tree by the tests.
            exclude: ["Screenshots"]
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
        // What generated code builds on: Foundation only, and no dependency on the compiler,
        // so an app that commits its generated Swift needs nothing else (and, with the
        // Compiler trait off, does not fetch swift-argument-parser either).
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
        // Compiles the spec files of the target it is applied to on every build, with a
        // prebuilt viewspecc where there is one for this machine (see below).
        .plugin(
            name: "ViewSpecPlugin",
            capability: .buildTool(),
            dependencies: [pluginCompiler.dependency]
        ),
    ] + pluginCompiler.targets
)

/// Both command-line executables use swift-argument-parser only while the `Compiler` trait is
/// on, so that a package that turns it off does not resolve it at all.
var argumentParser: Target.Dependency {
    .product(name: "ArgumentParser", package: "swift-argument-parser", condition: .when(traits: ["Compiler"]))
}

// MARK: - The compiler the build plugin runs

/// Where the plugin's `viewspecc` comes from, decided when SwiftPM reads this manifest on
/// the machine that builds (docs/plugin.md, "Where viewspecc comes from"):
///
/// 1. `VIEWSPEC_COMPILER_FROM_SOURCE=1`: built from source, whatever else is set.
/// 2. `VIEWSPEC_COMPILER_BUNDLE=<path>`: the artifact bundle (a `.artifactbundle` folder or
///    its `.zip`) at that path, absolute or relative to this package: one built by
///    `scripts/artifact-bundle.sh`, say, for CI or before publishing it.
/// 3. The release's bundle, when it has a variant for this machine.
/// 4. Built from source, with the rest of the package.
///
/// SwiftPM reads the manifest again when the environment changes, so switching takes effect
/// on the next build.
enum PluginCompiler {
    case fromSource
    case prebuilt(Target)

    /// The binary target's name; the bundle's executable artifact is `viewspecc`, the name the
    /// plugin asks for.
    static let binaryTargetName = "ViewSpecCompiler"

    /// The prebuilt `viewspecc` of a release: an artifact bundle attached to the release, the
    /// checksum `swift package compute-checksum` prints for it, and the triples it has a
    /// variant for. `scripts/artifact-bundle.sh` builds the bundle and prints these values;
    /// they are set in the commit a release is tagged on, and are nil between releases.
    static let release: (url: String, checksum: String, triples: Set<String>)? = nil

    static func choose(environment: [String: String]) -> PluginCompiler {
        if environment["VIEWSPEC_COMPILER_FROM_SOURCE"] == "1" {
            return .fromSource
        }
        if let bundle = environment["VIEWSPEC_COMPILER_BUNDLE"], !bundle.isEmpty {
            return .prebuilt(.binaryTarget(name: binaryTargetName, path: pathRelativeToPackage(bundle)))
        }
        if let release, let host = hostTriple, release.triples.contains(host) {
            return .prebuilt(.binaryTarget(name: binaryTargetName, url: release.url, checksum: release.checksum))
        }
        return .fromSource
    }

    /// The triple of the machine SwiftPM runs on, the way artifact bundles name it; nil where
    /// no release has a variant.
    static var hostTriple: String? {
        #if os(Linux) && arch(x86_64)
            return "x86_64-unknown-linux-gnu"
        #elseif os(Linux) && arch(arm64)
            return "aarch64-unknown-linux-gnu"
        #elseif os(macOS) && arch(arm64)
            return "arm64-apple-macosx"
        #elseif os(macOS) && arch(x86_64)
            return "x86_64-apple-macosx"
        #else
            return nil
        #endif
    }

    /// SwiftPM takes a binary target's path relative to the package's folder only.
    static func pathRelativeToPackage(_ path: String) -> String {
        guard path.hasPrefix("/") else { return path }
        let package = Context.packageDirectory.split(separator: "/", omittingEmptySubsequences: true)
        let target = path.split(separator: "/", omittingEmptySubsequences: true)
        let shared = zip(package, target).prefix { $0 == $1 }.count
        let ups = Array(repeating: "..", count: package.count - shared)
        return (ups + target.dropFirst(shared).map(String.init)).joined(separator: "/")
    }

    var dependency: Target.Dependency {
        switch self {
        case .prebuilt: .target(name: Self.binaryTargetName)
        // Without the trait, viewspecc cannot be built; the plugin then explains what to do.
        case .fromSource: .target(name: "viewspecc", condition: .when(traits: ["Compiler"]))
        }
    }

    var targets: [Target] {
        switch self {
        case .prebuilt(let target): [target]
        case .fromSource: []
        }
    }
}

var pluginCompiler: PluginCompiler {
    PluginCompiler.choose(environment: Context.environment)
}
