import Foundation
import Testing
@testable import ViewSpec

@Suite struct AndroidResourceTests {
    static func readValues(_ text: String) -> InterchangeReadResult<AndroidValues> {
        AndroidValuesReader.read(SourceFile(path: "strings.xml", text: text))
    }

    static func readPreferences(_ text: String) -> InterchangeReadResult<PreferenceElement> {
        PreferenceXMLReader.read(SourceFile(path: "settings.xml", text: text))
    }

    // MARK: - Values

    @Test func readsValuesWithTheResourceCompilersTextRules() throws {
        let result = Self.readValues("""
            <?xml version="1.0" encoding="utf-8"?>
            <resources xmlns:tools="http://schemas.android.com/tools">
                <string name="plain">  Two   words\n  here  </string>
                <string name="escapes">Don\\'t \\"quote\\" \\@home \\u00e9\\nnext\\ttab \\\\</string>
                <string name="quoted">"  kept   spaces "and 'this'</string>
                <string name="reference">@string/plain</string>
                <string name="key" translatable="false" formatted="false">100%</string>
                <string name="cdata"><![CDATA[<b>not markup</b>]]></string>
                <string-array name="choices">
                    <item>One</item>
                    <item>@string/plain</item>
                </string-array>
                <integer-array name="numbers"><item>-5</item><item>0x10</item><item>@integer/x</item></integer-array>
                <bool name="flag">true</bool>
                <integer name="count">3</integer>
                <item name="typed" type="string">Typed</item>
                <eat-comment />
            </resources>
            """)
        let values = try #require(result.value, "\(result.diagnosticSummary)")
        #expect(result.diagnostics.isEmpty, "\(result.diagnosticSummary)")
        func string(_ name: String) -> AndroidValue? {
            if case .string(let value) = values.resource(type: "string", name: name)?.content { value } else { nil }
        }
        #expect(string("plain")?.text == "Two words here")
        #expect(string("escapes")?.text == "Don't \"quote\" @home é\nnext\ttab \\")
        #expect(string("quoted")?.text == "  kept   spaces and 'this'")
        #expect(string("reference") == AndroidValue(text: "@string/plain", isReference: true, span: .startOfFile("x")))
        #expect(string("cdata")?.text == "<b>not markup</b>")
        #expect(string("typed")?.text == "Typed")
        let key = try #require(values.resource(type: "string", name: "key"))
        #expect(!key.translatable && !key.formatted)
        guard case .stringArray(let items) = values.resource(type: "array", name: "choices")?.content else {
            Issue.record("no string-array")
            return
        }
        #expect(items.map(\.text) == ["One", "@string/plain"] && items[1].isReference)
        guard case .integerArray(let numbers) = values.resource(type: "array", name: "numbers")?.content else {
            Issue.record("no integer-array")
            return
        }
        #expect(numbers.map(\.text) == ["-5", "0x10", "@integer/x"])
        let map = SourceMap([result.reportSource])
        // Line 3 holds a line break.
        #expect(map.range(of: items[0].span).start.line == 11 && map.range(of: items[0].span).start.column == 15)
    }

    @Test func skipsPluralsAndMarkupWithAWarning() throws {
        let result = Self.readValues("""
            <resources>
                <plurals name="videos"><item quantity="one">%d video</item></plurals>
                <string name="link">See <a href="x">this FAQ</a> now</string>
            </resources>
            """)
        let values = try #require(result.value)
        #expect(values.resources.map(\.name) == ["link"])
        #expect(values.resource(type: "string", name: "link")?.content == .string(AndroidValue(text: "See this FAQ now", span: .startOfFile("x"))))
        let warnings = result.reportedDiagnostics
        #expect(warnings.map(\.id) == [.interchangeContentDropped, .interchangeContentDropped])
        #expect(warnings.map(\.range.start.line) == [2, 3])
        #expect(warnings[0].message.contains("'<plurals>' resources are not read"))
        #expect(warnings[1].message.contains("'<a>' is dropped"))
    }

    @Test func reportsMalformedValuesWhereTheyAre() {
        expectError(Self.readValues("<resource>\n</resource>"), .androidResourceStructure, line: 1, column: 1, messageContains: "expected '<resources>' as the root element")
        expectError(Self.readValues("<resources>\n  <string>x</string>\n</resources>"), .androidResourceStructure, line: 2, column: 3, messageContains: "expected a 'name' attribute")
        expectError(Self.readValues("<resources>\n<string name=\"a\">x</string>\n<string name=\"a\">y</string>\n</resources>"), .androidResourceStructure, line: 3, column: 15, messageContains: "found '@string/a' again")
        expectError(Self.readValues("<resources><integer-array name=\"n\"><item>1.5</item></integer-array></resources>"), .androidResourceStructure, line: 1, column: 42, messageContains: "expected a 32-bit integer")
        expectError(Self.readValues("<resources><string-array name=\"n\"><string>x</string></string-array></resources>"), .androidResourceStructure, line: 1, column: 35, messageContains: "expected '<item>'")
        expectError(Self.readValues("<resources><bool name=\"b\">yes</bool></resources>"), .androidResourceStructure, line: 1, column: 27, messageContains: "expected 'true' or 'false'")
        expectError(Self.readValues("<resources><string name=\"s\">\\u12</string></resources>"), .androidResourceStructure, line: 1, column: 29, messageContains: "four hexadecimal digits")
        expectError(Self.readValues("<resources>\n<string name=\"s\">x</resources>"), .xmlSyntax, line: 2, column: 21, messageContains: "expected the end tag '</string>'")
    }

    @Test func writesValuesTheCompilerReadsBackEqual() throws {
        let here = SourceSpan.startOfFile("x")
        let texts = ["plain", "  spaced  out ", "quote \" apostrophe ' back \\ slash", "@not a reference", "?neither", "line\nbreak\ttab", "<tag> & entity", "é 🎉", "bell\u{07}"]
        let values = AndroidValues(resources: texts.enumerated().map { position, text in
            AndroidResource(name: "s\(position)", content: .string(AndroidValue(text: text, span: here)), span: here, nameSpan: here)
        } + [
            AndroidResource(name: "ref", content: .string(AndroidValue(text: "@string/s0", isReference: true, span: here)), span: here, nameSpan: here),
            AndroidResource(name: "key", content: .string(AndroidValue(text: "k", span: here)), translatable: false, span: here, nameSpan: here),
            AndroidResource(name: "list", content: .stringArray(texts.map { AndroidValue(text: $0, span: here) }), span: here, nameSpan: here),
            AndroidResource(name: "numbers", content: .integerArray([AndroidValue(text: "7", span: here)]), span: here, nameSpan: here),
            AndroidResource(name: "none", content: .stringArray([]), span: here, nameSpan: here),
        ])
        let written = AndroidValuesWriter().write(values)
        let result = AndroidValuesReader.read(SourceFile(path: "strings.xml", bytes: written))
        #expect(result.value == values, "\(result.diagnosticSummary)\n\(String(decoding: written, as: UTF8.self))")
        #expect(String(decoding: written, as: UTF8.self).contains("""
                <string name="s1">"  spaced  out "</string>
                <string name="s2">quote \\" apostrophe \\' back \\\\ slash</string>
                <string name="s3">\\@not a reference</string>
            """))
        try expectWellFormed(written, name: "strings.xml")
    }

    // MARK: - Preferences

    @Test func readsPreferencesWithNamespacesResolved() throws {
        let result = Self.readPreferences("""
            <?xml version="1.0" encoding="utf-8"?>
            <PreferenceScreen xmlns:android="http://schemas.android.com/apk/res/android"
                xmlns:app="http://schemas.android.com/apk/res-auto" xmlns:tools="http://schemas.android.com/tools">
                <PreferenceCategory android:title="@string/general" app:iconSpaceReserved="false">
                    <androidx.preference.SwitchPreferenceCompat
                        android:key="sound"
                        android:defaultValue="true"
                        tools:ignore="Deprecated" />
                    <Preference android:title="Web">
                        <intent android:action="android.intent.action.VIEW" android:data="https://example.org">
                            <extra android:name="a" android:value="b" />
                        </intent>
                    </Preference>
                </PreferenceCategory>
            </PreferenceScreen>
            """)
        let screen = try #require(result.value, "\(result.diagnosticSummary)")
        #expect(screen.attributes.isEmpty, "namespace declarations are not attributes")
        let category = try #require(screen.children.first)
        #expect(category.attribute("title")?.value == "@string/general")
        #expect(category.attribute("iconSpaceReserved", namespace: AndroidNamespace.app)?.value == "false")
        let toggle = try #require(category.children.first)
        #expect(toggle.name == "androidx.preference.SwitchPreferenceCompat")
        #expect(toggle.attribute("ignore", namespace: AndroidNamespace.tools)?.value == "Deprecated")
        #expect(category.children[1].children.first?.children.first?.attribute("name")?.value == "a")
        let map = SourceMap([result.reportSource])
        let key = try #require(toggle.attribute("key"))
        #expect(map.range(of: key.nameSpan).start.line == 6 && map.range(of: key.nameSpan).start.column == 13)
        #expect(map.range(of: key.valueSpan).start.column == 26)
    }

    @Test func reportsUndeclaredPrefixes() {
        expectError(
            Self.readPreferences("<PreferenceScreen>\n  <Preference android:key=\"a\" />\n</PreferenceScreen>"), .xmlSyntax, line: 2, column: 15,
            messageContains: "found 'android' with no 'xmlns:android' in scope")
        expectError(
            Self.readPreferences("<S xmlns:a=\"http://schemas.android.com/apk/res/android\" xmlns:b=\"http://schemas.android.com/apk/res/android\" a:key=\"1\" b:key=\"2\"/>"),
            .xmlSyntax, line: 1, column: 120, messageContains: "found 'key' of the same namespace again")
    }

    @Test func writesPreferencesTheReaderReadsBackEqual() throws {
        let source = """
            <PreferenceScreen xmlns:a="http://schemas.android.com/apk/res/android" xmlns:custom="http://example.org/custom">
              <CheckBoxPreference a:key="k" a:title="Say &quot;hi&quot; &amp; &lt;go&gt;&#10;now" custom:x="1"/>
              <PreferenceCategory a:title="Empty"></PreferenceCategory>
            </PreferenceScreen>
            """
        let original = try #require(Self.readPreferences(source).value)
        let written = PreferenceXMLWriter().write(original)
        #expect(String(decoding: written, as: UTF8.self) == """
            <?xml version="1.0" encoding="utf-8"?>
            <PreferenceScreen
                xmlns:android="http://schemas.android.com/apk/res/android"
                xmlns:custom="http://example.org/custom">
                <CheckBoxPreference
                    android:key="k"
                    android:title="Say &quot;hi&quot; &amp; &lt;go&gt;&#10;now"
                    custom:x="1" />
                <PreferenceCategory
                    android:title="Empty" />
            </PreferenceScreen>

            """)
        #expect(Self.readPreferences(String(decoding: written, as: UTF8.self)).value == original)
        try expectWellFormed(written, name: "settings.xml")
    }

    // MARK: - Real files

    @Test(.needsSharedMaterial) func readsAndRewritesEveryRealAndroidFile() throws {
        let files = RealSettingsFiles.androidFiles
        #expect(files.count >= 14, "the real-settings Android files were not found at \(RealSettingsFiles.directory.path)")
        var valuesFiles = 0
        var preferenceFiles = 0
        for url in files {
            let source = try RealSettingsFiles.source(url)
            let root = try #require(MarkupReader.read(source).value?.root, "\(url.lastPathComponent)")
            if root.name == "resources" {
                valuesFiles += 1
                let result = AndroidValuesReader.read(source)
                let values = try #require(result.value, "\(url.lastPathComponent): \(result.diagnosticSummary)")
                #expect(!result.diagnostics.hasErrors)
                let written = AndroidValuesWriter().write(values)
                #expect(AndroidValuesReader.read(SourceFile(path: "written.xml", bytes: written)).value == values, "\(url.lastPathComponent)")
                try expectWellFormed(written, name: url.lastPathComponent)
            } else {
                preferenceFiles += 1
                let result = PreferenceXMLReader.read(source)
                let screen = try #require(result.value, "\(url.lastPathComponent): \(result.diagnosticSummary)")
                #expect(result.diagnostics.isEmpty, "\(url.lastPathComponent): \(result.diagnosticSummary)")
                let written = PreferenceXMLWriter().write(screen)
                #expect(PreferenceXMLReader.read(SourceFile(path: "written.xml", bytes: written)).value == screen, "\(url.lastPathComponent)")
                try expectWellFormed(written, name: url.lastPathComponent)
            }
        }
        #expect(valuesFiles >= 5 && preferenceFiles >= 9, "\(valuesFiles) values files, \(preferenceFiles) preference screens")
    }

    /// `xmllint --noout` (libxml2, an independent parser) accepts the bytes; skipped with a
    /// line saying so where it is not installed, unless the shared material is required (CI).
    func expectWellFormed(_ bytes: [UInt8], name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        guard let xmllint = ExternalTool.xmllint else {
            #expect(!SharedMaterial.isRequired, "xmllint is not installed (Debian: libxml2-utils)", sourceLocation: sourceLocation)
            print("note: xmllint is not installed (Debian: libxml2-utils); the written \(name) is not checked by it")
            return
        }
        try withScratchDirectory { directory in
            let url = directory.appendingPathComponent(name)
            try Data(bytes).write(to: url)
            let output = try xmllint.run(["--noout", url.path])
            #expect(output.status == 0, "xmllint: \(output.stderr)", sourceLocation: sourceLocation)
        }
    }
}
