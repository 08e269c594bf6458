/// A value from a spec together with where it was written, so every later stage can
/// point back at the source.
public struct Located<Value: Sendable>: Sendable {
    public var value: Value
    public var range: SourceRange

    public init(_ value: Value, at range: SourceRange) {
        self.value = value
        self.range = range
    }
}

extension Located: Equatable where Value: Equatable {}
extension Located: Hashable where Value: Hashable {}

/// A literal from a spec (a default, a condition's value, a choice value).
public typealias Literal = Located<YAMLScalar.Value>
