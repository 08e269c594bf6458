/// Turns the YAML tree of one spec file into the typed model of the spec language,
/// reporting every shape problem on the way: unknown keys, missing keys, wrong types.
///
/// Decoding checks shape only; whether names resolve and types fit is for the checks,
/// which see the whole project.
public struct SpecDecoder: Sendable {
    /// The format versions this compiler reads.
    public static let supportedFormatVersions = 1...1
    /// Sections a later format version will define; reported as such, not as typos. None
    /// today: the format's reserved words are 3D motion in animations' keyframes.
    static let reservedSections: [String: String] = [:]

    public init() {}

    /// Decodes a loaded file; nil when it is not a spec at all (no `viewspec:` mapping).
    public func decode(_ root: YAMLNode?, path: String) -> (file: SpecFile?, diagnostics: [Diagnostic]) {
        let context = DecodeContext(path: path)
        let file = decodeFile(root, path: path, context: context)
        return (file, context.finishedDiagnostics)
    }

    /// Construct name → the keys decoding `root` asked for: what tests compare with the
    /// vocabulary, to show that the decoder reads every key the schema offers.
    func keysRead(decoding root: YAMLNode?, path: String) -> [String: Set<String>] {
        let context = DecodeContext(path: path, recordsKeys: true)
        _ = decodeFile(root, path: path, context: context)
        return context.keysRead
    }

    private func decodeFile(_ root: YAMLNode?, path: String, context: DecodeContext) -> SpecFile? {
        guard let root else {
            context.error(.missingFormatVersion, "expected a spec starting with 'viewspec: 1', found an empty file", at: .startOfFile(path))
            return nil
        }
        guard var reader = MappingReader(root, context, what: "a spec file", construct: SpecVocabulary.file) else { return nil }
        guard let versionNode = reader.optional("viewspec") else {
            context.error(
                .missingFormatVersion, "expected the format version 'viewspec: 1' at the top of the spec file",
                at: root.span.atStart,
                fixIts: [.init("insert 'viewspec: 1' as the first line", replacing: root.span.atStart, with: "viewspec: 1\n")])
            return nil
        }
        guard let version = context.int(versionNode, what: "the format version as an integer") else { return nil }
        guard Self.supportedFormatVersions.contains(version.value) else {
            context.error(
                .unsupportedFormatVersion,
                "expected format version 1, found \(version.value); this viewspecc (\(ViewSpecVersion.current)) reads format version 1",
                at: version.range)
            return nil
        }
        var file = SpecFile(path: path, formatVersion: version)
        let modelsNode = reader.optional("models")
        if let modelsNode {
            file.models = declarations(modelsNode, what: "models", kind: .model, in: &file, context: context, decode: decodeModel)
        }
        let screensNode = reader.optional("preferences")
        if let screensNode {
            file.preferenceScreens = declarations(
                screensNode, what: "preference screens", kind: .preferenceScreen, in: &file, context: context, decode: decodePreferenceScreen)
        }
        let tablesNode = reader.optional("tables")
        if let tablesNode {
            file.tables = declarations(tablesNode, what: "tables", kind: .table, in: &file, context: context, decode: decodeTable)
        }
        let hierarchiesNode = reader.optional("hierarchies")
        if let hierarchiesNode {
            file.hierarchies = declarations(hierarchiesNode, what: "hierarchies", kind: .hierarchy, in: &file, context: context, decode: decodeHierarchy)
        }
        let sheetsNode = reader.optional("actionSheets")
        if let sheetsNode {
            file.actionSheets = declarations(
                sheetsNode, what: "action sheets", kind: .actionSheet, in: &file, context: context, decode: decodeActionSheet)
        }
        let animationsNode = reader.optional("animations")
        if let animationsNode {
            file.animations = declarations(animationsNode, what: "animations", kind: .animation, in: &file, context: context, decode: decodeAnimation)
        }
        if let schemesNode = reader.optional("urlSchemes"), let items = context.sequence(schemesNode, what: "urlSchemes") {
            file.urlSchemes = items.compactMapPresized { item in
                guard let scheme = context.string(item, what: "a URL scheme as a string") else { return nil }
                guard LinkSchemeCheck.isScheme(scheme.value) else {
                    context.error(
                        .wrongValueType,
                        "expected a URL scheme: a letter, then letters, digits, '+', '-' or '.', without the colon; found '\(scheme.value)'",
                        at: item.span)
                    return nil
                }
                return scheme
            }
        }
        // A section under a misspelt key ('modles:') declares nothing, but its names are
        // known: references to them are not reported again as unknown.
        let sections: [(String, UnreadDeclaration.Kind, present: Bool)] = [
            ("models", .model, modelsNode != nil), ("preferences", .preferenceScreen, screensNode != nil),
            ("tables", .table, tablesNode != nil), ("hierarchies", .hierarchy, hierarchiesNode != nil),
            ("actionSheets", .actionSheet, sheetsNode != nil), ("animations", .animation, animationsNode != nil),
        ]
        for (key, kind, present) in sections where !present {
            file.unreadDeclarations += Self.namesWritten(under: reader.valueOfMisspelling(of: key)).map { UnreadDeclaration(kind, $0) }
        }
        reader.rejectUnknownKeys(in: "a spec file", reserved: Self.reservedSections)
        file.unreadPresentedSheets = context.unreadPresentedSheets
        return file
    }

    /// The scalar keys of a mapping: the names a misspelt section or fields key holds.
    static func namesWritten(under node: YAMLNode?) -> [String] {
        guard let entries = node?.mapping else { return [] }
        return entries.indices.compactMap { entries.keyText(at: $0) }
    }

    /// The declarations of a section that could be read; the names of the others go to
    /// `file.unreadDeclarations`, so that what refers to them is not reported twice.
    private func declarations<Declaration>(
        _ section: YAMLNode, what: String, kind: UnreadDeclaration.Kind, in file: inout SpecFile, context: DecodeContext,
        decode: (_ name: Located<String>, _ node: YAMLNode, _ context: DecodeContext) -> Declaration?
    ) -> [Declaration] {
        var read: [Declaration] = []
        for (name, node) in namedEntries(section, what: what, context: context) {
            if let declaration = decode(name, node, context) {
                read.append(declaration)
            } else {
                file.unreadDeclarations.append(UnreadDeclaration(kind, name.value))
            }
        }
        return read
    }

    /// What `decode` read, unless reading it reported an error. A field, item or view read
    /// only in part (a misspelt key, a value of the wrong type) would be judged by the checks
    /// on what is left, and its one mistake reported again as others: left unread, it is
    /// known by name, and the checks leave what depends on it alone.
    func readWhole<Declaration>(_ context: DecodeContext, _ decode: () -> Declaration?) -> Declaration? {
        let errorsBefore = context.errorCount
        let declaration = decode()
        return context.errorCount == errorsBefore ? declaration : nil
    }

    /// The entries of a section (`models:`, `tables:` …): name → definition.
    func namedEntries(_ node: YAMLNode, what: String, context: DecodeContext) -> [(Located<String>, YAMLNode)] {
        guard let entries = node.mapping else {
            if node.isNull { return [] }
            context.expected("\(what) as a mapping from names to definitions", found: node)
            return []
        }
        return entries.compactMapPresized { entry in
            context.name(entry.key, what: "a name").map { ($0, entry.value) }
        }
    }

    // MARK: - Models

    func decodeModel(name: Located<String>, node: YAMLNode, context: DecodeContext) -> Model? {
        let what = "model '\(name.value)'"
        guard var reader = MappingReader(node, context, what: what, construct: SpecVocabulary.model) else { return nil }
        let kind = reader.required("kind", in: what).flatMap { context.option($0, Model.Kind.self, key: "kind") }
        let key = reader.optional("key").flatMap { context.name($0, what: "the key field's name") }
        let fieldsNode = reader.required("fields", in: what)
        var unreadFieldNames = fieldsNode != nil ? [] : Set(Self.namesWritten(under: reader.valueOfMisspelling(of: "fields")))
        reader.rejectUnknownKeys(in: what)
        var fields: [Field] = []
        if let fieldsNode {
            fields.reserveCapacity(fieldsNode.mapping?.count ?? 0)
            // A record of nothing is no record, and the runtime refuses a store of one. A
            // preferences model may store nothing, said with an empty mapping: the model of
            // screens whose rows only open, link and act (an About screen).
            let mayBeEmpty = kind?.value == .preferences && fieldsNode.mapping != nil
            if !mayBeEmpty, fieldsNode.mapping?.isEmpty == true || fieldsNode.isNull {
                context.error(
                    .wrongValueType, "\(what) has no fields: expected at least one field, found \(fieldsNode.mapping != nil ? "an empty mapping" : "nothing (null)")",
                    at: fieldsNode.span)
            }
            for (fieldName, fieldNode) in namedEntries(fieldsNode, what: "fields", context: context) {
                if let field = readWhole(context, { decodeField(name: fieldName, node: fieldNode, context: context) }) {
                    fields.append(field)
                } else {
                    unreadFieldNames.insert(fieldName.value)
                }
            }
        }
        guard let kind else { return nil }
        if let key, kind.value != .keyed {
            context.error(
                .unknownKey, "'key' applies to keyed models only; \(what) is a \(kind.value.rawValue) model",
                at: reader.keyNode("key")?.span ?? key.range)
        }
        return Model(name: name, kind: kind, keyField: key, fields: fields, unreadFieldNames: unreadFieldNames, range: node.span)
    }

    func decodeField(name: Located<String>, node: YAMLNode, context: DecodeContext) -> Field? {
        lazy var what = "field '\(name.value)'"
        // Short form: `rate: Float`.
        if node.scalarKind != nil {
            guard let type = scalarType(node, context: context) else { return nil }
            return Field(name: name, type: type, range: node.span)
        }
        guard var reader = MappingReader(node, context, what: "\(what) (a type name or a mapping with 'type')", construct: SpecVocabulary.field) else { return nil }
        let typeNode = reader.optional("type")
        if typeNode == nil {
            reader.reportMissing("type", in: what, hint: reader.keyNode("cases") != nil ? "with 'cases', it is 'type: enum'" : nil)
        }
        var type: Located<FieldType>?
        if let typeNode, typeNode.isString("enum") {
            let casesNode = reader.required("cases", in: "enumeration \(what)")
            let multiple = reader.optional("multiple").flatMap { context.bool($0) } ?? false
            if let casesNode, let cases = enumCases(casesNode, context: context) {
                type = Located(.enumeration(EnumType(cases: cases, multiple: multiple)), at: typeNode.span)
            }
        } else {
            type = typeNode.flatMap { scalarType($0, context: context) }
            if reader.keyNode("cases") != nil || reader.keyNode("multiple") != nil {
                Self.reportEnumerationKeys(&reader, type: type, what: what, context: context)
            }
        }
        let defaultNode = reader.optional("default")
        let minimum = reader.optional("min").flatMap { context.number($0) }
        let maximum = reader.optional("max").flatMap { context.number($0) }
        let maxLength = reader.optional("maxLength").flatMap { context.int($0, what: "a length (an integer)") }
        let pattern = reader.optional("pattern").flatMap { context.string($0, what: "a regular expression as a string") }
        let isOptional = reader.optional("optional").flatMap { context.bool($0) } ?? false
        let stored = reader.optional("stored").flatMap(context.locatedBool)
        let key = reader.optional("key").flatMap { decodeStoredKey($0, what: "the key the field's value is stored under", reader: reader, context: context) }
        let list = reader.optional("list").flatMap(context.locatedBool)
        let androidDefault = reader.optional("androidDefault").flatMap { context.string($0, what: "an Android resource reference as a string, such as '@bool/NAME'") }
        reader.rejectUnknownKeys(in: what)
        guard let type else { return nil }
        if let list, list.value, !Self.holdsLists(type.value) || isOptional {
            Self.reportInapplicableList(list, type: type.value, isOptional: isOptional, what: what, context: context)
            return nil
        }
        var defaultValue: FieldDefault?
        if let defaultNode {
            if let items = defaultNode.sequence {
                defaultValue = .list(items.compactMapPresized { context.literal($0) }, range: defaultNode.span)
            } else if defaultNode.isNull, isOptional {
                defaultValue = nil
            } else if let literal = context.literal(defaultNode, what: "a default value") {
                defaultValue = .value(literal)
            }
        }
        return Field(
            name: name, type: type, defaultValue: defaultValue, minimum: minimum, maximum: maximum, maxLength: maxLength,
            pattern: pattern, isOptional: isOptional, stored: stored, key: key, list: list, androidDefault: androidDefault, range: node.span)
    }

    /// The types a field can hold a list of: String, Int, Float and a single-choice enumeration.
    static func holdsLists(_ type: FieldType) -> Bool {
        switch type {
        case .string, .int, .float: true
        case .enumeration(let enumType): !enumType.multiple
        case .bool, .date: false
        }
    }

    /// `list: true` on a Bool, Date or set-of-cases field: said so, as the keys of
    /// enumerations on another field are.
    @inline(never)
    private static func reportInapplicableList(_ list: Located<Bool>, type: FieldType, isOptional: Bool, what: String, context: DecodeContext) {
        if isOptional, holdsLists(type) {
            context.error(
                .unknownKey, "'list: true' and 'optional: true' exclude each other: a list holds no value as the empty list; \(what) says both",
                at: list.range)
            return
        }
        let hint = type.enumType?.multiple == true
            ? "; a field declared with 'multiple: true' holds a set of cases already" : ""
        context.error(
            .unknownKey, "'list: true' applies to String, Int, Float and enum fields only; \(what) has type \(type.name)\(hint)",
            at: list.range)
    }

    /// Keys of enumerations on another field: said so, rather than called unknown.
    @inline(never)
    private static func reportEnumerationKeys(_ reader: inout MappingReader, type: Located<FieldType>?, what: String, context: DecodeContext) {
        for key in ["cases", "multiple"] {
            guard let keyNode = reader.keyNode(key) else { continue }
            _ = reader.optional(key)
            if let type {
                context.error(.unknownKey, "'\(key)' applies to enum fields only; \(what) has type \(type.value.name)", at: keyNode.span)
            }
        }
    }

    /// A field's or a button's `key:`: a non-empty string, with the range removing it removes.
    func decodeStoredKey(_ node: YAMLNode, what: String, reader: borrowing MappingReader, context: DecodeContext) -> StoredKey? {
        guard let text = context.string(node, what: "a string, \(what)") else { return nil }
        guard !text.value.isEmpty else {
            context.error(.wrongValueType, "expected a non-empty string, \(what), found the empty string", at: node.span)
            return nil
        }
        return StoredKey(text, entryRange: reader.entryRemovalRange("key") ?? node.span)
    }

    private func scalarType(_ node: YAMLNode, context: DecodeContext) -> Located<FieldType>? {
        guard let text = node.stringValue else {
            context.expected("a type: Int, Float, Bool, String, Date or enum", found: node)
            return nil
        }
        switch text {
        case "Int": return Located(.int, at: node.span)
        case "Float": return Located(.float, at: node.span)
        case "Bool": return Located(.bool, at: node.span)
        case "String": return Located(.string, at: node.span)
        case "Date": return Located(.date, at: node.span)
        default:
            Self.reportUnknownType(text, at: node, context: context)
            return nil
        }
    }

    @inline(never)
    private static func reportUnknownType(_ text: String, at node: YAMLNode, context: DecodeContext) {
        let suggestion = Suggestion.closest(to: text, among: FieldType.scalarNames + ["enum"])
        context.error(
            .invalidOption,
            "expected a type: Int, Float, Bool, String, Date or enum, found '\(text)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? ""),
            at: node.span,
            fixIts: suggestion.map { [.init("replace '\(text)' with '\($0)'", replacing: node.span, with: $0)] } ?? [])
    }

    /// `[a, b]` (raw value = name) or `{a: 1, b: 2}` (explicit raw values, all Int or all String).
    /// Nil, after reporting, unless every case could be read: values compared with an
    /// enumeration missing a case it was written with would be reported wrongly.
    private func enumCases(_ node: YAMLNode, context: DecodeContext) -> [EnumType.Case]? {
        // A field of an enumeration without cases could hold no value at all.
        if node.sequence?.isEmpty == true || node.mapping?.isEmpty == true {
            context.error(
                .wrongValueType, "expected at least one enumeration case, found \(node.sequence != nil ? "an empty sequence" : "an empty mapping")",
                at: node.span)
            return nil
        }
        if let items = node.sequence {
            let cases = items.map { item in
                context.name(item, what: "an enumeration case").map { EnumType.Case(name: $0.value, rawValue: .string($0.value), range: $0.range) }
            }
            return Self.allRead(cases)
        }
        guard let entries = node.mapping else {
            context.expected("enumeration cases as a sequence of names or a mapping from names to raw values", found: node)
            return nil
        }
        let cases = entries.map { entry -> EnumType.Case? in
            guard let name = context.name(entry.key, what: "an enumeration case") else { return nil }
            switch entry.value.scalarValue {
            case .int(let number)?:
                return EnumType.Case(name: name.value, rawValue: .int(number), range: entry.key.span, rawValueRange: entry.value.span)
            case .string(let text)?:
                return EnumType.Case(name: name.value, rawValue: .string(text), range: entry.key.span, rawValueRange: entry.value.span)
            default:
                context.expected("a raw value (an integer or a string)", found: entry.value)
                return nil
            }
        }
        return Self.allRead(cases)
    }

    private static func allRead(_ cases: [EnumType.Case?]) -> [EnumType.Case]? {
        let read = cases.compactMapPresized { $0 }
        return read.count == cases.count ? read : nil
    }
}
