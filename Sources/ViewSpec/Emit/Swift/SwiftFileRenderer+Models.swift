extension SwiftFileRenderer {
    /// A struct per model: the runtime's model protocol, Codable and Hashable (every field
    /// type is), Identifiable by the key for a keyed model; an enumeration per `enum` field,
    /// stored properties with their defaults, a memberwise initializer, and the `Field`
    /// enumeration, whose cases describe the fields.
    func renderModel(_ model: Model, names: SwiftNamePlan.ModelNames) {
        let fields = names.fields.compactMap { fieldNames -> (Field, SwiftNamePlan.FieldNames)? in
            guard let field = model.field(named: fieldNames.specName) else {
                unexpected.note("field '\(fieldNames.specName)' of model '\(model.name.value)' is not in the model")
                return nil
            }
            return (field, fieldNames)
        }
        var conformances: [String]
        switch model.kind.value {
        case .preferences: conformances = ["ViewSpecRuntime.PreferenceModel"]
        case .record: conformances = ["ViewSpecRuntime.RecordModel"]
        case .keyed: conformances = ["ViewSpecRuntime.KeyedRecordModel", "Swift.Identifiable"]
        }
        conformances += ["Swift.Codable", "Swift.Hashable"]
        let key = model.kind.value == .keyed ? keyField(of: model, fields: fields) : nil

        beginDeclaration()
        writer.doc("The \(model.kind.value.rawValue) model \(quoted(model.name.value)).")
        writer.block("\(visibility)struct \(names.type.escaped): \(conformances.joined(separator: ", "))") { w in
            for (field, fieldNames) in fields where fieldNames.enumType != nil { renderEnum(field, names: fieldNames, into: &w) }
            w.line("\(visibility)static let modelName: Swift.String = \(SwiftLiteral.string(model.name.value))")
            w.doc("The fields in declaration order (see `Field.modelField`).")
            w.line("\(visibility)static let fields: [ViewSpecRuntime.ModelField<Self>] = Field.allCases.map(\\.modelField)")
            if let key {
                w.line("\(visibility)static var key: Swift.KeyPath<Self, \(swiftType(of: key.field, names: key.names))> { \\.\(key.names.property.escaped) }")
            }
            // A preferences model may have no fields, and so no stored properties.
            if !fields.isEmpty { w.line() }
            for (field, fieldNames) in fields {
                w.line("\(visibility)var \(fieldNames.property.escaped): \(swiftType(of: field, names: fieldNames)) = \(defaultValue(field, names: fieldNames))")
            }
            if let key, names.needsComputedID {
                w.line()
                w.doc("The record's identity: its key, \(quoted(key.field.name.value)).")
                w.line("\(visibility)var id: \(swiftType(of: key.field, names: key.names)) { self.\(key.names.property.escaped) }")
            }
            w.line()
            w.doc("A value whose every field holds its default.")
            w.line("\(visibility)init() {}")
            if !fields.isEmpty {
                w.line()
                renderMemberwiseInitializer(fields, into: &w)
            }
            if fields.contains(where: { $0.1.property.name != $0.0.name.value }) {
                // Saved JSON keeps the spec's field names where Swift's differ.
                w.line()
                w.block("private enum CodingKeys: Swift.String, Swift.CodingKey") { w in
                    for (field, fieldNames) in fields {
                        let renamed = fieldNames.property.name != field.name.value
                        w.line("case \(fieldNames.property.escaped)" + (renamed ? " = \(SwiftLiteral.string(field.name.value))" : ""))
                    }
                }
            }
            if fields.contains(where: { $0.1.property.name == "hashValue" }) {
                // A property of that name would otherwise be taken for Hashable's deprecated requirement.
                w.line()
                w.block("\(visibility)func hash(into hasher: inout Swift.Hasher)") { w in
                    for (field, fieldNames) in fields {
                        // Beside Hashable's own `hashValue`, the property is told apart by its type.
                        let typed = fieldNames.property.name == "hashValue" ? " as \(swiftType(of: field, names: fieldNames))" : ""
                        w.line("hasher.combine(self.\(fieldNames.property.escaped)\(typed))")
                    }
                }
            }
            w.line()
            w.doc("The fields in declaration order; a case's raw value is the field's name in the spec.")
            let cases = fields.map { ($1.fieldCase.escaped, SwiftLiteral.string($0.name.value)) }
            w.stringEnum("Field", visibility: visibility, conformances: "Swift.CaseIterable, Swift.Sendable", cases: cases) { _ in }
        }
        renderFieldExtension(model, type: names.type, fields: fields)
    }

    private func keyField(of model: Model, fields: [(Field, SwiftNamePlan.FieldNames)]) -> (field: Field, names: SwiftNamePlan.FieldNames)? {
        guard let name = model.keyField?.value, let key = fields.first(where: { $0.0.name.value == name }) else {
            unexpected.note("keyed model '\(model.name.value)' has no key field")
            return nil
        }
        return key
    }

    private func renderEnum(_ field: Field, names: SwiftNamePlan.FieldNames, into w: inout SwiftWriter) {
        guard let enumType = field.type.value.enumType, let name = names.enumType else { return }
        let rawType = enumType.cases.first.map { if case .int = $0.rawValue { "Swift.Int" } else { "Swift.String" } } ?? "Swift.String"
        let cases = distinctCases(of: enumType)
        w.doc("The cases of field \(quoted(field.name.value)).")
        w.block("\(visibility)enum \(name.escaped): \(rawType), ViewSpecRuntime.ModelEnum, Swift.Codable") { w in
            for enumCase in cases {
                let raw: String
                switch enumCase.rawValue {
                case .int(let number): raw = SwiftLiteral.int(number)
                case .string(let text): raw = SwiftLiteral.string(text)
                }
                w.line("case \(caseIdentifier(enumCase, names: names).escaped) = \(raw)")
            }
            // The runtime names cases in messages; the spec's name, not the Swift spelling.
            w.line()
            w.doc("The case's name in the spec.")
            w.block("\(visibility)var caseName: Swift.String") { w in
                w.switchBlock("self") { w in
                    for enumCase in cases {
                        w.line("case .\(caseIdentifier(enumCase, names: names).escaped): \(SwiftLiteral.string(enumCase.name))")
                    }
                }
            }
        }
        w.line()
    }

    /// The cases of an enumeration, each name once (a repeated one is `duplicate-declaration`'s).
    func distinctCases(of type: EnumType) -> [EnumType.Case] {
        var seen = Set<String>()
        return type.cases.filter { seen.insert($0.name).inserted }
    }

    func caseIdentifier(_ enumCase: EnumType.Case, names: SwiftNamePlan.FieldNames) -> SwiftIdentifier {
        guard let identifier = names.cases[enumCase.name] else {
            unexpected.note("case '\(enumCase.name)' of field '\(names.specName)' has no Swift name")
            return .placeholder
        }
        return identifier
    }

    /// Every property as a parameter, defaulting to the field's default, in field order.
    private func renderMemberwiseInitializer(_ fields: [(Field, SwiftNamePlan.FieldNames)], into w: inout SwiftWriter) {
        w.doc("A value with the given fields; a field not given holds its default.")
        w.line("\(visibility)init(")
        for (index, (field, names)) in fields.enumerated() {
            let label = names.property.escaped
            let parameter = names.parameter == names.property ? label : "\(label) \(names.parameter.escaped)"
            let separator = index == fields.count - 1 ? "" : ","
            w.line("    \(parameter): \(swiftType(of: field, names: names)) = \(defaultValue(field, names: names))\(separator)")
        }
        w.block(")") { w in
            for (_, names) in fields { w.line("self.\(names.property.escaped) = \(names.parameter.escaped)") }
        }
    }

    /// In an extension at the top level, where the code inside sees the enumeration's own
    /// members and the module's types, but not the model's other nested types.
    private func renderFieldExtension(_ model: Model, type: SwiftIdentifier, fields: [(Field, SwiftNamePlan.FieldNames)]) {
        let modelType = type.escaped
        beginDeclaration()
        writer.block("extension \(modelType).Field") { w in
            w.doc("The field's name, type and constraints, bound to the property that holds it.")
            w.block("\(visibility)var modelField: ViewSpecRuntime.ModelField<\(modelType)>") { w in
                w.switchBlock("self") { w in
                    for (field, names) in fields {
                        // Only a preference store leaves a field out (stored-outside-preferences).
                        let notStored = model.kind.value == .preferences && !field.isStored ? ".notStored()" : ""
                        // Only a preference store keeps a field under a key of its own (the same check).
                        let key = model.kind.value == .preferences && field.storedKey != field.name.value
                            ? ".storedUnder(\(SwiftLiteral.string(field.storedKey)))" : ""
                        w.line("case .\(names.fieldCase.escaped): \(fieldFactory(field, names: names))\(key)\(notStored)")
                    }
                }
            }
            w.line()
            w.doc("The stored property holding the field.")
            w.line("\(visibility)var keyPath: Swift.PartialKeyPath<\(modelType)> { self.modelField.keyPath }")
            w.line()
            w.doc("The Swift type of the stored property.")
            w.line("\(visibility)var valueType: Any.Type { Swift.type(of: self.keyPath).valueType }")
            w.line()
            w.doc("The field's runtime definition: type, optionality and constraints.")
            w.line("\(visibility)var definition: ViewSpecRuntime.FieldDefinition { self.modelField.definition }")
        }
    }

    private func fieldFactory(_ field: Field, names: SwiftNamePlan.FieldNames) -> String {
        var arguments = [SwiftLiteral.string(field.name.value), "\\.\(names.property.escaped)"]
        switch field.type.value {
        case .int, .float, .string:
            // A list field takes the constraints of a field of one value, on each element.
            let factory = constrainedFactory(field, arguments: &arguments) + (field.isList ? "List" : "")
            return ".\(factory)(" + arguments.joined(separator: ", ") + ")"
        case .bool:
            return ".bool(" + arguments.joined(separator: ", ") + ")"
        case .date:
            return ".date(" + arguments.joined(separator: ", ") + ")"
        case .enumeration(let type):
            return (type.multiple ? ".enumSet(" : field.isList ? ".enumList(" : ".enumeration(") + arguments.joined(separator: ", ") + ")"
        }
    }

    /// The factory of an Int, Float or String field (`int`, `float`, `string`), with the
    /// field's constraints appended to `arguments`.
    private func constrainedFactory(_ field: Field, arguments: inout [String]) -> String {
        switch field.type.value {
        case .int:
            for (label, bound, rule) in [("min", field.minimum, FloatingPointRoundingRule.up), ("max", field.maximum, .down)] {
                guard let bound = bound?.value else { continue }
                guard let value = Int(exactly: bound.rounded(rule)) else {
                    unexpected.note("the bound \(bound) of Int field '\(field.name.value)' is no Int")
                    continue
                }
                arguments.append("\(label): \(SwiftLiteral.int(value))")
            }
            return "int"
        case .float:
            if let minimum = field.minimum?.value { arguments.append("min: \(SwiftLiteral.double(minimum))") }
            if let maximum = field.maximum?.value { arguments.append("max: \(SwiftLiteral.double(maximum))") }
            return "float"
        default:
            if let maxLength = field.maxLength?.value { arguments.append("maxLength: \(SwiftLiteral.int(maxLength))") }
            if let pattern = field.pattern?.value { arguments.append("pattern: \(SwiftLiteral.string(pattern))") }
            return "string"
        }
    }

    /// The declared default, or the runtime's: nil for optional fields, else 0, false, "",
    /// 1970-01-01T00:00:00Z, the first case, the empty set.
    func defaultValue(_ field: Field, names: SwiftNamePlan.FieldNames) -> String {
        if field.isList {
            guard case .list(let literals, _)? = field.defaultValue else { return "[]" }
            return SwiftLiteral.array(literals.compactMap { value($0.value, for: field, names: names) })
        }
        switch field.defaultValue {
        case .value(let literal)?:
            if case .enumeration(let type) = field.type.value, type.multiple { break }
            if let value = value(literal.value, for: field, names: names) { return value }
            unexpected.note("the default of field '\(field.name.value)' is not a value of its type")
        case .list(let literals, _)?:
            guard case .enumeration(let type) = field.type.value else { break }
            var seen = Set<String>()
            let cases = literals.compactMap { Self.enumCase($0.value, in: type) }.filter { seen.insert($0.name).inserted }
            return SwiftLiteral.array(cases.map { "." + caseIdentifier($0, names: names).escaped })
        case nil:
            break
        }
        if field.isOptional { return "nil" }
        switch field.type.value {
        case .int: return "0"
        case .float: return "0.0"
        case .bool: return "false"
        case .string: return "\"\""
        case .date:
            usesFoundation = true
            return "Foundation.Date(timeIntervalSince1970: 0.0)"
        case .enumeration(let type):
            guard !type.multiple else { return "[]" }
            return type.cases.first.map { "." + caseIdentifier($0, names: names).escaped } ?? "nil"
        }
    }
}
