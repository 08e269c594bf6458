import Foundation
import Testing
@testable import ViewSpec

/// The Swift generated for specs/ is kept under Tests/ViewSpecTests/Golden/swift/ and
/// compared byte for byte, so any change to the generated API shows up in review.
/// Regenerate with:
///
///     VIEWSPEC_UPDATE_GOLDEN=1 swift test --filter SwiftGoldenTests
@Suite struct SwiftGoldenTests {
    static let goldenDirectory = LayoutTestSupport.repositoryRoot.appendingPathComponent("Tests/ViewSpecTests/Golden/swift")

    /// The example project in specs/, generated as `viewspecc build specs/ --swift` does.
    static func exampleSwift(inputs: [String] = [LayoutTestSupport.specsDirectory]) throws -> SwiftOutput {
        let files = try InputDiscovery.specFiles(in: inputs)
        let compilation = Compiler().compile(files: files)
        #expect(!compilation.hasErrors)
        return try SwiftEmitter(inputs: inputs).emit(compilation)
    }

    @Test func exampleSwiftMatchesTheGoldenFiles() throws {
        let output = try Self.exampleSwift()
        let expected = Dictionary(uniqueKeysWithValues: output.files.map { ($0.fileName, $0.bytes) })
        let directory = Self.goldenDirectory.path
        let present = ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).filter { $0.hasSuffix(".swift") }
        var current: [String: [UInt8]] = [:]
        for name in present {
            current[name] = Array(try Data(contentsOf: Self.goldenDirectory.appendingPathComponent(name)))
        }
        if current != expected, ProcessInfo.processInfo.environment["VIEWSPEC_UPDATE_GOLDEN"] == "1" {
            let writer = OutputWriter(directory: directory)
            try writer.prepareDirectory()
            for file in output.files { try writer.write(file.bytes, named: file.fileName) }
            for name in present where expected[name] == nil {
                try FileManager.default.removeItem(at: Self.goldenDirectory.appendingPathComponent(name))
            }
            Issue.record("the golden Swift was stale and has been rewritten; run the tests again")
            return
        }
        let hint = "run VIEWSPEC_UPDATE_GOLDEN=1 swift test --filter SwiftGoldenTests and review the diff"
        #expect(Set(current.keys) == Set(expected.keys), "golden files differ from the generated ones: \(hint)")
        for (name, bytes) in expected.sorted(by: { $0.key < $1.key }) where current[name] != nil && current[name] != bytes {
            Issue.record("\(name) differs from the golden file\(LayoutGoldenTests.firstDifference(current[name] ?? [], bytes)): \(hint)")
        }
    }

    /// The same specs named by a relative directory, a trailing slash or file by file give
    /// the same bytes: headers name specs relative to the inputs.
    @Test func theOutputDoesNotDependOnHowTheInputsAreNamed() throws {
        let reference = try Self.exampleSwift().files.map(\.text)
        let specs = LayoutTestSupport.specsDirectory
        let files = try InputDiscovery.specFiles(in: [specs])
        for inputs in [[specs + "/"], files, [specs + "/../specs"]] {
            #expect(try Self.exampleSwift(inputs: inputs).files.map(\.text) == reference, "\(inputs)")
        }
    }
}
