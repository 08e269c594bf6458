import Foundation

/// A `link` item opens its URL outside the app, so the URL must be absolute.
struct InvalidURLCheck: Check {
    static let scope = CheckScope.declarations
    static let description = RuleDescription(
        id: DiagnosticID(
            code: "VS0219", name: "invalid-url",
            summary: "A link item's URL is not an absolute URL with a scheme (and for http and https a host), or a mailto: URL with an address or header fields, or a tel: URL with a number, or holds a line break, a quote, a space or another character a URL must percent-encode."),
        rationale: """
            A settings screen is built from its spec alone, so a link's target comes from the \
            spec, not from code that could resolve it. A URL without a scheme or host has nothing \
            to resolve against, and the system would refuse to open it when the user taps the \
            item. A raw line break, quote, space, angle bracket or other character that RFC 3986 \
            does not allow in a URL is refused too: a renderer that writes the URL into a web page \
            or a log could have it end an attribute or a line there. Percent-encode it (the \
            fix-it does). Which schemes a link may use is link-scheme's.
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
                          - link: ↓"https://example.com/\\"onmouseover=\\"alert(1)"
                          - link: ↓"https://example.com/a\\nb"
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
                          - link: "mailto:?subject=Feedback&body=Hello%20there"
                          - link: "tel:+15555550100"
                          - link: https://例え.jp/設定
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
                """),
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
                          - link: ↓"https://example.com/help?q=\\"sound\\"&x=1"
                          - link: ↓"https://example.com/a b\\nc"
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
                          - link: https://example.com/help?q=%22sound%22&x=1
                          - link: https://example.com/a%20b%0Ac
                """),
        ])

    static let addressSchemes: Set<String> = ["mailto", "tel"]
    static let hostSchemes: Set<String> = ["http", "https"]

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

    /// Characters RFC 3986 does not allow anywhere in a URL: controls, space, quotes,
    /// `<`, `>`, `\\`, `^`, `` ` ``, `{`, `|` and `}`. An apostrophe is allowed by the RFC
    /// but refused with the double quote, since either ends a quoted attribute in a page.
    /// Letters beyond ASCII are left alone: they are how an internationalized URL is written.
    static func mustBeEncoded(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value <= 0x20 || (0x7F...0x9F).contains(scalar.value) || PrintableText.isUnsafe(scalar)
            || "\"'<>\\^`{|}".unicodeScalars.contains(scalar)
    }

    private func problem(_ url: Located<String>) -> (String, [Diagnostic.FixIt])? {
        if let bad = url.value.unicodeScalars.first(where: Self.mustBeEncoded) {
            var encoded = ""
            for scalar in url.value.unicodeScalars {
                guard Self.mustBeEncoded(scalar) else {
                    encoded.unicodeScalars.append(scalar)
                    continue
                }
                for byte in String(scalar).utf8 { encoded += "%" + (byte < 16 ? "0" : "") + String(byte, radix: 16, uppercase: true) }
            }
            let what = bad == "\n" || bad == "\r" ? "a line break" : bad == " " ? "a space" : "'\(PrintableText.escaped(String(bad)))'"
            return (
                "which holds \(what); characters a URL cannot hold must be percent-encoded",
                [.init("replace '\(url.value)' with '\(encoded)'", replacing: url.range, with: YAMLQuoting.scalar(encoded))])
        }
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
            // RFC 6068: a mailto: URL may leave the address to its header fields, or out
            // (`mailto:?subject=Feedback`, the user picks the recipient).
            let hasFields = scheme == "mailto" && !(components.percentEncodedQuery ?? "").isEmpty
            return components.path.isEmpty && !hasFields ? ("which has no address", []) : nil
        }
        // The app's own schemes need no host (`myapp:settings`); whether a scheme may be
        // used at all is link-scheme's.
        guard Self.hostSchemes.contains(scheme) else { return nil }
        guard let host = components.host, !host.isEmpty else { return ("which has no host", []) }
        return nil
    }
}
