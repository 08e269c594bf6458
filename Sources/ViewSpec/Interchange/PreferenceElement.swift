/// The namespaces of Android preference and resource XML.
package enum AndroidNamespace {
    package static let android = "http://schemas.android.com/apk/res/android"
    /// Attributes of the app's own or a library's `attrs.xml` (androidx.preference's `app:`).
    package static let app = "http://schemas.android.com/apk/res-auto"
    package static let tools = "http://schemas.android.com/tools"
    /// Bound to the prefix `xml` in every document, without a declaration (`xml:lang`).
    package static let xml = "http://www.w3.org/XML/1998/namespace"

    /// The prefix each is conventionally written with.
    static let conventionalPrefixes = [android: "android", app: "app", tools: "tools", xml: "xml"]
}

/// One element of an Android preference screen (`res/xml/*.xml`): a preference, a
/// category, a screen, or what they hold (`<intent>`, `<extra>`), with its attributes'
/// namespaces resolved.
package struct PreferenceElement: Sendable, Equatable {
    /// The tag as written: `SwitchPreferenceCompat`, `androidx.preference.ListPreference`,
    /// `com.example.ColorPreference`.
    package var name: String
    /// In document order, namespace declarations (`xmlns:…`) left out.
    package var attributes: [PreferenceAttribute]
    package var children: [PreferenceElement]
    /// The start tag.
    package var span: SourceSpan

    package init(name: String, attributes: [PreferenceAttribute], children: [PreferenceElement] = [], span: SourceSpan) {
        self.name = name
        self.attributes = attributes
        self.children = children
        self.span = span
    }

    /// The attribute `localName` in `namespace` (`android:` by default).
    package func attribute(_ localName: String, namespace: String? = AndroidNamespace.android) -> PreferenceAttribute? {
        attributes.first { $0.localName == localName && $0.namespace == namespace }
    }

    /// Names, attributes and children; positions and prefixes aside.
    package static func == (lhs: PreferenceElement, rhs: PreferenceElement) -> Bool {
        lhs.name == rhs.name && lhs.attributes == rhs.attributes && lhs.children == rhs.children
    }
}

package struct PreferenceAttribute: Sendable, Equatable {
    /// The namespace's URI; nil for an attribute without a prefix.
    package var namespace: String?
    package var localName: String
    /// The prefix it was written with; a writer may choose another for the same namespace.
    package var prefix: String?
    package var value: String
    package var nameSpan: SourceSpan
    package var valueSpan: SourceSpan

    package init(namespace: String?, localName: String, prefix: String? = nil, value: String, nameSpan: SourceSpan, valueSpan: SourceSpan) {
        self.namespace = namespace
        self.localName = localName
        self.prefix = prefix
        self.value = value
        self.nameSpan = nameSpan
        self.valueSpan = valueSpan
    }

    /// Namespace, name and value; prefix and positions aside.
    package static func == (lhs: PreferenceAttribute, rhs: PreferenceAttribute) -> Bool {
        lhs.namespace == rhs.namespace && lhs.localName == rhs.localName && lhs.value.unicodeScalars.elementsEqual(rhs.value.unicodeScalars)
    }
}
