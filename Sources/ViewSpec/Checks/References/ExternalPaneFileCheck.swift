/// The file a screen the app's code makes is made with (`childPane: {external: Name, file:
/// settings_about.html}`) is one in the app's bundle, given to a screen that is made with one.
struct ExternalPaneFileCheck: Check {
    static let scope = CheckScope.declarations
    static let description = RuleDescription(
        id: DiagnosticID(
            code: "VS0291", name: "external-pane-file",
            summary: "The file given to a screen the app's code makes is no file in the app's bundle, or the screen is not made with one."),
        rationale: """
            'file:' names a file bundled with the app, by its name or its path relative to \
            the bundle, that the app's screen is made with: InAppSettingsKit makes the view \
            controller class with 'initWithFile:specifier:', passing it (its own web view \
            shows a bundled page so), and an Android fragment gets it as its 'file' argument. \
            An absolute URL is no file in the bundle: a web page opened inside the app is a \
            link, 'link: {url: URL, inApp: true}'. A path starting with '/' or going up with \
            '..' leads out of the bundle, where nothing is looked up. A screen opened by a \
            storyboard segue ('opening: segue') is made by the storyboard, and a pane file \
            ('opening: file') is the screen itself: neither is made with a file, so the key \
            would say nothing any output does. The fix-its remove the key, make a web view on \
            a URL the link it is, or make the path relative to the bundle.
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
                          - childPane: {external: IASKAppSettingsWebViewController, file: ↓https://example.com/about}
                          - childPane: {external: AboutViewController, file: ↓/about.html}
                          - childPane: {external: AboutViewController, file: ↓../about.html}
                          - childPane: {external: showLicences, opening: segue, file: ↓licences.html}
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
                          - childPane: {external: IASKAppSettingsWebViewController, file: settings_about.html}
                          - childPane: {external: AboutViewController, file: pages/about.html, fragment: org.example.AboutFragment}
                          - link: {url: https://example.com/about, inApp: true}
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
                          - childPane: {external: IASKAppSettingsWebViewController, file: ↓https://example.com/about}
                            title: About
                          - childPane: {external: AboutViewController, file: ↓/pages/about.html}
                          - childPane: {external: showLicences, opening: segue, file: ↓licences.html}
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
                          - link: {url: https://example.com/about, inApp: true}
                            title: About
                          - childPane: {external: AboutViewController, file: pages/about.html}
                          - childPane: {external: showLicences, opening: segue}
                """)
        ],
        howToFix: """
            Give the file's name, or its path inside the bundle ('pages/about.html'), as it is \
            copied into the app. Open a web page with a link instead ('inApp: true' opens it \
            inside the app), and leave 'file:' out of a screen opened by a segue or a pane file.
            """)

    func run(in context: CheckContext) {
        for screen in context.declarations.preferenceScreens {
            for item in screen.items {
                guard let pane = item.control.openedExternalPane, let file = pane.file else { continue }
                let path = file.path
                let written = PrintableText.escaped(path.value)
                switch pane.openingOrDefault {
                case .segue, .file:
                    let why =
                        pane.openingOrDefault == .segue
                        ? "InAppSettingsKit performs the storyboard segue '\(PrintableText.escaped(pane.name.value))', which makes the screen with no file"
                        : "the pane file '\(PrintableText.escaped(pane.name.value)).plist' is the screen itself, made with no file"
                    context.report(
                        "expected no file for a screen that is not made with one, found '\(written)': \(why)", at: path.range,
                        fixIts: [.init("remove 'file: \(written)'", replacing: file.entryRange, with: "")])
                    continue
                case .viewController:
                    break
                }
                guard let problem = Self.problem(with: path.value) else { continue }
                var fixIts: [Diagnostic.FixIt] = []
                switch problem {
                case .url(let scheme):
                    // InAppSettingsKit's own web view on a web page or a mail is a link opened
                    // inside the app; another screen of the app's is the app's to fix.
                    if pane.name.value == SettingsBundlePaneBuilder.webViewControllerClass, InAppLinkCheck.inAppSchemes.contains(scheme) {
                        let replacement = "link: {url: \(YAMLQuoting.scalar(path.value)), inApp: true}"
                        fixIts.append(.init("replace the web view with '\(replacement)'", replacing: item.controlRange, with: replacement))
                    }
                    context.report(
                        "expected a file in the app's bundle, found the URL '\(written)': a page opened inside the app is a link, 'link: {url: URL, inApp: true}'",
                        at: path.range, fixIts: fixIts)
                case .absolutePath(let relative):
                    if !relative.isEmpty, Self.problem(with: relative) == nil {
                        fixIts.append(.init("replace the absolute path with '\(PrintableText.escaped(relative))'", replacing: path.range, with: YAMLQuoting.scalar(relative)))
                    }
                    context.report(
                        "expected a path relative to the app's bundle, found '\(written)': the file is looked up in the bundle, not from the root of the file system",
                        at: path.range, fixIts: fixIts)
                case .leavesBundle:
                    context.report(
                        "expected a path inside the app's bundle, found '\(written)': '..' leads out of the bundle, where the file is not looked up",
                        at: path.range)
                }
            }
        }
    }

    enum Problem: Equatable {
        /// An absolute URL, with its scheme (lower-cased).
        case url(scheme: String)
        /// A path from the root of the file system; the path without its leading `/`s.
        case absolutePath(relative: String)
        /// A `..` component.
        case leavesBundle
    }

    /// Schemes whose URLs have no `//` after the colon and that still name something no
    /// bundle holds: a mail, a call, a message, inline data, a browser's own page.
    static let schemesWithoutAuthority: Set<String> = ["mailto", "tel", "sms", "data", "about"]

    /// What is wrong with `path` as a file in the app's bundle; nil when nothing is. A name
    /// like `notes:v2.html` is a file: a colon makes a URL only after a scheme followed by
    /// `//`, or after one of the schemes that never has it.
    static func problem(with path: String) -> Problem? {
        if let scheme = LinkSchemeCheck.scheme(of: path),
            schemesWithoutAuthority.contains(scheme) || path.dropFirst(scheme.utf8.count + 1).hasPrefix("//")
        {
            return .url(scheme: scheme)
        }
        if path.hasPrefix("/") { return .absolutePath(relative: String(path.drop { $0 == "/" })) }
        if path.split(separator: "/", omittingEmptySubsequences: false).contains("..") { return .leavesBundle }
        return nil
    }
}
