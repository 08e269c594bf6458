/// Writes the Swift file of one spec file.
///
/// Generated code cannot be broken by a name from the specs: it names the types of Swift,
/// Foundation and the runtime with their module (`Swift.Int`,
/// `ViewSpecRuntime.PreferenceStore`), gives every constant its type (a type the specs
/// name `StringLiteralType` cannot change what a literal means), reaches its own members
/// through `self.` or `Self.`, and refers to a model's nested types from outside the model
/// through the model (`AppSettings.Theme`), in positions where only the names
/// `SwiftReservedNames` keeps from the specs could hide it.
final class SwiftFileRenderer {
    let project: Project
    let file: SpecFile
    let plan: SwiftNamePlan
    let access: SwiftEmitter.AccessLevel
    let unexpected: UnexpectedInput
    var writer = SwiftWriter()
    /// Whether the file uses Foundation (`Locale`, for sorted record tables; `Date`).
    var usesFoundation = false

    init(project: Project, file: SpecFile, plan: SwiftNamePlan, access: SwiftEmitter.AccessLevel, unexpected: UnexpectedInput) {
        self.project = project
        self.file = file
        self.plan = plan
        self.access = access
        self.unexpected = unexpected
    }

    /// `public ` or nothing: the prefix of every generated declaration.
    var visibility: String { access == .public ? "public " : "" }

    func render(source: String) -> String {
        var body = SwiftWriter()
        swap(&writer, &body)
        for model in file.models where project.modelsByName[model.name.value] === model {
            guard let names = plan.models[model.name.value] else {
                unexpected.note("model '\(model.name.value)' has no Swift names")
                continue
            }
            renderModel(model, names: names)
        }
        for screen in file.preferenceScreens where project.preferenceScreensByName[screen.name.value] === screen { renderScreen(screen) }
        for table in file.tables where project.tablesByName[table.name.value] === table { renderTable(table) }
        for hierarchy in file.hierarchies where project.hierarchiesByName[hierarchy.name.value] === hierarchy { renderHierarchy(hierarchy) }
        for sheet in file.actionSheets where project.actionSheetsByName[sheet.name.value] === sheet { renderActionSheet(sheet) }
        for animation in file.animations where project.animationsByName[animation.name.value] === animation { renderAnimation(animation) }
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

    // MARK: - Types

    /// The Swift type of a field's property: `Swift.Int`, `Theme?`, `Swift.Set<Topics>`;
    /// with `model`, as code outside the model writes it (`AppSettings.Theme`).
    func swiftType(of field: Field, names: SwiftNamePlan.FieldNames, qualifiedBy model: SwiftIdentifier? = nil) -> String {
        let base: String
        switch field.type.value {
        case .int: base = "Swift.Int"
        case .float: base = "Swift.Double"
        case .bool: base = "Swift.Bool"
        case .string: base = "Swift.String"
        case .date:
            base = "Foundation.Date"
            usesFoundation = true
        case .enumeration(let type):
            let enumType = names.enumType ?? .placeholder
            let name = model.map { "\($0.escaped).\(enumType.escaped)" } ?? enumType.escaped
            base = type.multiple ? "Swift.Set<\(name)>" : name
        }
        if field.isList { return "[\(base)]" }
        return field.isOptional ? base + "?" : base
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

    /// A literal from the spec as a value of `field`'s Swift type, written where the type is
    /// known from the context; nil when it is not one (the checks refuse that first).
    func value(_ literal: LiteralValue, for field: Field, names: SwiftNamePlan.FieldNames) -> String? {
        switch (field.type.value, literal) {
        case (.int, .int(let number)): return SwiftLiteral.int(number)
        case (.float, .int(let number)): return SwiftLiteral.double(Double(number))
        case (.float, .float(let number)) where number.isFinite: return SwiftLiteral.double(number)
        case (.bool, .bool(let flag)): return SwiftLiteral.bool(flag)
        case (.string, .string(let text)): return SwiftLiteral.string(text)
        case (.date, .string(let text)):
            guard let seconds = SpecDate.secondsSinceReferenceDate(text) else { return nil }
            usesFoundation = true
            return "Foundation.Date(timeIntervalSinceReferenceDate: \(SwiftLiteral.double(seconds)))"
        case (.enumeration(let type), _):
            let identifier = Self.enumCase(literal, in: type).flatMap { names.cases[$0.name] }
            return identifier.map { field.isOptional ? Self.optionalCase($0) : "." + $0.escaped }
        default: return nil
        }
    }

    /// A case where an optional of its enumeration is expected: `.none` and `.some` would
    /// be read as the optional's own (a warning), so those two are wrapped, `.some(.none)`.
    static func optionalCase(_ identifier: SwiftIdentifier) -> String {
        identifier.name == "none" || identifier.name == "some" ? ".some(.\(identifier.escaped))" : "." + identifier.escaped
    }

    /// The case a literal names: by case name, or failing that by raw value.
    static func enumCase(_ literal: LiteralValue, in type: EnumType) -> EnumType.Case? {
        switch literal {
        case .string(let text): type.case(named: text) ?? type.cases.first { $0.rawValue == .string(text) }
        case .int(let number): type.cases.first { $0.rawValue == .int(number) }
        default: nil
        }
    }

    /// A one-line comment quoting spec text safely.
    func quoted(_ text: String) -> String { SwiftLiteral.string(text) }
}
