/// Reads a `res/values*/` resource file (`<resources>`) as Android's resource compiler
/// does for the resources settings screens use: `<string>`, `<string-array>`,
/// `<integer-array>`, `<bool>` and `<integer>`, with `translatable` and `formatted`, the
/// text rules of `AndroidText`, and `<item type="…">` forms of those types.
///
/// Plurals and other resource types are skipped with a warning naming them; styling
/// markup inside a string (`<b>`, `<a href>`) is dropped with a warning, its text kept. A
/// name given twice for one type is an error, as the resource compiler makes it.
package enum AndroidValuesReader {
    package static func read(_ file: SourceFile, limits: InterchangeLimits = .standard) -> InterchangeReadResult<AndroidValues> {
        let markup = MarkupReader.read(file, limits: limits)
        guard let document = markup.value else {
            return InterchangeReadResult(value: nil, diagnostics: markup.diagnostics, reportSource: file)
        }
        var warnings: [Diagnostic] = []
        do {
            let values = try read(document, warnings: &warnings)
            return InterchangeReadResult(value: values, diagnostics: warnings, reportSource: file)
        } catch {
            return InterchangeReadResult(value: nil, diagnostics: warnings + [error.diagnostic], reportSource: file)
        }
    }

    private static func read(_ document: MarkupDocument, warnings: inout [Diagnostic]) throws(InterchangeFailure) -> AndroidValues {
        let root = document.root
        guard root.name == "resources" else {
            throw InterchangeFailure(.androidResourceStructure, "expected '<resources>' as the root element of a values file, found '<\(PrintableText.escaped(root.name))>'", at: root.span)
        }
        var resources: [AndroidResource] = []
        var seen: [String: SourceSpan] = [:]
        for element in root.elements {
            var elementName = element.name
            if elementName == "item", let type = element.attribute("type")?.value {
                elementName = ["string": "string", "bool": "bool", "integer": "integer"][type] ?? "item type '\(type)'"
            }
            switch elementName {
            case "string", "string-array", "integer-array", "bool", "integer":
                break
            case "eat-comment", "skip":
                continue
            default:
                warnings.append(.warning(
                    .interchangeContentDropped, "'<\(PrintableText.escaped(elementName))>' resources are not read; only strings, string and integer arrays, booleans and integers are",
                    at: element.span))
                continue
            }
            guard let nameAttribute = element.attribute("name"), !nameAttribute.value.isEmpty else {
                throw InterchangeFailure(.androidResourceStructure, "expected a 'name' attribute on '<\(element.name)>', found none", at: element.span)
            }
            let name = nameAttribute.value
            let resource = AndroidResource(
                name: name, content: try content(of: element, as: elementName, warnings: &warnings),
                translatable: element.attribute("translatable")?.value != "false", formatted: element.attribute("formatted")?.value != "false",
                span: element.span, nameSpan: nameAttribute.valueSpan)
            let identity = "\(resource.type)/\(name)"
            if let earlier = seen[identity] {
                throw InterchangeFailure(
                    .androidResourceStructure, "expected each resource once, found '@\(PrintableText.escaped(identity))' again", at: nameAttribute.valueSpan,
                    notes: [Diagnostic.Note("it is first defined here", at: earlier)])
            }
            seen[identity] = nameAttribute.valueSpan
            resources.append(resource)
        }
        return AndroidValues(resources: resources)
    }

    private static func content(of element: MarkupElement, as kind: String, warnings: inout [Diagnostic]) throws(InterchangeFailure) -> AndroidResource.Content {
        switch kind {
        case "string":
            return .string(try value(of: element, warnings: &warnings))
        case "bool":
            let value = try value(of: element, warnings: &warnings)
            guard value.isReference || value.text == "true" || value.text == "false" else {
                throw InterchangeFailure(.androidResourceStructure, "expected 'true' or 'false' in '<bool>', found \(FoundText.quoted(value.text))", at: value.span)
            }
            return .bool(value)
        case "integer":
            return .integer(try integer(of: element, warnings: &warnings))
        case "string-array", "integer-array":
            var items: [AndroidValue] = []
            for child in element.elements {
                guard child.name == "item" else {
                    throw InterchangeFailure(.androidResourceStructure, "expected '<item>' in '<\(element.name)>', found '<\(PrintableText.escaped(child.name))>'", at: child.span)
                }
                items.append(kind == "string-array" ? try value(of: child, warnings: &warnings) : try integer(of: child, warnings: &warnings))
            }
            if let text = element.texts.first(where: { !$0.isWhiteSpace }) {
                throw InterchangeFailure(.androidResourceStructure, "expected '<item>' elements in '<\(element.name)>', found text", at: text.span)
            }
            return kind == "string-array" ? .stringArray(items) : .integerArray(items)
        default:
            throw InterchangeFailure(.androidResourceStructure, "expected a resource element, found '<\(PrintableText.escaped(element.name))>'", at: element.span)
        }
    }

    private static func integer(of element: MarkupElement, warnings: inout [Diagnostic]) throws(InterchangeFailure) -> AndroidValue {
        let value = try value(of: element, warnings: &warnings)
        let text = value.text
        let digits = text.hasPrefix("0x") || text.hasPrefix("0X") ? Int64(text.dropFirst(2), radix: 16) : Int64(text)
        guard value.isReference || digits.map({ Int32(exactly: $0) != nil || UInt32(exactly: $0) != nil }) == true else {
            throw InterchangeFailure(.androidResourceStructure, "expected a 32-bit integer or a reference in '<\(element.name)>', found \(FoundText.quoted(text))", at: value.span)
        }
        return value
    }

    /// The compiled text of `element`; markup inside it is dropped with a warning.
    private static func value(of element: MarkupElement, warnings: inout [Diagnostic]) throws(InterchangeFailure) -> AndroidValue {
        let textSpan = element.span.file == element.endSpan.file && element.endSpan.startOffset >= element.span.endOffset
            ? SourceSpan(file: element.span.file, startOffset: element.span.endOffset, endOffset: element.endSpan.startOffset)
            : element.span
        if let markup = element.elements.first {
            warnings.append(.warning(
                .interchangeContentDropped, "styling markup in '<\(element.name)>' is not read: '<\(PrintableText.escaped(markup.name))>' is dropped and its text kept",
                at: markup.span))
        }
        let raw = rawText(of: element)
        let isReference = AndroidText.isReference(raw)
        guard let text = isReference ? raw.trimmingXMLWhiteSpace() : AndroidText.value(of: raw) else {
            throw InterchangeFailure(.androidResourceStructure, "expected four hexadecimal digits after '\\u' in '<\(element.name)>', found fewer", at: textSpan)
        }
        return AndroidValue(text: text, isReference: isReference, span: textSpan)
    }

    /// The text of `element` and of the markup inside it, in order, without recursion.
    private static func rawText(of element: MarkupElement) -> String {
        var text = ""
        var pending: [MarkupNode] = element.children.reversed()
        while let node = pending.popLast() {
            switch node {
            case .text(let run): text += run.text
            case .element(let child): pending.append(contentsOf: child.children.reversed())
            }
        }
        return text
    }
}
