import Foundation
import Testing
@_spi(Fuzzing) @testable import ViewSpec

/// The round trip the interchange fuzz target holds every input to: read, write, read back
/// equal, write the same bytes again.
@Suite struct InterchangeRoundTripTests {
    static let samples: [(InterchangeRoundTrip.Format, String, String)] = [
        (.propertyList, "Root.plist", PropertyListXMLTests.sample),
        (.stringsTable, "Root.strings", "/* Shown above the toggle */\n\"volume\" = \"Volume \\\"loud\\\"\";\n\"é\" = \"🎉\";\n"),
        (.androidValues, "strings.xml", """
            <resources>
                <string name="title">It\\'s "on"</string>
                <string-array name="modes"><item>Off</item><item>@string/title</item></string-array>
                <integer-array name="levels"><item>1</item><item>2</item></integer-array>
            </resources>
            """),
        (.preferenceXML, "preferences.xml", """
            <PreferenceScreen xmlns:android="http://schemas.android.com/apk/res/android" xmlns:app="http://schemas.android.com/apk/res-auto">
                <PreferenceCategory android:title="@string/general">
                    <SwitchPreferenceCompat android:key="sync" android:defaultValue="true" app:summary="a &amp; b"/>
                </PreferenceCategory>
            </PreferenceScreen>
            """),
    ]

    @Test(arguments: 0..<4) func everyFormatReadsBackWhatItWrites(_ index: Int) throws {
        let (format, path, text) = Self.samples[index]
        for limits in [InterchangeRoundTrip.Limits.standard, .small] {
            let result = InterchangeRoundTrip.run(SourceFile(path: path, text: text), as: format, limits: limits)
            #expect(result.first.hasValue && result.first.diagnostics.isEmpty, "\(format): \(result.first.diagnostics.map(\.message))")
            let written = try #require(result.written, "\(format) wrote nothing")
            #expect(result.second?.diagnostics.isEmpty == true && result.second?.hasValue == true)
            #expect(result.readsBackEqual, "\(format): \(String(decoding: written, as: UTF8.self))")
            #expect(result.writtenAgain == written, "\(format): the second writing differs")
        }
    }

    @Test func aTextXMLCannotHoldIsReadButNotWritten() {
        let file = SourceFile(path: "Root.plist", bytes: BinaryPropertyListBuilder([BinaryPropertyListBuilder.ascii("bell\u{07}")]).bytes)
        let result = InterchangeRoundTrip.run(file, as: .propertyList)
        #expect(result.first.hasValue)
        #expect(result.written == nil && result.second == nil && !result.readsBackEqual)
    }

    @Test func aDateXMLCannotHoldIsReadButNotWritten() {
        // A binary property list's date half a second past 2001-01-01.
        let date = [0x33] + BinaryPropertyListBuilder.bigEndian((0.5).bitPattern, size: 8)
        let result = InterchangeRoundTrip.run(SourceFile(path: "Root.plist", bytes: BinaryPropertyListBuilder([date]).bytes), as: .propertyList)
        #expect(result.first.hasValue && result.first.diagnostics.isEmpty)
        #expect(result.written == nil && result.second == nil && !result.readsBackEqual)
    }

    @Test func aNegativeZeroReadsBackWithItsSign() throws {
        for text in ["<real>-0</real>", "<array><real>-0.0</real><real>0</real></array>"] {
            let result = InterchangeRoundTrip.run(SourceFile(path: "Root.plist", text: "<plist version=\"1.0\">\(text)</plist>"), as: .propertyList)
            let written = try #require(result.written)
            #expect(result.readsBackEqual, "\(String(decoding: written, as: UTF8.self))")
            #expect(result.writtenAgain == written)
        }
    }

    @Test func theSmallLimitsStopADeepFileWithAnError() {
        let deep = String(repeating: "<array>", count: 10) + String(repeating: "</array>", count: 10)
        let file = SourceFile(path: "Root.plist", text: "<plist version=\"1.0\">\(deep)</plist>")
        #expect(InterchangeRoundTrip.run(file, as: .propertyList).first.hasValue)
        let small = InterchangeRoundTrip.run(file, as: .propertyList, limits: .small)
        #expect(!small.first.hasValue && small.first.diagnostics.hasErrors && small.written == nil)
    }
}
