public import Foundation

/// Text a spec shows to the user: written out, or a key into the app's localization tables
/// with the text to show where no translation exists.
public enum DisplayText: Hashable, Sendable {
    case literal(String)
    case localized(key: String, fallback: String?)

    /// The text to show: a literal as written; a localized text as `translate` gives it,
    /// else its fallback, else its key (so a missing translation is visible, never blank).
    public func resolved(_ translate: (String) -> String? = { _ in nil }) -> String {
        switch self {
        case .literal(let text): text
        case .localized(let key, let fallback): translate(key) ?? fallback ?? key
        }
    }

    /// The text to show, a localized text looked up in `bundle`'s strings table `table`
    /// (a generated screen's `stringsTable`; nil for the default table, `Localizable`), in
    /// the user's languages; a key the table lacks shows its fallback, else the key.
    public func resolved(table: String?, bundle: Bundle = .main) -> String {
        resolved { key in
            // A value no table holds tells a missing key from a translation equal to the key.
            let missing = "\u{0}"
            let found = bundle.localizedString(forKey: key, value: missing, table: table)
            return found == missing ? nil : found
        }
    }
}
