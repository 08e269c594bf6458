/// A `link` item opens its URL when the user taps it, so the URL's scheme decides what a
/// tap does: web pages, mail, calls, or the app's own screens, and nothing else.
struct LinkSchemeCheck: Check {
    static let scope = CheckScope.project
    static let description = RuleDescription(
        id: DiagnosticID(
            code: "VS0221", name: "link-scheme",
            summary: "A link item's URL has a scheme other than http, https, mailto, tel and the schemes the project declares in `urlSchemes`, or `urlSchemes` declares a scheme that runs script or opens local data."),
        rationale: """
            A settings screen is built from its definition alone, and a renderer opens a link's \
            URL as it is written. A `javascript:` or `data:` URL would run script or show content \
            made up by whoever wrote the spec inside a web renderer, a `file:` URL would open local \
            data, and another app's scheme would hand the user to that app. Links may use http, \
            https, mailto and tel, and the schemes the app itself handles, which the project \
            declares once, in any spec file: `urlSchemes: [myapp]` (like the URL types an iOS app \
            lists in its Info.plist). javascript, vbscript, data, file and blob cannot be declared.
            """,
        triggeringExamples: [
            RuleExample("""
                viewspec: 1
                urlSchemes: [myapp, ↓javascript]
                models:
                  Settings:
                    kind: preferences
                    fields: {sound: Bool}
                preferences:
                  About:
                    model: Settings
                    sections:
                      - items:
                          - link: ↓"javascript:alert(document.cookie)"
                          - link: ↓"data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=="
                          - link: ↓otherapp://open
                          - link: ↓htps://example.com
                """)
        ],
        nonTriggeringExamples: [
            RuleExample("""
                viewspec: 1
                urlSchemes: [myapp]
                models:
                  Settings:
                    kind: preferences
                    fields: {sound: Bool}
                preferences:
                  About:
                    model: Settings
                    sections:
                      - items:
                          - link: https://example.com/help
                          - link: HTTP://example.com
                          - link: "mailto:support@example.com"
                          - link: "tel:+15555550100"
                          - link: myapp://settings/privacy
                """)
        ],
        corrections: [
            RuleCorrection(
                """
                viewspec: 1
                models:
                  Settings:
                    kind: preferences
                    fields: {sound: Bool}
                preferences:
                  About:
                    model: Settings
                    entry: true
                    sections:
                      - items:
                          - link: ↓htps://example.com/help
                          - link: ↓"maito:support@example.com"
                """,
                """
                viewspec: 1
                models:
                  Settings:
                    kind: preferences
                    fields: {sound: Bool}
                preferences:
                  About:
                    model: Settings
                    entry: true
                    sections:
                      - items:
                          - link: https://example.com/help
                          - link: mailto:support@example.com
                """)
        ])

    /// What every link may open.
    static let standardSchemes = ["http", "https", "mailto", "tel"]
    /// Schemes that run script or open data that is not a web page or the app's own, which
    /// no app declares as its own.
    static let forbiddenSchemes: Set<String> = ["javascript", "vbscript", "data", "file", "blob"]
    /// RFC 3986: a letter, then letters, digits, `+`, `-` and `.`.
    static let schemePattern = #"^[A-Za-z][A-Za-z0-9+.-]*$"#

    static func isScheme(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, first.isASCIILetter else { return false }
        return text.unicodeScalars.allSatisfy { $0.isASCIILetter || ("0"..."9").contains($0) || $0 == "+" || $0 == "-" || $0 == "." }
    }

    /// The scheme a URL starts with, lower-cased; nil when it has none (`invalid-url`'s).
    static func scheme(of url: String) -> String? {
        guard let colon = url.firstIndex(of: ":") else { return nil }
        let scheme = String(url[..<colon])
        return isScheme(scheme) ? scheme.lowercased() : nil
    }

    func run(in context: CheckContext) {
        var declared: [String] = []
        for scheme in context.project.urlSchemes {
            let name = scheme.value.lowercased()
            if Self.forbiddenSchemes.contains(name) {
                context.report(
                    "URL scheme '\(scheme.value)' cannot be declared as the app's own: expected a scheme the app handles, "
                        + "found one that runs script or opens local data",
                    at: scheme.range)
            } else if !declared.contains(name) {
                declared.append(name)
            }
        }
        let allowed = Self.standardSchemes + declared
        for screen in context.project.preferenceScreens {
            for item in screen.items {
                guard case .link(let url) = item.control, let scheme = Self.scheme(of: url.value), !allowed.contains(scheme) else { continue }
                var fixIts: [Diagnostic.FixIt] = []
                var hint = "; declare the app's own schemes in 'urlSchemes'"
                if !Self.forbiddenSchemes.contains(scheme), let near = Suggestion.closest(to: scheme, among: allowed) {
                    hint = "; did you mean '\(near)'?"
                    let corrected = near + url.value.drop { $0 != ":" }
                    fixIts = [.init("replace '\(url.value)' with '\(corrected)'", replacing: url.range, with: YAMLQuoting.scalar(corrected))]
                }
                context.report(
                    "link URL scheme '\(scheme)' is not allowed: expected \(allowed.joined(separator: ", ")), found '\(url.value)'"
                        + (Self.forbiddenSchemes.contains(scheme) ? ", which runs script or opens local data" : hint),
                    at: url.range, fixIts: fixIts)
            }
        }
    }
}

extension Unicode.Scalar {
    fileprivate var isASCIILetter: Bool { ("a"..."z").contains(self) || ("A"..."Z").contains(self) }
}
