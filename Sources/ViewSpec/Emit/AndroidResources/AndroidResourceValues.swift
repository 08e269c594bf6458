/// The texts and arrays the preference screens refer to, collected while they are built:
/// `values/strings.xml` and `values/arrays.xml`, each resource in the order first used.
struct AndroidResourceValues {
    private(set) var strings: [AndroidResource] = []
    private(set) var arrays: [AndroidResource] = []
    /// The resource name given to each localization key.
    private var stringNames: [String: String] = [:]
    private var takenStringNames: Set<String> = []
    private var takenArrayNames: Set<String> = []

    /// `@string/<name>` for a localization key, its default text (or, without one, the key
    /// itself, as an app shows a key its tables lack) going to `strings.xml` the first time.
    mutating func stringReference(key: String, fallback: String?) -> String {
        if let name = stringNames[key] { return "@string/\(name)" }
        let name = AndroidResourceNames.unique(AndroidResourceNames.valueName(key)) { takenStringNames.contains($0) }
        takenStringNames.insert(name)
        stringNames[key] = name
        let text = fallback ?? key
        strings.append(AndroidResource(
            name: name, content: .string(AndroidValue(text: text, span: Self.origin)), formatted: !text.contains("%"), span: Self.origin, nameSpan: Self.origin))
        return "@string/\(name)"
    }

    /// `@array/<name>` for a string array, named after `base`; an array with the same name
    /// and items is written once.
    mutating func arrayReference(_ base: String, items: [AndroidValue]) -> String {
        let content = AndroidResource.Content.stringArray(items)
        let name = AndroidResourceNames.unique(AndroidResourceNames.valueName(base)) { candidate in
            takenArrayNames.contains(candidate) && !arrays.contains { $0.name == candidate && $0.content == content }
        }
        if takenArrayNames.insert(name).inserted {
            // Array items are values or references to translated strings, never texts to translate.
            let formatted = !items.contains { !$0.isReference && $0.text.contains("%") }
            arrays.append(AndroidResource(name: name, content: content, translatable: false, formatted: formatted, span: Self.origin, nameSpan: Self.origin))
        }
        return "@array/\(name)"
    }

    static let origin = SourceSpan.startOfFile("values")
}
