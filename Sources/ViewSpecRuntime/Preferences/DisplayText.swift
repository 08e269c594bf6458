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
}
