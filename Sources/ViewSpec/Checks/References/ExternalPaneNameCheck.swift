/// The name of a screen the app's own code makes (`childPane: {external: Name}`) is a Swift
/// type name as written: the generated screen lists it for the app to make, and the
/// Settings.bundle and Android exports write it as the class it is.
struct ExternalPaneNameCheck: Check {
    static let scope = CheckScope.declarations
    static let description = RuleDescription(
        id: DiagnosticID(
            code: "VS0280", name: "external-pane-name",
            summary: "The name of a screen the app's code makes is not a Swift type name."),
        rationale: """
            A row with 'childPane: {external: Name}' opens a screen that the app's own code \
            makes, such as a view controller class. The generated screen lists each such name \
            in its ExternalPane enumeration, which the app switches over to make the screen, \
            and InAppSettingsKit makes the view controller class of that name. A name that is \
            not a Swift type name as written (with a dot, a dash, a leading digit, or a word \
            Swift reserves) names no class the app can declare, and would not be the same name \
            in the generated code as in the exported files.
            """,
        triggeringExamples: [
            RuleExample("""
                viewspec: 1
                models:
                  Settings:
                    kind: preferences
                    fields:
                      sound: Bool
                preferences:
                  General:
                    model: Settings
                    sections:
                      - items:
                          - toggle: sound
                          - childPane: {external: ↓about-screen}
                """)
        ],
        nonTriggeringExamples: [
            RuleExample("""
                viewspec: 1
                models:
                  Settings:
                    kind: preferences
                    fields:
                      sound: Bool
                preferences:
                  General:
                    model: Settings
                    sections:
                      - items:
                          - toggle: sound
                          - childPane: {external: AboutViewController}
                          - childPane: {external: showLicences, opening: segue, fragment: org.example.LicencesFragment}
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
                      sound: Bool
                preferences:
                  General:
                    model: Settings
                    sections:
                      - items:
                          - toggle: sound
                          - childPane: {external: ↓about-screen}
                """,
                """
                viewspec: 1
                models:
                  Settings:
                    kind: preferences
                    fields:
                      sound: Bool
                preferences:
                  General:
                    model: Settings
                    sections:
                      - items:
                          - toggle: sound
                          - childPane: {external: AboutScreen}
                """)
        ],
        howToFix: """
            Write the name as the Swift type that makes the screen: letters, digits and \
            underscores, not starting with a digit, and not a word Swift reserves. For Android, \
            give the fragment's full class in 'fragment:'.
            """)

    func run(in context: CheckContext) {
        for screen in context.declarations.preferenceScreens {
            for item in screen.items {
                guard let pane = item.control.openedExternalPane, let problem = Self.problem(with: pane.name.value) else { continue }
                var fixIts: [Diagnostic.FixIt] = []
                if case .success(let identifier) = SwiftIdentifier.make(pane.name.value, style: .upperCamelCase),
                    Self.problem(with: identifier.name) == nil
                {
                    fixIts.append(.init("replace '\(pane.name.value)' with '\(identifier.name)'", replacing: pane.name.range, with: identifier.name))
                }
                context.report(
                    "expected the name of a screen the app's code makes to be a Swift type name, found '\(pane.name.value)': \(problem)",
                    at: pane.name.range, fixIts: fixIts)
            }
        }
    }

    /// Why `name` is not a Swift type name as written; nil when it is one.
    static func problem(with name: String) -> String? {
        if SwiftIdentifier.keywords.contains(name) { return "Swift reserves the word" }
        var first = true
        for scalar in name.unicodeScalars {
            guard SwiftIdentifier.isAllowed(scalar, first: first) else {
                return first
                    ? "it starts with \(SwiftIdentifier.describe(scalar)), which cannot start a Swift name"
                    : "it contains \(SwiftIdentifier.describe(scalar)), which Swift does not allow in names"
            }
            first = false
        }
        return nil
    }
}
