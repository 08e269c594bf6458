import Testing
@testable import ViewSpec

/// VS0271 reports what the Android export changes or leaves out, and only that: each
/// message at its place, and nothing for what androidx.preference shows as written.
@Suite struct NotInAndroidPreferencesCheckTests {
    static func reported(_ items: String, fields: String = "") -> [String] {
        let text = """
            viewspec: 1
            models:
              S:
                kind: preferences
                fields:
                  on: Bool
                  off: Bool
                  level: {type: Int, min: 0, max: 10, default: 1}
                  ratio: {type: Float, min: 0, max: 1, default: 0.5}
                  name: String
                  theme: {type: enum, cases: [light, dark]}
                  code: {type: enum, cases: {one: 1, two: 2}}
            \(fields)
            preferences:
              Root:
                model: S
                entry: true
                sections:
                  - items:
                      - toggle: on
            \(items)
                      - childPane: Child
              Child:
                model: S
                sections:
                  - items:
                      - toggle: off
            """
        let compilation = Compiler(options: .init(enabledChecks: ["VS0271"])).compile(sources: [SourceFile(path: "test.yaml", text: text)])
        let errors = compilation.reportedDiagnostics.filter { $0.severity == .error }
        #expect(errors.isEmpty, "\(errors.map(\.message))")
        return compilation.reportedDiagnostics.filter { $0.id.code == "VS0271" }.map { "\($0.range.start.line):\($0.range.start.column) \($0.message)" }
    }

    @Test func whatAndroidxShowsAsWrittenIsNotReported() {
        let items = """
                      - {slider: level, enabledWhen: {on: true}}
                      - {choice: theme, enabledWhen: {off: true}}
                      - textField: name
                      - {multiChoice: name}
            """
        #expect(Self.reported(items.replacingOccurrences(of: "\n          - {multiChoice: name}", with: "")) == [])
    }

    @Test func aDestructiveButtonIsDrawnLikeAnyRow() {
        #expect(Self.reported("          - {button: reset, destructive: true}\n          - {button: refresh, destructive: false}") == [
            "21:42 androidx.preference has no destructive preference: the exported button is shown like any other row; confirm the action in the app before it destroys anything"
        ])
    }

    @Test func aLinksDetailBesideASubtitleIsLeftOut() {
        #expect(Self.reported("          - {link: 'https://example.com', subtitle: Ours, detail: example.com}\n          - {link: 'https://example.org', detail: example.org}") == [
            "21:67 a link's 'detail' cannot be exported beside its subtitle: a preference has one summary, which the subtitle takes, so the exported link leaves the detail out"
        ])
    }

    @Test func aSubtitleByValueOffASwitchIsLeftOut() {
        #expect(Self.reported("          - {choice: theme, subtitle: {light: Bright, dark: Dim}}") == [
            "21:39 a subtitle by value cannot be exported here: androidx.preference shows one summary, or on a switch one for each state, so the exported preference has no summary"
        ])
        // A switch shows one text for each state, and any item one summary.
        #expect(Self.reported("          - {toggle: off, subtitle: {true: On, false: Off}}\n          - {textField: name, subtitle: Yours}") == [])
    }

    @Test func aChoicesFooterIsLeftOut() {
        #expect(Self.reported("          - {choice: theme, footer: Applies at once}") == [
            "21:37 a choice's 'footer' cannot be exported: androidx's list dialog has no footer, so the exported choice leaves it out"
        ])
    }

    @Test func aSectionsConditionIsLeftOut() {
        let text = """
            viewspec: 1
            models:
              S:
                kind: preferences
                fields:
                  on: Bool
            preferences:
              Root:
                model: S
                sections:
                  - items:
                      - toggle: on
                  - id: more
                    visibleWhen: {on: true}
                    items:
                      - toggle: on
            """
        let compilation = Compiler(options: .init(enabledChecks: ["VS0271"])).compile(sources: [SourceFile(path: "test.yaml", text: text)])
        #expect(compilation.reportedDiagnostics.filter { $0.id.code == "VS0271" }.map { "\($0.range.start.line):\($0.range.start.column) \($0.message)" } == [
            "14:22 'visibleWhen' on a section cannot be exported: androidx.preference shows every category of a screen, so the exported screen shows this one unconditionally"
        ])
    }

    @Test func aFloatSliderIsLeftOut() {
        #expect(Self.reported("          - slider: ratio") == [
            "21:13 expected an Int field for a slider on Android, found 'ratio' of type Float: androidx's seek bar stores an integer, so the exported screen leaves this item out"
        ])
    }

    @Test func anIntStepperBecomesASeekBar() {
        #expect(Self.reported("          - {stepper: level, step: 2}") == [
            "21:14 androidx.preference has no stepper: the exported screen shows this one as a seek bar that moves by its step"
        ])
    }

    @Test func aChoiceOfIntegersIsStoredAsText() {
        #expect(Self.reported("          - choice: code\n          - textField: level") == [
            "21:13 expected a String field for a choice on Android, found 'code' of type enum: androidx's ListPreference stores its value as text, which the app must read as a String",
            "22:13 expected a String field for a textField on Android, found 'level' of type Int: androidx's EditTextPreference stores its value as text, which the app must read as a String",
        ])
    }

    /// A toggle disables its dependents while off unless every item depending on it asks
    /// for off: with one asking for on (the slider), the one asking for off is reported.
    @Test func conditionsOtherThanOneToggleOfTheFileInItsStateAreReported() {
        let items = """
                      - {textField: name, visibleWhen: {on: true}}
                      - {textField: name, enabledWhen: {on: false}}
                      - {slider: level, enabledWhen: {on: true}}
                      - {textField: name, enabledWhen: {on: true, off: true}}
                      - {textField: name, enabledWhen: {theme: dark}}
            """
        let reported = Self.reported(items)
        #expect(reported.map { String($0.prefix(5)) } == ["21:44", "22:44", "24:44", "25:44"], "\(reported)")
        #expect(reported.first == "21:44 'visibleWhen' cannot be exported: androidx.preference shows every preference of a screen, so the exported screen shows this one unconditionally")
        #expect(reported.dropFirst().allSatisfy {
            $0.hasSuffix("expected one Bool field bound by a toggle on this screen or one it opens, being true (false for every item depending on it), and that toggle's own 'enabledWhen', for 'enabledWhen' on Android; the exported preference is always enabled")
        })
    }

    @Test func aToggleOnlyOnTheScreenThatOpensThisOneIsNotInItsFile() {
        let compilation = Compiler(options: .init(enabledChecks: ["VS0271"])).compile(sources: [SourceFile(path: "test.yaml", text: """
            viewspec: 1
            models:
              S: {kind: preferences, fields: {on: Bool, name: String}}
            preferences:
              Root: {model: S, entry: true, sections: [{items: [{toggle: on}, {childPane: Child}]}]}
              Child: {model: S, sections: [{items: [{textField: name, enabledWhen: {on: true}}]}]}
            """)])
        #expect(compilation.reportedDiagnostics.filter { $0.id.code == "VS0271" }.map(\.range.start.line) == [6])
    }

    @Test func isOffUnlessEnabled() {
        let reported = compileSpec("""
            viewspec: 1
            models:
              S: {kind: preferences, fields: {ratio: {type: Float, min: 0, max: 1}}}
            preferences:
              Root: {model: S, sections: [{items: [{slider: ratio}]}]}
            """)
        #expect(!reported.contains { $0.id.code == "VS0271" })
    }
}

extension NotInAndroidPreferencesCheckTests {
    /// androidx's text preference hands its field nothing of the XML but the text: the
    /// options a text field's keyboard comes from are reported at each option.
    @Test func aTextFieldsKeyboardIsReportedAtIt() {
        #expect(Self.reported("          - {textField: name, keyboard: numbersAndPunctuation}") == [
            "21:41 a text field's 'keyboard' cannot be exported: androidx's EditTextPreference applies no android:inputType or android:autofillHints from the XML, so the exported field shows androidx's plain text field (the app's OnBindEditTextListener can set it)"
        ])
        #expect(Self.reported("          - {textField: name, keyboard: default}") == [])
    }

    /// A secure field, capitalization and correction come from the input type too; they
    /// keep no place of their own, so each is reported at the control. Android's defaults
    /// (no capitalization, the keyboard's own correction) are not.
    @Test func aSecureTextFieldAndItsTraitsAreReportedAtTheControl() {
        let message = "cannot be exported: androidx's EditTextPreference applies no android:inputType or android:autofillHints from the XML, so the exported field shows androidx's plain text field (the app's OnBindEditTextListener can set it)"
        #expect(Self.reported("          - {textField: name, secure: true, autocapitalization: words, autocorrection: disabled}") == [
            "21:14 a text field's 'autocapitalization' \(message)", "21:14 a text field's 'autocorrection' \(message)", "21:14 a text field's 'secure' \(message)",
        ])
        #expect(Self.reported("          - {textField: name, autocapitalization: none, autocorrection: default}") == [])
    }
}
