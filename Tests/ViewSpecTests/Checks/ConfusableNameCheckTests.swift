import Testing
@testable import ViewSpec

/// Names that hide a character, mix scripts or look like another name of their scope get
/// a warning, after Unicode's security mechanisms for identifiers (UTS #39).
@Suite struct ConfusableNameCheckTests {
    private func spec(fields: [String]) -> String {
        """
        viewspec: 1
        models:
          Settings:
            kind: preferences
            fields:
        \(fields.map { "      \($0): Bool" }.joined(separator: "\n"))
        """
    }

    private func warnings(_ text: String) -> [ReportedDiagnostic] {
        compileSpec(text).filter { $0.id == ConfusableNameCheck.description.id }
    }

    @Test func invisibleCharactersAreReported() throws {
        let cases = [
            ("sound\\u3164", "sound\u{3164}", "U+3164 HANGUL FILLER", "sound"),
            ("vol\\u034Fume", "vol\u{34F}ume", "U+034F COMBINING GRAPHEME JOINER", "volume"),
            ("mode\\uFE0F", "mode\u{FE0F}", "U+FE0F VARIATION SELECTOR-16", "mode"),
        ]
        for (written, name, character, visible) in cases {
            let text = spec(fields: ["\"\(written)\""])
            let diagnostic = try #require(expectOneDiagnostic(
                of: ConfusableNameCheck.self, in: text, line: 6, column: 7,
                message: "field '\(name)' in model 'Settings' holds an invisible character (\(character)): expected a name whose every character can be seen"))
            #expect(diagnostic.fixIts.map(\.message) == ["remove the invisible character \(character), leaving '\(visible)'"])
            let fixed = applying(try #require(diagnostic.fixIts.first), to: text)
            #expect(fixed.contains("\n      \(visible): Bool"), "\(fixed)")
            #expect(warnings(fixed).isEmpty, "\(fixed)")
        }
        // A name of nothing but a filler has nothing left to keep: no fix-it.
        let filler = warnings(spec(fields: ["\"\\u3164\""]))
        #expect(filler.count == 1 && filler.first?.fixIts.isEmpty == true)
    }

    @Test func mixedScriptsAreReported() {
        expectOneDiagnostic(
            of: ConfusableNameCheck.self, in: spec(fields: ["pаssword"]), line: 6, column: 7,
            message: "field 'pаssword' in model 'Settings' mixes letters of Latin and Cyrillic: expected the letters of one script (or Latin with Han, Hiragana and Katakana, with Han and Bopomofo, or with Han and Hangul), since letters of different scripts can look the same")
    }

    @Test func lookAlikeNamesInOneScopeAreReported() throws {
        let diagnostic = try #require(expectOneDiagnostic(
            of: ConfusableNameCheck.self, in: spec(fields: ["paypal", "pаypal"]), line: 7, column: 7,
            message: "field 'pаypal' in model 'Settings' looks like field 'paypal': expected names that read differently, found two that differ only in characters that look alike (U+0430 CYRILLIC SMALL LETTER A where the other has U+0061 LATIN SMALL LETTER A)"))
        #expect(diagnostic.notes.map(\.message) == ["'paypal' is declared here"])
        #expect(diagnostic.notes.first?.range.start.line == 6)
        // Across the project's models too, and with an invisible character as the only difference.
        let models = """
            viewspec: 1
            models:
              Settings: {kind: preferences, fields: {a: Bool}}
              "Sett\\u200Bings": {kind: preferences, fields: {a: Bool}}
            """
        #expect(warnings(models).map(\.message) == [
            "model 'Sett\u{200B}ings' looks like model 'Settings': expected names that read differently, found two that differ only in characters that look alike (U+200B ZERO WIDTH SPACE added)"
        ])
    }

    @Test func namesThatAreFineAreNotReported() {
        let clean = spec(fields: ["sound", "音量", "volumeレベル", "громкость", "modern", "modem", "l1", "ll"])
        #expect(warnings(clean).isEmpty, "\(warnings(clean).map(\.message))")
        // Fields of different models are in different scopes.
        let twoModels = """
            viewspec: 1
            models:
              A: {kind: preferences, fields: {paypal: Bool}}
              B: {kind: preferences, fields: {pаypal: Bool}}
            """
        #expect(warnings(twoModels).map(\.message) == [
            "field 'pаypal' in model 'B' mixes letters of Latin and Cyrillic: expected the letters of one script (or Latin with Han, Hiragana and Katakana, with Han and Bopomofo, or with Han and Hangul), since letters of different scripts can look the same"
        ])
    }

    @Test func skeletonsFollowTheUnicodeData() {
        #expect(UnicodeSecurity.skeleton(of: "pаypal") == UnicodeSecurity.skeleton(of: "paypal"))
        #expect(UnicodeSecurity.skeleton(of: "s\u{3BF}und") == UnicodeSecurity.skeleton(of: "sound"))
        #expect(UnicodeSecurity.skeleton(of: "vol\u{34F}ume") == UnicodeSecurity.skeleton(of: "volume"))
        // 'm' looks like 'rn', the prototype of both.
        #expect(UnicodeSecurity.skeleton(of: "modem") == UnicodeSecurity.skeleton(of: "rnodern"))
        #expect(UnicodeSecurity.skeleton(of: "sound") != UnicodeSecurity.skeleton(of: "found"))
        #expect(UnicodeSecurity.mixedScripts(in: "設定レベルlevel") == nil)
        #expect(UnicodeSecurity.mixedScripts(in: "aα") == ["Latin", "Greek"])
    }
}
