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

    /// The widest line a short form may make.
    static let lineWidth = 100

    package init() {}

    package func files(for project: ImportedProject, command: String) -> [File] {
        let screenFiles = Set(project.screens.map { "\($0.name).yaml" })
        let modelFileName = screenFiles.contains("\(project.modelName).yaml") ? "\(project.modelName).model.yaml" : "\(project.modelName).yaml"
        var files = [File(fileName: modelFileName, text: modelText(project, command: command))]
        for screen in project.screens {
            files.append(File(fileName: "\(screen.name).yaml", text: screenText(screen, model: project.modelName, source: project.sourceName, command: command)))
        }
        return files
    }

    // MARK: - Model

    private func modelText(_ project: ImportedProject, command: String) -> String {
        var lines = [
            "\(Self.headerMarker)\(PrintableText.escaped(project.sourceName)) by \(command): the preferences every pane stores.",
            "viewspec: 1", "models:", "  \(scalar(project.modelName)):", "    kind: preferences", "    fields:",
        ]
        for field in project.fields {
            lines.append("      \(scalar(field.name)): \(fieldText(field))")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private func fieldText(_ field: ImportedField) -> String {
        var parts: [String] = []
        if case .enumeration(let cases) = field.type { parts.append("cases: [\(cases.map(scalar).joined(separator: ", "))]") }
        if let value = field.defaultValue { parts.append("default: \(valueText(value))") }
        if let minimum = field.minimum { parts.append("min: \(number(minimum))") }
        if let maximum = field.maximum { parts.append("max: \(number(maximum))") }
        if field.isOptional { parts.append("optional: true") }
        if parts.isEmpty { return field.type.specName }
        return "{" + (["type: \(field.type.specName)"] + parts).joined(separator: ", ") + "}"
    }

    // MARK: - Screens

    private func screenText(_ screen: ImportedScreen, model: String, source: String, command: String) -> String {
        var lines = [
            "\(Self.headerMarker)\(PrintableText.escaped("\(source)/\(screen.sourceFileName)")) by \(command).",
            "viewspec: 1", "preferences:", "  \(scalar(screen.name)):", "    model: \(scalar(model))",
        ]
        if let title = screen.title { lines.append("    title: \(text(title))") }
        if screen.isEntry { lines.append("    entry: true") }
        lines.append("    sections:")
        for section in screen.sections {
            var first = true
            func sectionLine(_ line: String) {
                lines.append((first ? "      - " : "        ") + line)
                first = false
            }
            if let title = section.title { sectionLine("title: \(text(title))") }
            if let footer = section.footer { sectionLine("footer: \(text(footer))") }
            sectionLine("items:")
            for item in section.items { lines += itemLines(item, indent: "          ") }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private func itemLines(_ item: ImportedItem, indent: String) -> [String] {
        var entries: [(key: String, value: String, block: [String]?)] = [(item.control.rawValue, scalar(item.target), nil)]
        if let title = item.title { entries.append(("title", text(title), nil)) }
        for (key, option) in item.options {
            switch option {
            case .flag(let flag): entries.append((key, String(flag), nil))
            case .word(let word): entries.append((key, scalar(word), nil))
            case .number(let value): entries.append((key, number(value), nil))
            case .text(let value): entries.append((key, text(value), nil))
            case .texts(let values): entries.append((key, "[" + values.map(text).joined(separator: ", ") + "]", values.map(text)))
            case .values(let values): entries.append((key, "[" + values.map(valueText).joined(separator: ", ") + "]", values.map(valueText)))
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
        return "{localized: \(scalar(key)), default: \(scalar(value.text))}"
    }

    private func valueText(_ value: ImportedValue) -> String {
        switch value {
        case .bool(let flag): String(flag)
        case .int(let number): String(number)
        case .float(let value): number(value)
        case .string(let text): scalar(text)
        case .enumCase(let name): scalar(name)
        }
    }

    /// A number as YAML reads it back exactly: the shortest text that round-trips.
    private func number(_ value: Double) -> String {
        String(value)
    }
}
