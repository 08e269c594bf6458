/// The attributes of one Android preference while it is imported: reads them by name in the
/// `android:` or `app:` namespace, remembers which were used, and reports the others as not
/// imported, each at its own place. `tools:` attributes are for the build tools only and
/// are passed over.
struct PreferenceAttributeReader {
    let element: PreferenceElement
    private(set) var diagnostics: [Diagnostic] = []
    private(set) var isLossy = false
    private var used: Set<String> = []

    init(element: PreferenceElement) {
        self.element = element
    }

    /// `android:name`, else `app:name`.
    mutating func attribute(_ name: String) -> PreferenceAttribute? {
        used.insert(name)
        return element.attribute(name) ?? element.attribute(name, namespace: AndroidNamespace.app)
    }

    mutating func markLossy() {
        isLossy = true
    }

    mutating func report(_ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
    }

    mutating func loseMeaning(at attribute: PreferenceAttribute?, _ message: String) {
        isLossy = true
        diagnostics.append(.warning(.notImported, message, at: attribute?.nameSpan ?? element.span))
    }

    /// Reports every attribute not used.
    mutating func finish() {
        for attribute in element.attributes where !used.contains(attribute.localName) && attribute.namespace != AndroidNamespace.tools {
            let shown = (attribute.prefix.map { "\($0):" } ?? "") + attribute.localName
            isLossy = true
            diagnostics.append(.warning(
                .notImported, "'\(PrintableText.escaped(shown))' of this \(PrintableText.escaped(element.name)) is not imported: \(Self.reason(attribute.localName))",
                at: attribute.nameSpan))
        }
    }

    static func reason(_ name: String) -> String {
        switch name {
        case "summaryOn", "summaryOff": "only a two-state preference shows a summary by state"
        case "useSimpleSummaryProvider": "it is presentation, which specs leave to the renderer"
        case "dialogTitle": "the spec language has a dialog title for a choice only"
        case "dialogMessage", "dialogIcon", "positiveButtonText", "negativeButtonText": "the spec language has no dialog texts yet"
        case "icon": "only a row has an icon in the spec language, a drawable written @drawable/NAME"
        case "layout", "widgetLayout", "iconSpaceReserved", "singleLineTitle", "showSeekBarValue", "allowDividerAbove", "allowDividerBelow",
            "order", "updatesContinuously", "seekBarIncrement", "adjustable":
            "it is presentation, which specs leave to the renderer"
        case "enabled", "selectable", "shouldDisableView": "the spec language has no items disabled for good yet"
        case "disableDependentsState": "it is read with the preferences that depend on this one"
        default: "the spec language has no equivalent for it yet"
        }
    }
}
