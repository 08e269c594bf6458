/// The resources of one `res/values*/` file (`strings.xml`, `arrays.xml`) that settings
/// screens use: strings, string and integer arrays, booleans and integers, in file order.
package struct AndroidValues: Sendable, Equatable {
    package var resources: [AndroidResource]

    package init(resources: [AndroidResource]) {
        self.resources = resources
    }

    /// The resource `@type/name` would name; `type` is `string`, `array`, `bool` or `integer`.
    package func resource(type: String, name: String) -> AndroidResource? {
        resources.first { $0.type == type && $0.name == name }
    }
}

package struct AndroidResource: Sendable, Equatable {
    package var name: String
    package var content: Content
    /// `translatable="false"`: the text is the same in every language.
    package var translatable: Bool
    /// `formatted="false"`: `%` in the text is not a format specifier.
    package var formatted: Bool
    /// The element's start tag; `name="…"`'s value.
    package var span: SourceSpan
    package var nameSpan: SourceSpan

    package init(name: String, content: Content, translatable: Bool = true, formatted: Bool = true, span: SourceSpan, nameSpan: SourceSpan) {
        self.name = name
        self.content = content
        self.translatable = translatable
        self.formatted = formatted
        self.span = span
        self.nameSpan = nameSpan
    }

    package enum Content: Sendable, Equatable {
        /// `<string>`: its value as compiled (escapes and quotes resolved).
        case string(AndroidValue)
        case stringArray([AndroidValue])
        case integerArray([AndroidValue])
        case bool(AndroidValue)
        case integer(AndroidValue)
    }

    /// The resource type a reference names it by: `string`, `array`, `bool`, `integer`.
    package var type: String {
        switch content {
        case .string: "string"
        case .stringArray, .integerArray: "array"
        case .bool: "bool"
        case .integer: "integer"
        }
    }

    /// The element name it is written with.
    package var elementName: String {
        switch content {
        case .string: "string"
        case .stringArray: "string-array"
        case .integerArray: "integer-array"
        case .bool: "bool"
        case .integer: "integer"
        }
    }

    /// Positions aside.
    package static func == (lhs: AndroidResource, rhs: AndroidResource) -> Bool {
        lhs.name == rhs.name && lhs.content == rhs.content && lhs.translatable == rhs.translatable && lhs.formatted == rhs.formatted
    }
}

/// A string, an array item, a boolean or an integer: compiled text, or a reference.
package struct AndroidValue: Sendable, Equatable {
    package var text: String
    /// Whether `text` is a reference (`@string/name`, `?attr/name`) rather than a value.
    package var isReference: Bool
    /// The element's text between its tags.
    package var span: SourceSpan

    package init(text: String, isReference: Bool = false, span: SourceSpan) {
        self.text = text
        self.isReference = isReference
        self.span = span
    }

    /// Positions aside.
    package static func == (lhs: AndroidValue, rhs: AndroidValue) -> Bool {
        lhs.text.unicodeScalars.elementsEqual(rhs.text.unicodeScalars) && lhs.isReference == rhs.isReference
    }
}
