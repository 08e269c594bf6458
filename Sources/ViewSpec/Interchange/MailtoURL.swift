import Foundation

/// A `mailto:` URL as RFC 6068 says, in the parts InAppSettingsKit's mail composer
/// (`IASKMailComposeSpecifier`) takes: recipients, subject and body. Read from a URL
/// (percent-decoded) for the export, written as one (`text`) for the import.
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
        guard Self.isMailto(url) else { return nil }
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

    init(to: [String], cc: [String] = [], bcc: [String] = [], subject: String? = nil, body: String? = nil) {
        self.to = to
        self.cc = cc
        self.bcc = bcc
        self.subject = subject
        self.body = body
    }

    /// The URL of these parts: the recipients, then `cc`, `bcc`, `subject` and `body` where
    /// not empty, each percent-encoded; nil when there is nothing to send or a part cannot
    /// be encoded.
    var text: String? {
        var fields: [(String, String)] = []
        if !cc.isEmpty { fields.append(("cc", cc.joined(separator: ","))) }
        if !bcc.isEmpty { fields.append(("bcc", bcc.joined(separator: ","))) }
        if let subject, !subject.isEmpty { fields.append(("subject", subject)) }
        if let body, !body.isEmpty { fields.append(("body", body)) }
        guard !to.isEmpty || !fields.isEmpty else { return nil }
        // What RFC 6068 leaves unencoded in a header field's value, less the apostrophe a
        // link may not hold and the plus sign some readers take for a space; an address
        // keeps its plus sign.
        let allowed = CharacterSet(charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~!$()*,;:@")
        let addressPart = to.compactMap { $0.addingPercentEncoding(withAllowedCharacters: allowed.union(CharacterSet(charactersIn: "+"))) }
        let query = fields.compactMap { field, value in value.addingPercentEncoding(withAllowedCharacters: allowed).map { "\(field)=\($0)" } }
        guard addressPart.count == to.count, query.count == fields.count else { return nil }
        return "mailto:" + addressPart.joined(separator: ",") + (query.isEmpty ? "" : "?" + query.joined(separator: "&"))
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
