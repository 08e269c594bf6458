/// Every rule's description, in code order: the one source of `explain` and `docs/rules.md`.
public enum RuleBook {
    public static let all: [RuleDescription] = (input + decode + configuration + CheckRegistry.all.map { $0.description })
        .sorted { $0.id < $1.id }

    /// The description of the rule whose code or name is `text`, ignoring case.
    public static func rule(_ text: String) -> RuleDescription? {
        guard let id = RuleCatalog.id(text) else { return nil }
        return all.first { $0.id == id }
    }
}
