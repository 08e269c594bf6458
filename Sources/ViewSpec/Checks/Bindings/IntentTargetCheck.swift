/// A link to an Android intent (`link: {intent: {…}}`) names what Android starts: an action
/// that apps answer, or the activity class itself.
struct IntentTargetCheck: Check {
    static let scope = CheckScope.declarations
    static let description = RuleDescription(
        id: DiagnosticID(
            code: "VS0283", name: "intent-target",
            summary: "A link to an Android intent names neither an action nor an activity class ('targetClass')."),
        rationale: """
            A row with 'link: {intent: …}' opens another app's or the system's screen through \
            an Android intent, which the export writes as the preference's <intent>. Android \
            starts the activity the intent's class names, or else one that answers its action; \
            an intent with neither (data, a package, a MIME type or extras alone) matches no \
            activity's intent filter in a way the spec can tell, and the row would do nothing \
            when tapped, or start whichever app happens to answer.
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
                          - link: {intent: ↓{data: 'package:com.example.app', extras: {source: settings}}}
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
                          - link: {intent: {action: android.settings.APPLICATION_DETAILS_SETTINGS, data: 'package:com.example.app'}}
                          - link: {intent: {targetPackage: com.example.app, targetClass: com.example.app.AboutActivity}}
                """)
        ],
        howToFix: """
            Give the intent the action the screen answers ('action: android.intent.action.VIEW' \
            for data to view, 'android.settings.APP_NOTIFICATION_SETTINGS' for the app's \
            notification settings), or the activity's class in 'targetClass' with its package \
            in 'targetPackage'.
            """)

    func run(in context: CheckContext) {
        for screen in context.declarations.preferenceScreens {
            for item in screen.items {
                guard case .intent(let intent) = item.control, intent.action == nil, intent.targetClass == nil else { continue }
                let written = intent.attributes.map { "'\($0.name)'" } + (intent.extras.isEmpty ? [] : ["'extras'"])
                context.report(
                    "expected an intent to name an action or a 'targetClass', found \(written.isEmpty ? "neither, nor anything else" : written.joined(separator: ", ") + " only")",
                    at: intent.range)
            }
        }
    }
}
