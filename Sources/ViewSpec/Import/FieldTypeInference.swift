/// The documented rules (docs/import.md, "Types") by which an import gives a field its type
/// from what a specifier stores, and converts the source's values to that type.
enum FieldTypeInference {
    /// A property list value as a value a field can hold; nil for dates, data, collections,
    /// integers beyond 64 signed bits and reals that are not finite.
    static func value(_ plist: PropertyList) -> ImportedValue? {
        switch plist.content {
        case .bool(let value): .bool(value)
        case .integer(.signed(let value)): .int(value)
        case .real(let value) where value.isFinite: .float(value)
        case .string(let value): .string(value)
        default: nil
        }
    }

    /// Whether a switch shows `value` on, read as Foundation's `boolValue` reads it (what
    /// InAppSettingsKit's `defaultBoolValue` falls back to): a boolean as itself, a number
    /// when it is not zero, a string when, after leading blanks, a sign and zeros, it starts
    /// with Y, T or a digit 1 to 9 (in any case). Nil for values it has no such reading of.
    static func readsAsOn(_ value: ImportedValue) -> Bool? {
        switch value {
        case .bool(let on): return on
        case .int(let number): return number != 0
        case .float(let number): return number != 0
        case .string(let text):
            var rest = Substring(text).drop { $0 == " " || $0 == "\t" || $0 == "\n" }
            if let sign = rest.first, sign == "+" || sign == "-" { rest = rest.dropFirst() }
            rest = rest.drop { $0 == "0" }
            guard let first = rest.first else { return false }
            return "YyTt123456789".contains(first)
        case .enumCase, .enumCases: return nil
        }
    }

    /// What a choice's Values make of the field, and the values in that type.
    struct ChoiceTyping {
        var type: ImportedFieldType
        var values: [ImportedValue]
        /// Set when the Values mixed types and some were converted: says how.
        var mixture: String?
    }

    /// The type of a field whose options are `values`:
    /// - all integers: Int; integers and reals: Float; all booleans: Bool;
    /// - all strings: an enumeration when each is a distinct lowerCamelCase word (letters and
    ///   digits, starting with a lowercase letter, not `true`, `false` or `null`), whose
    ///   cases are the values in their order; otherwise String;
    /// - integers mixed with strings that all read as integers: Int; any other mixture:
    ///   String, numbers written as their text and booleans as `'1'` or `'0'`. Both are
    ///   reported.
    static func choice(_ values: [ImportedValue]) -> ChoiceTyping {
        let kinds = Set(values.map(kind))
        if kinds == ["int"] { return ChoiceTyping(type: .int, values: values) }
        if kinds == ["int", "float"] || kinds == ["float"] {
            return ChoiceTyping(type: .float, values: values.map { convert($0, to: .float)?.value ?? $0 })
        }
        if kinds == ["bool"] { return ChoiceTyping(type: .bool, values: values) }
        if kinds == ["string"] {
            let strings = values.compactMap { if case .string(let text) = $0 { text } else { nil } }
            if strings.allSatisfy(isCaseName), Set(strings).count == strings.count {
                return ChoiceTyping(type: .enumeration(strings), values: strings.map { .enumCase($0) })
            }
            return ChoiceTyping(type: .string, values: values)
        }
        if kinds == ["int", "string"], values.allSatisfy({ convert($0, to: .int) != nil }) {
            return ChoiceTyping(
                type: .int, values: values.compactMap { convert($0, to: .int)?.value },
                mixture: "integers and strings that read as integers; imported as integers")
        }
        // A boolean stored in the defaults reads as `'1'` or `'0'` through `stringForKey:`,
        // the text a text field's boolean default is imported as too.
        let strings = values.map { value -> ImportedValue in
            if case .bool(let on) = value { return .string(on ? "1" : "0") }
            return convert(value, to: .string)?.value ?? value
        }
        let written = kinds.contains("bool") ? "each number written as its text and each boolean as '1' or '0'" : "each number written as its text"
        return ChoiceTyping(
            type: .string, values: strings,
            mixture: "\(kinds.sorted().joined(separator: ", ")) values; imported as strings, \(written)")
    }

    /// lowerCamelCase case names for stored values that are not case names themselves
    /// (`show_channel_tabs_videos` → `showChannelTabsVideos`, `1` → `value1`): the words
    /// between other characters joined, each after the first capitalized; nil when a value
    /// has no letter or digit, or two values give one name.
    static func caseNames(forRawValues values: [String]) -> [String]? {
        var names: [String] = []
        for value in values {
            let words = value.split { !($0.isASCII && ($0.isLetter || $0.isNumber)) }.map(String.init)
            guard let first = words.first else { return nil }
            var name = first.prefix(1).lowercased() + first.dropFirst()
            for word in words.dropFirst() { name += word.prefix(1).uppercased() + word.dropFirst() }
            if let initial = name.unicodeScalars.first, !("a"..."z").contains(initial) { name = "value" + name.prefix(1).uppercased() + name.dropFirst() }
            guard isCaseName(name) else { return nil }
            names.append(name)
        }
        return Set(names).count == names.count ? names : nil
    }

    /// Whether `text` can be an enumeration case as it is: a lowerCamelCase word, which is
    /// its own name in generated code and needs no quotes in YAML.
    static func isCaseName(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, ("a"..."z").contains(first) else { return false }
        guard !["true", "false", "null"].contains(text) else { return false }
        return text.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) }
    }

    /// `value` as a value of `type`, and whether that changed its type (a string `'YES'`
    /// for a Bool, an integer for a String); nil when it cannot be one.
    static func convert(_ value: ImportedValue, to type: ImportedFieldType) -> (value: ImportedValue, changedType: Bool)? {
        switch (type, value) {
        case (.bool, .bool), (.int, .int), (.float, .float), (.string, .string): return (value, false)
        case (.float, .int(let number)): return (.float(Double(number)), false)
        case (.bool, .string(let text)):
            switch text.lowercased() {
            case "yes", "true": return (.bool(true), true)
            case "no", "false": return (.bool(false), true)
            default: return nil
            }
        case (.bool, .int(let number)) where number == 0 || number == 1: return (.bool(number == 1), true)
        case (.int, .string(let text)): return Int64(text).map { (.int($0), true) }
        case (.int, .float(let number)) where number.rounded() == number && abs(number) < 1e15: return (.int(Int64(number)), true)
        case (.float, .string(let text)): return Double(text).flatMap { $0.isFinite ? (.float($0), true) : nil }
        case (.string, .int(let number)): return (.string(String(number)), true)
        case (.string, .float(let number)): return (.string(String(number)), true)
        case (.enumeration(let cases), .string(let text)) where cases.contains(text): return (.enumCase(text), false)
        case (.enumeration, .enumCase): return (value, false)
        default: return nil
        }
    }

    /// `values` as values of `type` when each one converts to it and back to itself: the
    /// string '4' and the integer 4 are one option written two ways, '04' and 4 are not.
    /// Only between integers, numbers and strings, whose texts the store converts alike;
    /// nil when any value does not convert so.
    static func sameOptions(_ values: [ImportedValue], as type: ImportedFieldType) -> [ImportedValue]? {
        guard [.int, .float, .string].contains(type) else { return nil }
        var converted: [ImportedValue] = []
        converted.reserveCapacity(values.count)
        for value in values {
            let original = Self.type(of: value)
            guard [.int, .float, .string].contains(original), let other = convert(value, to: type)?.value,
                convert(other, to: original)?.value == value
            else { return nil }
            converted.append(other)
        }
        return converted
    }

    /// The type a value alone gives a field (a title value's default).
    static func type(of value: ImportedValue) -> ImportedFieldType {
        switch value {
        case .bool: .bool
        case .int: .int
        case .float: .float
        case .string, .enumCase, .enumCases: .string
        }
    }

    static func kind(_ value: ImportedValue) -> String {
        switch value {
        case .bool: "bool"
        case .int: "int"
        case .float: "float"
        case .string, .enumCase, .enumCases: "string"
        }
    }

    /// The value as messages quote it: strings in single quotes, the rest bare.
    static func quoted(_ value: ImportedValue) -> String {
        switch value {
        case .bool(let flag): String(flag)
        case .int(let number): String(number)
        case .float(let number): String(number)
        case .string(let text), .enumCase(let text): "'\(PrintableText.escaped(text))'"
        case .enumCases(let names): "[" + names.map { "'\(PrintableText.escaped($0))'" }.joined(separator: ", ") + "]"
        }
    }

    static func quoted(_ plist: PropertyList) -> String {
        if let value = value(plist) { return quoted(value) }
        return "a <\(plist.typeName)>"
    }
}
