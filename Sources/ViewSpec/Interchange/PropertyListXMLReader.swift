/// Reads an XML property list (`<plist version="1.0">` with one value) into positioned
/// `PropertyList` values, as Core Foundation reads them: `<dict>` of `<key>`/value pairs,
/// `<array>`, `<string>`, `<integer>` (decimal, or hexadecimal after `0x`), `<real>`
/// (`nan`, `inf` and `infinity` with a sign too), `<true/>`, `<false/>`, `<date>`
/// (ISO 8601, UTC) and `<data>` (Base64, white space ignored). A key given twice in a
/// dictionary is a warning, and its last value counts.
package enum PropertyListXMLReader {
    package static func read(_ file: SourceFile, limits: InterchangeLimits = .standard) -> InterchangeReadResult<PropertyList> {
        let markup = MarkupReader.read(file, limits: limits)
        guard let document = markup.value else {
            return InterchangeReadResult(value: nil, diagnostics: markup.diagnostics, reportSource: file)
        }
        var warnings: [Diagnostic] = []
        do {
            let value = try readDocument(document, warnings: &warnings)
            return InterchangeReadResult(value: value, diagnostics: warnings, reportSource: file)
        } catch {
            return InterchangeReadResult(value: nil, diagnostics: warnings + [error.diagnostic], reportSource: file)
        }
    }

    private static func readDocument(_ document: MarkupDocument, warnings: inout [Diagnostic]) throws(InterchangeFailure) -> PropertyList {
        let root = document.root
        // Core Foundation reads a bare value as well as one inside `<plist>`.
        guard root.name == "plist" else { return try readValue(root, warnings: &warnings) }
        try rejectText(in: root, "the value of the property list")
        let values = root.elements
        guard let first = values.first else {
            throw InterchangeFailure(.propertyListStructure, "expected a value in '<plist>', found none", at: root.span)
        }
        guard values.count == 1 else {
            throw InterchangeFailure(
                .propertyListStructure, "expected one value in '<plist>', found \(values.count); a property list holds one value, usually a '<dict>'",
                at: values[1].span)
        }
        return try readValue(first, warnings: &warnings)
    }

    /// The value of `element`. Nesting is bounded by the markup reader's depth limit, so
    /// this recursion is too.
    private static func readValue(_ element: MarkupElement, warnings: inout [Diagnostic]) throws(InterchangeFailure) -> PropertyList {
        let span = element.span
        switch element.name {
        case "dict":
            return PropertyList(.dictionary(try readDictionary(element, warnings: &warnings)), at: span)
        case "array":
            try rejectText(in: element, "array elements")
            var values: [PropertyList] = []
            values.reserveCapacity(element.children.count)
            for child in element.elements { values.append(try readValue(child, warnings: &warnings)) }
            return PropertyList(.array(values), at: span)
        case "string":
            try rejectElements(in: element)
            return PropertyList(.string(element.text), at: span)
        case "integer":
            try rejectElements(in: element)
            return PropertyList(.integer(try integer(element)), at: span)
        case "real":
            try rejectElements(in: element)
            return PropertyList(.real(try real(element)), at: span)
        case "true", "false":
            try rejectElements(in: element)
            guard element.texts.allSatisfy(\.isWhiteSpace) else {
                throw InterchangeFailure(.propertyListStructure, "expected '<\(element.name)/>' to be empty, found text in it", at: span)
            }
            return PropertyList(.bool(element.name == "true"), at: span)
        case "date":
            try rejectElements(in: element)
            return PropertyList(.date(try date(element)), at: span)
        case "data":
            try rejectElements(in: element)
            return PropertyList(.data(try data(element)), at: span)
        case "key":
            throw InterchangeFailure(.propertyListStructure, "expected a value, found a '<key>' outside a '<dict>'", at: span)
        default:
            throw InterchangeFailure(
                .propertyListStructure,
                "expected a property list value ('<dict>', '<array>', '<string>', '<integer>', '<real>', '<true/>', '<false/>', '<date>' or '<data>'), found '<\(PrintableText.escaped(element.name))>'",
                at: span)
        }
    }

    private static func readDictionary(_ element: MarkupElement, warnings: inout [Diagnostic]) throws(InterchangeFailure) -> PropertyListDictionary {
        try rejectText(in: element, "'<key>' and value elements")
        var dictionary = PropertyListDictionary()
        let children = element.elements
        var position = 0
        while position < children.count {
            let keyElement = children[position]
            guard keyElement.name == "key" else {
                throw InterchangeFailure(.propertyListStructure, "expected a '<key>' in '<dict>', found '<\(PrintableText.escaped(keyElement.name))>'", at: keyElement.span)
            }
            try rejectElements(in: keyElement)
            let key = keyElement.text
            guard position + 1 < children.count else {
                throw InterchangeFailure(.propertyListStructure, "expected a value after the key '\(PrintableText.escaped(key))', found the end of the '<dict>'", at: element.endSpan,
                    notes: [Diagnostic.Note("the key is here", at: keyElement.span)])
            }
            let value = try readValue(children[position + 1], warnings: &warnings)
            if let earlier = dictionary.entry(key) {
                warnings.append(.warning(
                    .interchangeDuplicateKey, "expected each key once in a '<dict>', found '\(PrintableText.escaped(key))' again; this value replaces the first", at: keyElement.span,
                    notes: [Diagnostic.Note("the key is first given here", at: earlier.keySpan)]))
            }
            dictionary.insert(.init(key: key, keySpan: keyElement.span, value: value))
            position += 2
        }
        return dictionary
    }

    // MARK: - Scalars

    private static func integer(_ element: MarkupElement) throws(InterchangeFailure) -> PropertyListInteger {
        let text = element.text.trimmingXMLWhiteSpace()
        var digits = Substring(text)
        var negative = false
        if digits.hasPrefix("-") { negative = true; digits = digits.dropFirst() } else if digits.hasPrefix("+") { digits = digits.dropFirst() }
        var radix = 10
        if digits.hasPrefix("0x") || digits.hasPrefix("0X") { radix = 16; digits = digits.dropFirst(2) }
        guard !digits.isEmpty, let magnitude = UInt64(digits, radix: radix) else {
            throw InterchangeFailure(.propertyListStructure, "expected a whole number in '<integer>', found \(FoundText.quoted(text))", at: element.extent)
        }
        if negative {
            guard magnitude <= UInt64(Int64.max) + 1 else {
                throw InterchangeFailure(.propertyListStructure, "expected an integer of at least \(Int64.min), found \(FoundText.quoted(text))", at: element.extent)
            }
            return .signed(magnitude == UInt64(Int64.max) + 1 ? Int64.min : -Int64(magnitude))
        }
        return PropertyListInteger(magnitude)
    }

    private static func real(_ element: MarkupElement) throws(InterchangeFailure) -> Double {
        let text = element.text.trimmingXMLWhiteSpace()
        switch text.lowercased() {
        case "nan": return .nan
        case "inf", "+inf", "infinity", "+infinity": return .infinity
        case "-inf", "-infinity": return -.infinity
        default: break
        }
        // Only what strtod reads as a decimal number: no hexadecimal, no "nan(…)".
        let allowed = text.utf8.allSatisfy { byte in
            (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E")
                || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-")
        }
        guard allowed, let value = Double(text) else {
            throw InterchangeFailure(.propertyListStructure, "expected a number in '<real>', found \(FoundText.quoted(text))", at: element.extent)
        }
        return value
    }

    private static func date(_ element: MarkupElement) throws(InterchangeFailure) -> Double {
        let text = element.text.trimmingXMLWhiteSpace()
        guard let seconds = PropertyListDate.secondsSinceReferenceDate(parsing: text) else {
            throw InterchangeFailure(.propertyListStructure, "expected a date written 'YYYY-MM-DDTHH:MM:SSZ' in '<date>', found \(FoundText.quoted(text))", at: element.extent)
        }
        return seconds
    }

    private static func data(_ element: MarkupElement) throws(InterchangeFailure) -> [UInt8] {
        guard let bytes = Base64.decode(element.text) else {
            throw InterchangeFailure(.propertyListStructure, "expected Base64 in '<data>', found characters or padding Base64 does not have", at: element.extent)
        }
        return bytes
    }

    // MARK: - Shape

    private static func rejectText(in element: MarkupElement, _ what: String) throws(InterchangeFailure) {
        if let text = element.texts.first(where: { !$0.isWhiteSpace }) {
            throw InterchangeFailure(.propertyListStructure, "expected \(what) in '<\(element.name)>', found the text \(FoundText.quoted(DiagnosticText.shortened(text.text.trimmingXMLWhiteSpace())))", at: text.span)
        }
    }

    private static func rejectElements(in element: MarkupElement) throws(InterchangeFailure) {
        if let child = element.elements.first {
            throw InterchangeFailure(.propertyListStructure, "expected text in '<\(element.name)>', found the element '<\(PrintableText.escaped(child.name))>'", at: child.span)
        }
    }
}
