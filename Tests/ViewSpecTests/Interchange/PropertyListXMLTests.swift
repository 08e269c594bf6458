import Foundation
import Testing
@testable import ViewSpec

@Suite struct PropertyListXMLTests {
    static func read(_ text: String) -> InterchangeReadResult<PropertyList> {
        PropertyListXMLReader.read(SourceFile(path: "Root.plist", text: text))
    }

    static let sample = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \t<key>PreferenceSpecifiers</key>
        \t<array>
        \t\t<dict>
        \t\t\t<key>Type</key>
        \t\t\t<string>PSToggleSwitchSpecifier</string>
        \t\t\t<key>DefaultValue</key>
        \t\t\t<true/>
        \t\t</dict>
        \t</array>
        \t<key>Count</key>
        \t<integer>-42</integer>
        \t<key>Scale</key>
        \t<real>1.5</real>
        \t<key>When</key>
        \t<date>2024-02-29T12:34:56Z</date>
        \t<key>Blob</key>
        \t<data>
        \tAAEC/w==
        \t</data>
        \t<key>Text</key>
        \t<string>a &lt; b &amp;&#x20;c</string>
        </dict>
        </plist>

        """

    @Test func readsEveryTypeWithPositions() throws {
        let result = Self.read(Self.sample)
        let top = try #require(result.value?.dictionary, "\(result.diagnosticSummary)")
        #expect(result.diagnostics.isEmpty)
        #expect(top.keys == ["PreferenceSpecifiers", "Count", "Scale", "When", "Blob", "Text"])
        let toggle = try #require(top["PreferenceSpecifiers"]?.array?.first?.dictionary)
        #expect(toggle["Type"]?.string == "PSToggleSwitchSpecifier")
        #expect(toggle["DefaultValue"]?.bool == true)
        #expect(top["Count"]?.content == .integer(.signed(-42)))
        #expect(top["Scale"]?.content == .real(1.5))
        #expect(top["Blob"]?.content == .data([0, 1, 2, 255]))
        #expect(top["Text"]?.string == "a < b & c")
        // 2024-02-29T12:34:56Z is 730 902 896 seconds after 2001-01-01.
        #expect(top["When"]?.content == .date(730_902_896))
        let map = SourceMap([result.reportSource])
        let value = try #require(toggle.entry("DefaultValue"))
        #expect(map.range(of: value.value.span).start.line == 11)
        #expect(map.range(of: value.value.span).start.column == 4)
        #expect(map.range(of: value.keySpan).start.line == 10)
    }

    @Test func writesApplesLayoutByteForByte() throws {
        let value = try #require(Self.read(Self.sample).value)
        let written = String(decoding: try PropertyListXMLWriter().write(value), as: UTF8.self)
        // Core Foundation sorts keys and writes 17 significant digits.
        #expect(written == """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
            \t<key>Blob</key>
            \t<data>
            \tAAEC/w==
            \t</data>
            \t<key>Count</key>
            \t<integer>-42</integer>
            \t<key>PreferenceSpecifiers</key>
            \t<array>
            \t\t<dict>
            \t\t\t<key>DefaultValue</key>
            \t\t\t<true/>
            \t\t\t<key>Type</key>
            \t\t\t<string>PSToggleSwitchSpecifier</string>
            \t\t</dict>
            \t</array>
            \t<key>Scale</key>
            \t<real>1.5</real>
            \t<key>Text</key>
            \t<string>a &lt; b &amp; c</string>
            \t<key>When</key>
            \t<date>2024-02-29T12:34:56Z</date>
            </dict>
            </plist>

            """)
    }

    @Test func writesRealsDataAndEmptyCollectionsAsCoreFoundation() throws {
        let here = SourceSpan.startOfFile("x.plist")
        #expect(PropertyListXMLWriter.realText(0.1) == "0.10000000000000001")
        #expect(PropertyListXMLWriter.realText(1) == "1")
        #expect(PropertyListXMLWriter.realText(0) == "0.0")
        // Core Foundation writes "0.0" for a negative zero too, which reads back positive.
        #expect(PropertyListXMLWriter.realText(-0.0) == "-0.0")
        #expect(PropertyListXMLWriter.realText(-.infinity) == "-infinity")
        #expect(PropertyListXMLWriter.realText(1e300) == "1.0000000000000001e+300")
        let value = PropertyList(.array([
            PropertyList(.array([]), at: here), PropertyList(.dictionary(PropertyListDictionary()), at: here),
            PropertyList(.data(Array(repeating: 0xAB, count: 60)), at: here),
        ]), at: here)
        let written = String(decoding: try PropertyListXMLWriter().write(value), as: UTF8.self)
        // One tab of indentation leaves 68 characters a line: 51 bytes, then the other 9.
        let firstLine = String(repeating: "q6ur", count: 17)
        #expect(written.contains("\t<array/>\n\t<dict/>\n\t<data>\n\t\(firstLine)\n\tq6urq6urq6ur\n\t</data>\n"), "\(written)")
    }

    @Test func refusesTextXMLCannotHold() {
        let here = SourceSpan.startOfFile("x.plist")
        var dictionary = PropertyListDictionary()
        dictionary.insert(.init(key: "Title", keySpan: here, value: PropertyList(.string("bell\u{07}"), at: here)))
        #expect(throws: PropertyListXMLWriter.UnwritableValue(path: ["Title"], problem: .character(7))) {
            try PropertyListXMLWriter().write(PropertyList(.dictionary(dictionary), at: here))
        }
    }

    /// `YYYY-MM-DDTHH:MM:SSZ` holds whole seconds of the years 0 to 9999; Core Foundation
    /// writes any other date as another, which would read back different.
    @Test func refusesADateXMLCannotHold() throws {
        let here = SourceSpan.startOfFile("x.plist")
        for seconds in [0.5, -0.25, -0.0, 1e15, -1e15, .infinity] {
            let value = PropertyList(.array([PropertyList(.date(0), at: here), PropertyList(.date(seconds), at: here)]), at: here)
            #expect(throws: PropertyListXMLWriter.UnwritableValue(path: ["1"], problem: .date(seconds)), "\(seconds)") {
                try PropertyListXMLWriter().write(value)
            }
        }
        #expect(throws: PropertyListXMLWriter.UnwritableValue.self) { try PropertyListXMLWriter().write(PropertyList(.date(.nan), at: here)) }
        for text in ["0000-01-01T00:00:00Z", "9999-12-31T23:59:59Z"] {
            let seconds = try #require(PropertyListDate.secondsSinceReferenceDate(parsing: text))
            let written = try PropertyListXMLWriter().write(PropertyList(.date(seconds), at: here))
            #expect(String(decoding: written, as: UTF8.self).contains("<date>\(text)</date>"))
        }
    }

    // MARK: - Errors

    @Test func reportsMalformedXMLWhereItIs() {
        expectError(Self.read("<plist>\n<dict>\n\t<key>A</key>\n\t<string>x</strin>\n</dict>\n</plist>\n"), .xmlSyntax, line: 4, column: 13, messageContains: "expected the end tag '</string>', found '</strin>'")
        expectError(Self.read("<plist><string>a & b</string></plist>"), .xmlSyntax, line: 1, column: 18, messageContains: "expected a reference such as '&amp;'")
        expectError(Self.read("<plist><string>&bogus;</string></plist>"), .xmlSyntax, line: 1, column: 16, messageContains: "found '&bogus;'")
        expectError(Self.read("<plist>\n<dict>"), .xmlSyntax, line: 2, column: 1, messageContains: "expected the end tag '</dict>', found the end of the file")
        expectError(Self.read("<plist a='1' a='2'/>"), .xmlSyntax, line: 1, column: 14, messageContains: "found 'a' again")
        expectError(Self.read("<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?><plist/>"), .xmlSyntax, line: 1, column: 31, messageContains: "expected encoding 'UTF-8'")
        expectError(PropertyListXMLReader.read(SourceFile(path: "Root.plist", bytes: [0x3C, 0x70, 0xFF])), .xmlSyntax, line: 1, column: 3, messageContains: "not UTF-8")
        expectError(Self.read("<plist><string>a\u{01}</string></plist>"), .xmlSyntax, line: 1, column: 17, messageContains: "control character U+0001")
    }

    @Test func reportsWhatIsNotAPropertyList() {
        expectError(Self.read("<plist>\n<dict>\n\t<string>x</string>\n</dict>\n</plist>"), .propertyListStructure, line: 3, column: 2, messageContains: "expected a '<key>' in '<dict>', found '<string>'")
        expectError(Self.read("<plist><dict><key>Title</key></dict></plist>"), .propertyListStructure, line: 1, column: 30, messageContains: "expected a value after the key 'Title'")
        expectError(Self.read("<plist><integer>12a</integer></plist>"), .propertyListStructure, line: 1, column: 8, messageContains: "expected a whole number in '<integer>', found '12a'")
        expectError(Self.read("<plist><integer>99999999999999999999</integer></plist>"), .propertyListStructure, line: 1, column: 8, messageContains: "whole number")
        expectError(Self.read("<plist><real>1,5</real></plist>"), .propertyListStructure, line: 1, column: 8, messageContains: "expected a number in '<real>'")
        expectError(Self.read("<plist><date>2023-02-29T00:00:00Z</date></plist>"), .propertyListStructure, line: 1, column: 8, messageContains: "expected a date")
        expectError(Self.read("<plist><data>AB$=</data></plist>"), .propertyListStructure, line: 1, column: 8, messageContains: "expected Base64")
        expectError(Self.read("<plist><dict/><dict/></plist>"), .propertyListStructure, line: 1, column: 15, messageContains: "expected one value in '<plist>', found 2")
        expectError(Self.read("<plist><set/></plist>"), .propertyListStructure, line: 1, column: 8, messageContains: "found '<set>'")
        expectError(Self.read("<plist><true>yes</true></plist>"), .propertyListStructure, line: 1, column: 8, messageContains: "to be empty")
    }

    @Test func warnsOfAKeyGivenTwiceAndKeepsTheLast() throws {
        let result = Self.read("<plist><dict>\n<key>A</key><integer>1</integer>\n<key>A</key><integer>2</integer>\n</dict></plist>")
        #expect(result.value?.dictionary?["A"]?.content == .integer(.signed(2)))
        let warning = try #require(result.reportedDiagnostics.first)
        #expect(warning.id == .interchangeDuplicateKey && warning.severity == .warning)
        #expect(warning.range.start.line == 3 && warning.notes.first?.range.start.line == 2)
    }

    @Test func stopsAtTheDepthLimit() {
        let deep = String(repeating: "<array>", count: 200_000)
        // The root is the first level; the 128th '<array>' is the 129th.
        expectError(Self.read("<plist>" + deep), .interchangeLimit, line: 1, column: 8 + 7 * 127, messageContains: "nested at most 128 deep")
    }

    // MARK: - Real settings files and an independent reader

    @Test(.needsSharedMaterial) func readsEveryRealPropertyList() throws {
        let files = RealSettingsFiles.propertyLists
        #expect(files.count >= 30, "the real-settings property lists were not found at \(RealSettingsFiles.directory.path)")
        for url in files {
            let result = PropertyListReader.read(try RealSettingsFiles.source(url))
            #expect(result.value?.dictionary != nil, "\(url.lastPathComponent): \(result.diagnosticSummary)")
            #expect(result.diagnostics.isEmpty, "\(url.lastPathComponent): \(result.diagnosticSummary)")
        }
    }

    /// What we write, plistutil (libplist, an independent implementation) reads equal: it
    /// converts our XML to binary, and our binary reader reads that equal to the value
    /// written; and plistutil's own XML of it, read by our XML reader, is equal too.
    @Test(.needsSharedMaterial, .enabled(if: ExternalTool.plistutil != nil || SharedMaterial.isRequired, "needs plistutil (Debian: libplist-utils)"))
    func plistutilReadsWhatIsWrittenEqual() throws {
        let plistutil = try #require(ExternalTool.plistutil, "plistutil is not installed (Debian: libplist-utils)")
        try withScratchDirectory { directory in
            for url in RealSettingsFiles.propertyLists {
                let original = try #require(PropertyListReader.read(try RealSettingsFiles.source(url)).value, "\(url.lastPathComponent)")
                let written = try PropertyListXMLWriter().write(original)
                // Our writer's output reads back equal with our reader, and is stable.
                let reread = PropertyListXMLReader.read(SourceFile(path: "written.plist", bytes: written))
                #expect(reread.value == original, "\(url.lastPathComponent)")
                #expect(try PropertyListXMLWriter().write(#require(reread.value)) == written)

                let ours = directory.appendingPathComponent("ours.plist")
                let binary = directory.appendingPathComponent("binary.plist")
                let theirs = directory.appendingPathComponent("theirs.plist")
                try Data(written).write(to: ours)
                let toBinary = try plistutil.run(["-i", ours.path, "-o", binary.path, "-f", "bin"])
                #expect(toBinary.status == 0, "\(url.lastPathComponent): plistutil: \(toBinary.stderr)")
                let fromBinary = BinaryPropertyListReader.read(SourceFile(path: "binary.plist", bytes: Array(try Data(contentsOf: binary))))
                #expect(fromBinary.value == original, "\(url.lastPathComponent): \(fromBinary.diagnosticSummary)")
                let toXML = try plistutil.run(["-i", binary.path, "-o", theirs.path, "-f", "xml"])
                #expect(toXML.status == 0, "\(url.lastPathComponent): plistutil: \(toXML.stderr)")
                let fromTheirs = PropertyListXMLReader.read(SourceFile(path: "theirs.plist", bytes: Array(try Data(contentsOf: theirs))))
                #expect(fromTheirs.value == original, "\(url.lastPathComponent): \(fromTheirs.diagnosticSummary)")
            }
        }
    }

    /// Every type, including those the corpus lacks, through plistutil and back.
    @Test(.enabled(if: ExternalTool.plistutil != nil || SharedMaterial.isRequired, "needs plistutil (Debian: libplist-utils)"))
    func plistutilReadsEveryTypeEqual() throws {
        let plistutil = try #require(ExternalTool.plistutil, "plistutil is not installed (Debian: libplist-utils)")
        let here = SourceSpan.startOfFile("x.plist")
        var dictionary = PropertyListDictionary()
        let values: [(String, PropertyList.Content)] = [
            ("big", .integer(.unsigned(UInt64.max))), ("min", .integer(.signed(Int64.min))), ("tenth", .real(0.1)),
            ("negative", .real(-2.5e-8)), ("date", .date(-1_000_000)), ("data", .data(Array(0...200))),
            ("text", .string("naïve <&> \"quotes\" 'single' 🎉 tab\tline\nend")), ("empty", .string("")),
            ("no", .bool(false)), ("list", .array([])),
        ]
        for (key, content) in values { dictionary.insert(.init(key: key, keySpan: here, value: PropertyList(content, at: here))) }
        let value = PropertyList(.dictionary(dictionary), at: here)
        try withScratchDirectory { directory in
            let ours = directory.appendingPathComponent("ours.plist")
            let binary = directory.appendingPathComponent("binary.plist")
            try Data(try PropertyListXMLWriter().write(value)).write(to: ours)
            let converted = try plistutil.run(["-i", ours.path, "-o", binary.path, "-f", "bin"])
            #expect(converted.status == 0, "plistutil: \(converted.stderr)")
            let read = BinaryPropertyListReader.read(SourceFile(path: "binary.plist", bytes: Array(try Data(contentsOf: binary))))
            #expect(read.value == value, "\(read.diagnosticSummary)")
        }
    }
}
