/// One specifier dictionary while it is imported: reads its keys, remembers which were
/// used, and reports what it leaves out, each at the key's own place in the property list.
///
/// Every key is accounted for when `finish()` is called: used, reported as left out
/// (`not-imported`), or reported as misspelt (`misspelt-specifier-key`). A specifier with
/// something left out counts as imported with loss.
struct SpecifierReader {
    let dictionary: PropertyListDictionary
    let span: SourceSpan
    let type: String
    /// The pane's XML text, where a fix-it can rewrite a key in place; nil for a binary one.
    let xmlText: [UInt8]?
    private(set) var diagnostics: [Diagnostic] = []
    private(set) var isLossy = false
    private var used: Set<String> = ["Type"]

    init(dictionary: PropertyListDictionary, span: SourceSpan, type: String, xmlText: [UInt8]?) {
        self.dictionary = dictionary
        self.span = span
        self.type = type
        self.xmlText = xmlText
    }

    /// Whether `key` is written and no reading has used it yet.
    func isUnused(_ key: String) -> Bool {
        dictionary[key] != nil && !used.contains(key)
    }

    /// The value of `key`, which counts as used.
    mutating func value(_ key: String) -> PropertyList? {
        used.insert(key)
        return dictionary[key]
    }

    mutating func string(_ key: String) -> String? {
        value(key)?.string
    }

    /// Where `key` is written, or the specifier when it is not.
    func place(of key: String) -> SourceSpan {
        dictionary.entry(key)?.keySpan ?? span
    }

    /// Reports that `key` is not imported, and why.
    mutating func leaveOut(_ key: String, because reason: String) {
        used.insert(key)
        isLossy = true
        diagnostics.append(.warning(.notImported, "'\(PrintableText.escaped(key))' of this \(type) is not imported: \(reason)", at: place(of: key)))
    }

    /// Reports that part of the specifier is not imported, at `key` (or the specifier).
    mutating func loseMeaning(at key: String?, _ message: String) {
        isLossy = true
        diagnostics.append(.warning(.notImported, message, at: key.map(place(of:)) ?? span))
    }

    mutating func report(_ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
    }

    mutating func markLossy() {
        isLossy = true
    }

    /// Reports every key not used: misspelt ones with the key they resemble, the others as
    /// not imported.
    mutating func finish() {
        for entry in dictionary.entries where !used.contains(entry.key) {
            if !SpecifierVocabulary.knownKeys.contains(entry.key), let known = SpecifierVocabulary.closestKnownKey(to: entry.key) {
                let keyText = keyTextSpan(of: entry)
                let fixIts = keyText.map { [Diagnostic.FixIt("replace '\(PrintableText.escaped(entry.key))' with '\(known)'", replacing: $0, with: known)] } ?? []
                diagnostics.append(.warning(
                    .misspeltSpecifierKey,
                    "expected a key the Settings app reads, found '\(PrintableText.escaped(entry.key))', which it ignores; did you mean '\(known)'?",
                    at: keyText ?? entry.keySpan, fixIts: fixIts))
                continue
            }
            if Self.textFieldTraits.contains(entry.key) {
                // Nothing the Settings app shows is lost: it reads these on text fields alone.
                used.insert(entry.key)
                diagnostics.append(.warning(
                    .notImported,
                    "'\(entry.key)' of this \(type) is not imported: the Settings app reads it only on a text field, and ignores it here",
                    at: place(of: entry.key)))
                continue
            }
            leaveOut(entry.key, because: Self.reason(forLeavingOut: entry.key))
        }
    }

    /// The keys that say how a text field is typed into: a text field (or text view) reads
    /// them, and any other specifier ignores them.
    static let textFieldTraits: Set<String> = ["KeyboardType", "AutocapitalizationType", "AutocorrectionType", "IsSecure"]

    /// The key's text inside its `<key>` element, when it is written there as it is (no
    /// entity, no space around it), so that an edit can replace exactly it.
    private func keyTextSpan(of entry: PropertyListDictionary.Entry) -> SourceSpan? {
        guard let xmlText else { return nil }
        let start = entry.keySpan.endOffset
        let end = start + entry.key.utf8.count
        guard end <= xmlText.count, xmlText[start..<end].elementsEqual(entry.key.utf8) else { return nil }
        return SourceSpan(file: entry.keySpan.file, startOffset: start, endOffset: end)
    }

    /// Why a key a spec cannot say is left out, in words a user acts on.
    static func reason(forLeavingOut key: String) -> String {
        switch key {
        case "IASKSubtitle": "a group has no subtitle, and a button, a link or a child pane none by value"
        case "ShortTitles", "DisplaySortedByTitle": "only a choice has short titles and sorted options"
        case "FooterText": "the spec language has no footers on a single item yet"
        case "Key": "child panes store no value in the spec language"
        case "IASKTextContentType": "only a text field takes a content type"
        case "IASKIsCritical": "only a button is destructive in the spec language"
        case "ExcludeTargets":
            "build targets are the app's own (its Xcode project's), not platforms: a spec names platforms ('platforms'), and no reader of a Settings.bundle reads this key"
        case "IASKCellImage": "only a row shows an icon in the spec language"
        case "IASKTextAlignment", "IASKAdjustsFontSizeToFitWidth", "IASKToggleStyle", "IASKQuickMultiValueSelection",
            "IASKChildTitle", "IconNames", "MinimumValueImage", "MaximumValueImage", "IASKWebViewShowProgress", "IASKWebViewHideBottomBar",
            "IASKWebViewShowNavigationalButtons", "IASKWebViewFullscreen":
            "it is presentation, which specs leave to the renderer"
        default:
            SpecifierVocabulary.knownKeys.contains(key)
                ? "the spec language has no equivalent for this key on this specifier"
                : "the Settings app does not read it"
        }
    }
}
