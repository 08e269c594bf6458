/// Writes the Swift file of one spec file.
final class SwiftFileRenderer {
    let project: Project
    let file: SpecFile
    let models: [String: ModelNames]
    let names: SwiftNames
    let module: SwiftNames.Scope
    let access: SwiftEmitter.AccessLevel
    var writer = SwiftWriter()
    /// Whether the file uses Foundation (`Locale`, for sorted record tables).
    var usesFoundation = false

    init(
        project: Project, file: SpecFile, models: [String: ModelNames], names: SwiftNames, module: SwiftNames.Scope,
        access: SwiftEmitter.AccessLevel
    ) {
        self.project = project
        self.file = file
        self.models = models
        self.names = names
        self.module = module
        self.access = access
    }

    /// `public ` or nothing: the prefix of every generated declaration.
    var visibility: String { access == .public ? "public " : "" }

    func render(source: String) -> String {
        var body = SwiftWriter()
        swap(&writer, &body)
        for model in file.models {
            if let names = models[model.name.value], names.model.range == model.range { renderModel(names) }
        }
        for screen in file.preferenceScreens { renderScreen(screen) }
        for table in file.tables { renderTable(table) }
        for hierarchy in file.hierarchies { renderHierarchy(hierarchy) }
        swap(&writer, &body)

        var header = SwiftWriter()
        header.line(SwiftEmitter.headerMarker + SwiftLiteral.escaped(source) + ".")
        header.line("// Do not edit: this file is rewritten from the spec on every build.")
        guard !body.lines.isEmpty else { return header.text }
        header.line()
        let importPrefix = access == .public ? "public import " : "import "
        if usesFoundation { header.line(importPrefix + "Foundation") }
        header.line(importPrefix + "ViewSpecRuntime")
        return header.text + body.text
    }

    /// Starts a top-level declaration: an empty line after the previous one.
    func beginDeclaration() {
        writer.line()
    }

    // MARK: - Values

    /// A spec text as a `DisplayText` expression.
    func displayText(_ text: Text?) -> String {
        switch text {
        case nil: "nil"
        case .literal(let string)?: ".literal(\(SwiftLiteral.string(string)))"
        case .localized(let key, let fallback)?:
            ".localized(key: \(SwiftLiteral.string(key)), fallback: \(fallback.map(SwiftLiteral.string) ?? "nil"))"
        }
    }

    /// A literal from the spec as a value of `field`'s Swift type; nil when it is not one
    /// (the checks report that before generation).
    func value(_ literal: LiteralValue, for field: ModelNames.FieldNames) -> String? {
        switch (field.field.type.value, literal) {
        case (.int, .int(let number)): return SwiftLiteral.int(number)
        case (.float, .int(let number)): return SwiftLiteral.double(Double(number))
        case (.float, .float(let number)): return SwiftLiteral.double(number)
        case (.bool, .bool(let flag)): return SwiftLiteral.bool(flag)
        case (.string, .string(let text)): return SwiftLiteral.string(text)
        case (.enumeration, _): return field.caseIdentifier(for: literal).map { "." + $0.escaped }
        default: return nil
        }
    }

    /// A one-line comment quoting spec text safely.
    func quoted(_ text: String) -> String { SwiftLiteral.string(text) }
}
