/// Writes an imported project as spec files that read as if written by hand: a comment
/// naming the source at the top, short forms where they fit (a field's bare type, an item
/// as one flow mapping), two-space indentation, lines kept under `lineWidth` where a list
/// allows. The same project always gives the same bytes.
package struct ImportedProjectWriter: Sendable {
    /// The file name of the model and of each screen, in writing order.
    package struct File: Sendable, Equatable {
        package var fileName: String
        package var text: String
    }

    /// What every imported file begins with, so that a later import into the same
    /// directory knows which files it may replace or remove.
    package static let headerMarker = "# Imported from "

    /// The command that wrote an imported file (`viewspecc import settings-bundle`), read
    /// from the end of its header line; nil for a file that does not begin with the header.
    package static func writer(of bytes: [UInt8]) -> String? {
        guard bytes.starts(with: headerMarker.utf8) else { return nil }
        let line = String(decoding: bytes.prefix { $0 != UInt8(ascii: "\n") }, as: UTF8.self)
        // The source's name comes first and may hold " by " itself: the command is last.
        guard let last = line.split(separator: " by ", omittingEmptySubsequences: false).last, last.hasPrefix("viewspecc import ") else { return nil }
        return String(last.prefix { $0 != "." && $0 != ":" })
    }

    /// Which import wrote a file: its command and the model it declares or binds.
    package struct Origin: Equatable, Sendable {
        package var command: String
        /// The model's name as the file writes it (quoted where YAML needs it); nil where
        /// the file no longer says.
        package var model: String?
    }

    /// The import that wrote an imported file; nil for a file that does not begin with the
    /// header. Two imports of one kind into one directory, each under its own model (two
    /// bundles of one app), are told apart by the model.
    package static func origin(of bytes: [UInt8]) -> Origin? {
        guard let command = writer(of: bytes) else { return nil }
        // The model file declares the model on its fourth line (`models:`, then `  Name:`),
        // a screen's file binds it on its fifth (`    model: Name`).
        let lines = bytes.prefix(4096).split(separator: UInt8(ascii: "\n"), maxSplits: 6, omittingEmptySubsequences: false).prefix(6)
            .map { String(decoding: $0, as: UTF8.self) }
        var model: String?
        if let index = lines.firstIndex(of: "models:"), index + 1 < lines.count, lines[index + 1].hasPrefix("  "), lines[index + 1].hasSuffix(":") {
            model = String(lines[index + 1].dropFirst(2).dropLast())
        } else if let line = lines.first(where: { $0.hasPrefix(Self.modelLinePrefix) }) {
            model = String(line.dropFirst(Self.modelLinePrefix.count))
        }
        return Origin(command: command, model: model)
    }

    /// How a screen's file names its model.
    private static let modelLinePrefix = "    model: "

    /// The widest line a short form may make.
    static let lineWidth = 100

    package init() {}

    package func files(for project: ImportedProject, command: String) -> [File] {
        // Screens keep their own names as file names; the model takes `<Model>Model` where a
        // screen's name is too close to its own.
        var names = FileNames()
        let screenFiles = project.screens.map { names.claim($0.name) }
        let modelFileName = names.claim(project.modelName, alternative: "\(project.modelName)Model")
        var files = [File(fileName: modelFileName, text: modelText(project, command: command))]
        for (screen, fileName) in zip(project.screens, screenFiles) {
            files.append(File(fileName: fileName, text: screenText(screen, model: project.modelName, source: project.sourceName, command: command)))
        }
        return files
    }

    /// File names that stay distinct where generated Swift files would not: compared
    /// without case and without the separators `- _ . : +`, as the compiler compares spec
    /// file names (a later one gets a number).
    private struct FileNames {
        private var claimed: Set<String> = []

        mutating func claim(_ name: String, alternative: String? = nil) -> String {
            for candidate in [name, alternative].compactMap({ $0 }) + (2...).lazy.prefix(1000).map({ "\(alternative ?? name)\($0)" }) {
                let key = String(candidate.lowercased().unicodeScalars.filter { !"-_.:+".unicodeScalars.contains($0) }.map(Character.init))
                if claimed.insert(key).inserted { return "\(candidate).yaml" }
            }
            return "\(name).yaml"
        }
    }

    // MARK: - Model

    private func modelText(_ project: ImportedProject, command: String) -> String {
        var lines = [
            "\(Self.headerMarker)\(PrintableText.escaped(project.sourceName.isEmpty ? project.screens.map(\.sourceFileName).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }.joined(separator: ", ") : project.sourceName)) by \(command): the preferences every screen stores.",
            "viewspec: 1", "models:", "  \(scalar(project.modelName)):", "    kind: preferences",
            // A model of no fields, for screens of links and buttons alone, is written empty.
            project.fields.isEmpty ? "    fields: {}" : "    fields:",
        ]
        for field in project.fields {
            lines.append("      \(scalar(field.name)): \(fieldText(field))")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private func fieldText(_ field: ImportedField) -> String {
        var parts: [String] = []
        switch field.type {
        case .enumeration(let cases): parts.append("cases: [\(cases.map(scalar).joined(separator: ", "))]")
        case .enumerationSet(let cases, let rawValues?) where rawValues.count == cases.count:
            let pairs = zip(cases, rawValues).map { "\(scalar($0)): \(scalar($1))" }
            parts += ["cases: {\(pairs.joined(separator: ", "))}", "multiple: true"]
        case .enumerationSet(let cases, _): parts += ["cases: [\(cases.map(scalar).joined(separator: ", "))]", "multiple: true"]
        default: break
        }
        if let value = field.defaultValue { parts.append("default: \(valueText(value))") }
        if let minimum = field.minimum { parts.append("min: \(number(minimum))") }
        if let maximum = field.maximum { parts.append("max: \(number(maximum))") }
        if field.isOptional { parts.append("optional: true") }
        if !field.isStored { parts.append("stored: false") }
        if let key = field.storedKey { parts.append("key: \(scalar(key))") }
        if field.isList { parts.append("list: true") }
        if let reference = field.androidDefault { parts.append("androidDefault: \(scalar(reference))") }
        if parts.isEmpty { return field.type.specName }
        return "{" + (["type: \(field.type.specName)"] + parts).joined(separator: ", ") + "}"
    }

    // MARK: - Screens

    private func screenText(_ screen: ImportedScreen, model: String, source: String, command: String) -> String {
        var lines = [
            "\(Self.headerMarker)\(PrintableText.escaped(source.isEmpty ? screen.sourceFileName : "\(source)/\(screen.sourceFileName)")) by \(command).",
            "viewspec: 1", "preferences:", "  \(scalar(screen.name)):", Self.modelLinePrefix + scalar(model),
        ]
        if let title = screen.title { lines.append("    title: \(text(title))") }
        if screen.isEntry { lines.append("    entry: true") }
        if let strings = screen.strings { lines.append("    strings: \(scalar(strings))") }
        lines.append("    sections:")
        for section in screen.sections {
            var first = true
            if let comment = section.comment { lines.append("      # \(PrintableText.escaped(comment))") }
            func sectionLine(_ line: String) {
                lines.append((first ? "      - " : "        ") + line)
                first = false
            }
            if let id = section.id { sectionLine("id: \(scalar(id))") }
            if let title = section.title { sectionLine("\(section.isNote ? "note" : "title"): \(text(title))") }
            if let footer = section.footer { sectionLine("footer: \(text(footer))") }
            if section.isHidden { sectionLine("hidden: true") }
            if let platforms = section.platforms { sectionLine("platforms: [\(platforms.map(scalar).joined(separator: ", "))]") }
            if let list = section.list {
                sectionLine("list:")
                if let field = list.field { lines.append("          field: \(scalar(field))") }
                if let key = list.key { lines.append("          key: \(scalar(key))") }
                lines += listRowLines("row", list.row)
                if let add = list.add { lines += listRowLines("add", add) }
                if list.isDeletable { lines.append("          deletable: true") }
                continue
            }
            // A section of static text (a footer alone) is written without items, as by hand.
            if section.items.isEmpty && !first { continue }
            sectionLine("items:")
            for item in section.items { lines += itemLines(item, indent: "          ") }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A list's `row:` or `add:`: the item as a flow mapping, or as a block mapping when too long.
    private func listRowLines(_ key: String, _ item: ImportedItem) -> [String] {
        let indent = "          "
        var lines: [String] = []
        var itemLines = self.itemLines(item, indent: "")
        while let first = itemLines.first, first.hasPrefix("#") {
            lines.append(indent + first)
            itemLines.removeFirst()
        }
        if itemLines.count == 1, let line = itemLines.first, line.hasPrefix("- ") {
            return lines + ["\(indent)\(key): \(line.dropFirst(2))"]
        }
        lines.append("\(indent)\(key):")
        for line in itemLines { lines.append(indent + "  " + (line.hasPrefix("- ") ? "  " + line.dropFirst(2) : line)) }
        return lines
    }

    /// A screen the app's code makes, as `childPane:` writes it: `{external: NAME, …}`.
    private func externalPaneText(_ name: String, _ external: ImportedItem.ExternalPane?) -> String {
        var parts = ["external: \(name)"]
        if let opening = external?.opening { parts.append("opening: \(opening.rawValue)") }
        if let fragment = external?.fragment { parts.append("fragment: \(scalar(fragment))") }
        if let file = external?.file { parts.append("file: \(scalar(file))") }
        if let selector = external?.selector { parts.append("selector: \(scalar(selector))") }
        return "{" + parts.joined(separator: ", ") + "}"
    }

    private func itemLines(_ item: ImportedItem, indent: String) -> [String] {
        var target = item.targetLocalizationKey.map { text(ImportedText(item.target, localizationKey: $0)) } ?? scalar(item.target)
        var controlKey = item.control.rawValue
        if item.control == .externalPane {
            controlKey = "childPane"
            target = externalPaneText(target, item.external)
        }
        if item.control == .intent {
            controlKey = "link"
            var parts = (item.intent?.attributes ?? []).map { "\($0.name): \(scalar($0.value))" }
            if let extras = item.intent?.extras, !extras.isEmpty {
                parts.append("extras: {" + extras.map { "\(scalar($0.name)): \($0.typed.map(valueText) ?? scalar($0.value))" }.joined(separator: ", ") + "}")
            }
            target = "{intent: {" + parts.joined(separator: ", ") + "}}"
        }
        if item.control == .link, item.opensInApp {
            target = "{" + (item.targetLocalizationKey.map { "localized: \(scalar($0)), default: " } ?? "url: ") + scalar(item.target) + ", inApp: true}"
        }
        if item.control == .systemSettings {
            controlKey = "link"
            target = "{systemSettings: \(target)}"
        }
        if item.control == .custom, item.custom != nil || item.target.isEmpty {
            // A list's row without a key is found by the list's key and the element's index.
            var parts = item.target.isEmpty ? [] : ["key: \(target)"]
            if let androidClass = item.custom?.androidClass { parts.append("android: \(scalar(androidClass))") }
            if let value = item.custom?.defaultValue { parts.append("default: \(valueText(value))") }
            if let reference = item.custom?.androidDefault { parts.append("androidDefault: \(scalar(reference))") }
            switch item.custom?.pane {
            case .screen(let screen)?: parts.append("childPane: \(scalar(screen))")
            case .external(let name, let external)?: parts.append("childPane: \(externalPaneText(scalar(name), external))")
            case nil: break
            }
            target = "{" + parts.joined(separator: ", ") + "}"
        }
        if !item.pickerOptions.isEmpty {
            target = "{field: \(target), " + item.pickerOptions.map { "\($0.name): \($0.value)" }.joined(separator: ", ") + "}"
        }
        if item.control == .toggle, let values = item.toggleValues {
            target = "{field: \(target), on: \(valueText(values.on)), off: \(valueText(values.off))}"
        }
        // A date picker's options are written inside its control: `{field: F, mode: time}`.
        var options = item.options
        if item.control == .datePicker {
            let pickerKeys: Set<String> = ["mode", "minuteInterval", "style"]
            let inside = options.filter { pickerKeys.contains($0.key) }
            options.removeAll { pickerKeys.contains($0.key) }
            if !inside.isEmpty {
                let parts = inside.map { entry -> String in
                    switch entry.value {
                    case .word(let word): "\(entry.key): \(scalar(word))"
                    // A minute interval is a whole number of minutes.
                    case .number(let value): "\(entry.key): \(Int(exactly: value).map(String.init) ?? number(value))"
                    default: "\(entry.key): null"
                    }
                }
                target = "{" + (["field: \(target)"] + parts).joined(separator: ", ") + "}"
            }
        }
        var entries: [(key: String, value: String, block: [String]?)] = [(controlKey, target, nil)]
        if let title = item.title { entries.append(("title", text(title), nil)) }
        for (key, option) in options {
            switch option {
            case .flag(let flag): entries.append((key, String(flag), nil))
            case .word(let word): entries.append((key, scalar(word), nil))
            case .words(let words): entries.append((key, "[" + words.map(scalar).joined(separator: ", ") + "]", nil))
            case .number(let value): entries.append((key, number(value), nil))
            case .text(let value): entries.append((key, text(value), nil))
            case .texts(let values): entries.append((key, "[" + values.map(text).joined(separator: ", ") + "]", values.map(text)))
            case .values(let values): entries.append((key, "[" + values.map(valueText).joined(separator: ", ") + "]", values.map(valueText)))
            case .condition(let clauses):
                entries.append((key, "{" + clauses.map { "\(scalar($0.field)): \(valueText($0.value))" }.joined(separator: ", ") + "}", nil))
            case .wordsByKey(let words):
                entries.append((key, "{" + words.map { "\(scalar($0.name)): \(scalar($0.value))" }.joined(separator: ", ") + "}", nil))
            case .textsByValue(let values, let otherwise):
                let texts = values.map { "\(valueText($0.value)): \(text($0.text))" } + (otherwise.map { ["_: \(text($0))"] } ?? [])
                entries.append((key, "{" + texts.joined(separator: ", ") + "}", nil))
            }
        }
        var lines = item.comment.map { ["\(indent)# \(PrintableText.escaped($0))"] } ?? []
        let flow = "\(indent)- {" + entries.map { "\($0.key): \($0.value)" }.joined(separator: ", ") + "}"
        if flow.count <= Self.lineWidth {
            lines.append(flow)
            return lines
        }
        for (index, entry) in entries.enumerated() {
            let prefix = index == 0 ? "\(indent)- " : "\(indent)  "
            let line = "\(prefix)\(entry.key): \(entry.value)"
            if line.count > Self.lineWidth, let block = entry.block {
                lines.append("\(prefix)\(entry.key):")
                lines += block.map { "\(indent)    - \($0)" }
            } else {
                lines.append(line)
            }
        }
        return lines
    }

    // MARK: - Scalars

    private func scalar(_ text: String) -> String {
        YAMLQuoting.scalar(text)
    }

    private func text(_ value: ImportedText) -> String {
        guard let key = value.localizationKey else { return scalar(value.text) }
        // A key whose text the import could not find keeps the key alone.
        if value.text.isEmpty { return "{localized: \(scalar(key))}" }
        return "{localized: \(scalar(key)), default: \(scalar(value.text))}"
    }

    private func valueText(_ value: ImportedValue) -> String {
        switch value {
        case .bool(let flag): String(flag)
        case .int(let number): String(number)
        case .float(let value): number(value)
        case .string(let text): scalar(text)
        case .enumCase(let name): scalar(name)
        case .enumCases(let names): "[" + names.map(scalar).joined(separator: ", ") + "]"
        }
    }

    /// A number as YAML reads it back exactly: the shortest text that round-trips.
    private func number(_ value: Double) -> String {
        String(value)
    }
}
