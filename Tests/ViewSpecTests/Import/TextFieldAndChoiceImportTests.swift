import Foundation
import Testing
@testable import ViewSpec

/// The text field and choice options of language 1.1 read from both native formats: a
/// Settings.bundle's specifier keys and an Android preference's attributes.
@Suite struct TextFieldAndChoiceImportTests {
    private func importPane(_ specifiers: String) throws -> (imported: ImportResult, reported: [ReportedDiagnostic], screen: String) {
        try withScratchDirectory { directory in
            let bundle = try TestBundle(in: directory, ["Root.plist": pane(specifiers)])
            let (imported, reported) = bundle.run()
            #expect(lint(imported.files).isEmpty, "\(lint(imported.files).map(\.message))")
            return (imported, reported, imported.files.last?.text ?? "")
        }
    }

    private func importAndroid(_ preferences: String, values: String = "<resources/>\n") throws -> (imported: ImportResult, reported: [ReportedDiagnostic], screen: String) {
        let screen = """
            <PreferenceScreen xmlns:android="http://schemas.android.com/apk/res/android" xmlns:app="http://schemas.android.com/apk/res-auto">
            \(preferences)
            </PreferenceScreen>

            """
        let (imported, reported, _) = try AndroidPreferencesImportTests.run(["values/strings.xml": values, "xml/s.xml": screen])
        #expect(lint(imported.files).isEmpty, "\(lint(imported.files).map(\.message))")
        return (imported, reported, imported.files.last?.text ?? "")
    }

    // MARK: - keyboard: numbersAndPunctuation

    @Test func numbersAndPunctuationKeyboardImportsWithoutLoss() throws {
        let (imported, reported, screen) = try importPane(
            specifier("PSTextFieldSpecifier", "<key>Key</key>\n<string>ports</string>\n<key>KeyboardType</key>\n<string>NumbersAndPunctuation</string>"))
        #expect(reported.isEmpty, "\(reported.map(\.message))")
        #expect(imported.statistics.lossless == 1)
        #expect(screen.contains("- {textField: ports, title: '', keyboard: numbersAndPunctuation}"), "\(screen)")
    }

    @Test func phonePadImportsAsThePhoneKeyboard() throws {
        let (imported, reported, screen) = try importPane(
            specifier("PSTextFieldSpecifier", "<key>Key</key>\n<string>phone</string>\n<key>KeyboardType</key>\n<string>PhonePad</string>"))
        #expect(reported.isEmpty, "\(reported.map(\.message))")
        #expect(imported.statistics.lossless == 1)
        #expect(screen.contains("- {textField: phone, title: '', keyboard: phone}"), "\(screen)")
    }

    /// Awful writes a keyboard on its multi values: the Settings app reads a text field's
    /// traits on text fields alone, so nothing it shows is lost.
    @Test func textFieldTraitsOnAnotherSpecifierAreReportedWithoutLoss() throws {
        let (imported, reported, screen) = try importPane(
            specifier(
                "PSMultiValueSpecifier",
                "<key>Key</key>\n<string>delay</string>\n<key>KeyboardType</key>\n<string>NumbersAndPunctuation</string>\n<key>IsSecure</key>\n<false/>\n"
                    + "<key>Titles</key>\n<array><string>Short</string><string>Long</string></array>\n<key>Values</key>\n<array><integer>1</integer><integer>5</integer></array>"))
        #expect(reported.map(\.message) == [
            "'KeyboardType' of this PSMultiValueSpecifier is not imported: the Settings app reads it only on a text field, and ignores it here",
            "'IsSecure' of this PSMultiValueSpecifier is not imported: the Settings app reads it only on a text field, and ignores it here",
        ])
        #expect(imported.statistics.lossless == 1, "\(imported.statistics.summary)")
        #expect(screen.contains("choice: delay"), "\(screen)")
    }

    @Test func androidInputTypeFlagsBecomeTextFieldOptions() throws {
        let (imported, reported, screen) = try importAndroid("""
                <EditTextPreference android:key="gain" android:inputType="number|numberSigned|numberDecimal" />
                <EditTextPreference android:key="pin" android:inputType="numberPassword" />
                <EditTextPreference android:key="mail" android:inputType="textEmailAddress|textNoSuggestions" />
                <EditTextPreference android:key="city" android:inputType="textCapWords" />
                <EditTextPreference android:key="when" android:inputType="datetime" />
            """)
        #expect(screen.contains("- {textField: gain, keyboard: numbersAndPunctuation}"), "\(screen)")
        #expect(screen.contains("- {textField: pin, secure: true, keyboard: number}"), "\(screen)")
        #expect(screen.contains("- {textField: mail, keyboard: email, autocorrection: disabled}"), "\(screen)")
        #expect(screen.contains("- {textField: city, autocapitalization: words}"), "\(screen)")
        #expect(screen.contains("- textField: when\n") || screen.contains("- {textField: when}"), "\(screen)")
        #expect(reported.map(\.message) == ["input type 'datetime' is not imported: a text field's options have no equivalent for it"])
        #expect(places(of: .notImported, in: reported) == ["s.xml:6"])
        #expect(imported.statistics.lossless == 4 && imported.statistics.lossy == 1, "\(imported.statistics.summary)")
    }

    // MARK: - contentType

    @Test func textContentTypeImportsWithoutLoss() throws {
        let (imported, reported, screen) = try importPane(
            specifier("PSTextFieldSpecifier", "<key>Key</key>\n<string>account</string>\n<key>IASKTextContentType</key>\n<string>Username</string>") + "\n"
                + specifier("PSTextFieldSpecifier", "<key>Key</key>\n<string>site</string>\n<key>IASKTextContentType</key>\n<string>URL</string>"))
        #expect(reported.isEmpty, "\(reported.map(\.message))")
        #expect(imported.statistics.lossless == 2)
        #expect(screen.contains("- {textField: account, title: '', contentType: username}"), "\(screen)")
        #expect(screen.contains("- {textField: site, title: '', contentType: url}"), "\(screen)")
    }

    @Test func unknownTextContentTypeIsReportedWithTheClosest() throws {
        let text = specifier("PSTextFieldSpecifier", "<key>Key</key>\n<string>account</string>\n<key>IASKTextContentType</key>\n<string>UserName</string>")
        let (imported, reported, _) = try importPane(text)
        #expect(reported.count == 1)
        #expect(reported.first?.message.contains("did you mean 'Username'?") == true, "\(reported.map(\.message))")
        #expect(imported.statistics.lossy == 1)
    }

    @Test func androidAutofillHintsBecomeTheContentType() throws {
        let (imported, reported, screen) = try importAndroid("""
                <EditTextPreference android:key="account" android:autofillHints="username" />
                <EditTextPreference android:key="phone" android:autofillHints="phone,emailAddress" />
            """)
        #expect(screen.contains("- {textField: account, contentType: username}"), "\(screen)")
        #expect(screen.contains("- {textField: phone, contentType: telephoneNumber}"), "\(screen)")
        #expect(reported.map(\.message) == ["autofill hint 'emailAddress' is not imported: a text field has one content type, of those a spec names"])
        #expect(places(of: .notImported, in: reported) == ["s.xml:3"])
        #expect(imported.statistics.lossless == 1 && imported.statistics.lossy == 1)
    }

    // MARK: - multiline

    @Test func textViewImportsAsAMultilineTextFieldWithoutLoss() throws {
        let (imported, reported, screen) = try importPane(
            specifier("IASKTextViewSpecifier", "<key>Key</key>\n<string>notes</string>\n<key>IASKPlaceholder</key>\n<string>Anything</string>"))
        #expect(reported.isEmpty, "\(reported.map(\.message))")
        #expect(imported.statistics.lossless == 1)
        #expect(screen.contains("- {textField: notes, title: '', placeholder: Anything, multiline: true}"), "\(screen)")
    }

    @Test func androidMultiLineInputTypeIsMultiline() throws {
        let (imported, reported, screen) = try importAndroid("    <EditTextPreference android:key=\"notes\" android:inputType=\"textMultiLine|textCapSentences\" />")
        #expect(reported.isEmpty, "\(reported.map(\.message))")
        #expect(imported.statistics.lossless == 1)
        #expect(screen.contains("- {textField: notes, multiline: true, autocapitalization: sentences}"), "\(screen)")
    }

    /// A field shown hidden has one line: a secure text view, or a password input type with
    /// more than one line, imports as a one-line secure field, reported, and lints clean.
    @Test func secureTextViewImportsAsOneLineReported() throws {
        let (imported, reported, screen) = try importPane(
            specifier("IASKTextViewSpecifier", "<key>Key</key>\n<string>secret</string>\n<key>IsSecure</key>\n<true/>"))
        #expect(reported.map(\.message) == ["a secure text view is imported as a one-line secure text field: a text field shown hidden has one line"])
        #expect(imported.statistics.lossy == 1)
        #expect(screen.contains("- {textField: secret, title: '', secure: true}"), "\(screen)")

        let android = try importAndroid("    <EditTextPreference android:key=\"secret\" android:inputType=\"textPassword|textMultiLine\" />")
        #expect(android.reported.map(\.message) == ["input type 'textMultiLine' is not imported: a text field's options have no equivalent for it"])
        #expect(android.screen.contains("- {textField: secret, secure: true}"), "\(android.screen)")
    }

    // MARK: - shortTitles, sortByTitle

    @Test func shortTitlesAndSortingImportWithoutLoss() throws {
        let (imported, reported, screen) = try importPane(specifier("PSMultiValueSpecifier", """
            <key>Key</key>\n<string>interval</string>\n<key>Titles</key>\n<array><string>Every minute</string><string>Every hour</string></array>
            <key>ShortTitles</key>\n<array><string>1 min</string><string>1 h</string></array>
            <key>Values</key>\n<array><integer>60</integer><integer>3600</integer></array>\n<key>DisplaySortedByTitle</key>\n<true/>
            """))
        #expect(reported.isEmpty, "\(reported.map(\.message))")
        #expect(imported.statistics.lossless == 1)
        #expect(screen.contains("""
                      - choice: interval
                        title: ''
                        titles: [Every minute, Every hour]
                        values: [60, 3600]
                        shortTitles: [1 min, 1 h]
                        sortByTitle: true
            """), "\(screen)")
    }

    @Test func shortTitlesThatDoNotPairUpAreReported() throws {
        let (imported, reported, screen) = try importPane(specifier("PSMultiValueSpecifier", """
            <key>Key</key>\n<string>interval</string>\n<key>Titles</key>\n<array><string>Minute</string><string>Hour</string></array>
            <key>ShortTitles</key>\n<array><string>1 min</string></array>
            <key>Values</key>\n<array><integer>60</integer><integer>3600</integer></array>
            """))
        #expect(reported.map(\.message) == ["ShortTitles has 1 entries for 2 Values, so they do not pair up; the short titles are not imported"])
        #expect(imported.statistics.lossy == 1)
        #expect(!screen.contains("shortTitles"))
    }
}
