// Projects of spec files whose every name is drawn from what could break generated Swift:
// names from every class of Unicode identifier characters, Swift's keywords, the runtime's
// and the standard library's type and member names, the generated code's own member
// names, and names Swift cannot take at all, in every role a name has (model, field, enum
// case, screen, table, hierarchy, layer, view id, action, hook, action sheet, sheet action,
// animation, animation element, animation track).
//
// Plain Swift without imports: the same file is compiled into the tests (seeded choices)
// and into the fuzz package (choices from the fuzzer's bytes), by a link in each.

/// Where a generated project's choices come from.
protocol HostileChoices {
    /// A number in `0..<count`; `count` is at least 1.
    mutating func choose(_ count: Int) -> Int
}

/// Choices from a seed (SplitMix64): the same seed gives the same projects everywhere.
struct SeededChoices: HostileChoices {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func choose(_ count: Int) -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        mixed ^= mixed >> 31
        return Int(mixed % UInt64(count))
    }
}

/// Choices read from bytes, one or two at a time; once they run out, choices seeded by
/// the bytes (so that a short input still names things in many ways, the same each time).
struct ByteChoices: HostileChoices {
    private let bytes: [UInt8]
    private var position = 0
    private var rest: SeededChoices

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        // FNV-1a of the bytes.
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3 }
        rest = SeededChoices(seed: hash)
    }

    mutating func choose(_ count: Int) -> Int {
        guard count > 1 else { return 0 }
        let width = count > 256 ? 2 : 1
        guard position + width <= bytes.count else { return rest.choose(count) }
        var value = 0
        for _ in 0..<width {
            value = value << 8 | Int(bytes[position])
            position += 1
        }
        return value % count
    }
}

/// One spec file of a generated project.
struct HostileSpec {
    var path: String
    var text: String
    /// How many of its names were made with a character no Swift name may hold: a project
    /// that keeps them must be refused, each at its name.
    var invalidNames: Int
    /// Its models, screens, tables, hierarchies, action sheets and animations, as `kind name`: names no
    /// other file of the project may declare again.
    var declarations: [String] = []
}

enum HostileProjects {
    /// A project of `fileCount` spec files, each declaring a preferences model with screens,
    /// a keyed model with a table, a table of strings, a hierarchy that shows them, and
    /// action sheets presented by the record table, a screen's button and a view, and an
    /// animation of a view of the hierarchy, a text and an image. Each
    /// file refers only to what it declares, so that any file can be left out; names are
    /// distinct within each file's own mappings and across the project's declarations of a
    /// kind, so that nothing but their Swift names can make the project wrong.
    static func project(fileCount: Int, using choices: inout some HostileChoices, extraNames: [String] = []) -> [HostileSpec] {
        var generator = Generator(extraNames: extraNames)
        return (0..<fileCount).map { index in generator.file(index: index, using: &choices) }
    }

    /// The project a fuzz input stands for: one to four files, every choice read from the
    /// input's bytes. The fuzz target and the tests that compile its corpus read inputs the
    /// same way; `prefix` begins the name of every file, so that the projects of several
    /// inputs can be checked together.
    static func project(fromFuzzInput bytes: [UInt8], prefix: String = "") -> [HostileSpec] {
        var choices = ByteChoices(bytes)
        let fileCount = 1 + choices.choose(4)
        return project(fileCount: fileCount, using: &choices).map { spec in
            var spec = spec
            spec.path = "specs/" + prefix + spec.path.dropFirst("specs/".count)
            return spec
        }
    }

    // MARK: - Names

    /// Swift's keywords, reserved and contextual.
    static let keywords = [
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
        "inout", "internal", "let", "nonisolated", "open", "operator", "package", "private", "precedencegroup", "protocol", "public",
        "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer",
        "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "switch", "throw", "where", "while", "Any",
        "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try", "Type", "Protocol", "some", "any",
        "each", "async", "actor", "macro", "get", "set", "willSet", "didSet", "mutating", "nonmutating", "lazy", "weak",
        "unowned", "optional", "required", "convenience", "dynamic", "final", "indirect", "infix", "prefix", "postfix",
        "override", "isolated", "consume", "copy", "discard", "then", "sending", "unsafe", "Element", "Index", "ID", "Key",
    ]

    /// Types and functions of the standard library and Foundation that generated code uses
    /// or that change how Swift reads code (the literal types).
    static let standardNames = [
        "Swift", "Foundation", "ViewSpecRuntime", "Int", "String", "Double", "Bool", "Set", "Array", "Optional", "Dictionary",
        "Error", "Never", "Void", "Codable", "Encodable", "Decodable", "Hashable", "Hasher", "Equatable", "Identifiable",
        "Sendable", "CaseIterable", "RawRepresentable", "CodingKey", "CodingKeys", "KeyPath", "PartialKeyPath",
        "WritableKeyPath", "AnyKeyPath", "AnyObject", "Locale", "IntegerLiteralType", "StringLiteralType",
        "FloatLiteralType", "BooleanLiteralType", "ExtendedGraphemeClusterType", "UnicodeScalarType", "print", "type",
        "min", "max", "zip", "MainActor", "Observable", "Decoder", "Encoder", "RawValue", "AllCases", "none", "some",
    ]

    /// The runtime's public names as of writing; the tests add the ones they find in its
    /// sources, so that names added later are drawn too.
    static let runtimeNames = [
        "PreferenceModel", "RecordModel", "KeyedRecordModel", "ViewSpecModel", "ModelField", "ModelEnum", "FieldDefinition",
        "FieldType", "FieldValue", "EnumDefinition", "EnumRawValue", "PreferenceStore", "PreferenceBinding",
        "PreferenceControl", "PreferenceChange", "DisplayText", "StoreError", "RecordStore", "RecordID", "RowID",
        "SelectionTable", "SelectionConfiguration", "SelectionError", "TableAccessory", "ReloadPolicy", "TableRow",
        "TableCell", "TapResult", "LayerStack", "LayerView", "LayerStackError", "ViewFrame", "ViewContent", "Rect", "Point",
        "ObservationToken", "PersistenceError", "LoadReport", "Hooks", "resolved", "value", "set", "observe", "tap",
        "select", "deselect", "titles", "rows", "entries", "add", "insert", "remove", "replace", "save", "load",
    ]

    /// Members and nested types the generated code itself declares.
    static let generatedNames = [
        "modelName", "fields", "key", "id", "Field", "modelField", "keyPath", "valueType", "definition", "caseName",
        "rawValue", "allCases", "hashValue", "hash", "encode", "decode", "from", "to", "stringValue", "intValue",
        "screenName", "title", "sectionTitles", "sectionFooters", "store", "Item", "control", "section", "field", "target",
        "isVisible", "isEnabled", "perform", "visibleItems", "Actions", "tableName", "configuration", "accessory",
        "reloadPolicy", "isReorderable", "strings", "displayField", "sortFieldName", "table", "hooks", "records", "reload",
        "selectedRecordIDs", "selectedRecords", "record", "string", "runtimeHooks", "hierarchyName", "Layer", "View",
        "layer", "content", "declaration", "stack", "flattenedViews", "views", "hitTest", "bringToFront", "sendToBack",
        "setHidden", "setInteractive", "bounds", "locale", "row", "cell", "screen", "actions", "item", "hasher", "Screen",
        "Table", "Hierarchy", "link", "link1", "Model", "description", "sheetName", "makeDescription", "dispatch", "present",
        "handler", "idiom", "action", "Sheet", "SheetAction", "SheetHandler", "buttons", "choose", "dismiss", "state",
        "animationName", "Animation", "Track", "makePlayer", "clock", "element", "tracks",
    ]

    /// Characters by class of Unicode identifier characters, each a word's first character
    /// or a character after it.
    static let characterClasses: [[Unicode.Scalar]] = [
        Array("abcdefghijklmnopqrstuvwxyz".unicodeScalars),
        Array("ABCDEFGHIJKLMNOPQRSTUVWXYZ".unicodeScalars),
        Array("0123456789".unicodeScalars),
        ["é", "ß", "ÿ", "ø", "Ł", "Ǆ", "ǅ", "ǆ", "İ", "ı", "ŉ", "ﬁ", "Ω", "α", "ς", "Ж", "я", "Ա", "ա"],
        ["中", "名", "前", "日", "本", "漢", "字", "あ", "ア", "한", "글", "ก", "ไ"],
        ["م", "ر", "ح", "ب", "ש", "ל", "ו", "ם", "क", "ख", "ক", "ਕ"],
        ["\u{301}", "\u{308}", "\u{20D7}", "\u{FE20}", "\u{93F}", "\u{94D}"],
        ["٣", "३", "১", "²", "½", "Ⅻ", "ⅰ", "ʰ", "ª", "º", "Ａ", "ｚ"],
        ["😀", "🎉", "🚀", "🦊", "🀄"],
    ]

    /// The class of combining marks, which may follow a character but not start a word.
    static let marks = 6

    /// Characters no Swift name may hold, though the spec decoder takes them in names.
    /// (`‿` is one Swift's grammar takes but Unicode counts as punctuation, and `⌚` an emoji
    /// Swift does not take.)
    static let invalidCharacters: [Unicode.Scalar] = [
        "!", "$", "@", "?", "%", "#", "'", "\"", "\\", "*", "=", "\u{200B}", "\u{202E}", "\u{2060}", "\u{FEFF}", "©", "→", "€",
        "‿", "⌚",
    ]

    static let separators: [Unicode.Scalar] = ["-", "_", ".", "/", ":", "+"]

    /// The generator's state: what each scope has taken, so that no name repeats where it
    /// would be a YAML duplicate key or a duplicate declaration.
    private struct Generator {
        let pool: [String]
        var models: Set<String> = []
        var screens: Set<String> = []
        var tables: Set<String> = []
        var hierarchies: Set<String> = []
        var sheets: Set<String> = []
        var animations: Set<String> = []

        init(extraNames: [String]) {
            var seen = Set<String>()
            pool = (HostileProjects.keywords + HostileProjects.standardNames + HostileProjects.runtimeNames
                + HostileProjects.generatedNames + extraNames).filter { seen.insert($0).inserted }
        }

        /// A name distinct from `taken`. `invalid` counts down the names of the file: the one
        /// drawn when it reaches zero holds a character no Swift name may, or no word at all.
        static func name(_ pool: [String], using choices: inout some HostileChoices, taken: inout Set<String>, invalid: inout Int) -> String {
            invalid -= 1
            for _ in 0..<50 {
                var text = candidate(pool, using: &choices)
                if invalid == 0 { text = spoiled(text, using: &choices) }
                guard !text.isEmpty, taken.insert(text).inserted else { continue }
                return text
            }
            // Choices that keep giving taken names (bytes run out): the spoiled name is one of
            // its own that no Swift name may be,
            if invalid == 0 {
                var index = taken.count
                while !taken.insert("n!\(index)").inserted { index += 1 }
                return "n!\(index)"
            }
            // and any other a plain name of its own.
            var index = taken.count
            while !taken.insert("n\(index)").inserted { index += 1 }
            return "n\(index)"
        }

        private static func candidate(_ pool: [String], using choices: inout some HostileChoices) -> String {
            var text: String
            switch choices.choose(10) {
            case 0, 1, 2, 3:
                text = pool[choices.choose(pool.count)]
            case 4:
                // A pooled name with separators inside or around it.
                let base = pool[choices.choose(pool.count)]
                let separator = String(HostileProjects.separators[choices.choose(HostileProjects.separators.count)])
                switch choices.choose(3) {
                case 0: text = separator + base
                case 1: text = base + separator + pool[choices.choose(pool.count)]
                default: text = base.prefix(1) + separator + base.dropFirst()
                }
            default:
                text = ""
                for word in 0..<(1 + choices.choose(3)) {
                    if word > 0 { text.unicodeScalars.append(HostileProjects.separators[choices.choose(HostileProjects.separators.count)]) }
                    for position in 0..<(1 + choices.choose(5)) {
                        var characterClass = choices.choose(HostileProjects.characterClasses.count)
                        if position == 0, characterClass == HostileProjects.marks { characterClass = 0 }
                        let characters = HostileProjects.characterClasses[characterClass]
                        text.unicodeScalars.append(characters[choices.choose(characters.count)])
                    }
                }
            }
            return text
        }

        /// `text` with a character no Swift name may hold, or separators alone.
        private static func spoiled(_ text: String, using choices: inout some HostileChoices) -> String {
            guard choices.choose(8) != 0 else {
                return String(HostileProjects.separators[choices.choose(HostileProjects.separators.count)]) + "-"
            }
            var scalars = Array(text.unicodeScalars)
            scalars.insert(HostileProjects.invalidCharacters[choices.choose(HostileProjects.invalidCharacters.count)], at: choices.choose(scalars.count + 1))
            return String(String.UnicodeScalarView(scalars))
        }

        mutating func file(index: Int, using choices: inout some HostileChoices) -> HostileSpec {
            // One file in four has one name no Swift name may be, among the first 34 it draws
            // (every file draws at least that many: the last are the sheets' actions).
            var invalid = choices.choose(4) == 0 ? 1 + choices.choose(34) : 0
            let invalidNames = invalid > 0 ? 1 : 0
            let pool = self.pool
            var lines = ["viewspec: 1", "models:"]
            func quoted(_ text: String) -> String { HostileProjects.quoted(text) }

            // A preferences model of one field of each type the screens bind.
            let settings = Self.name(pool, using: &choices, taken: &models, invalid: &invalid)
            var fieldNames: Set<String> = []
            let flag = Self.name(pool, using: &choices, taken: &fieldNames, invalid: &invalid)
            let count = Self.name(pool, using: &choices, taken: &fieldNames, invalid: &invalid)
            let ratio = Self.name(pool, using: &choices, taken: &fieldNames, invalid: &invalid)
            let text = Self.name(pool, using: &choices, taken: &fieldNames, invalid: &invalid)
            let optionalText = Self.name(pool, using: &choices, taken: &fieldNames, invalid: &invalid)
            let choice = Self.name(pool, using: &choices, taken: &fieldNames, invalid: &invalid)
            let set = Self.name(pool, using: &choices, taken: &fieldNames, invalid: &invalid)
            var caseNames: Set<String> = []
            let cases = (0..<(1 + choices.choose(4))).map { _ in Self.name(pool, using: &choices, taken: &caseNames, invalid: &invalid) }
            var setCaseNames: Set<String> = []
            let setCases = (0..<(1 + choices.choose(3))).map { _ in Self.name(pool, using: &choices, taken: &setCaseNames, invalid: &invalid) }
            let intRaw = choices.choose(2) == 0
            let caseList = intRaw
                ? "{" + cases.enumerated().map { "\(quoted($1)): \($0 * 3 - 1)" }.joined(separator: ", ") + "}"
                : "[" + cases.map(quoted).joined(separator: ", ") + "]"
            lines += [
                "  \(quoted(settings)):", "    kind: preferences", "    fields:",
                "      \(quoted(flag)): {type: Bool, default: true}",
                "      \(quoted(count)): {type: Int, default: 3, min: 0, max: 10}",
                "      \(quoted(ratio)): {type: Float, default: 0.5, min: 0, max: 1}",
                "      \(quoted(text)): {type: String, default: \(quoted(text)), maxLength: 200}",
                "      \(quoted(optionalText)): {type: String, optional: true}",
                "      \(quoted(choice)): {type: enum, cases: \(caseList)}",
                "      \(quoted(set)): {type: enum, cases: [\(setCases.map(quoted).joined(separator: ", "))], multiple: true, default: [\(quoted(setCases[0]))]}",
            ]

            // A keyed model, shown by a table.
            let members = Self.name(pool, using: &choices, taken: &models, invalid: &invalid)
            var memberFieldNames: Set<String> = []
            let key = Self.name(pool, using: &choices, taken: &memberFieldNames, invalid: &invalid)
            let display = Self.name(pool, using: &choices, taken: &memberFieldNames, invalid: &invalid)
            let other = Self.name(pool, using: &choices, taken: &memberFieldNames, invalid: &invalid)
            lines += [
                "  \(quoted(members)):", "    kind: keyed", "    key: \(quoted(key))", "    fields:",
                "      \(quoted(key)): String", "      \(quoted(display)): String", "      \(quoted(other)): {type: Int, optional: true}",
            ]

            // Two screens of the settings: one binds every field and opens the other.
            let main = Self.name(pool, using: &choices, taken: &screens, invalid: &invalid)
            let child = Self.name(pool, using: &choices, taken: &screens, invalid: &invalid)
            var actionNames: Set<String> = []
            let actions = (0..<(1 + choices.choose(3))).map { _ in Self.name(pool, using: &choices, taken: &actionNames, invalid: &invalid) }
            lines += [
                "preferences:", "  \(quoted(main)):", "    model: \(quoted(settings))", "    entry: true", "    sections:",
                "      - title: \(quoted(main))", "        items:",
                "          - toggle: \(quoted(flag))",
                "          - stepper: \(quoted(count))",
                "            visibleWhen: {\(quoted(flag)): true}",
                "          - slider: \(quoted(ratio))",
                "            enabledWhen: {\(quoted(choice)): \(quoted(cases[0]))}",
                "          - textField: \(quoted(text))",
                "          - choice: \(quoted(choice))",
                "          - multiChoice: \(quoted(set))",
                "          - value: \(quoted(optionalText))",
                "          - link: https://example.com/",
                "          - childPane: \(quoted(child))",
            ]
            lines += actions.map { "          - button: \(quoted($0))" }
            // The first button also shows a sheet acting on the settings (named below).
            let settingsSheet = Self.name(pool, using: &choices, taken: &sheets, invalid: &invalid)
            lines.append("            presents: \(quoted(settingsSheet))")
            lines += [
                "  \(quoted(child)):", "    model: \(quoted(settings))", "    sections:", "      - items:",
                "          - value: \(quoted(flag))", "          - link: https://example.com/more",
            ] + actions.prefix(1).map { "          - button: \(quoted($0))" }

            // A table of strings and one of the keyed records, with hooks.
            let strings = Self.name(pool, using: &choices, taken: &tables, invalid: &invalid)
            let records = Self.name(pool, using: &choices, taken: &tables, invalid: &invalid)
            var hookNames: Set<String> = []
            let selectHook = Self.name(pool, using: &choices, taken: &hookNames, invalid: &invalid)
            let deselectHook = choices.choose(2) == 0 ? selectHook : Self.name(pool, using: &choices, taken: &hookNames, invalid: &invalid)
            let cellHook = choices.choose(2) == 0 ? selectHook : Self.name(pool, using: &choices, taken: &hookNames, invalid: &invalid)
            var recordHookNames: Set<String> = []
            let recordHook = Self.name(pool, using: &choices, taken: &recordHookNames, invalid: &invalid)
            lines += [
                "tables:",
                "  \(quoted(strings)):",
                "    strings: [\(quoted(settings)), \(quoted(main)), \"\\\\(x)\", \"\\\"\"]",
                "    selection: multiple",
                "    hooks: {didSelect: \(quoted(selectHook)), didDeselect: \(quoted(deselectHook)), editCell: \(quoted(cellHook))}",
                "  \(quoted(records)):",
                "    model: \(quoted(members))", "    display: \(quoted(display))", "    sortBy: \(quoted(display))",
                "    hooks: {didSelect: \(quoted(recordHook)), editCell: \(quoted(recordHook))}",
            ]
            let recordSheet = Self.name(pool, using: &choices, taken: &sheets, invalid: &invalid)
            lines += ["    presents: \(quoted(recordSheet))", "    anchor: fill"]

            // A hierarchy showing the tables and the main screen, and one of its own.
            let hierarchy = Self.name(pool, using: &choices, taken: &hierarchies, invalid: &invalid)
            var layerNames: Set<String> = []
            let back = Self.name(pool, using: &choices, taken: &layerNames, invalid: &invalid)
            let front = Self.name(pool, using: &choices, taken: &layerNames, invalid: &invalid)
            var viewNames: Set<String> = []
            let views = (0..<4).map { _ in Self.name(pool, using: &choices, taken: &viewNames, invalid: &invalid) }
            let viewSheet = Self.name(pool, using: &choices, taken: &sheets, invalid: &invalid)
            lines += [
                "hierarchies:", "  \(quoted(hierarchy)):", "    layers: [\(quoted(back)), \(quoted(front))]", "    views:",
                "      - {id: \(quoted(views[0])), layer: \(quoted(back)), frame: fill, kind: {table: \(quoted(strings))}}",
                "      - {id: \(quoted(views[1])), layer: \(quoted(back)), frame: fill, kind: {table: \(quoted(records))}, interactive: false}",
                "      - {id: \(quoted(views[2])), layer: \(quoted(front)), frame: {x: 0, y: 0, width: 200, height: 400}, kind: {preferences: \(quoted(main))}}",
                "      - {id: \(quoted(views[3])), layer: \(quoted(front)), frame: {x: 10, y: 10, width: 20, height: 20}, kind: text, text: \(quoted(views[3])), presents: \(quoted(viewSheet)), anchor: fill}",
            ]

            // The sheets: one acts on the tapped row's record, one on the settings, one on
            // nothing. Actions are distinct within a sheet; roles vary, at most one cancel.
            lines.append("actionSheets:")
            for (sheet, target) in [(recordSheet, members as String?), (settingsSheet, settings), (viewSheet, nil)] {
                lines += ["  \(quoted(sheet)):", "    title: \(quoted(sheet))", "    message: \"\\\\(x) \\\"\""]
                if let target { lines.append("    target: \(quoted(target))") }
                lines.append("    buttons:")
                var sheetActionNames: Set<String> = []
                let buttonCount = 1 + choices.choose(4)
                let cancelAt = choices.choose(buttonCount + 1)
                for position in 0..<buttonCount {
                    let action = Self.name(pool, using: &choices, taken: &sheetActionNames, invalid: &invalid)
                    let role = position == cancelAt ? "cancel" : ["default", "destructive"][choices.choose(2)]
                    lines.append("      - {title: \(quoted(action)), role: \(role), action: \(quoted(action))}")
                }
            }
            // An animation of a view of the hierarchy, a text and an image, its tracks in a
            // chain and the group repeating.
            // One in five is named as an earlier file's with a separator before it: another
            // name of the spec, the same name in Swift.
            let animation: String
            if !animations.isEmpty, choices.choose(5) == 0, case let earlier = animations.sorted()[choices.choose(animations.count)],
                animations.insert("-" + earlier).inserted
            {
                animation = "-" + earlier
            } else {
                animation = Self.name(pool, using: &choices, taken: &animations, invalid: &invalid)
            }
            var elementNames: Set<String> = []
            let elements = (0..<3).map { _ in Self.name(pool, using: &choices, taken: &elementNames, invalid: &invalid) }
            var trackNames: Set<String> = []
            let tracks = (0..<3).map { _ in Self.name(pool, using: &choices, taken: &trackNames, invalid: &invalid) }
            lines += [
                "animations:", "  \(quoted(animation)):", "    hierarchy: \(quoted(hierarchy))", "    iterations: 2", "    elements:",
                "      \(quoted(elements[0])): {view: \(quoted(views[3]))}",
                "      \(quoted(elements[1])): {text: \(quoted(elements[1])), color: \"#FF0000\"}",
                "      \(quoted(elements[2])): {image: \(quoted(elements[2]))}",
                "    tracks:",
                "      \(quoted(tracks[0])): {element: \(quoted(elements[0])), duration: 0.5, from: {x: 0, opacity: 0}, to: {x: 10, opacity: 1}}",
                "      \(quoted(tracks[1])): {element: \(quoted(elements[1])), after: \(quoted(tracks[0])), duration: 1, easing: \"steps(2)\", "
                    + "from: {rotation: 0deg}, to: {rotation: 1rad}}",
                "      \(quoted(tracks[2])): {element: \(quoted(elements[2])), offset: 0.25, duration: 0.5, iterations: 2, direction: alternate, "
                    + "keyframes: [{scale: 1}, {scale: 2, easing: easeIn}, {scale: 1.5}]}",
            ]
            let path = "specs/file\(index)-" + ["a", "b", "c", "d"][choices.choose(4)] + ".yaml"
            let declarations = [
                "model " + settings, "model " + members, "screen " + main, "screen " + child, "table " + strings, "table " + records,
                "hierarchy " + hierarchy, "sheet " + recordSheet, "sheet " + settingsSheet, "sheet " + viewSheet, "animation " + animation,
            ]
            return HostileSpec(path: path, text: lines.joined(separator: "\n") + "\n", invalidNames: invalidNames, declarations: declarations)
        }
    }

    /// `text` as a YAML double-quoted scalar: every character but printable ASCII escaped.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case " "..."~": result.unicodeScalars.append(scalar)
            default:
                let hex = String(scalar.value, radix: 16, uppercase: true)
                result += scalar.value > 0xFFFF
                    ? "\\U" + String(repeating: "0", count: 8 - hex.count) + hex
                    : "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            }
        }
        return result + "\""
    }
}
