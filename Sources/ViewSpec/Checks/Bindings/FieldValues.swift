import Foundation
import Synchronization

/// How the binding checks judge a literal (a default, a choice value, a condition value)
/// against the field it belongs to. A default, a choice value and a condition value are
/// all values of the same field, so they are judged by one set of rules, in one wording.
enum FieldValues {
    /// What was expected and what was found, with the fix where it is plain.
    struct Mismatch {
        var expected: String
        var found: String
        var hint: String = ""
        var fixIts: [Diagnostic.FixIt] = []

        func message(_ subject: String) -> String { "\(subject): expected \(expected), found \(found)\(hint)" }
    }

    // MARK: - Type

    /// Why `literal` is not one value of `type` (for a set of cases: one case), or nil.
    static func typeMismatch(_ literal: Literal, _ type: FieldType, fieldName: String) -> Mismatch? {
        let value = literal.value
        switch type {
        case .int:
            if case .int = value { return nil }
            var mismatch = Mismatch(expected: "an integer", found: describe(value))
            if case .float(let number) = value, let integer = exactInteger(number) {
                mismatch.fixIts = [.init("replace \(plainText(value)) with \(integer)", replacing: literal.range, with: "\(integer)")]
            }
            return mismatch
        case .float:
            switch value {
            case .int: return nil
            case .float(let number) where number.isFinite: return nil
            default: return Mismatch(expected: "a finite number", found: describe(value))
            }
        case .bool:
            if case .bool = value { return nil }
            var mismatch = Mismatch(expected: "true or false", found: describe(value))
            // YAML 1.1 read these words as booleans; YAML 1.2 reads them as strings.
            let words = ["yes": true, "on": true, "y": true, "true": true, "no": false, "off": false, "n": false, "false": false]
            if case .string(let text) = value, let flag = words[text.lowercased()] {
                mismatch.fixIts = [.init("replace '\(text)' with \(flag)", replacing: literal.range, with: "\(flag)")]
            }
            return mismatch
        case .string:
            if case .string = value { return nil }
            return Mismatch(expected: "a string", found: describe(value), hint: "; quote it to make it a string")
        case .date:
            // Whether the text is a date and time is malformed-date's to judge.
            if case .string = value { return nil }
            return Mismatch(expected: "a date and time such as \(SpecDate.exampleText)", found: describe(value))
        case .enumeration(let enumType):
            return caseMismatch(literal, enumType, fieldName: fieldName)
        }
    }

    /// Why `literal` does not name a case of `type`, or nil. Cases are named, not given by
    /// raw value: the name is what specs use everywhere else.
    static func caseMismatch(_ literal: Literal, _ type: EnumType, fieldName: String) -> Mismatch? {
        // Nearly every literal names a case; the message is built only for one that does not.
        if case .string(let text) = literal.value, type.case(named: text) != nil { return nil }
        let names = type.cases.map(\.name)
        let expected = "a case of '\(fieldName)' (\(names.joined(separator: ", ")))"
        let byRawValue: EnumType.Case?
        switch literal.value {
        case .string(let text):
            byRawValue = type.cases.first { $0.rawValue == .string(text) }
        case .int(let number):
            byRawValue = type.cases.first { $0.rawValue == .int(number) }
        default:
            byRawValue = nil
        }
        if let byRawValue {
            return Mismatch(
                expected: expected, found: "the raw value \(describeRawValue(byRawValue.rawValue)) of case '\(byRawValue.name)'",
                hint: "; name the case, not its raw value",
                fixIts: [.init("replace \(listed(literal.value)) with '\(byRawValue.name)'", replacing: literal.range, with: YAMLQuoting.scalar(byRawValue.name))])
        }
        if case .string(let text) = literal.value {
            let suggestion = Suggestion.closest(to: text, among: names)
            return Mismatch(
                expected: expected, found: "'\(text)'", hint: suggestion.map { "; did you mean '\($0)'?" } ?? "",
                fixIts: suggestion.map { [.init("replace '\(text)' with '\($0)'", replacing: literal.range, with: YAMLQuoting.scalar($0))] } ?? [])
        }
        // A case named `1` or `true` must be quoted, or YAML reads a number or a boolean.
        if let name = names.first(where: { $0 == plainText(literal.value) }) {
            return Mismatch(
                expected: expected, found: describe(literal.value), hint: "; quote it to name the case '\(name)'",
                fixIts: [.init("replace \(listed(literal.value)) with '\(name)'", replacing: literal.range, with: YAMLQuoting.scalar(name))])
        }
        return Mismatch(expected: expected, found: describe(literal.value))
    }

    // MARK: - Constraints

    /// Why `literal`, already of the field's type, breaks the field's `min`, `max`,
    /// `maxLength` or `pattern`; with a note at the constraint. Constraints that do not
    /// apply to the type, empty ranges and invalid patterns have their own checks and are
    /// not used here.
    static func constraintMismatch(_ literal: Literal, _ field: Field) -> (mismatch: Mismatch, note: Diagnostic.Note)? {
        switch field.type.value {
        case .int, .float:
            guard let number = literal.value.number else { return nil }
            if let minimum = field.minimum, let maximum = field.maximum, minimum.value >= maximum.value { return nil }
            func expected() -> String { rangeDescription(minimum: field.minimum?.value, maximum: field.maximum?.value) }
            if let minimum = field.minimum, number < minimum.value {
                return (
                    Mismatch(
                        expected: expected(), found: plainText(literal.value),
                        fixIts: [.init("replace \(plainText(literal.value)) with \(exactText(minimum.value)), the field's minimum", replacing: literal.range, with: exactText(minimum.value))]),
                    .init("'\(field.name.value)' has the minimum \(format(minimum.value))", at: minimum.range))
            }
            if let maximum = field.maximum, number > maximum.value {
                return (
                    Mismatch(
                        expected: expected(), found: plainText(literal.value),
                        fixIts: [.init("replace \(plainText(literal.value)) with \(exactText(maximum.value)), the field's maximum", replacing: literal.range, with: exactText(maximum.value))]),
                    .init("'\(field.name.value)' has the maximum \(format(maximum.value))", at: maximum.range))
            }
            return nil
        case .string:
            guard case .string(let text) = literal.value else { return nil }
            if let maxLength = field.maxLength, maxLength.value > 0, text.count > maxLength.value {
                let kept = String(text.prefix(maxLength.value))
                return (
                    Mismatch(
                        expected: "at most \(maxLength.value) character\(maxLength.value == 1 ? "" : "s")",
                        found: "\(text.count) in '\(text)'",
                        fixIts: [.init("replace '\(text)' with '\(kept)'", replacing: literal.range, with: YAMLQuoting.scalar(kept))]),
                    .init("'\(field.name.value)' has the maxLength \(maxLength.value)", at: maxLength.range))
            }
            if let pattern = field.pattern, let matches = wholeMatch(text, pattern: pattern.value), !matches {
                return (
                    Mismatch(expected: "a value matching the whole pattern '\(pattern.value)'", found: "'\(text)'"),
                    .init("'\(field.name.value)' has the pattern '\(pattern.value)'", at: pattern.range))
            }
            return nil
        case .bool, .date, .enumeration:
            return nil
        }
    }

    /// "a value from 0 to 1", "a value of at least 5", "any number".
    static func rangeDescription(minimum: Double?, maximum: Double?) -> String {
        switch (minimum, maximum) {
        case let (minimum?, maximum?): "a value from \(format(minimum)) to \(format(maximum))"
        case let (minimum?, nil): "a value of at least \(format(minimum))"
        case let (nil, maximum?): "a value of at most \(format(maximum))"
        case (nil, nil): "any number"
        }
    }

    // MARK: - Regular expressions

    /// Why `pattern` is not a regular expression, or nil when it is one.
    static func patternProblem(_ pattern: String) -> String? {
        RegularExpressions.shared.problem(of: pattern)
    }

    fileprivate static func uncachedPatternProblem(_ pattern: String) -> String? {
        do {
            _ = try NSRegularExpression(pattern: pattern)
            return nil
        } catch {
            // Foundation's error only says the value is invalid. Swift's regex parser reads
            // the same syntax and says what is wrong, so its reason is given when it agrees.
            if #available(macOS 13, iOS 16, tvOS 16, watchOS 9, *) {
                do { _ = try Regex(pattern) } catch { return "\(error)" }
            }
            return "the regular expression engine rejects it"
        }
    }

    /// Whether all of `text` matches `pattern`; nil when the pattern is invalid.
    static func wholeMatch(_ text: String, pattern: String) -> Bool? {
        guard let expression = RegularExpressions.shared.wholeMatcher(for: pattern) else { return nil }
        return expression.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
    }

    // MARK: - Values and their spelling

    /// Two values are the same when they are equal, numbers compared as numbers (`1` and `1.0`).
    static func same(_ a: LiteralValue, _ b: LiteralValue) -> Bool {
        if let x = a.number, let y = b.number { return x == y }
        return a == b
    }

    /// As the decoder says it: "the string 'yes'", "an integer '12'".
    static func describe(_ value: LiteralValue) -> String {
        if case .string(let text) = value { return "the string '\(text)'" }
        return "\(value.kindDescription) '\(plainText(value))'"
    }

    /// The value as a spec would write it, strings unquoted.
    static func plainText(_ value: LiteralValue) -> String {
        switch value {
        case .bool(let flag): "\(flag)"
        case .int(let number): "\(number)"
        case .float(let number) where number.isNaN: ".nan"
        case .float(let number) where number.isInfinite: number < 0 ? "-.inf" : ".inf"
        case .float(let number): "\(number)"
        case .string(let text): text
        }
    }

    /// A value as it appears in a list in a message: strings in quotes, numbers bare.
    static func listed(_ value: LiteralValue) -> String {
        if case .string(let text) = value { return "'\(text)'" }
        return plainText(value)
    }

    /// A bound or step: integral values without a fraction, as specs usually write them.
    static func format(_ number: Double) -> String {
        if let integer = exactInteger(number) { return "\(integer)" }
        // Differences of bounds such as 1 - 0.9 carry binary noise no spec wrote.
        guard number.isFinite, abs(number) < 1e6 else { return "\(number)" }
        let rounded = (number * 1e9).rounded() / 1e9
        return exactInteger(rounded).map { "\($0)" } ?? "\(rounded)"
    }

    /// A number for a fix-it: exactly the value, however it reads.
    static func exactText(_ number: Double) -> String {
        exactInteger(number).map { "\($0)" } ?? "\(number)"
    }

    static func exactInteger(_ number: Double) -> Int? {
        guard number.isFinite, number == number.rounded(), abs(number) < 1e15 else { return nil }
        return Int(number)
    }

    private static func describeRawValue(_ rawValue: EnumType.RawValue) -> String {
        switch rawValue {
        case .int(let number): "\(number)"
        case .string(let text): "'\(text)'"
        }
    }
}

/// Compiled patterns, by pattern: a project uses a few patterns many times over, and
/// compiling one costs more than all else a check does with a value. Shared by the checks,
/// which run in parallel; a compiled `NSRegularExpression` is immutable and may be used
/// from several threads at once.
private final class RegularExpressions: Sendable {
    static let shared = RegularExpressions()

    /// A process that checks project after project starts over rather than grow without end.
    private static let limit = 1024

    private struct Tables {
        var problems: [String: String?] = [:]
        var wholeMatchers: [String: NSRegularExpression?] = [:]
    }

    private let tables = Mutex(Tables())

    func problem(of pattern: String) -> String? {
        remembered(in: \.problems, for: pattern) { FieldValues.uncachedPatternProblem(pattern) }
    }

    /// The expression that matches all of a value, or nil when `pattern` is invalid.
    func wholeMatcher(for pattern: String) -> NSRegularExpression? {
        remembered(in: \.wholeMatchers, for: pattern) {
            problem(of: pattern) == nil
                // Anchored around a group, so that alternatives are tried for a match of the
                // whole value, not just taken as the first one that matches a prefix.
                ? try? NSRegularExpression(pattern: "\\A(?:" + pattern + ")\\z")
                : nil
        }
    }

    /// The value `table` holds for `pattern`, or else `compute`'s, stored. Computed outside
    /// the lock: two checks may both compute a new pattern's, and either's will do.
    private func remembered<Value: Sendable>(
        in table: WritableKeyPath<Tables, [String: Value]> & Sendable, for pattern: String, _ compute: () -> Value
    ) -> Value {
        if let known = tables.withLock({ $0[keyPath: table][pattern] }) { return known }
        let value = compute()
        tables.withLock { tables in
            if tables[keyPath: table].count >= Self.limit { tables[keyPath: table].removeAll() }
            tables[keyPath: table][pattern] = value
        }
        return value
    }
}
