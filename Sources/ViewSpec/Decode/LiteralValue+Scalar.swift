extension LiteralValue {
    /// The literal a scalar's value stands for; nil for null, which is no literal.
    init?(_ value: YAMLScalar.Value) {
        switch value {
        case .null: return nil
        case .bool(let flag): self = .bool(flag)
        case .int(let number): self = .int(number)
        case .float(let number): self = .float(number)
        case .string(let text): self = .string(text)
        }
    }
}
