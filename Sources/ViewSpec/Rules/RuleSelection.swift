/// Which checks run: each check's default, overridden rule by rule. Overrides are applied
/// in order, so a later source (the command line) wins over an earlier one (`viewspec.yml`).
public struct RuleSelection: Sendable, Equatable {
    /// Check code → whether it runs, for the checks whose default was overridden.
    public private(set) var overrides: [String: Bool] = [:]

    public init() {}

    public mutating func enable(_ check: any Check.Type) {
        overrides[check.description.id.code] = true
    }

    public mutating func disable(_ check: any Check.Type) {
        overrides[check.description.id.code] = false
    }

    /// Applies one source's lists (enable first, then disable); a rule in both lists of the
    /// same source is a contradiction, not a preference.
    public mutating func apply(enable: [String], disable: [String]) throws {
        var enabled: [any Check.Type] = []
        for text in enable { enabled.append(try Self.check(text)) }
        var disabled: [any Check.Type] = []
        for text in disable { disabled.append(try Self.check(text)) }
        let enabledCodes = Set(enabled.map { $0.description.id.code })
        if let both = disabled.first(where: { enabledCodes.contains($0.description.id.code) }) {
            throw RuleSelectionError.contradiction(both.description.id)
        }
        for check in enabled { self.enable(check) }
        for check in disabled { self.disable(check) }
    }

    private static func check(_ text: String) throws -> any Check.Type {
        do { return try RuleCatalog.check(text) } catch let error as RuleLookupError { throw RuleSelectionError.lookup(error) }
    }

    public func runs(_ description: RuleDescription) -> Bool {
        overrides[description.id.code] ?? description.enabledByDefault
    }

    /// The overrides as `Compiler.Options` takes them.
    public var enabledCodes: Set<String> { Set(overrides.filter { $0.value }.keys) }
    public var disabledCodes: Set<String> { Set(overrides.filter { !$0.value }.keys) }
}

public enum RuleSelectionError: Error, Equatable, CustomStringConvertible {
    case lookup(RuleLookupError)
    case contradiction(DiagnosticID)

    public var description: String {
        switch self {
        case .lookup(let error): return error.description
        case .contradiction(let id): return "rule \(id.code) \(id.name) is both enabled and disabled"
        }
    }
}
