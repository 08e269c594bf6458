/// The initializer a screen the app's code makes is made with (`childPane: {external: Name,
/// selector: initWithFile:specifier:}`) is one InAppSettingsKit can call, on a screen it
/// makes by its class.
struct ExternalPaneSelectorCheck: Check {
    static let scope = CheckScope.declarations
    static let description = RuleDescription(
        id: DiagnosticID(
            code: "VS0296", name: "external-pane-selector",
            summary: "The initializer given to a screen the app's code makes is no Objective-C selector of two arguments, or the screen is not made by its class."),
        rationale: """
            InAppSettingsKit makes the view controller class of a screen the app's code makes \
            with `init`, or, where the row names an initializer, with that one, passing it the \
            row's file (or none) and the row's specifier: `initWithFile:specifier:` is the one \
            its own web view has, and an app's class that reads the row it was opened from \
            has one too. 'selector:' names it, an Objective-C selector of two arguments \
            (`initWithFile:specifier:`, `initWith::`): a selector of another form is called \
            with arguments it does not take, and the app stops with an unrecognized \
            selector. A screen opened by a storyboard segue ('opening: segue') is made by the \
            storyboard, and a pane file ('opening: file') is the screen itself: neither is \
            made by an initializer. A class given a file ('file:') and no initializer is made \
            with `initWithFile:specifier:`. Android makes \
            the fragment by its class and gives it its arguments, so the key is \
            InAppSettingsKit's alone.
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
                          - childPane: {external: AccountViewController, selector: ↓'initWithSpecifier:'}
                          - childPane: {external: showLicences, opening: segue, selector: ↓'initWithFile:specifier:'}
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
                          - childPane: {external: AccountViewController, selector: 'initWithFile:specifier:'}
                          - childPane: {external: AboutViewController, file: about.html, selector: 'initWithPage:specifier:'}
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
                          - childPane: {external: AccountViewController, selector: ↓'initWithFile:specifier'}
                          - childPane: {external: showLicences, opening: segue, selector: ↓'initWithFile:specifier:'}
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
                          - childPane: {external: AccountViewController, selector: 'initWithFile:specifier:'}
                          - childPane: {external: showLicences, opening: segue}
                """)
        ],
        howToFix: """
            Write the initializer as the class declares it in Objective-C, with its two \
            colons ('initWithFile:specifier:'), quoted; leave 'selector' out of a screen \
            opened by a segue or a pane file.
            """)

    func run(in context: CheckContext) {
        for screen in context.declarations.preferenceScreens {
            for item in screen.items {
                guard let pane = item.control.openedExternalPane, let selector = pane.selector else { continue }
                let written = PrintableText.escaped(selector.name.value)
                let removal = Diagnostic.FixIt("remove 'selector: \(written)'", replacing: selector.entryRange, with: "")
                switch pane.openingOrDefault {
                case .segue, .file:
                    let why =
                        pane.openingOrDefault == .segue
                        ? "InAppSettingsKit performs the storyboard segue '\(PrintableText.escaped(pane.name.value))', whose screen the storyboard makes"
                        : "the pane file '\(PrintableText.escaped(pane.name.value)).plist' is the screen itself"
                    context.report("expected no initializer for a screen not made by its class, found '\(written)': \(why)", at: selector.name.range, fixIts: [removal])
                    continue
                case .viewController:
                    break
                }
                let name = selector.name.value
                if !ExternalPane.isTwoArgumentSelector(name) {
                    let completed = name + ":"
                    context.report(
                        "expected an Objective-C selector of two arguments as the initializer the app's class is made with (such as initWithFile:specifier:), found '\(written)': InAppSettingsKit passes it the file and the row",
                        at: selector.name.range,
                        // Only the last colon left out: `initWithSpecifier::` would be another selector.
                        fixIts: !name.hasSuffix(":") && ExternalPane.isTwoArgumentSelector(completed)
                            ? [.init("replace the selector with '\(PrintableText.escaped(completed))'", replacing: selector.name.range, with: YAMLQuoting.scalar(completed))] : [])
                }
            }
        }
    }
}
