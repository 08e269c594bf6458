/// Reads an Android preference screen (`res/xml/*.xml`) into a tree of
/// `PreferenceElement`s, resolving each attribute's prefix through the `xmlns:` declarations
/// in scope (`android:`, `app:`, `tools:` and any other). A prefix with no declaration in
/// scope is an error, as it is for Android's resource compiler; text between elements is
/// dropped with a warning, since preferences hold none.
package enum PreferenceXMLReader {
    package static func read(_ file: SourceFile, limits: InterchangeLimits = .standard) -> InterchangeReadResult<PreferenceElement> {
        let markup = MarkupReader.read(file, limits: limits)
        guard let document = markup.value else {
            return InterchangeReadResult(value: nil, diagnostics: markup.diagnostics, reportSource: file)
        }
        var warnings: [Diagnostic] = []
        do {
            let root = try element(document.root, scope: ["xml": AndroidNamespace.xml], warnings: &warnings)
            return InterchangeReadResult(value: root, diagnostics: warnings, reportSource: file)
        } catch {
            return InterchangeReadResult(value: nil, diagnostics: warnings + [error.diagnostic], reportSource: file)
        }
    }

    /// Recursion is bounded by the markup reader's depth limit.
    private static func element(_ markup: MarkupElement, scope outer: [String: String], warnings: inout [Diagnostic]) throws(InterchangeFailure) -> PreferenceElement {
        var scope = outer
        for attribute in markup.attributes where attribute.name.hasPrefix("xmlns:") {
            let prefix = String(attribute.name.dropFirst(6))
            guard !attribute.value.isEmpty else {
                throw InterchangeFailure(.xmlSyntax, "expected a namespace URI for the prefix '\(PrintableText.escaped(prefix))', found an empty one", at: attribute.valueSpan)
            }
            scope[prefix] = attribute.value
        }
        var attributes: [PreferenceAttribute] = []
        for attribute in markup.attributes where attribute.name != "xmlns" && !attribute.name.hasPrefix("xmlns:") {
            let parts = attribute.name.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
            var namespace: String?
            var prefix: String?
            var localName = attribute.name
            if parts.count == 2 {
                prefix = String(parts[0])
                localName = String(parts[1])
                guard let uri = scope[String(parts[0])] else {
                    throw InterchangeFailure(
                        .xmlSyntax, "expected a declared namespace prefix, found '\(PrintableText.escaped(String(parts[0])))' with no 'xmlns:\(PrintableText.escaped(String(parts[0])))' in scope",
                        at: attribute.nameSpan)
                }
                namespace = uri
            }
            if let duplicate = attributes.first(where: { $0.namespace == namespace && $0.localName == localName }) {
                throw InterchangeFailure(
                    .xmlSyntax, "expected each attribute once in a tag, found '\(PrintableText.escaped(localName))' of the same namespace again", at: attribute.nameSpan,
                    notes: [Diagnostic.Note("it is first given here", at: duplicate.nameSpan)])
            }
            attributes.append(PreferenceAttribute(namespace: namespace, localName: localName, prefix: prefix, value: attribute.value, nameSpan: attribute.nameSpan, valueSpan: attribute.valueSpan))
        }
        if let text = markup.texts.first(where: { !$0.isWhiteSpace }) {
            warnings.append(.warning(.interchangeContentDropped, "text in '<\(PrintableText.escaped(markup.name))>' is not read; preferences hold attributes and elements only", at: text.span))
        }
        var children: [PreferenceElement] = []
        for child in markup.elements {
            children.append(try element(child, scope: scope, warnings: &warnings))
        }
        return PreferenceElement(name: markup.name, attributes: attributes, children: children, span: markup.span)
    }
}
