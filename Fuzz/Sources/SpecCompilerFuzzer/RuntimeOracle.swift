// What the generated code hands the runtime, rebuilt from the spec model the way the
// Swift emitter writes it (docs/swift.md), so that a project the compiler accepts is
// shown to the runtime at fuzzing speed, without compiling Swift: the runtime must accept
// every default, declared or implied, every strings table's selection and every hierarchy.

import Foundation
import ViewSpec

// The runtime's stores and tables belong to the main actor; libFuzzer calls the target on
// the main thread, so the oracle runs there too.
@MainActor
enum RuntimeOracle {
    static func check(_ project: Project) {
        for model in project.models {
            for field in model.fields {
                let definition = definition(of: field)
                let value = startValue(of: field)
                do {
                    try definition.validate(value)
                } catch {
                    preconditionFailure("the runtime refuses what field '\(field.name.value)' of model '\(model.name.value)' starts at: \(error)")
                }
            }
        }
        for table in project.tables {
            guard case .strings(let strings, _) = table.source else { continue }
            do {
                _ = try RuntimeSelectionTable(strings: strings.map(\.value), selection: configuration(of: table.selection))
            } catch {
                preconditionFailure("the runtime refuses table '\(table.name.value)': \(error)")
            }
        }
        for hierarchy in project.hierarchies {
            do {
                var stack = try RuntimeLayerStack(layers: hierarchy.layers.map(\.value), bounds: RuntimeRect(width: 390, height: 844))
                for view in hierarchy.views {
                    try stack.add(
                        RuntimeLayerView(id: view.id.value, frame: frame(of: view.frame.value), isInteractive: view.interactive, isHidden: view.hidden),
                        to: view.layer.value)
                }
            } catch {
                preconditionFailure("the runtime refuses hierarchy '\(hierarchy.name.value)': \(error)")
            }
        }
    }

    private static func definition(of field: Field) -> RuntimeFieldDefinition {
        let type: RuntimeFieldType
        var minimum = field.minimum?.value
        var maximum = field.maximum?.value
        switch field.type.value {
        case .int:
            type = .int
            // The generated code writes Int bounds as Int literals.
            minimum = minimum.map { Double(Int($0.rounded(.up))) }
            maximum = maximum.map { Double(Int($0.rounded(.down))) }
        case .float: type = .float
        case .bool: type = .bool
        case .string: type = .string
        case .date: type = .date
        case .enumeration(let enumeration):
            type = .enumeration(
                RuntimeEnumDefinition(
                    cases: enumeration.cases.map { .init(name: $0.name, rawValue: rawValue($0.rawValue)) }, multiple: enumeration.multiple))
        }
        var definition = RuntimeFieldDefinition(
            name: field.name.value, type: type, isOptional: field.isOptional, minimum: minimum, maximum: maximum,
            maxLength: field.maxLength?.value, pattern: field.pattern?.value)
        definition.isList = field.isList
        return definition
    }

    /// The declared default, or the zero a field without one starts at.
    private static func startValue(of field: Field) -> RuntimeFieldValue {
        let enumeration = field.type.value.enumType
        if field.isList {
            // The generated property is an array of the element type, in the order written.
            guard case .list(let literals, _)? = field.defaultValue else { return .list([]) }
            return .list(literals.map { element(of: field, $0, enumeration: enumeration) })
        }
        switch field.defaultValue {
        case .list(let literals, _)?:
            // The generated property is a Set, handed over in declaration order.
            let named = Set(literals.compactMap { literal -> String? in
                if case .string(let name) = literal.value { return name } else { return nil }
            })
            return .enumSet((enumeration?.cases ?? []).filter { named.contains($0.name) }.map { rawValue($0.rawValue) })
        case .value(let literal)?:
            return element(of: field, literal, enumeration: enumeration)
        case nil:
            if field.isOptional { return .null }
            switch field.type.value {
            case .int: return .int(0)
            case .float: return .float(0)
            case .bool: return .bool(false)
            case .string: return .string("")
            case .date: return .date(Date(timeIntervalSince1970: 0))
            case .enumeration(let type):
                return type.multiple ? .enumSet([]) : .enumCase(rawValue(type.cases[0].rawValue))
            }
        }
    }

    /// A value of one of the field's type: its default, or an element of a list default.
    private static func element(of field: Field, _ literal: Literal, enumeration: EnumType?) -> RuntimeFieldValue {
        switch (field.type.value, literal.value) {
        case (.int, .int(let number)): return .int(number)
        case (.float, .int(let number)): return .float(Double(number))
        case (.float, .float(let number)): return .float(number)
        case (.bool, .bool(let flag)): return .bool(flag)
        case (.string, .string(let text)): return .string(text)
        case (.date, .string(let text)):
            guard let seconds = SpecDate.secondsSinceReferenceDate(text) else { break }
            return .date(Date(timeIntervalSinceReferenceDate: seconds))
        case (.enumeration(let type), _) where !type.multiple:
            guard let raw = caseRawValue(named: literal.value, in: enumeration) else { break }
            return .enumCase(raw)
        default: break
        }
        preconditionFailure("field '\(field.name.value)' was accepted with the default \(literal.value) of another type")
    }

    private static func caseRawValue(named name: LiteralValue, in enumeration: EnumType?) -> RuntimeRawValue? {
        guard case .string(let text) = name, let found = enumeration?.cases.first(where: { $0.name == text }) else { return nil }
        return rawValue(found.rawValue)
    }

    private static func rawValue(_ raw: EnumType.RawValue) -> RuntimeRawValue {
        switch raw {
        case .int(let number): .int(number)
        case .string(let text): .string(text)
        }
    }

    private static func configuration(of selection: SelectableTable.Selection) -> RuntimeSelectionConfiguration {
        RuntimeSelectionConfiguration(
            mode: .init(rawValue: selection.mode.value.rawValue)!, minimum: selection.minimum?.value ?? 0,
            maximum: selection.maximum?.value, atMaximum: .init(rawValue: selection.atMaximum.rawValue)!,
            initial: selection.initial.map(\.value), programmaticSelectionFiresHooks: selection.programmaticSelectionFiresHooks)
    }

    private static func frame(of frame: Frame) -> RuntimeViewFrame {
        switch frame {
        case .fill: .fill
        case .rect(let rect): .rect(RuntimeRect(x: rect.x, y: rect.y, width: rect.width, height: rect.height))
        }
    }
}
