import Foundation
import Testing
@testable import ViewSpec

/// The layout of specs/ is kept under Tests/ViewSpecTests/Golden/layout/ and compared
/// byte for byte, so any change to the output shows up in review. Regenerate with:
///
///     VIEWSPEC_UPDATE_GOLDEN=1 swift test --filter LayoutGoldenTests
@Suite struct LayoutGoldenTests {
    static let goldenDirectory = LayoutTestSupport.repositoryRoot.appendingPathComponent("Tests/ViewSpecTests/Golden/layout")

    @Test func exampleLayoutMatchesTheGoldenFiles() throws {
        let output = try LayoutTestSupport.exampleLayout()
        let expected = Dictionary(uniqueKeysWithValues: output.files.map { ($0.fileName, $0.bytes) })
        let directory = Self.goldenDirectory.path
        let present = ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).filter { $0.hasSuffix(".json") }
        var current: [String: [UInt8]] = [:]
        for name in present {
            current[name] = Array(try Data(contentsOf: Self.goldenDirectory.appendingPathComponent(name)))
        }
        if current != expected, ProcessInfo.processInfo.environment["VIEWSPEC_UPDATE_GOLDEN"] == "1" {
            _ = try OutputWriter(directory: directory).write(output)
            for name in present where expected[name] == nil {
                try FileManager.default.removeItem(at: Self.goldenDirectory.appendingPathComponent(name))
            }
            Issue.record("the golden layout was stale and has been rewritten; run the tests again")
            return
        }
        let hint = "run VIEWSPEC_UPDATE_GOLDEN=1 swift test --filter LayoutGoldenTests and review the diff"
        #expect(Set(current.keys) == Set(expected.keys), "golden files differ from the emitted ones: \(hint)")
        for (name, bytes) in expected.sorted(by: { $0.key < $1.key }) where current[name] != nil && current[name] != bytes {
            Issue.record("\(name) differs from the golden file\(Self.firstDifference(current[name] ?? [], bytes)): \(hint)")
        }
    }

    /// Where two texts first differ, as ` at line N: "golden" vs "emitted"`.
    static func firstDifference(_ golden: [UInt8], _ emitted: [UInt8]) -> String {
        let old = String(decoding: golden, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        let new = String(decoding: emitted, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        for index in 0..<max(old.count, new.count) {
            let a = index < old.count ? String(old[index]) : "<end>"
            let b = index < new.count ? String(new[index]) : "<end>"
            if a != b { return " at line \(index + 1): \"\(a)\" vs \"\(b)\"" }
        }
        return ""
    }
}
