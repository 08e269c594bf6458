import Foundation
import Testing
@testable import ViewSpec

/// docs/swift.md shows generated code; every line it shows (apart from elisions) is what
/// the emitter writes for specs/, so the documentation cannot drift from the output.
@Suite struct SwiftDocumentationTests {
    static func swiftBlocks() throws -> [[String]] {
        let text = try String(contentsOf: LayoutTestSupport.repositoryRoot.appendingPathComponent("docs/swift.md"), encoding: .utf8)
        var blocks: [[String]] = []
        var current: [String]?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if current != nil {
                if line == "```" {
                    blocks.append(current!)
                    current = nil
                } else {
                    current!.append(line)
                }
            } else if line == "```swift" {
                current = []
            }
        }
        return blocks
    }

    @Test func theDeclarationsShownAreTheGeneratedOnes() throws {
        let generated = try SwiftGoldenTests.exampleSwift().files.map(\.text).joined(separator: "\n")
        let generatedLines = Set(generated.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) })
        // Blocks that show declarations (not usage): they start with a comment or a declaration.
        let declarationBlocks = try Self.swiftBlocks().filter { block in
            guard let first = block.first else { return false }
            return first.hasPrefix("//") || first.hasPrefix("///") || first.hasPrefix("public ")
        }
        #expect(declarationBlocks.count >= 3)
        for block in declarationBlocks {
            for line in block where !line.contains("…") && !line.trimmingCharacters(in: .whitespaces).isEmpty {
                // A declaration shown without its body stands for one written with a body.
                let shown = line.trimmingCharacters(in: .whitespaces)
                let matches = generatedLines.contains(shown) || generatedLines.contains(shown + " {")
                #expect(matches, "docs/swift.md shows a line the generator does not write: \(shown)")
            }
        }
    }
}
