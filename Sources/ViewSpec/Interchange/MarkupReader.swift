/// Reads an XML 1.0 document in UTF-8 into a `MarkupDocument` whose every element,
/// attribute and text knows its bytes.
///
/// Why a reader of our own rather than Foundation's `XMLParser` (FoundationXML): the
/// diagnostics of the project are byte spans, and `XMLParser` reports only the line and
/// column where libxml2's callback happens to be (the end of a start tag, not its name,
/// and nothing at all for an attribute's value), so positions would be guessed back from
/// lines. FoundationXML also brings libxml2 into a statically linked `viewspecc`: its
/// static archive is 0.6 MB and libxml2's another 2 MB (with ICU, LZMA and zlib behind it)
/// on Debian, for files that use a small part of XML. Property lists and Android resources
/// are plain XML: elements, attributes, text, CDATA, comments, processing instructions, a
/// document type declaration, the five predefined entities and character references.
/// That is what this reader reads. Entities declared in an internal DTD subset are not
/// expanded (a reference to one is an error), so no file can make the reader expand
/// "billion laughs"; elements are built on an explicit stack under `maximumDepth`, so no
/// nesting can exhaust the stack.
package struct MarkupReader {
    private let bytes: [UInt8]
    private let file: SourceFile
    private let limits: InterchangeLimits
    private var index = 0

    private init(file: SourceFile, limits: InterchangeLimits) {
        self.file = file
        self.bytes = file.bytes
        self.limits = limits
    }

    /// The document in `file`, or the first error in it.
    package static func read(_ file: SourceFile, limits: InterchangeLimits = .standard) -> InterchangeReadResult<MarkupDocument> {
        do {
            var reader = MarkupReader(file: file, limits: limits)
            let document = try reader.readDocument()
            return InterchangeReadResult(value: document, diagnostics: [], reportSource: file)
        } catch {
            return InterchangeReadResult(value: nil, diagnostics: [error.diagnostic], reportSource: file)
        }
    }

    // MARK: - Document

    private mutating func readDocument() throws(InterchangeFailure) -> MarkupDocument {
        guard bytes.count <= limits.maximumFileSize else {
            throw InterchangeFailure(.interchangeLimit, "expected a file of at most \(limits.maximumFileSize) bytes, found \(bytes.count) bytes", at: span(0, 0))
        }
        try validateEncoding()
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        if startsWith("<?xml"), index + 5 < bytes.count, isWhiteSpace(bytes[index + 5]) {
            try readDeclaration()
        }
        var doctype: String?
        while true {
            skipWhiteSpace()
            if startsWith("<!--") {
                try skipComment()
            } else if startsWith("<?") {
                try skipProcessingInstruction()
            } else if startsWith("<!DOCTYPE") {
                guard doctype == nil else { throw expected("one document type declaration", foundDescription: "a second one") }
                doctype = try readDoctype()
            } else {
                break
            }
        }
        guard index < bytes.count, bytes[index] == UInt8(ascii: "<") else {
            throw expected("the root element ('<')")
        }
        let root = try readElementTree()
        while true {
            skipWhiteSpace()
            if index >= bytes.count { break }
            if startsWith("<!--") {
                try skipComment()
            } else if startsWith("<?") {
                try skipProcessingInstruction()
            } else {
                throw expected("the end of the file after the root element '\(root.name)'")
            }
        }
        return MarkupDocument(root: root, doctype: doctype)
    }

    private func validateEncoding() throws(InterchangeFailure) {
        switch UTF8Validator.validate(bytes) {
        case .success:
            return
        case .failure(.wideEncoding(let name)):
            throw InterchangeFailure(.xmlSyntax, "expected UTF-8 text, found \(name); convert the file to UTF-8", at: span(0, 0))
        case .failure(.nulByte(let offset)):
            throw InterchangeFailure(.xmlSyntax, "expected a character, found a NUL byte, which XML cannot hold", at: span(offset, offset + 1))
        case .failure(.invalidSequence(let offset, _)), .failure(.truncatedSequence(let offset)):
            throw InterchangeFailure(.xmlSyntax, "expected UTF-8 text, found a byte that is not UTF-8", at: span(offset, offset + 1))
        }
    }

    private mutating func readDeclaration() throws(InterchangeFailure) {
        index += 5
        let attributes = try readAttributes(closing: "?>")
        guard startsWith("?>") else { throw expected("'?>' closing the XML declaration") }
        index += 2
        if let encoding = attributes.first(where: { $0.name == "encoding" }) {
            let name = encoding.value.lowercased()
            guard name == "utf-8" || name == "utf8" else {
                throw InterchangeFailure(.xmlSyntax, "expected encoding 'UTF-8', found \(FoundText.quoted(encoding.value)); convert the file to UTF-8", at: encoding.valueSpan)
            }
        }
        if let version = attributes.first(where: { $0.name == "version" }), !version.value.hasPrefix("1.") {
            throw InterchangeFailure(.xmlSyntax, "expected XML version '1.0', found \(FoundText.quoted(version.value))", at: version.valueSpan)
        }
    }

    /// `<!DOCTYPE name ... [subset]>`; returns what is between `<!DOCTYPE` and the subset.
    private mutating func readDoctype() throws(InterchangeFailure) -> String {
        let start = index
        index += 9
        let contentStart = index
        var contentEnd: Int?
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                try skipQuoted(byte, what: "a document type's identifier")
            } else if byte == UInt8(ascii: "[") {
                contentEnd = contentEnd ?? index
                try skipInternalSubset()
            } else if byte == UInt8(ascii: ">") {
                let end = contentEnd ?? index
                index += 1
                let text = String(decoding: bytes[contentStart..<end], as: UTF8.self)
                return text.trimmingXMLWhiteSpace()
            } else {
                index += 1
            }
        }
        throw InterchangeFailure(.xmlSyntax, "expected '>' closing the document type declaration, found the end of the file", at: span(start, start + 9))
    }

    private mutating func skipInternalSubset() throws(InterchangeFailure) {
        let start = index
        index += 1
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "]") {
                index += 1
                return
            } else if startsWith("<!--") {
                try skipComment()
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                try skipQuoted(byte, what: "a declaration's literal")
            } else {
                index += 1
            }
        }
        throw InterchangeFailure(.xmlSyntax, "expected ']' closing the internal subset, found the end of the file", at: span(start, start + 1))
    }

    private mutating func skipQuoted(_ quote: UInt8, what: String) throws(InterchangeFailure) {
        let start = index
        index += 1
        while index < bytes.count, bytes[index] != quote { index += 1 }
        guard index < bytes.count else {
            throw InterchangeFailure(.xmlSyntax, "expected the closing quote of \(what), found the end of the file", at: span(start, start + 1))
        }
        index += 1
    }

    private mutating func skipComment() throws(InterchangeFailure) {
        let start = index
        index += 4
        while index + 2 < bytes.count {
            if bytes[index] == UInt8(ascii: "-"), bytes[index + 1] == UInt8(ascii: "-") {
                guard bytes[index + 2] == UInt8(ascii: ">") else {
                    throw InterchangeFailure(.xmlSyntax, "expected '-->' after '--' in a comment, found \(FoundText.character(in: bytes, at: index + 2)); a comment may not hold '--'", at: span(index, index + 2))
                }
                index += 3
                return
            }
            index += 1
        }
        throw InterchangeFailure(.xmlSyntax, "expected '-->' closing the comment, found the end of the file", at: span(start, start + 4))
    }

    private mutating func skipProcessingInstruction() throws(InterchangeFailure) {
        let start = index
        index += 2
        while index + 1 < bytes.count {
            if bytes[index] == UInt8(ascii: "?"), bytes[index + 1] == UInt8(ascii: ">") {
                index += 2
                return
            }
            index += 1
        }
        index = bytes.count
        throw InterchangeFailure(.xmlSyntax, "expected '?>' closing the processing instruction, found the end of the file", at: span(start, start + 2))
    }

    // MARK: - Elements

    /// An element under construction, while its content is read.
    private struct OpenElement {
        var name: String
        var attributes: [MarkupAttribute]
        var children: [MarkupNode]
        var span: SourceSpan
    }

    /// The element starting at `<`, with everything inside it, built without recursion.
    private mutating func readElementTree() throws(InterchangeFailure) -> MarkupElement {
        var stack: [OpenElement] = []
        var pendingText: (text: String, start: Int)?

        func flushText(into element: inout OpenElement, end: Int) {
            guard let pending = pendingText else { return }
            element.children.append(.text(MarkupText(text: pending.text, span: span(pending.start, end), isCDATA: false)))
            pendingText = nil
        }

        // The root's start tag.
        switch try readStartTag() {
        case .empty(let element):
            return element
        case .open(let element):
            stack.append(element)
        }
        while var current = stack.popLast() {
            guard index < bytes.count else {
                throw InterchangeFailure(.xmlSyntax, "expected the end tag '</\(current.name)>', found the end of the file", at: current.span)
            }
            if bytes[index] != UInt8(ascii: "<") {
                let start = index
                let text = try readText()
                if let pending = pendingText {
                    pendingText = (pending.text + text, pending.start)
                } else {
                    pendingText = (text, start)
                }
                stack.append(current)
                continue
            }
            if startsWith("<!--") {
                // A comment ends a text run in the tree: the text either side stays apart.
                flushText(into: &current, end: index)
                try skipComment()
                stack.append(current)
            } else if startsWith("<![CDATA[") {
                flushText(into: &current, end: index)
                current.children.append(.text(try readCDATA()))
                stack.append(current)
            } else if startsWith("<?") {
                flushText(into: &current, end: index)
                try skipProcessingInstruction()
                stack.append(current)
            } else if startsWith("</") {
                flushText(into: &current, end: index)
                let endSpan = try readEndTag(of: current)
                let element = MarkupElement(name: current.name, attributes: current.attributes, children: current.children, span: current.span, endSpan: endSpan)
                guard var parent = stack.popLast() else { return element }
                parent.children.append(.element(element))
                stack.append(parent)
            } else if startsWith("<!") {
                throw expected("an element, a comment or a CDATA section after '<!'")
            } else {
                flushText(into: &current, end: index)
                guard stack.count + 2 <= limits.maximumDepth else {
                    throw InterchangeFailure(.interchangeLimit, "expected elements nested at most \(limits.maximumDepth) deep, found deeper ones", at: span(index, index + 1))
                }
                switch try readStartTag() {
                case .empty(let element):
                    current.children.append(.element(element))
                    stack.append(current)
                case .open(let element):
                    stack.append(current)
                    stack.append(element)
                }
            }
        }
        // Unreachable: the loop returns when the root's end tag is read.
        throw expected("the root element's end tag")
    }

    private enum StartTag {
        case empty(MarkupElement)
        case open(OpenElement)
    }

    private mutating func readStartTag() throws(InterchangeFailure) -> StartTag {
        let start = index
        index += 1
        let (name, _) = try readName(what: "an element name after '<'")
        let attributes = try readAttributes(closing: ">")
        if startsWith("/>") {
            index += 2
            let tag = span(start, index)
            return .empty(MarkupElement(name: name, attributes: attributes, children: [], span: tag, endSpan: tag))
        }
        guard index < bytes.count, bytes[index] == UInt8(ascii: ">") else {
            throw expected("'>' or '/>' closing the start tag of '\(name)'")
        }
        index += 1
        return .open(OpenElement(name: name, attributes: attributes, children: [], span: span(start, index)))
    }

    private mutating func readEndTag(of element: OpenElement) throws(InterchangeFailure) -> SourceSpan {
        let start = index
        index += 2
        let (name, nameSpan) = try readName(what: "the name of '\(element.name)' in its end tag")
        guard name == element.name else {
            throw InterchangeFailure(
                .xmlSyntax, "expected the end tag '</\(element.name)>', found '</\(name)>'", at: nameSpan,
                notes: [Diagnostic.Note("'\(element.name)' starts here", at: element.span)])
        }
        skipWhiteSpace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: ">") else {
            throw expected("'>' closing the end tag of '\(name)'")
        }
        index += 1
        return span(start, index)
    }

    /// Attributes up to `closing` (or `/>`), each name once.
    private mutating func readAttributes(closing: String) throws(InterchangeFailure) -> [MarkupAttribute] {
        var attributes: [MarkupAttribute] = []
        while true {
            let hadSpace = skipWhiteSpace()
            guard index < bytes.count else { throw expected("'\(closing)'") }
            if startsWith(closing) || startsWith("/>") { return attributes }
            guard hadSpace else { throw expected("white space before an attribute, or '\(closing)'") }
            let (name, nameSpan) = try readName(what: "an attribute name or '\(closing)'")
            if let earlier = attributes.first(where: { $0.name == name }) {
                throw InterchangeFailure(
                    .xmlSyntax, "expected each attribute once in a tag, found '\(name)' again", at: nameSpan,
                    notes: [Diagnostic.Note("'\(name)' is first given here", at: earlier.nameSpan)])
            }
            skipWhiteSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else { throw expected("'=' after the attribute name '\(name)'") }
            index += 1
            skipWhiteSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") else {
                throw expected("a quoted value for the attribute '\(name)'")
            }
            let quote = bytes[index]
            index += 1
            let valueStart = index
            var value = ""
            while true {
                guard index < bytes.count else {
                    throw InterchangeFailure(.xmlSyntax, "expected the closing quote of the value of '\(name)', found the end of the file", at: span(valueStart - 1, valueStart))
                }
                let byte = bytes[index]
                if byte == quote { break }
                switch byte {
                case UInt8(ascii: "<"):
                    throw expected("the closing quote of the value of '\(name)' (write '<' as '&lt;')")
                case UInt8(ascii: "&"):
                    value += try readReference()
                case 0x09, 0x0A:
                    value += " "
                    index += 1
                case 0x0D:
                    value += " "
                    index += 1
                    if index < bytes.count, bytes[index] == 0x0A { index += 1 }
                default:
                    let runStart = index
                    while index < bytes.count, bytes[index] != quote, bytes[index] != UInt8(ascii: "<"), bytes[index] != UInt8(ascii: "&"),
                        bytes[index] != 0x09, bytes[index] != 0x0A, bytes[index] != 0x0D
                    {
                        try checkCharacter(at: index)
                        index += 1
                    }
                    value += String(decoding: bytes[runStart..<index], as: UTF8.self)
                }
            }
            let valueSpan = span(valueStart, index)
            index += 1
            attributes.append(MarkupAttribute(name: name, value: value, nameSpan: nameSpan, valueSpan: valueSpan))
        }
    }

    /// Character data up to the next `<`, references resolved, line breaks normalized.
    private mutating func readText() throws(InterchangeFailure) -> String {
        var text = ""
        while index < bytes.count, bytes[index] != UInt8(ascii: "<") {
            switch bytes[index] {
            case UInt8(ascii: "&"):
                text += try readReference()
            case 0x0D:
                text += "\n"
                index += 1
                if index < bytes.count, bytes[index] == 0x0A { index += 1 }
            case UInt8(ascii: "]") where startsWith("]]>"):
                throw expected("text (write ']]>' as ']]&gt;')")
            default:
                let runStart = index
                while index < bytes.count, bytes[index] != UInt8(ascii: "<"), bytes[index] != UInt8(ascii: "&"), bytes[index] != 0x0D,
                    bytes[index] != UInt8(ascii: "]")
                {
                    try checkCharacter(at: index)
                    index += 1
                }
                if runStart == index {
                    // A `]` that does not start `]]>`.
                    index += 1
                }
                text += String(decoding: bytes[runStart..<index], as: UTF8.self)
            }
        }
        return text
    }

    private mutating func readCDATA() throws(InterchangeFailure) -> MarkupText {
        let start = index
        index += 9
        let contentStart = index
        while index + 2 < bytes.count {
            if bytes[index] == UInt8(ascii: "]"), bytes[index + 1] == UInt8(ascii: "]"), bytes[index + 2] == UInt8(ascii: ">") {
                let raw = String(decoding: bytes[contentStart..<index], as: UTF8.self)
                index += 3
                let text = raw.replacingCRLF()
                return MarkupText(text: text, span: span(start, index), isCDATA: true)
            }
            try checkCharacter(at: index)
            index += 1
        }
        throw InterchangeFailure(.xmlSyntax, "expected ']]>' closing the CDATA section, found the end of the file", at: span(start, start + 9))
    }

    /// `&name;` or `&#N;` or `&#xH;` at `index`.
    private mutating func readReference() throws(InterchangeFailure) -> String {
        let start = index
        index += 1
        var end = index
        while end < bytes.count, end - index < 12, bytes[end] != UInt8(ascii: ";"), !isWhiteSpace(bytes[end]), bytes[end] != UInt8(ascii: "<") {
            end += 1
        }
        guard end < bytes.count, bytes[end] == UInt8(ascii: ";") else {
            throw InterchangeFailure(.xmlSyntax, "expected a reference such as '&amp;' or '&#38;' after '&', found \(FoundText.character(in: bytes, at: index)); write '&' as '&amp;'", at: span(start, start + 1))
        }
        let body = String(decoding: bytes[index..<end], as: UTF8.self)
        let referenceSpan = span(start, end + 1)
        index = end + 1
        switch body {
        case "lt": return "<"
        case "gt": return ">"
        case "amp": return "&"
        case "quot": return "\""
        case "apos": return "'"
        default: break
        }
        if body.hasPrefix("#") {
            let digits = body.dropFirst()
            let value: UInt32? = digits.hasPrefix("x") ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits, radix: 10)
            guard let value, let scalar = Unicode.Scalar(value), Self.isXMLCharacter(scalar), !digits.hasPrefix("x+"), !digits.hasPrefix("+") else {
                throw InterchangeFailure(.xmlSyntax, "expected a character reference to a character XML can hold, found '&\(PrintableText.escaped(body));'", at: referenceSpan)
            }
            return String(Character(scalar))
        }
        throw InterchangeFailure(.xmlSyntax, "expected one of the predefined entities (&lt; &gt; &amp; &quot; &apos;) or a character reference, found '&\(PrintableText.escaped(body));'; entities declared in a DTD are not read", at: referenceSpan)
    }

    /// A name: letters, digits, `_ : - .` and any non-ASCII character; not starting with a digit, `-` or `.`.
    private mutating func readName(what: String) throws(InterchangeFailure) -> (String, SourceSpan) {
        let start = index
        while index < bytes.count {
            let byte = bytes[index]
            let isNameByte = byte >= 0x80 || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
                || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ":")
                || (index > start && ((byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")))
            guard isNameByte else { break }
            index += 1
        }
        guard index > start else {
            throw expected(what)
        }
        return (String(decoding: bytes[start..<index], as: UTF8.self), span(start, index))
    }

    /// C0 controls other than tab, LF and CR may not appear in XML 1.0 at all.
    private func checkCharacter(at offset: Int) throws(InterchangeFailure) {
        let byte = bytes[offset]
        if byte < 0x20, byte != 0x09, byte != 0x0A, byte != 0x0D {
            throw InterchangeFailure(.xmlSyntax, "expected a character XML can hold, found the control character U+\(String(byte, radix: 16, uppercase: true).zeroPadded(to: 4))", at: span(offset, offset + 1))
        }
    }

    static func isXMLCharacter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A, 0x0D: true
        case 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
        default: false
        }
    }

    // MARK: - Bytes

    @discardableResult
    private mutating func skipWhiteSpace() -> Bool {
        let start = index
        while index < bytes.count, isWhiteSpace(bytes[index]) { index += 1 }
        return index > start
    }

    private func isWhiteSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    private func startsWith(_ text: StaticString) -> Bool {
        let count = text.utf8CodeUnitCount
        guard index + count <= bytes.count else { return false }
        let pointer = text.utf8Start
        for offset in 0..<count where bytes[index + offset] != pointer[offset] { return false }
        return true
    }

    private func startsWith(_ text: String) -> Bool {
        let utf8 = Array(text.utf8)
        guard index + utf8.count <= bytes.count else { return false }
        return bytes[index..<(index + utf8.count)].elementsEqual(utf8)
    }

    private func span(_ start: Int, _ end: Int) -> SourceSpan {
        file.span(from: start, to: min(end, bytes.count))
    }

    private func expected(_ what: String, foundDescription: String? = nil) -> InterchangeFailure {
        let found = foundDescription ?? FoundText.character(in: bytes, at: index)
        return InterchangeFailure(.xmlSyntax, "expected \(what), found \(found)", at: span(index, index + 1))
    }
}

extension String {
    /// Without leading and trailing XML white space (space, tab, LF, CR).
    func trimmingXMLWhiteSpace() -> String {
        let utf8 = Array(self.utf8)
        var start = 0
        var end = utf8.count
        func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }
        while start < end, isSpace(utf8[start]) { start += 1 }
        while end > start, isSpace(utf8[end - 1]) { end -= 1 }
        return String(decoding: utf8[start..<end], as: UTF8.self)
    }

    /// CR LF and lone CR as LF, as XML reads line breaks.
    func replacingCRLF() -> String {
        guard utf8.contains(0x0D) else { return self }
        var output = ""
        var previousWasCR = false
        for scalar in unicodeScalars {
            if scalar == "\r" {
                output += "\n"
                previousWasCR = true
            } else {
                if !(scalar == "\n" && previousWasCR) { output.unicodeScalars.append(scalar) }
                previousWasCR = false
            }
        }
        return output
    }

    func zeroPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
