/// A value from a spec together with where it was written, so every later stage can
/// point back at the source.
public struct Located<Value: Sendable>: Sendable {
    public var value: Value
    /// Where it was written, as byte offsets: a report at it gets its line and column from
    /// the report's `SourceMap`.
    public var range: SourceSpan

    public init(_ value: Value, at range: SourceSpan) {
        self.value = value
        self.range = range
    }
}

extension Located: Equatable where Value: Equatable {}
extension Located: Hashable where Value: Hashable {}

/// A literal from a spec (a default, a condition's value, a choice value) and where it
/// was written.
public typealias Literal = Located<LiteralValue>
