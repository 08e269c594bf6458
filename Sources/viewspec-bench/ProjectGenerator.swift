import Foundation

/// Writes a large, valid ViewSpec project: files grouped by business area, each with a
/// preferences model and its screens, a record model with its table, a table of literal
/// strings and a layered main screen. Names are global across files, so every name carries
/// its file's number; every tenth file also declares an About screen and a banner that
/// the other files of its group refer to, so references cross files as in a real project.
/// The first file declares the app's shared privacy settings, which a screen of every
/// twentieth file binds: a model whose fields fifty files of a thousand use.
///
/// The same seed always gives the same bytes.
struct ProjectGenerator {
    struct File {
        /// Relative to the project's root.
        var path: String
        var text: String
    }

    var fileCount: Int
    var seed: UInt64

    /// Files that declare what their group shares: one in `groupSize`.
    static let groupSize = 10
    /// Files with a screen bound to the shared privacy model: one in `sharingInterval`.
    static let sharingInterval = 20
    /// The model of the first file that screens across the project bind, and its fields.
    static let sharedModel = "SharedPrivacy"
    static let sharedFields = ["analyticsEnabled", "crashReportsEnabled", "retentionDays"]

    func files() -> [File] {
        (0..<fileCount).map { index in
            var writer = SpecFileWriter(index: index, random: SeededGenerator(seed: seed &+ UInt64(index) &* 0x2545_F491_4F6C_DD1D))
            return writer.file()
        }
    }

    /// Writes the project under `directory` (created when missing); returns its files and size.
    func write(to directory: String) throws -> (files: Int, bytes: Int) {
        var bytes = 0
        let generated = files()
        for file in generated {
            let url = URL(fileURLWithPath: directory).appendingPathComponent(file.path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            let data = Data(file.text.utf8)
            try data.write(to: url)
            bytes += data.count
        }
        return (generated.count, bytes)
    }
}

// MARK: - One file

/// Builds the text of one spec file.
private struct SpecFileWriter {
    let index: Int
    var random: SeededGenerator
    let area: String
    let prefix: String
    /// The file that declares this file's group's About screen and banner.
    let leaderPrefix: String
    let isLeader: Bool
    /// One file in eight is written by a Japanese team, with Japanese titles.
    let japanese: Bool
    private var lines: [String] = []

    init(index: Int, random: SeededGenerator) {
        self.index = index
        self.random = random
        let leader = index - index % ProjectGenerator.groupSize
        area = Vocabulary.areas[(leader / ProjectGenerator.groupSize) % Vocabulary.areas.count]
        prefix = area + Self.number(index)
        leaderPrefix = area + Self.number(leader)
        isLeader = leader == index
        japanese = index % 8 == 3
    }

    static func number(_ index: Int) -> String {
        let digits = String(index)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    mutating func file() -> ProjectGenerator.File {
        let settings = makeSettingsFields()
        let record = makeRecordModel()
        line("# \(area) module \(index): settings, records and the main screen of the \(area.lowercased()) area.")
        line("viewspec: 1")
        line("")
        line("models:")
        writeSettingsModel(settings)
        writeRecordModel(record)
        if index == 0 { writeSharedModel() }
        line("")
        line("preferences:")
        writeScreens(settings)
        line("")
        line("tables:")
        let recordTableHeight = writeRecordTable(record)
        writeOptionsTable()
        line("")
        line("hierarchies:")
        writeMainHierarchy(recordTableHeight: recordTableHeight)
        if isLeader { writeBanner() }
        let path = "\(area.lowercased())/\(prefix.prefix(1).lowercased() + prefix.dropFirst()).yaml"
        return ProjectGenerator.File(path: path, text: lines.joined(separator: "\n") + "\n")
    }

    private mutating func line(_ text: String) {
        lines.append(text)
    }

    // MARK: - Settings model

    private mutating func makeSettingsFields() -> [Field] {
        var names = Set<String>()
        var fields: [Field] = []
        let count = random.int(in: 34...76)
        for position in 0..<count {
            let type = makeFieldType()
            var name = random.pick(Vocabulary.fieldWords) + random.pick(Vocabulary.fieldSuffixes(for: type))
            if !names.insert(name).inserted {
                name += String(position)
                names.insert(name)
            }
            fields.append(Field(name: name, type: type, control: nil))
        }
        if isLeader { fields.append(Field(name: "appVersion", type: .string(maxLength: 16, defaultText: "1.0.\(index)", pattern: nil), control: nil)) }
        return fields.map { field in
            var field = field
            field.control = chooseControl(for: field.type)
            return field
        }
    }

    private mutating func makeFieldType() -> FieldType {
        switch random.int(in: 0...9) {
        case 0, 1, 2:
            return .bool(defaultValue: random.chance(70) ? random.chance(50) : nil)
        case 3, 4:
            let minimum = random.pick([0, 1, 5, 10])
            let maximum = minimum + random.pick([10, 20, 60, 100, 120, 500])
            return .int(minimum: minimum, maximum: maximum, defaultValue: minimum + random.int(in: 0...(maximum - minimum)))
        case 5:
            let maximum = random.pick([1, 10, 100])
            let twentieths = random.int(in: 0...20)
            return .float(maximum: maximum, defaultValue: Double(maximum * twentieths) / 20)
        case 6, 7:
            if random.chance(10) {
                let pattern = random.pick(Vocabulary.patterns)
                return .string(maxLength: 64, defaultText: pattern.example, pattern: pattern.expression)
            }
            let text = random.chance(50) ? "" : random.pick(Vocabulary.nouns)
            return .string(maxLength: random.pick([16, 32, 40, 80, 120]), defaultText: text, pattern: nil)
        case 8:
            let cases = random.pick(Vocabulary.caseSets)
            return .enumeration(cases: cases, rawValues: random.chance(40) ? cases.indices.map { $0 * 10 } : nil, defaultCase: random.pick(cases))
        default:
            let cases = random.pick(Vocabulary.caseSets)
            return .multipleEnumeration(cases: cases, defaultCases: random.sample(cases, count: random.int(in: 0...2)))
        }
    }

    private mutating func chooseControl(for type: FieldType) -> Control {
        switch type {
        case .bool: return .toggle
        case .int(let minimum, let maximum, let defaultValue):
            switch random.int(in: 0...4) {
            case 0, 1: return .slider(step: random.chance(50) ? Double(max(1, (maximum - minimum) / 10)) : nil)
            case 2: return .stepper(step: Double(random.pick([1, 5].filter { $0 <= maximum - minimum })))
            case 3:
                var values = Set([defaultValue, minimum, maximum])
                while values.count < 4 { values.insert(random.int(in: minimum...maximum)) }
                return .choiceValues(values.sorted())
            default: return .numberField
            }
        case .float(let maximum, _):
            return random.chance(80) ? .slider(step: random.chance(50) ? Double(maximum) / 20 : nil) : .value
        case .string(_, _, let pattern):
            if pattern != nil { return .textField(secure: false) }
            return random.chance(85) ? .textField(secure: random.chance(8)) : .value
        case .enumeration: return .choice
        case .multipleEnumeration: return .multiChoice
        }
    }

    private mutating func writeSettingsModel(_ fields: [Field]) {
        line("  \(prefix)Settings:")
        line("    kind: preferences")
        line("    fields:")
        for field in fields { writeField(field, indent: "      ") }
    }

    private mutating func writeField(_ field: Field, indent: String) {
        switch field.type {
        case .bool(let defaultValue):
            if let defaultValue {
                line("\(indent)\(field.name): {type: Bool, default: \(defaultValue)}")
            } else {
                line("\(indent)\(field.name): Bool")
            }
        case .int(let minimum, let maximum, let defaultValue):
            line("\(indent)\(field.name): {type: Int, default: \(defaultValue), min: \(minimum), max: \(maximum)}")
        case .float(let maximum, let defaultValue):
            line("\(indent)\(field.name): {type: Float, default: \(defaultValue), min: 0, max: \(maximum)}")
        case .string(let maxLength, let defaultText, let pattern):
            if let pattern {
                line("\(indent)\(field.name):")
                line("\(indent)  type: String")
                line("\(indent)  default: \(defaultText)")
                line("\(indent)  pattern: '\(pattern)'")
                line("\(indent)  maxLength: \(maxLength)")
            } else {
                line("\(indent)\(field.name): {type: String, default: \"\(defaultText)\", maxLength: \(maxLength)}")
            }
        case .enumeration(let cases, let rawValues, let defaultCase):
            line("\(indent)\(field.name):")
            line("\(indent)  type: enum")
            if let rawValues {
                line("\(indent)  cases: {\(zip(cases, rawValues).map { "\($0): \($1)" }.joined(separator: ", "))}")
            } else {
                line("\(indent)  cases: [\(cases.joined(separator: ", "))]")
            }
            line("\(indent)  default: \(defaultCase)")
        case .multipleEnumeration(let cases, let defaultCases):
            line("\(indent)\(field.name):")
            line("\(indent)  type: enum")
            line("\(indent)  cases: [\(cases.joined(separator: ", "))]")
            line("\(indent)  multiple: true")
            line("\(indent)  default: [\(defaultCases.joined(separator: ", "))]")
        }
    }

    // MARK: - Record model

    private mutating func makeRecordModel() -> RecordModel {
        let keyed = random.chance(40)
        var fields: [(name: String, definition: String)] = []
        if keyed { fields.append(("recordID", random.chance(50) ? "String" : "Int")) }
        fields.append(("title", "{type: String, maxLength: \(random.pick([40, 60, 80]))}"))
        var names = Set(fields.map(\.name))
        for position in 0..<random.int(in: 4...14) {
            var name = random.pick(Vocabulary.recordFields)
            if !names.insert(name).inserted {
                name += String(position)
                names.insert(name)
            }
            fields.append((name, random.pick(Vocabulary.recordFieldTypes)))
        }
        let sortable = fields.filter { !$0.definition.contains("Bool") && !$0.definition.contains("multiple") }.map(\.name)
        return RecordModel(keyed: keyed, fields: fields, sortBy: random.pick(sortable))
    }

    private mutating func writeRecordModel(_ model: RecordModel) {
        line("  \(prefix)Record:")
        line("    kind: \(model.keyed ? "keyed" : "record")")
        if model.keyed { line("    key: recordID") }
        line("    fields:")
        for field in model.fields { line("      \(field.name): \(field.definition)") }
    }

    // MARK: - Preference screens

    private mutating func writeScreens(_ fields: [Field]) {
        // General shows about half the fields, Advanced most of the rest, Notifications the remainder.
        let general = Array(fields.prefix(fields.count / 2))
        let advanced = Array(fields.dropFirst(fields.count / 2).prefix(fields.count / 3))
        let notifications = Array(fields.dropFirst(fields.count / 2 + fields.count / 3).filter { $0.name != "appVersion" })
        var extras = ["childPane: \(prefix)Advanced"]
        if !isLeader { extras.append("childPane: \(leaderPrefix)About") }
        writeScreen(name: "General", fields: general, allFields: fields, extras: extras)
        writeScreen(name: "Advanced", fields: advanced, allFields: fields, extras: ["childPane: \(prefix)Notifications"])
        writeScreen(name: "Notifications", fields: notifications, allFields: fields, extras: ["button: reset\(prefix)Notifications"])
        if isLeader { writeAboutScreen() }
        if index % ProjectGenerator.sharingInterval == 0 { writeSharingScreen() }
    }

    private mutating func writeSharedModel() {
        line("  \(ProjectGenerator.sharedModel):")
        line("    kind: preferences")
        line("    fields:")
        line("      \(ProjectGenerator.sharedFields[0]): {type: Bool, default: false}")
        line("      \(ProjectGenerator.sharedFields[1]): {type: Bool, default: true}")
        line("      \(ProjectGenerator.sharedFields[2]): {type: Int, default: 30, min: 1, max: 365}")
    }

    /// The area's privacy screen, bound to the model the first file declares.
    private mutating func writeSharingScreen() {
        line("  \(prefix)Privacy:")
        line("    model: \(ProjectGenerator.sharedModel)")
        line("    title: \(text(key: "\(prefix).privacy.title", "Privacy", japanese: "プライバシー"))")
        line("    sections:")
        line("      - items:")
        line("          - toggle: \(ProjectGenerator.sharedFields[0])")
        line("            title: Share usage data")
        line("          - toggle: \(ProjectGenerator.sharedFields[1])")
        line("            title: Send crash reports")
        line("            visibleWhen: {\(ProjectGenerator.sharedFields[0]): true}")
        line("          - stepper: \(ProjectGenerator.sharedFields[2])")
        line("            title: Keep data for (days)")
    }

    private mutating func writeScreen(name: String, fields: [Field], allFields: [Field], extras: [String]) {
        line("  \(prefix)\(name):")
        line("    model: \(prefix)Settings")
        line("    title: \(text(key: "\(prefix).\(name.lowercased()).title", name, japanese: Vocabulary.japaneseScreenTitles[name]))")
        line("    sections:")
        var remaining = fields[...]
        var sectionNumber = 0
        while !remaining.isEmpty {
            let size = random.int(in: 2...7)
            let sectionFields = remaining.prefix(size)
            remaining = remaining.dropFirst(size)
            line("      - title: \(text(key: "\(prefix).\(name.lowercased()).section\(sectionNumber)", sectionTitle(), japanese: random.pick(Vocabulary.japaneseSections)))")
            if random.chance(30) {
                line("        footer: \(text(key: "\(prefix).\(name.lowercased()).footer\(sectionNumber)", random.pick(Vocabulary.footers), japanese: "この設定は次回の起動から有効になります。"))")
            }
            line("        items:")
            for field in sectionFields { writeItem(field, allFields: allFields) }
            if random.chance(10) { line("          - link: https://example.com/\(area.lowercased())/help/\(index)/\(sectionNumber)") }
            sectionNumber += 1
        }
        line("      - items:")
        for extra in extras {
            line("          - \(extra)")
            line("            title: \(text(key: nil, extra.hasPrefix("button") ? "Reset" : "More", japanese: "その他"))")
        }
    }

    private mutating func writeAboutScreen() {
        line("  \(prefix)About:")
        line("    model: \(prefix)Settings")
        line("    title: \(text(key: "\(prefix).about.title", "About", japanese: "このアプリについて"))")
        line("    sections:")
        line("      - items:")
        line("          - value: appVersion")
        line("            title: Version")
        line("          - link: https://example.com/\(area.lowercased())/privacy")
        line("            title: Privacy policy")
        line("          - link: mailto:support@example.com")
        line("            title: Contact support")
        line("          - button: show\(prefix)Licenses")
        line("            title: Licenses")
    }

    private mutating func writeItem(_ field: Field, allFields: [Field]) {
        let indent = "            "
        switch field.control! {
        case .toggle:
            line("          - toggle: \(field.name)")
        case .slider(let step):
            line("          - slider: \(field.name)")
            if let step { line("\(indent)step: \(Self.number(step))") }
        case .stepper(let step):
            line("          - stepper: \(field.name)")
            line("\(indent)step: \(Self.number(step))")
        case .numberField:
            line("          - textField: \(field.name)")
            line("\(indent)keyboard: number")
        case .textField(let secure):
            line("          - textField: \(field.name)")
            if secure { line("\(indent)secure: true") }
            if random.chance(50) { line("\(indent)placeholder: \(text(key: nil, random.pick(Vocabulary.nouns), japanese: "入力してください"))") }
            if random.chance(30) { line("\(indent)autocapitalization: \(random.pick(["none", "words", "sentences"]))") }
            if random.chance(20) { line("\(indent)autocorrection: disabled") }
        case .choice:
            guard case .enumeration(let cases, _, _) = field.type else { fatalError("a choice binds an enumeration") }
            line("          - choice: \(field.name)")
            line("\(indent)presentation: \(random.pick(["menu", "radio"]))")
            if random.chance(60) { line("\(indent)titles: [\(cases.map(Self.title(of:)).joined(separator: ", "))]") }
        case .choiceValues(let values):
            line("          - choice: \(field.name)")
            line("\(indent)titles: [\(values.map { "\"\($0)\"" }.joined(separator: ", "))]")
            line("\(indent)values: [\(values.map(String.init).joined(separator: ", "))]")
        case .multiChoice:
            line("          - multiChoice: \(field.name)")
        case .value:
            line("          - value: \(field.name)")
        }
        line("\(indent)title: \(text(key: random.chance(30) ? "\(prefix).\(field.name)" : nil, Self.title(of: field.name), japanese: random.pick(Vocabulary.japaneseItems)))")
        if random.chance(25), let condition = condition(excluding: field.name, in: allFields) {
            line("\(indent)\(random.chance(50) ? "visibleWhen" : "enabledWhen"): {\(condition)}")
        }
    }

    /// A condition on another Bool or single-case enumeration field of the model.
    private mutating func condition(excluding name: String, in fields: [Field]) -> String? {
        let candidates = fields.filter { field in
            guard field.name != name else { return false }
            switch field.type {
            case .bool, .enumeration: return true
            default: return false
            }
        }
        guard !candidates.isEmpty else { return nil }
        let field = random.pick(candidates)
        switch field.type {
        case .bool: return "\(field.name): \(random.chance(70))"
        case .enumeration(let cases, _, _): return "\(field.name): \(random.pick(cases))"
        default: return nil
        }
    }

    private mutating func sectionTitle() -> String {
        random.pick(Vocabulary.sectionTitles)
    }

    /// Literal or localized text; in a Japanese file, the Japanese wording.
    private mutating func text(key: String?, _ english: String, japanese: String?) -> String {
        let shown = japanese.map { self.japanese ? $0 : english } ?? english
        guard let key, random.chance(50) else { return shown }
        return "{localized: \(key), default: \(shown)}"
    }

    // MARK: - Tables

    /// Writes the record table; returns its height, which the main screen reuses.
    private mutating func writeRecordTable(_ model: RecordModel) -> Int {
        let height = random.pick([400, 440, 480, 520, 560])
        line("  \(prefix)Records:")
        line("    model: \(prefix)Record")
        line("    display: title")
        line("    sortBy: \(model.sortBy)")
        let multiple = random.chance(50)
        if multiple {
            line("    selection:")
            line("      mode: multiple")
            line("      max: \(random.int(in: 2...20))")
            line("      atMax: \(random.pick(["reject", "disableOthers"]))")
        } else {
            line("    selection: single")
        }
        line("    accessory: \(multiple ? "checkmark" : random.pick(["none", "disclosure", "detail"]))")
        if random.chance(30) { line("    reorderable: true") }
        line("    onReload: \(random.pick(["resetSelection", "keepSelection"]))")
        line("    hooks:")
        if random.chance(40) { line("      editCell: style\(prefix)Cell") }
        line("      didSelect: \(prefix.prefix(1).lowercased() + prefix.dropFirst())Selected")
        if multiple { line("      didDeselect: \(prefix.prefix(1).lowercased() + prefix.dropFirst())Deselected") }
        line("    frame: {x: 0, y: 0, width: 390, height: \(height)}")
        return height
    }

    private mutating func writeOptionsTable() {
        let strings = random.sample(Vocabulary.nouns, count: random.int(in: 3...12))
        line("  \(prefix)Options:")
        line("    strings: [\(strings.joined(separator: ", "))]")
        switch random.int(in: 0...2) {
        case 0:
            line("    selection: none")
        case 1:
            line("    selection:")
            line("      mode: single")
            line("      initial: [\(random.int(in: 0...(strings.count - 1)))]")
            line("    accessory: checkmark")
        default:
            let maximum = random.int(in: 2...strings.count)
            line("    selection:")
            line("      mode: multiple")
            line("      max: \(maximum)")
            line("      initial: [\(Array(0..<random.int(in: 1...maximum)).map(String.init).joined(separator: ", "))]")
            line("      programmaticSelectionFiresHooks: \(random.chance(50))")
            line("    accessory: checkmark")
            line("    hooks:")
            line("      didSelect: \(prefix.prefix(1).lowercased() + prefix.dropFirst())OptionSelected")
        }
        line("    frame: {width: 320, height: \(random.pick([350, 400, 480]))}")
    }

    // MARK: - Hierarchies

    /// The viewport is 390 × 844: a title bar, the record table, a row of buttons and the
    /// group's banner at the bottom, with hidden panels that fill the screen.
    private mutating func writeMainHierarchy(recordTableHeight: Int) {
        let layerCount = random.int(in: 3...7)
        let layers = Array(Vocabulary.layerNames.prefix(layerCount))
        line("  \(prefix)Main:")
        line("    layers: [\(layers.joined(separator: ", "))]")
        line("    views:")
        let bottom = layers[0]
        let middle = layers[layerCount / 2]
        let top = layers[layerCount - 1]
        var used = Set<String>()
        func view(_ id: String, _ layer: String, _ body: [String]) {
            used.insert(layer)
            line("      - id: \(id)")
            for entry in body { line("        \(entry)") }
            line("        layer: \(layer)")
        }
        view("wallpaper", bottom, ["kind: image", "image: \(area.lowercased())Wallpaper", "frame: fill", "interactive: false"])
        view("title", layers[1], [
            "kind: text",
            "text: \(text(key: "\(prefix).main.title", area, japanese: "ホーム"))",
            "frame: {x: 20, y: 50, width: 260, height: 30}",
            "interactive: false",
        ])
        view("settingsButton", top, ["frame: {x: 330, y: 40, width: 44, height: 44}"])
        var recordsBody = ["kind: {table: \(prefix)Records}", "frame: {x: 0, y: 100, width: 390, height: \(recordTableHeight)}"]
        if random.chance(50) { recordsBody.append("border: {edges: [top, bottom], width: 1, color: \"#C8C8C8\"}") }
        view("records", middle, recordsBody)
        let buttonTop = 100 + recordTableHeight + 10
        for column in 0..<random.int(in: 2...5) {
            view("action\(column)", random.pick(Array(layers.dropFirst())), [
                "frame: {x: \(10 + column * 76), y: \(buttonTop), width: 70, height: 44}",
                "border: {edges: all, color: \"#\(Self.hex(random.int(in: 0...0xFFFFFF)))\"}",
            ])
        }
        for label in 0..<random.int(in: 2...8) {
            view("caption\(label)", random.pick(layers), [
                "kind: text",
                "text: \(text(key: nil, random.pick(Vocabulary.footers), japanese: "お知らせ"))",
                "frame: {x: \(random.int(in: 0...200)), y: \(buttonTop + 50), width: 180, height: 20}",
                "interactive: false",
            ])
        }
        view("settings", top, ["kind: {preferences: \(prefix)General}", "frame: fill", "hidden: true"])
        view("options", top, ["kind: {table: \(prefix)Options}", "frame: fill", "hidden: true"])
        view("banner", top, ["kind: {hierarchy: \(leaderPrefix)Banner}", "frame: {x: 0, y: 794, width: 390, height: 50}"])
        for layer in layers where !used.contains(layer) {
            view("\(layer)Shade", layer, ["frame: fill", "interactive: false", "hidden: true"])
        }
    }

    private mutating func writeBanner() {
        line("  \(prefix)Banner:")
        line("    layers: [base, label]")
        line("    views:")
        line("      - id: backdrop")
        line("        kind: image")
        line("        image: \(area.lowercased())Banner")
        line("        layer: base")
        line("        frame: fill")
        line("        border: {edges: all, color: \"#00000033\"}")
        line("      - id: slogan")
        line("        kind: text")
        line("        text: \(text(key: "\(prefix).banner.slogan", "\(area) for everyone", japanese: "みんなの\(area)"))")
        line("        layer: label")
        line("        frame: {x: 12, y: 10, width: 300, height: 30}")
    }

    // MARK: - Helpers

    private static func number(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }

    private static func hex(_ value: Int) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: 6 - digits.count) + digits
    }

    /// `syncInterval` → `Sync interval`.
    static func title(of name: String) -> String {
        var words: [String] = []
        var current = ""
        for character in name where !character.isNumber {
            if character.isUppercase, !current.isEmpty {
                words.append(current)
                current = ""
            }
            current.append(character)
        }
        if !current.isEmpty { words.append(current) }
        return words.enumerated().map { $0.offset == 0 ? $0.element.prefix(1).uppercased() + $0.element.dropFirst() : $0.element.lowercased() }
            .joined(separator: " ")
    }
}

// MARK: - Model of the generated content

private enum FieldType {
    case bool(defaultValue: Bool?)
    case int(minimum: Int, maximum: Int, defaultValue: Int)
    case float(maximum: Int, defaultValue: Double)
    case string(maxLength: Int, defaultText: String, pattern: String?)
    case enumeration(cases: [String], rawValues: [Int]?, defaultCase: String)
    case multipleEnumeration(cases: [String], defaultCases: [String])
}

private enum Control {
    case toggle
    case slider(step: Double?)
    case stepper(step: Double)
    case numberField
    case textField(secure: Bool)
    case choice
    case choiceValues([Int])
    case multiChoice
    case value
}

private struct Field {
    var name: String
    var type: FieldType
    var control: Control?
}

private struct RecordModel {
    var keyed: Bool
    var fields: [(name: String, definition: String)]
    var sortBy: String
}

// MARK: - Words

private enum Vocabulary {
    static let areas = [
        "Billing", "Inventory", "Orders", "Members", "Shipping", "Catalog", "Payroll", "Schedule", "Messages", "Reports",
        "Accounts", "Library", "Clinic", "Fleet", "Garden", "Tickets", "Survey", "Recipes", "Weather", "Fitness",
    ]

    static let fieldWords = [
        "sound", "volume", "brightness", "sync", "theme", "language", "font", "badge", "notification", "reminder",
        "retry", "timeout", "quality", "cache", "backup", "privacy", "location", "currency", "discount", "tax",
        "rounding", "label", "email", "phone", "nickname", "signature", "region", "units", "format", "priority",
        "contrast", "haptics", "autoLock", "preview", "archive", "threshold", "upload", "download", "export", "import",
    ]

    /// Suffixes that say what a field of the type holds, as people name them.
    static func fieldSuffixes(for type: FieldType) -> [String] {
        switch type {
        case .bool: ["Enabled", "Shown", "Allowed", "OnLaunch"]
        case .int: ["Count", "Limit", "Interval", "Delay", "Days", "Size"]
        case .float: ["Level", "Ratio", "Opacity", "Scale"]
        case .string: ["Name", "Label", "Text", "Code", "Address"]
        case .enumeration: ["Mode", "Style", "Policy", "Format"]
        case .multipleEnumeration: ["Options", "Topics", "Channels"]
        }
    }

    static let nouns = [
        "Alpha", "Harbor", "Meadow", "Summit", "Orchard", "Lantern", "Compass", "Beacon", "Cedar", "Willow",
        "Granite", "Falcon", "Juniper", "Marble", "Quartz", "Saffron", "Tundra", "Velvet", "Zephyr", "Aurora",
    ]

    static let caseSets: [[String]] = [
        ["light", "dark", "system"], ["low", "medium", "high"], ["daily", "weekly", "monthly", "never"],
        ["small", "medium", "large", "extraLarge"], ["metric", "imperial"], ["north", "east", "south", "west"],
        ["draft", "review", "published", "archived"], ["none", "wifiOnly", "always"], ["first", "last", "random"],
        ["red", "green", "blue", "yellow", "purple", "orange"],
    ]

    static let patterns: [(expression: String, example: String)] = [
        ("^[A-Z]{2}[0-9]{4}$", "AB1234"),
        ("^[a-z0-9._%+-]+@[a-z0-9.-]+[.][a-z]{2,}$", "team@example.com"),
        ("^[0-9]{3}-[0-9]{4}$", "100-0001"),
    ]

    static let recordFields = [
        "amount", "quantity", "price", "note", "owner", "status", "dueDay", "rating", "paid", "favorite",
        "city", "code", "weight", "category", "createdDay", "comment", "score", "active", "position", "label",
    ]

    static let recordFieldTypes = [
        "Int", "Float", "Bool", "String", "{type: String, maxLength: 120, optional: true}",
        "{type: Float, default: 0.5, min: 0, max: 1}", "{type: Int, default: 0, min: 0, max: 1000}",
        "{type: enum, cases: [open, closed, pending]}", "{type: Bool, default: false}",
    ]

    static let sectionTitles = [
        "General", "Display", "Sound", "Account", "Sync", "Privacy", "Storage", "Notifications", "Advanced",
        "Accessibility", "Data", "Appearance", "Network", "Security", "Export",
    ]

    static let footers = [
        "Changes apply the next time the app starts.", "Shown to other members of your team.",
        "Stored on this device only.", "Applies to every account on this device.", "Reset to restore the defaults.",
    ]

    static let japaneseScreenTitles = ["General": "一般", "Advanced": "詳細設定", "Notifications": "通知"]
    static let japaneseSections = ["表示", "サウンド", "アカウント", "同期", "プライバシー", "ストレージ"]
    static let japaneseItems = ["音量", "明るさ", "言語", "テーマ", "通知の間隔", "バックアップ", "文字の大きさ", "自動ロック"]

    static let layerNames = ["background", "back", "content", "middle", "front", "overlay", "ads"]
}
