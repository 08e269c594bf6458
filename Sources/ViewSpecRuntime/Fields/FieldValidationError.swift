/// Why a value does not fit a field: which field, what it expects, what it found.
///
/// ```
/// field 'volume': expected a number from 0 to 1, found 1.5
/// ```
public struct FieldValidationError: Error, Hashable, Sendable {
    public enum Problem: String, Hashable, Sendable {
        /// The value has another type than the field.
        case typeMismatch
        /// `null` for a field that is not optional.
        case missingValue
        /// A Float that is infinite or NaN, which no file format can hold.
        case notFinite
        case belowMinimum
        case aboveMaximum
        /// A String with more characters than `maxLength`.
        case tooLong
        /// A String that `pattern` does not match as a whole.
        case patternMismatch
        /// A raw value that is none of the enumeration's cases.
        case unknownCase
        /// The same case twice in a set.
        case repeatedCase
    }

    public var field: String
    public var problem: Problem
    public var expected: String
    public var found: String

    public init(field: String, problem: Problem, expected: String, found: String) {
        self.field = field
        self.problem = problem
        self.expected = expected
        self.found = found
    }
}

extension FieldValidationError: CustomStringConvertible {
    public var description: String { "field '\(field)': expected \(expected), found \(found)" }
}
