import Foundation
import Testing
@testable import ViewSpec

/// A path's bytes survive the trip through a `String` and back, whatever they are.
@Suite struct FilePathTextTests {
    /// Random byte strings (no NUL, which no path holds), weighted towards the bytes that
    /// make UTF-8 invalid and towards the escape range's own encoding (F4 8F BE/BF xx).
    @Test func everyByteStringMapsToOneTextAndBack() {
        var generator = SystemRandomNumberGenerator()
        let interesting: [UInt8] = [0x80, 0xBF, 0xC0, 0xC2, 0xE0, 0xE9, 0xED, 0xEF, 0xF0, 0xF4, 0x8F, 0xBE, 0xFF, 0x2F, 0x41]
        // Texts compared by their scalars: String's == holds canonically equivalent texts
        // equal (U+037E and ';'), which are different file names.
        var texts: [[Unicode.Scalar]: [UInt8]] = [:]
        for _ in 0..<5000 {
            let count = Int.random(in: 0...12, using: &generator)
            let bytes: [UInt8] = (0..<count).map { _ in
                Bool.random(using: &generator) ? interesting.randomElement(using: &generator)! : UInt8.random(in: 1...255, using: &generator)
            }
            let text = FilePathText.string(fromBytes: bytes)
            #expect(FilePathText.bytes(of: text) == bytes, "\(bytes)")
            if let earlier = texts.updateValue(bytes, forKey: Array(text.unicodeScalars)) {
                #expect(earlier == bytes, "two byte strings gave one text: \(earlier) and \(bytes)")
            }
            FilePathText.withCString(text) { pointer in
                #expect(Array(UnsafeBufferPointer(start: UnsafeRawPointer(pointer).assumingMemoryBound(to: UInt8.self), count: strlen(pointer))) == bytes)
            }
        }
    }

    @Test func validUTF8IsTheTextItself() {
        for text in ["specs/app.yaml", "café/設定.yaml", "😀.yml", ""] {
            #expect(FilePathText.string(fromBytes: Array(text.utf8)) == text)
            #expect(FilePathText.bytes(of: text) == Array(text.utf8))
            #expect(FilePathText.displayed(text) == text)
        }
    }

    /// Reports show each byte that is not UTF-8 as `\xNN`; a name that really holds one of
    /// the escape range's characters is held byte by byte, and shown so.
    @Test func bytesThatAreNotUTF8AreShownEscaped() {
        let latin1 = FilePathText.string(fromBytes: Array("caf".utf8) + [0xE9] + Array(".yaml".utf8))
        #expect(FilePathText.displayed(latin1) == #"caf\xE9.yaml"#)
        let truncated = FilePathText.string(fromBytes: [0x61, 0xE2, 0x82])
        #expect(FilePathText.displayed(truncated) == #"a\xE2\x82"#)
        let escapeRange = FilePathText.string(fromBytes: Array("\u{10FFE9}".utf8))
        #expect(FilePathText.displayed(escapeRange) == #"\xF4\x8F\xBF\xA9"#)
        #expect(FilePathText.bytes(of: escapeRange) == Array("\u{10FFE9}".utf8))
    }

    /// Names that are not UTF-8 cannot collide in the Swift file names made from them.
    @Test func fileStemsSpellTheBytes() {
        let latin1 = FilePathText.string(fromBytes: Array("caf".utf8) + [0xE9])
        #expect(DocumentNaming.fileStem(forFileName: latin1) == "caf%E9")
        #expect(DocumentNaming.fileStem(forFileName: "caf%E9") == "caf%25E9")
        #expect(DocumentNaming.fileStem(forFileName: "café") == "café")
        #expect(SwiftEmitter.fileName(forSpecPath: "specs/" + latin1 + ".yaml") == "Caf%E9.swift")
    }

    @Test func reportPathsShowTheBytesAndSARIFEncodesThem() {
        let paths = ReportPaths(currentDirectory: "/project")
        let file = "/project/specs/" + FilePathText.string(fromBytes: Array("caf".utf8) + [0xE9] + Array(".yaml".utf8))
        #expect(paths.relativePath(file) == #"specs/caf\xE9.yaml"#)
        #expect(paths.relativeURI(file) == "specs/caf%E9.yaml")
    }
}
