import Foundation
import Testing
@testable import ViewSpec

@Suite struct StringsTableTests {
    static func read(_ text: String) -> InterchangeReadResult<StringsTable> {
        StringsTableReader.read(SourceFile(path: "Root.strings", text: text))
    }

    @Test func readsEntriesCommentsAndEscapes() throws {
        let result = Self.read("""
            /* The group's title */
            "Group" = "General";
            // Unquoted keys and values
            Sound = On;
            "Escapes" = "tab\\there \\"quoted\\" back\\\\slash \\U00e9 \\UD83D\\UDE00 line\\nend \\101";
            "Alone";
            'single' = 'quotes';
            """)
        let table = try #require(result.value, "\(result.diagnosticSummary)")
        #expect(table.entries.map(\.key) == ["Group", "Sound", "Escapes", "Alone", "single"])
        #expect(table["Group"] == "General")
        #expect(table.entries[0].comment == "The group's title")
        #expect(table.entries[1].comment == "Unquoted keys and values")
        #expect(table["Sound"] == "On")
        #expect(table["Escapes"] == "tab\there \"quoted\" back\\slash é 😀 line\nend A")
        #expect(table["Alone"] == "Alone")
        #expect(table["single"] == "quotes")
        let map = SourceMap([result.reportSource])
        #expect(map.range(of: table.entries[1].valueSpan).start.line == 4)
        #expect(map.range(of: table.entries[1].valueSpan).start.column == 9)
    }

    @Test func readsUTF16InBothByteOrdersWithEditorPositions() throws {
        let text = "/* é */\n\"Title\" = \"Réglages 🎛\";\n\"Bad\" = x y;\n"
        for (encoding, name) in [(StringsEncoding.utf16LittleEndian, "LE"), (.utf16BigEndian, "BE")] {
            var bytes: [UInt8] = encoding == .utf16LittleEndian ? [0xFF, 0xFE] : [0xFE, 0xFF]
            for unit in text.utf16 {
                let pair = [UInt8(truncatingIfNeeded: unit), UInt8(truncatingIfNeeded: unit >> 8)]
                bytes += encoding == .utf16LittleEndian ? pair : pair.reversed()
            }
            let result = StringsTableReader.read(SourceFile(path: "Root.strings", bytes: bytes))
            // The error is on line 3 at column 11 of the text as an editor shows it.
            expectError(result, .stringsTableSyntax, line: 3, column: 11, messageContains: "expected ';' after the value of 'Bad', found 'y'")
            #expect(String(decoding: result.reportSource.bytes, as: UTF8.self) == text, "\(name)")
        }
    }

    @Test func writesAndReadsBackEveryEncoding() throws {
        let here = SourceSpan.startOfFile("Root.strings")
        let table = StringsTable(entries: [
            StringsEntry(key: "Title", value: "Réglages 🎛", comment: "The screen's title", keySpan: here, valueSpan: here),
            StringsEntry(key: "Quote \"me\"", value: "back\\slash\ttab\nline\r\u{01}", keySpan: here, valueSpan: here),
            StringsEntry(key: "Empty", value: "", comment: "two\nlines", keySpan: here, valueSpan: here),
        ])
        for encoding in [StringsEncoding.utf8, .utf16LittleEndian, .utf16BigEndian] {
            let bytes = StringsTableWriter(encoding: encoding).write(table)
            let result = StringsTableReader.read(SourceFile(path: "Root.strings", bytes: bytes))
            #expect(result.value == table, "\(encoding): \(result.diagnosticSummary)")
            #expect(result.value?.encoding == encoding)
        }
        #expect(String(decoding: StringsTableWriter().write(table), as: UTF8.self) == """
            /* The screen's title */
            "Title" = "Réglages 🎛";
            "Quote \\"me\\"" = "back\\\\slash\\ttab\\nline\\r\\U0001";

            /* two
            lines */
            "Empty" = "";

            """)
    }

    @Test func reportsMalformedTablesWhereTheyAre() {
        expectError(Self.read("\"A\" = \"B\"\n\"C\" = \"D\";"), .stringsTableSyntax, line: 2, column: 1, messageContains: "expected ';' after the value of 'A', found '\"'")
        expectError(Self.read("\"A\" = \"B;\n"), .stringsTableSyntax, line: 1, column: 7, messageContains: "expected the closing quote of the string, found the end of the file")
        expectError(Self.read("\"A\" = ;"), .stringsTableSyntax, line: 1, column: 7, messageContains: "expected the value of 'A' after '='")
        // At the end of the file the error names its last place, not one past it.
        let endOfFileText = "\"A\" ="
        let endOfFile = Self.read(endOfFileText)
        expectError(endOfFile, .stringsTableSyntax, line: 1, column: 6, messageContains: "expected the value of 'A' after '=', found the end of the file")
        #expect(endOfFile.diagnostics.allSatisfy { $0.range.endOffset <= endOfFileText.utf8.count }, "\(endOfFile.diagnostics.map(\.range))")
        expectError(Self.read("/* open"), .stringsTableSyntax, line: 1, column: 1, messageContains: "expected '*/' closing the comment")
        expectError(Self.read("\"A\" = \"\\UDC00\";"), .stringsTableSyntax, line: 1, column: 8, messageContains: "low surrogate \\UDC00 without a high surrogate")
        expectError(Self.read("\"A\" = \"\\UD83Dx\";"), .stringsTableSyntax, line: 1, column: 8, messageContains: "low surrogate after the high surrogate")
        expectError(Self.read("\"A\" = \"\\Ux\";"), .stringsTableSyntax, line: 1, column: 8, messageContains: "expected hexadecimal digits")
        expectError(Self.read("\"A\" = \"\\777\";"), .stringsTableSyntax, line: 1, column: 8, messageContains: "octal escape of an ASCII character")
        expectError(Self.read("= \"B\";"), .stringsTableSyntax, line: 1, column: 1, messageContains: "expected a key")
        expectError(StringsTableReader.read(SourceFile(path: "Root.strings", bytes: [0x22, 0xC3])), .stringsTableSyntax, line: 1, column: 2, messageContains: "not UTF-8")
        // UTF-16 with an odd byte count, and with a lone surrogate.
        expectError(StringsTableReader.read(SourceFile(path: "Root.strings", bytes: [0xFF, 0xFE, 0x41, 0x00, 0x42])), .stringsTableSyntax, line: 1, column: 2, messageContains: "odd number of bytes")
        expectError(StringsTableReader.read(SourceFile(path: "Root.strings", bytes: [0xFF, 0xFE, 0x41, 0x00, 0x00, 0xD8])), .stringsTableSyntax, line: 1, column: 2, messageContains: "low surrogate after the high surrogate 0xD800")
    }

    @Test func warnsOfALastEntryWithoutItsSemicolon() throws {
        let result = Self.read("\"A\" = \"1\";\n\"B\" = \"2\"\n")
        #expect(result.value?["B"] == "2")
        let warning = try #require(result.reportedDiagnostics.first)
        #expect(warning.severity == .warning && warning.id == .stringsTableSyntax)
        #expect(warning.range.start.line == 2 && warning.range.start.column == 10)
        #expect(warning.message.contains("found the end of the file; the entry is read as if it ended with one"))
    }

    @Test func warnsOfAKeyGivenTwice() throws {
        let result = Self.read("\"A\" = \"1\";\n\"A\" = \"2\";\n")
        #expect(result.value?["A"] == "2")
        #expect(result.value?.entries.count == 1)
        let warning = try #require(result.reportedDiagnostics.first)
        #expect(warning.id == .interchangeDuplicateKey && warning.range.start.line == 2)
    }

    @Test(.needsSharedMaterial) func readsEveryRealStringsTable() throws {
        let files = RealSettingsFiles.stringsTables
        #expect(files.count >= 15, "the real-settings .strings tables were not found at \(RealSettingsFiles.directory.path)")
        var encodings: Set<String> = []
        for url in files {
            let result = StringsTableReader.read(try RealSettingsFiles.source(url))
            let table = try #require(result.value, "\(url.path): \(result.diagnosticSummary)")
            // The mistakes in the sources, each a warning at its place: a last entry without its
            // ';' (which Foundation forgives), and keys given twice.
            let app = url.deletingLastPathComponent().deletingLastPathComponent().lastPathComponent
            let expectedWarnings = [
                "BelledonneCommunications__linphone-iphone/Chat.strings": ["6:50"],
                "utmapp__UTM/Root.strings": ["17:1", "20:1", "24:1"],
            ]["\(app)/\(url.lastPathComponent)"] ?? []
            #expect(result.reportedDiagnostics.map { "\($0.range.start.line):\($0.range.start.column)" } == expectedWarnings, "\(url.path): \(result.diagnosticSummary)")
            #expect(!table.entries.isEmpty, "\(url.path)")
            encodings.insert("\(table.encoding)")
            // Written in the encoding read, and read back equal.
            let written = StringsTableWriter(encoding: table.encoding).write(table)
            #expect(StringsTableReader.read(SourceFile(path: "written.strings", bytes: written)).value == table, "\(url.path)")
        }
        #expect(encodings.contains("utf8") && encodings.count >= 2, "the corpus has UTF-8 and UTF-16 tables: \(encodings)")
    }
}
