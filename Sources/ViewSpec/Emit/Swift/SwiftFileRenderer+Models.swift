extension SwiftFileRenderer {
    /// A struct per model: the runtime's model protocol, Codable and Equatable, an
    /// enumeration per `enum` field, the field list with constraints, stored properties with
    /// their defaults, and the `Field` enumeration.
    func renderModel(_ names: ModelNames) {
        let model = names.model
        let type = names.type.escaped
        let conformance: String
        switch model.kind.value {
        case .preferences: conformance = "PreferenceModel"
        case .record: conformance = "RecordModel"
        case .keyed: conformance = "KeyedRecordModel"
        }
        beginDeclaration()
        writer.doc("The \(model.kind.value.rawValue) model \(quoted(model.name.value)).")
        writer.block("\(visibility)struct \(type): \(conformance), Codable, Equatable") { w in
            for field in names.fields where field.enumType != nil { renderEnum(field, into: &w) }
            w.line("\(visibility)static let modelName = \(SwiftLiteral.string(model.name.value))")
            w.list("\(visibility)static let fields: [ModelField<\(type)>] =") { w in
                for field in names.fields { w.line(fieldFactory(field) + ",") }
            }
            if model.kind.value == .keyed, let key = model.keyField, let keyField = names.field(named: key.value) {
                w.line("\(visibility)static var key: KeyPath<\(type), \(keyField.swiftType)> { \\.\(keyField.property.escaped) }")
            }
            w.line()
            for field in names.fields {
                w.line("\(visibility)var \(field.property.escaped): \(field.swiftType) = \(defaultValue(field))")
            }
            w.line()
            w.line("\(visibility)init() {}")
            if names.fields.contains(where: { $0.property.name != $0.field.name.value }) {
                // Saved JSON keeps the spec's field names where Swift's differ.
                w.line()
                w.block("private enum CodingKeys: String, CodingKey") { w in
                    for field in names.fields {
                        let renamed = field.property.name != field.field.name.value
                        w.line("case \(field.property.escaped)" + (renamed ? " = \(SwiftLiteral.string(field.field.name.value))" : ""))
                    }
                }
            }
            w.line()
            renderFieldEnumeration(names, into: &w)
        }
    }

    private func renderEnum(_ field: ModelNames.FieldNames, into w: inout SwiftWriter) {
        guard let enumType = field.field.type.value.enumType, let name = field.enumType else { return }
        let rawType = enumType.cases.first.map { if case .int = $0.rawValue { "Int" } else { "String" } } ?? "String"
        w.doc("The cases of field \(quoted(field.field.name.value)).")
        w.block("\(visibility)enum \(name.escaped): \(rawType), ModelEnum, Codable") { w in
            for (enumCase, identifier) in zip(enumType.cases, field.cases) {
                let raw: String
                switch enumCase.rawValue {
                case .int(let number): raw = SwiftLiteral.int(number)
                case .string(let text): raw = SwiftLiteral.string(text)
                }
                w.line("case \(identifier.escaped) = \(raw)")
            }
            // The runtime names cases in messages; the spec's name, not the Swift spelling.
            w.line()
            w.block("\(visibility)var caseName: String") { w in
                w.switchBlock("self") { w in
                    for (enumCase, identifier) in zip(enumType.cases, field.cases) {
                        w.line("case .\(identifier.escaped): \(SwiftLiteral.string(enumCase.name))")
                    }
                }
            }
        }
        w.line()
    }

    private func fieldFactory(_ field: ModelNames.FieldNames) -> String {
        let spec = field.field
        let name = SwiftLiteral.string(spec.name.value)
        let keyPath = "\\.\(field.property.escaped)"
        var arguments = [name, keyPath]
        switch spec.type.value {
        case .int:
            if let minimum = spec.minimum?.value { arguments.append("min: \(SwiftLiteral.int(Int(minimum.rounded(.up))))") }
            if let maximum = spec.maximum?.value { arguments.append("max: \(SwiftLiteral.int(Int(maximum.rounded(.down))))") }
            return ".int(" + arguments.joined(separator: ", ") + ")"
        case .float:
            if let minimum = spec.minimum?.value { arguments.append("min: \(SwiftLiteral.double(minimum))") }
            if let maximum = spec.maximum?.value { arguments.append("max: \(SwiftLiteral.double(maximum))") }
            return ".float(" + arguments.joined(separator: ", ") + ")"
        case .bool:
            return ".bool(" + arguments.joined(separator: ", ") + ")"
        case .string:
            if let maxLength = spec.maxLength?.value { arguments.append("maxLength: \(SwiftLiteral.int(maxLength))") }
            if let pattern = spec.pattern?.value { arguments.append("pattern: \(SwiftLiteral.string(pattern))") }
            return ".string(" + arguments.joined(separator: ", ") + ")"
        case .enumeration(let type):
            return (type.multiple ? ".enumSet(" : ".enumeration(") + arguments.joined(separator: ", ") + ")"
        }
    }

    /// The declared default, or the runtime's: nil for optional fields, else 0, false, "",
    /// the first case, the empty set.
    func defaultValue(_ field: ModelNames.FieldNames) -> String {
        let spec = field.field
        switch spec.defaultValue {
        case .value(let literal)?:
            if case .enumeration(let type) = spec.type.value, type.multiple { break }
            if let value = value(literal.value, for: field) { return value }
        case .list(let literals, _)?:
            let cases = literals.compactMap { field.caseIdentifier(for: $0.value) }.map { "." + $0.escaped }
            return SwiftLiteral.array(cases)
        case nil:
            break
        }
        if spec.isOptional { return "nil" }
        switch spec.type.value {
        case .int: return "0"
        case .float: return "0.0"
        case .bool: return "false"
        case .string: return "\"\""
        case .enumeration(let type): return type.multiple ? "[]" : field.cases.first.map { "." + $0.escaped } ?? "nil"
        }
    }

    private func renderFieldEnumeration(_ names: ModelNames, into w: inout SwiftWriter) {
        let type = names.type.escaped
        w.doc("The fields in declaration order; a case's raw value is the field's name in the spec.")
        let cases = names.fields.map { ($0.property.escaped, SwiftLiteral.string($0.field.name.value)) }
        w.stringEnum("Field", visibility: visibility, conformances: "CaseIterable, Sendable", cases: cases) { w in
            w.line()
            w.doc("The stored property holding the field.")
            w.block("\(visibility)var keyPath: PartialKeyPath<\(type)>") { w in
                w.switchBlock("self") { w in
                    for field in names.fields { w.line("case .\(field.property.escaped): \\.\(field.property.escaped)") }
                }
            }
            w.line()
            w.doc("The Swift type of the stored property.")
            w.block("\(visibility)var valueType: Any.Type") { w in
                w.switchBlock("self") { w in
                    for field in names.fields { w.line("case .\(field.property.escaped): \(field.swiftType).self") }
                }
            }
            w.line()
            w.doc("The field's runtime definition: type, optionality and constraints.")
            w.block("\(visibility)var definition: FieldDefinition") { w in
                w.switchBlock("self") { w in
                    for (index, field) in names.fields.enumerated() {
                        w.line("case .\(field.property.escaped): \(type).fields[\(index)].definition")
                    }
                }
            }
        }
    }
}
