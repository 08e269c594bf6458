import Foundation
import Testing
@testable import ViewSpec

/// The same specs give the same bytes: run after run, whatever the order the files are
/// named in, and however the inputs are spelt on the command line.
@Suite struct LayoutDeterminismTests {
    typealias Support = LayoutTestSupport

    private func bytes(_ output: LayoutOutput) -> [String: [UInt8]] {
        Dictionary(uniqueKeysWithValues: output.files.map { ($0.fileName, $0.bytes) })
    }

    @Test func compilingTwiceGivesTheSameBytes() throws {
        #expect(bytes(try Support.exampleLayout()) == bytes(try Support.exampleLayout()))
        #expect(bytes(try Support.layout(Support.variedProject)) == bytes(try Support.layout(Support.variedProject)))
    }

    @Test func inputOrderDoesNotMatter() throws {
        let files = try InputDiscovery.specFiles(in: [Support.specsDirectory])
        #expect(files.count >= 2)
        let reference = bytes(try Support.exampleLayout(style: .compact))
        var generator = SplitMix64(seed: 7)
        for orderedFiles in [Array(files.reversed()), files.shuffled(using: &generator), files.shuffled(using: &generator)] {
            let compilation = Compiler().compile(files: orderedFiles)
            #expect(bytes(try LayoutEmitter(inputs: orderedFiles).emit(compilation)) == reference)
        }
        let sources = Support.variedProject.map { SourceFile(path: $0.key, text: $0.value) }
        let forward = try LayoutEmitter().emit(Compiler().compile(sources: sources.sorted { $0.path < $1.path }))
        let backward = try LayoutEmitter().emit(Compiler().compile(sources: sources.sorted { $0.path > $1.path }))
        #expect(bytes(forward) == bytes(backward))
    }

    /// Sources are named relative to the inputs, so neither the checkout's location nor
    /// the way the path is written reaches the output.
    @Test func inputSpellingDoesNotMatter() throws {
        let reference = bytes(try Support.exampleLayout())
        let specs = Support.specsDirectory
        let spellings = [
            [specs + "/"],
            [specs + "/./"],
            [specs + "/../specs"],
            try InputDiscovery.specFiles(in: [specs]),
            [Self.relativePath(to: specs)],
        ]
        for inputs in spellings {
            #expect(bytes(try Support.exampleLayout(inputs: inputs)) == reference, "\(inputs)")
        }
        for document in try Support.exampleLayout().documents {
            #expect(document.source.map { !$0.hasPrefix("/") && !$0.contains("..") } == true)
        }
        #expect(!String(decoding: reference.values.joined(), as: UTF8.self).contains(Support.repositoryRoot.path))
    }

    @Test func viewportChangesTheLayoutOnly() throws {
        let small = try Support.exampleLayout(viewport: Rect(x: 0, y: 0, width: 320, height: 568))
        let large = try Support.exampleLayout()
        #expect(small.files.map(\.fileName) == large.files.map(\.fileName))
        #expect(bytes(small) != bytes(large))
    }

    /// `target` relative to the current directory, with as many `..` as needed.
    static func relativePath(to target: String) -> String {
        let here = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).standardizedFileURL.pathComponents
        let there = URL(fileURLWithPath: target).standardizedFileURL.pathComponents
        let common = zip(here, there).prefix { $0 == $1 }.count
        let path = Array(repeating: "..", count: here.count - common) + there.dropFirst(common)
        return path.isEmpty ? "." : path.joined(separator: "/")
    }
}
