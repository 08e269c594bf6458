/// A field of a model at run time: its name, type and constraints, the same facts a spec
/// declares for it.
///
/// `validate(_:)` decides whether a value may be stored. Stores call it on every change and
/// on every value they load, so a field never holds a value its definition rejects.
public struct FieldDefinition: Hashable, Sendable {
    public var name: String
    public var type: FieldType
    /// Whether the field may hold `null` (a Swift `nil`).
    public var isOptional: Bool
    /// Whether the field holds an ordered list of values of its type (`list: true` in the
    /// spec): its value is `FieldValue.list`, each element validated as a value of the type.
    public var isList = false
    /// The inclusive lower bound of an Int or Float field.
    public var minimum: Double?
    /// The inclusive upper bound of an Int or Float field.
    public var maximum: Double?
    /// The most characters (grapheme clusters) a String field may hold.
    public var maxLength: Int?
    /// A regular expression (ICU syntax, as `NSRegularExpression` reads it) that a String
    /// field's whole value must match.
    public var pattern: String?

    public init(
        name: String, type: FieldType, isOptional: Bool = false, minimum: Double? = nil, maximum: Double? = nil,
        maxLength: Int? = nil, pattern: String? = nil
    ) {
        self.name = name
        self.type = type
        self.isOptional = isOptional
        self.minimum = minimum
        self.maximum = maximum
        self.maxLength = maxLength
        self.pattern = pattern
    }

    /// Checks that `value` has the field's type and meets its constraints.
    ///
    /// - Throws: `FieldValidationError` naming the field, what it expects and what it found.
    public func validate(_ value: FieldValue) throws(FieldValidationError) {
        if isList {
            guard case .list(let elements) = value else {
                throw failure(.typeMismatch, expected: typeDescription, found: "\(value.kindDescription) (\(value))")
            }
            var element = self
            element.isList = false
            element.isOptional = false
            for value in elements { try element.validate(value) }
            return
        }
        if value == .null {
            guard isOptional else {
                throw failure(.missingValue, expected: "a value (the field is not optional)", found: "null")
            }
            return
        }
        switch (type, value) {
        case (.int, .int(let number)):
            try checkBounds(Double(number), shown: String(number))
        case (.float, .float(let number)):
            guard number.isFinite else { throw failure(.notFinite, expected: "a finite number", found: String(number)) }
            try checkBounds(number, shown: String(number))
        case (.bool, .bool):
            return
        case (.string, .string(let text)):
            try checkString(text)
        case (.date, .date(let moment)):
            guard moment.timeIntervalSinceReferenceDate.isFinite else {
                throw failure(.notFinite, expected: "a finite moment", found: String(moment.timeIntervalSinceReferenceDate))
            }
        case (.enumeration(let definition), .enumCase(let raw)) where !definition.multiple:
            try checkCase(raw, of: definition)
        case (.enumeration(let definition), .enumSet(let raws)) where definition.multiple:
            var seen = Set<EnumRawValue>()
            for raw in raws {
                try checkCase(raw, of: definition)
                guard seen.insert(raw).inserted else {
                    throw failure(.repeatedCase, expected: "each case at most once", found: "\(raw) twice in \(value)")
                }
            }
        default:
            throw failure(.typeMismatch, expected: typeDescription, found: "\(value.kindDescription) (\(value))")
        }
    }

    /// The type as "expected …" in messages: `an Int`, `a set of cases of …`.
    var typeDescription: String {
        if isList {
            var element = self
            element.isList = false
            return "a list of values, each \(element.typeDescription)"
        }
        return switch type {
        case .int: "an Int"
        case .float: "a Float"
        case .bool: "a Bool"
        case .string: "a String"
        case .date: "a Date"
        case .enumeration(let definition):
            definition.multiple ? "a set of cases of \(caseList(definition))" : "one of \(caseList(definition))"
        }
    }

    // MARK: - Private

    private func failure(_ problem: FieldValidationError.Problem, expected: String, found: String) -> FieldValidationError {
        FieldValidationError(field: name, problem: problem, expected: expected, found: found)
    }

    private func checkBounds(_ number: Double, shown: String) throws(FieldValidationError) {
        let tooLow = minimum.map { number < $0 } ?? false
        let tooHigh = maximum.map { number > $0 } ?? false
        guard tooLow || tooHigh else { return }
        throw failure(tooLow ? .belowMinimum : .aboveMaximum, expected: boundsDescription, found: shown)
    }

    private var boundsDescription: String {
        switch (minimum, maximum) {
        case (let low?, let high?): "a number from \(formatBound(low)) to \(formatBound(high))"
        case (let low?, nil): "a number of at least \(formatBound(low))"
        case (nil, let high?): "a number of at most \(formatBound(high))"
        case (nil, nil): "a number"
        }
    }

    private func checkString(_ text: String) throws(FieldValidationError) {
        if let maxLength, text.count > maxLength {
            throw failure(.tooLong, expected: "at most \(maxLength) characters", found: "\(text.count) characters (\(quoted(text)))")
        }
        if let pattern, !PatternCache.shared.wholeMatch(pattern, text) {
            throw failure(.patternMismatch, expected: "a String matching /\(pattern)/", found: quoted(text))
        }
    }

    private func checkCase(_ raw: EnumRawValue, of definition: EnumDefinition) throws(FieldValidationError) {
        guard definition.index(of: raw) == nil else { return }
        throw failure(.unknownCase, expected: "one of \(caseList(definition))", found: raw.description)
    }

    private func caseList(_ definition: EnumDefinition) -> String {
        definition.cases.map(\.rawValue.description).joined(separator: ", ")
    }
}

/// Shows an integral bound without a fraction, so an Int field's message reads `0 to 10`.
func formatBound(_ bound: Double) -> String {
    if bound.rounded() == bound, abs(bound) < 1e15 { return String(Int(bound)) }
    return String(bound)
}
