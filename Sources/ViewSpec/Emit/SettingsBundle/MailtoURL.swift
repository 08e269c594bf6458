import Foundation

/// A `mailto:` URL read as RFC 6068 says, into what InAppSettingsKit's mail composer
/// (`IASKMailComposeSpecifier`) takes: recipients, subject and body, percent-decoded.
struct MailtoURL: Equatable, Sendable {
    var to: [String] = []
    var cc: [String] = []
    var bcc: [String] = []
    var subject: String?
    var body: String?
    /// The names of header fields the composer has no key for (`in-reply-to`, say).
    var otherFields: [String] = []

    /// The URL's parts; nil when it is no `mailto:` URL.
    init?(_ url: String) {
        guard url.lowercased().hasPrefix("mailto:") else { return nil }
        let rest = url.dropFirst("mailto:".count)
        let parts = rest.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        to = Self.addresses(parts.first ?? "")
        guard parts.count > 1 else { return }
        for field in parts[1].split(separator: "&") {
            let pair = field.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let name = Self.decoded(pair.first ?? "").lowercased()
            let value = pair.count > 1 ? pair[1] : ""
            switch name {
            case "to": to += Self.addresses(value)
            case "cc": cc += Self.addresses(value)
            case "bcc": bcc += Self.addresses(value)
            case "subject": subject = Self.decoded(value)
            case "body": body = Self.decoded(value)
            default: otherFields.append(name)
            }
        }
    }

    /// Whether `url` is a `mailto:` URL.
    static func isMailto(_ url: String) -> Bool { url.lowercased().hasPrefix("mailto:") }

    private static func addresses(_ list: Substring) -> [String] {
        list.split(separator: ",").map(decoded).filter { !$0.isEmpty }
    }

    /// The text a percent-encoded part stands for; as written where it holds a `%` that
    /// encodes nothing.
    private static func decoded(_ part: Substring) -> String {
        String(part).removingPercentEncoding ?? String(part)
    }
}
