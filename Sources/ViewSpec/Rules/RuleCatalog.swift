/// Every diagnostic id the compiler can report, looked up by code or name the way people
/// type them on a command line or in `viewspec.yml`: `VS0230`, `vs0230`, `table-min-size`.
public enum RuleCatalog {
    /// Loader, decoder, configuration and check ids, in code order.
    public static let all: [DiagnosticID] = (DiagnosticID.inputDiagnostics + DiagnosticID.decodeDiagnostics
        + DiagnosticID.configurationDiagnostics + CheckRegistry.all.map { $0.description.id }).sorted()

    /// The id whose code or name is `text`, ignoring case.
    public static func id(_ text: String) -> DiagnosticID? {
        let wanted = text.lowercased()
        return all.first { $0.code.lowercased() == wanted || $0.name == wanted }
    }

    /// The code or name closest to a misspelt `text`, written the way `text` was (a code
    /// for something that looks like a code, a name otherwise).
    public static func suggestion(for text: String) -> String? {
        let looksLikeCode = text.lowercased().hasPrefix("vs") && text.dropFirst(2).allSatisfy(\.isNumber)
        return Suggestion.closest(to: looksLikeCode ? text.uppercased() : text.lowercased(), among: all.map { looksLikeCode ? $0.code : $0.name })
    }

    /// The check `text` names; only checks can be enabled or disabled, since the loader
    /// and decoder cannot go on without their findings.
    public static func check(_ text: String) throws -> any Check.Type {
        guard let id = id(text) else { throw RuleLookupError.unknown(text, suggestion: suggestion(for: text)) }
        guard let check = CheckRegistry.all.first(where: { $0.description.id == id }) else { throw RuleLookupError.notACheck(id) }
        return check
    }
}

public enum RuleLookupError: Error, Equatable, CustomStringConvertible {
    case unknown(String, suggestion: String?)
    case notACheck(DiagnosticID)

    public var description: String {
        switch self {
        case .unknown(let text, let suggestion):
            return "unknown rule '\(text)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? "; run 'viewspecc explain --list' for every rule")
        case .notACheck(let id):
            let stage = RuleBook.all.first { $0.id == id }?.stage.rawValue ?? "reading files"
            return "\(id.code) \(id.name) is reported while \(stage) and cannot be enabled or disabled; only checks (VS02xx and VS03xx) can"
        }
    }
}
