/// Every check, in id order. A check is added here and nowhere else: its tests and its
/// documentation are generated from this list.
public enum CheckRegistry {
    public static let all: [any Check.Type] = (references + bindings + tables + layers + sheets + animations + settingsBundle + androidResources + swift)
        .sorted { $0.description.id < $1.description.id }

    public static func check(named nameOrCode: String) -> (any Check.Type)? {
        all.first { $0.description.id.code == nameOrCode || $0.description.id.name == nameOrCode }
    }
}
