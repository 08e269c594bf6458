/// The Swift names of one model, its fields and its enumerations, settled before any code
/// is written because screens and tables in other files refer to them.
struct ModelNames {
    struct FieldNames {
        var field: Field
        var property: SwiftIdentifier
        /// The nested enumeration of an `enum` field.
        var enumType: SwiftIdentifier?
        /// The Swift cases, in the order of the spec's cases.
        var cases: [SwiftIdentifier]

        /// The Swift type of the stored property: `Int`, `Theme?`, `Set<Topics>`.
        var swiftType: String { swiftType(qualifiedBy: nil) }

        /// The type as code outside the model writes it: `AppSettings.Theme`.
        func swiftType(qualifiedBy model: SwiftIdentifier?) -> String {
            let enumName = enumType.map { type in model.map { $0.escaped + "." } .map { $0 + type.escaped } ?? type.escaped }
            let base: String
            switch field.type.value {
            case .int: base = "Int"
            case .float: base = "Double"
            case .bool: base = "Bool"
            case .string: base = "String"
            case .enumeration(let type): base = type.multiple ? "Set<\(enumName!)>" : enumName!
            }
            return field.isOptional ? base + "?" : base
        }

        /// The Swift case for a spec case name (or, failing that, raw value).
        func caseIdentifier(for literal: LiteralValue) -> SwiftIdentifier? {
            guard let enumType = field.type.value.enumType else { return nil }
            let index = enumType.cases.firstIndex { enumCase in
                switch literal {
                case .string(let text): enumCase.name == text
                default: false
                }
            } ?? enumType.cases.firstIndex { enumCase in
                switch (literal, enumCase.rawValue) {
                case (.string(let text), .string(let raw)): text == raw
                case (.int(let number), .int(let raw)): number == raw
                default: false
                }
            }
            return index.map { cases[$0] }
        }
    }

    var model: Model
    var type: SwiftIdentifier
    var fields: [FieldNames]

    func field(named name: String) -> FieldNames? { fields.first { $0.field.name.value == name } }

    /// Names a model that cannot be named get a placeholder, so that rendering goes on and
    /// every problem is reported in one run; nothing is written while an error remains.
    static let placeholder = SwiftIdentifier.placeholder

    init(_ model: Model, names: SwiftNames, module: SwiftNames.Scope) {
        self.model = model
        let modelName = model.name.value
        type = names.identifier(model.name, what: "model name") ?? Self.placeholder
        module.claim(type, for: "model '\(modelName)'", at: model.name.range)

        let members = names.scope("model '\(modelName)'")
        let nestedTypes = names.scope(
            "model '\(modelName)'",
            reserved: SwiftNames.reservedTypes([
                "Field": "is the model's field enumeration", "CodingKeys": "Codable uses in the model",
                type.name: "is the model's own name",
            ]))
        let fieldCases = names.scope(
            "\(modelName).Field",
            reserved: [
                "keyPath": "is a member of the field enumeration", "valueType": "is a member of the field enumeration",
                "definition": "is a member of the field enumeration",
            ])
        var fields: [FieldNames] = []
        for field in model.fields {
            let fieldName = field.name.value
            let property = names.identifier(field.name, what: "field name") ?? Self.placeholder
            // The Field case mirrors the property: a clash is reported once, for the property.
            if members.claim(property, for: "field '\(fieldName)'", at: field.name.range) {
                fieldCases.claim(property, for: "field '\(fieldName)'", at: field.name.range)
            }
            var enumType: SwiftIdentifier?
            var cases: [SwiftIdentifier] = []
            if let type = field.type.value.enumType {
                let nested = property.capitalized
                nestedTypes.claim(nested, for: "the enumeration of field '\(fieldName)'", at: field.name.range)
                // A nested type and a property may not share a name either.
                if nested != property { members.claim(nested, for: "the enumeration of field '\(fieldName)'", at: field.name.range) }
                enumType = nested
                let caseScope = names.scope("\(modelName).\(nested.name)")
                for enumCase in type.cases {
                    let identifier =
                        names.identifier(enumCase.name, at: enumCase.range, what: "case of field '\(fieldName)'") ?? Self.placeholder
                    caseScope.claim(identifier, for: "case '\(enumCase.name)'", at: enumCase.range)
                    cases.append(identifier)
                }
            }
            fields.append(FieldNames(field: field, property: property, enumType: enumType, cases: cases))
        }
        self.fields = fields
    }
}
