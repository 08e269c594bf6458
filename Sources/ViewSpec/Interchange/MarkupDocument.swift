/// An XML document as the readers of property lists and Android resources see it:
/// elements, attributes and text, each with the bytes it was read from. Comments and
/// processing instructions are not kept; entity and character references are resolved.
package struct MarkupDocument: Sendable {
    package var root: MarkupElement
    /// The document type declaration's content as written, from its name up to any
    /// internal subset (`plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://…"`); nil
    /// without one.
    package var doctype: String?
}

/// One element, with what it holds in document order.
package struct MarkupElement: Sendable {
    /// The name as written, prefix included (`android:key` is an attribute's; an element's
    /// is `PreferenceScreen` or `androidx.preference.SwitchPreferenceCompat`).
    package var name: String
    package var attributes: [MarkupAttribute]
    package var children: [MarkupNode]
    /// The start tag, from `<` through `>` (or `/>`).
    package var span: SourceSpan
    /// The end tag; the start tag again for an empty-element tag (`<true/>`).
    package var endSpan: SourceSpan

    /// The first attribute with the name `name`, as written.
    package func attribute(_ name: String) -> MarkupAttribute? {
        attributes.first { $0.name == name }
    }

    /// The child elements, without the text between them.
    package var elements: [MarkupElement] {
        children.compactMap { if case .element(let element) = $0 { element } else { nil } }
    }

    /// The text children, in order.
    package var texts: [MarkupText] {
        children.compactMap { if case .text(let text) = $0 { text } else { nil } }
    }

    /// All text directly inside the element, joined.
    package var text: String {
        texts.map(\.text).joined()
    }

    /// From the start tag's `<` through the end tag's `>`.
    package var extent: SourceSpan { span.through(endSpan) }
}

package struct MarkupAttribute: Sendable {
    package var name: String
    /// The value with references resolved and white space normalized as XML prescribes
    /// (tab, CR and LF written as such become spaces).
    package var value: String
    package var nameSpan: SourceSpan
    /// The value between its quotes.
    package var valueSpan: SourceSpan
}

package struct MarkupText: Sendable {
    /// The text with references resolved and line breaks normalized to LF.
    package var text: String
    package var span: SourceSpan
    /// Whether it was written as a CDATA section, which Android's resource compiler reads
    /// without its escapes.
    package var isCDATA: Bool

    /// Whether it is white space only, as between elements.
    package var isWhiteSpace: Bool {
        text.utf8.allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
    }
}

package enum MarkupNode: Sendable {
    case element(MarkupElement)
    case text(MarkupText)
}
