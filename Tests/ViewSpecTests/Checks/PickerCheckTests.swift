import Testing
@testable import ViewSpec

/// A colour picker's field holds a colour (control-field-type, color-default); a sound
/// picker's a String (control-field-type).
@Suite struct PickerCheckTests {
    static func spec(_ fields: String, _ items: String) -> String {
        """
        viewspec: 1
        models:
          S:
            kind: preferences
            fields:
        \(fields)
        preferences:
          Main:
            model: S
            sections:
              - items:
        \(items)
        """
    }

    @Test func aColourPickerOnABoolIsReported() {
        expectOneDiagnostic(
            of: ControlFieldTypeCheck.self, in: Self.spec("      dark: Bool", "          - colorPicker: dark"), line: 12, column: 13,
            message: "colorPicker cannot bind 'dark' of type Bool: a colour picker binds a String field ('#RRGGBB' or '#AARRGGBB') or an Int field (ARGB)")
    }

    @Test func aSoundPickerOnAnIntIsReported() {
        expectOneDiagnostic(
            of: ControlFieldTypeCheck.self, in: Self.spec("      ring: Int", "          - soundPicker: {field: ring, sounds: alarm}"), line: 12, column: 13,
            message: "soundPicker cannot bind 'ring' of type Int: a sound picker binds a String field, the sound's URI")
    }

    @Test func stringAndIntColoursAndAStringSoundAreFine() {
        let text = Self.spec("""
                  accent: {type: String, default: '#2196F3'}
                  glass: {type: String, default: '#802196F3'}
                  border: {type: Int, default: -16777216}
                  plain: {type: String, default: '#FFFFFF'}
                  ring: {type: String, default: ''}
            """, """
                      - colorPicker: accent
                      - colorPicker: glass
                      - colorPicker: border
                      - colorPicker: {field: plain, alpha: false}
                      - soundPicker: ring
            """)
        #expect(compileSpec(text).isEmpty, "\(compileSpec(text).map(\.message))")
    }

    @Test func aDefaultThatIsNoColourIsReportedWithoutAFixIt() throws {
        let text = Self.spec("      accent: {type: String, default: red}", "          - colorPicker: accent")
        let diagnostic = try #require(expectOneDiagnostic(
            of: ColorDefaultCheck.self, in: text, line: 6, column: 39,
            message: "expected a colour '#RRGGBB' or '#AARRGGBB' as the default of 'accent', which a colour picker binds, found red"))
        #expect(diagnostic.fixIts.isEmpty)
    }

    @Test func digitsWithoutTheHashAreGivenOne() throws {
        let text = Self.spec("      accent: {type: String, default: 2196f3}", "          - colorPicker: accent")
        let diagnostic = try #require(expectOneDiagnostic(
            of: ColorDefaultCheck.self, in: text, line: 6, column: 39,
            message: "expected a colour '#RRGGBB' or '#AARRGGBB' as the default of 'accent', which a colour picker binds, found 2196f3"))
        let fixed = try applyingFirstFixIt(of: diagnostic, to: text)
        #expect(fixed.contains("default: '#2196F3'"), "\(fixed)")
    }

    @Test func theShortFormIsWrittenOut() throws {
        let text = Self.spec("      accent: {type: String, default: '0xf80'}", "          - colorPicker: {field: accent, alpha: false}")
        let diagnostic = try #require(expectOneDiagnostic(of: ColorDefaultCheck.self, in: text, line: 6, column: 39,
            message: "expected a colour '#RRGGBB' or '#AARRGGBB' as the default of 'accent', which a colour picker binds, found '0xf80'"))
        let fixed = try applyingFirstFixIt(of: diagnostic, to: text)
        #expect(fixed.contains("default: '#FF8800'"), "\(fixed)")
    }

    @Test func aTranslucentDefaultWithoutOpacityIsReportedWithoutAFixIt() throws {
        let text = Self.spec("      glass: {type: String, default: '#80FFFFFF'}", "          - colorPicker: {field: glass, alpha: false}")
        let diagnostic = try #require(expectOneDiagnostic(
            of: ColorDefaultCheck.self, in: text, line: 6, column: 38,
            message: "expected an opaque default '#RRGGBB' for 'glass', whose colour picker offers no opacity ('alpha: false'), found '#80FFFFFF'"))
        #expect(diagnostic.fixIts.isEmpty)
    }

    @Test func anOpaqueAlphaWithoutOpacityIsDropped() throws {
        let text = Self.spec("      plain: {type: String, default: '#ff102030'}", "          - colorPicker: {field: plain, alpha: false}")
        let diagnostic = try #require(expectOneDiagnostic(of: ColorDefaultCheck.self, in: text, line: 6, column: 38,
            message: "expected an opaque default '#RRGGBB' for 'plain', whose colour picker offers no opacity ('alpha: false'), found '#ff102030'"))
        let fixed = try applyingFirstFixIt(of: diagnostic, to: text)
        #expect(fixed.contains("default: '#102030'"), "\(fixed)")
    }

    @Test func anIntBeyondThirtyTwoBitsIsReported() {
        expectOneDiagnostic(
            of: ColorDefaultCheck.self, in: Self.spec("      border: {type: Int, default: 4294967296}", "          - colorPicker: border"), line: 6, column: 36,
            message: "expected an ARGB colour from -2147483648 through 4294967295 as the default of 'border', which a colour picker binds, found 4294967296")
    }

    @Test func aFieldBoundTwiceIsReportedOnce() {
        let text = Self.spec("      accent: {type: String, default: blue}", "          - colorPicker: accent\n          - colorPicker: accent")
        #expect(compileSpec(text).filter { $0.id.code == "VS0288" }.count == 1)
    }

    @Test func theColourValueParsesAndWritesHex() {
        #expect(ColorValue(hex: "#2196f3")?.argb == 0xFF21_96F3)
        #expect(ColorValue(hex: "#802196F3")?.argb == 0x8021_96F3)
        #expect(ColorValue(hex: "2196F3") == nil && ColorValue(hex: "#12345") == nil && ColorValue(hex: "#12345G") == nil && ColorValue(hex: "#+1234567") == nil)
        #expect(ColorValue(argb: -1)?.argb == 0xFFFF_FFFF)
        #expect(ColorValue(argb: -16777216)?.hex(alpha: true) == "#FF000000")
        #expect(ColorValue(argb: 4_294_967_296) == nil && ColorValue(argb: -2_147_483_649) == nil)
        #expect(ColorValue(argb: 0x0A0B0C)?.hex(alpha: false) == "#0A0B0C")
        #expect(ColorValue.correction(of: "#abc") == "#AABBCC")
        #expect(ColorValue.correction(of: "abc") == nil)
        #expect(ColorValue.correction(of: "0x80ff0000") == "#80FF0000")
        #expect(ColorValue.correction(of: "red") == nil)
    }
}
