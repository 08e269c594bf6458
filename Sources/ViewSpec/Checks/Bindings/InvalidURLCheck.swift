import Foundation

/// A `link` item opens its URL outside the app, so the URL must be absolute.
struct InvalidURLCheck: Check {
    static let scope = CheckScope.declarations
    static let description = RuleDescription(
        id: DiagnosticID(
            code: "VS0219", name: "invalid-url",
            summary: "A link item's URL is not an absolute URL with a scheme and a host, or a mailto: or tel: URL with an address."),
        rationale: """
            A settings screen is built from its spec alone, so a link's target comes from the \
            spec, not from code that could resolve it. A URL without a scheme or host has nothing \
            to resolve against, and the system would refuse to open it when the user taps the \
            item.
            """,
        triggeringExamples: [
            RuleExample("""
                viewspec: 1
                models:
                  Settings:
                    kind: preferences
                    fields: {sound: Bool}
                preferences:
                  About:
                    model: Settings
                    sections:
                      - items:
                          - link: ↓example.com/help
                          - link: ↓"https:/example.com"
                          - link: ↓"mailto:"
                          - link: ↓https://exa mple.com
                """)
        ],
        nonTriggeringExamples: [
            RuleExample("""
                viewspec: 1
                models:
                  Settings:
                    kind: preferences
                    fields: {sound: Bool}
                preferences:
                  About:
                    model: Settings
                    sections:
                      - items:
                          - link: https://example.com/help?topic=sound#top
                          - link: "mailto:support@example.com"
                          - link: "tel:+15555550100"
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
                          - link: ↓example.com/help
                          - link: ↓"www.example.com/help#contact"
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
                          - link: https://www.example.com/help#contact
                """)
        ])

    static let addressSchemes: Set<String> = ["mailto", "tel"]

    func run(in context: CheckContext) {
        for screen in context.declarations.preferenceScreens {
            for item in screen.items {
                guard case .link(let url) = item.control, let (reason, fixIts) = problem(url) else { continue }
                context.report(
                    "invalid link URL: expected an absolute URL with a scheme and a host, or a mailto: or tel: URL with an address, "
                        + "found '\(url.value)', \(reason)",
                    at: url.range, fixIts: fixIts)
            }
        }
    }

    private func problem(_ url: Located<String>) -> (String, [Diagnostic.FixIt])? {
        guard let components = URLComponents(string: url.value) else {
            return ("which is not a URL (spaces and some other characters must be percent-encoded)", [])
        }
        guard let scheme = components.scheme?.lowercased(), !scheme.isEmpty else {
            let looksLikeHost = url.value.split(separator: "/").first?.contains(".") == true && !url.value.hasPrefix("/")
            return (
                "which has no scheme",
                looksLikeHost ? [.init("replace '\(url.value)' with 'https://\(url.value)'", replacing: url.range, with: YAMLQuoting.scalar("https://" + url.value))] : [])
        }
        if Self.addressSchemes.contains(scheme) {
            return components.path.isEmpty ? ("which has no address", []) : nil
        }
        guard let host = components.host, !host.isEmpty else { return ("which has no host", []) }
        return nil
    }
}
