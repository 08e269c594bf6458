/// A text field is either secure or multi-line: a text view shows every line it holds, and
/// neither platform hides what is typed into one.
struct SecureMultilineTextCheck: Check {
    static let scope = CheckScope.declarations
    static let description = RuleDescription(
        id: DiagnosticID(
            code: "VS0274", name: "secure-multiline-text",
            summary: "A text field is both secure and multi-line."),
        rationale: """
            A secure text field hides what is typed; a multi-line one is a text view, which \
            shows every line it holds. UIKit's text view hides nothing, InAppSettingsKit's text \
            view has no secure form and Android's password input is one line, so a secret \
            written into a multi-line field would be shown in the clear. A password or a key \
            fits on one line.
            """,
        triggeringExamples: [
            RuleExample("""
                viewspec: 1
                models:
                  Settings:
                    kind: preferences
                    fields:
                      privateKey: String
                preferences:
                  General:
                    model: Settings
                    sections:
                      - items:
                          - textField: privateKey
                            secure: true
                            multiline: ↓true
                """)
        ],
        nonTriggeringExamples: [
            RuleExample("""
                viewspec: 1
                models:
                  Settings:
                    kind: preferences
                    fields:
                      password: String
                      signature: String
                preferences:
                  General:
                    model: Settings
                    sections:
                      - items:
                          - {textField: password, secure: true}
                          - {textField: signature, multiline: true}
                """)
        ],
        corrections: [
            RuleCorrection(
                """
                viewspec: 1
                models:
                  Settings:
                    kind: preferences
                    fields:
                      privateKey: String
                preferences:
                  General:
                    model: Settings
                    entry: true
                    sections:
                      - items:
                          - textField: privateKey
                            secure: true
                            multiline: ↓true
                """,
                """
                viewspec: 1
                models:
                  Settings:
                    kind: preferences
                    fields:
                      privateKey: String
                preferences:
                  General:
                    model: Settings
                    entry: true
                    sections:
                      - items:
                          - textField: privateKey
                            secure: true
                            multiline: false
                """)
        ])

    func run(in context: CheckContext) {
        for screen in context.declarations.preferenceScreens {
            for item in screen.items {
                guard case .textField(let field, let options) = item.control, options.secure, let multiline = options.multiline, multiline.value else { continue }
                context.report(
                    "expected a secure text field on one line, found 'multiline: true' on secure field '\(field.value)': no platform hides what is typed into a text view, so the secret would show in the clear",
                    at: multiline.range,
                    fixIts: [Diagnostic.FixIt("replace 'true' with 'false'", replacing: multiline.range, with: "false")])
            }
        }
    }
}
