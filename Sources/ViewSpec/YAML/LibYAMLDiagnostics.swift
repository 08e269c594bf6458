/// Turns libyaml's errors into positioned diagnostics that say what was expected and
/// what was found.
enum LibYAMLDiagnostics {
    static func diagnostic(
        for error: LibYAMLError, file: SourceFile, converter: MarkConverter, bomLength: Int
    ) -> Diagnostic {
        var converter = converter
        if error.stage == .reader || error.problemMark == nil {
            // Reader errors carry a byte offset into the text libyaml was given (after the BOM).
            let offset = bomLength + (error.problemOffset ?? 0)
            var message = error.problem
            if let value = error.problemValue {
                message = "expected a printable character, found U+\(hex(value)) (\(error.problem))"
            }
            return .error(.invalidEncoding, message, at: file.range(from: offset, to: offset + 1))
        }
        let problemMark = error.problemMark!
        let location = converter.location(problemMark)
        let found = describeCharacter(in: file, at: location.offset)
        let range = SourceRange(file: file.sourcePath, start: location, end: file.location(atOffset: location.offset + max(found.length, 0)))
        var notes: [Diagnostic.Note] = []
        if let context = error.context, let contextMark = error.contextMark {
            let contextLocation = converter.location(contextMark)
            if contextLocation != location {
                notes.append(.init("\(context) that starts here", at: SourceRange(file: file.sourcePath, start: contextLocation, end: contextLocation)))
            }
        }

        if found.isTab {
            return .error(
                .yamlSyntax, "expected spaces, found a tab character; YAML does not allow tabs in indentation",
                at: range, notes: notes,
                fixIts: [.init("replace the tab with spaces", replacing: range, with: "  ")])
        }
        if error.context == "while scanning a quoted scalar", error.problem.contains("end of stream") {
            return .error(
                .yamlSyntax, "expected a closing quote, found the end of the file",
                at: range,
                notes: notes.map { .init("the quoted string starts here", at: $0.range) })
        }
        let problem = error.problem.hasPrefix("found ")
            ? error.problem
            : "\(error.problem), found \(found.description)"
        return .error(.yamlSyntax, problem, at: range, notes: notes)
    }

    private struct FoundCharacter {
        var description: String
        var length: Int
        var isTab: Bool
    }

    private static func describeCharacter(in file: SourceFile, at offset: Int) -> FoundCharacter {
        let bytes = file.bytes
        guard offset < bytes.count else { return FoundCharacter(description: "the end of the file", length: 0, isTab: false) }
        switch bytes[offset] {
        case 0x09: return FoundCharacter(description: "a tab", length: 1, isTab: true)
        case 0x0A, 0x0D: return FoundCharacter(description: "the end of the line", length: 0, isTab: false)
        case 0x20: return FoundCharacter(description: "a space", length: 1, isTab: false)
        default: break
        }
        var end = offset + 1
        while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
        let character = String(decoding: bytes[offset..<end], as: UTF8.self)
        return FoundCharacter(description: "'\(character)'", length: end - offset, isTab: false)
    }

    private static func hex(_ value: Int) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
