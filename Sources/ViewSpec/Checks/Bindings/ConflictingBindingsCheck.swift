/// Controls bound to the same model field, on one screen or on several, must agree on what
/// the field may hold and on whether it is secret.
struct ConflictingBindingsCheck: Check {
    static let scope = CheckScope.project
    static let readsSliceFacts = true
    static let description = RuleDescription(
        id: DiagnosticID(
            code: "VS0214", name: "conflicting-bindings",
            summary: "Two controls bind the same model field with conflicting constraints: different slider or stepper ranges or steps, different choice values, toggles storing different values (or a choice lacking one a toggle stores), or a secure text field and a control that shows the value."),
        rationale: """
            Model and view are linked with no code in between, and names are global across a \
            project's files, so two screens may bind one stored value. If one slider allows 0 to \
            10 and another 0 to 1, the second cannot show what the first stored; if one choice \
            offers a value the other lacks, the other opens with nothing selected; a toggle storing \
            other values than another (or than a choice offers) shows off, or nothing selected, \
            for what the first stored; a value entered \
            in a secure field and shown in the clear elsewhere is not secret. The error is at the \
            later control, with a note at the first. Controls on platforms apart (`platforms: \
            [iOS]` and `platforms: [visionOS]`) never show the value side by side, and may each \
            constrain it their own way. A list section's element row and the row that adds an \
            element both bind its list field by design, and are not compared with each other.
            """,
        triggeringExamples: [
            RuleExample(files: [
                "general.yaml": """
                    viewspec: 1
                    models:
                      Settings:
                        kind: preferences
                        fields:
                          volume: {type: Float, min: 0, max: 1}
                          fontSize: {type: Int, default: 12}
                          pin: String
                          answer: {type: String, default: "no"}
                    preferences:
                      General:
                        model: Settings
                        sections:
                          - items:
                              - slider: volume
                                step: 0.1
                              - choice: fontSize
                                values: [12, 15, 18]
                              - textField: pin
                                secure: true
                              - toggle: {field: answer, on: "yes", off: "no"}
                    """,
                "quick.yaml": """
                    viewspec: 1
                    preferences:
                      Quick:
                        model: Settings
                        sections:
                          - items:
                              - ↓stepper: volume
                                step: 0.25
                              - ↓choice: fontSize
                                values: [12, 18]
                              - ↓value: pin
                              - ↓toggle: {field: answer, on: "always", off: "no"}
                    """,
            ])
        ],
        nonTriggeringExamples: [
            RuleExample("""
                viewspec: 1
                models:
                  Settings:
                    kind: preferences
                    fields:
                      volume: {type: Float, min: 0, max: 1}
                      theme: {type: enum, cases: [light, dark]}
                      pin: String
                      answer: {type: String, default: "no"}
                      fontSize: {type: Int, default: 15}
                      tokens: {type: String, list: true}
                preferences:
                  General:
                    model: Settings
                    sections:
                      - items:
                          - {choice: fontSize, values: [12, 15, 18], platforms: [iOS, iPadOS]}
                          - {choice: fontSize, values: [15, 18], platforms: [watchOS]}
                          - slider: volume
                            step: 0.1
                          - stepper: volume
                            min: 0
                            step: 0.1
                          - choice: theme
                          - choice: theme
                            values: [dark, light]
                          - textField: pin
                            secure: true
                          - textField: pin
                            secure: true
                          - toggle: {field: answer, on: "yes", off: "no"}
                          - toggle: {field: answer, on: "yes", off: "no"}
                          - choice: answer
                            values: ["no", "yes", "later"]
                      - list:
                          field: tokens
                          row: {value: tokens}
                          add: {textField: tokens, secure: true}
                """)
        ])

    /// What a control lets the field hold, as far as another control must agree with it.
    private enum Constraint {
        case range(minimum: Double?, maximum: Double?, step: Double?)
        case values([LiteralValue])
        /// A toggle's `on` and `off` values.
        case toggle(on: LiteralValue, off: LiteralValue)
        case secrecy(secure: Bool, control: String)

        func conflicts(with other: Constraint) -> Bool {
            switch (self, other) {
            case let (.range(minimum, maximum, step), .range(otherMinimum, otherMaximum, otherStep)):
                return minimum != otherMinimum || maximum != otherMaximum || (step != nil && otherStep != nil && step != otherStep)
            case let (.values(values), .values(otherValues)):
                return !values.allSatisfy { value in otherValues.contains { FieldValues.same($0, value) } }
                    || !otherValues.allSatisfy { value in values.contains { FieldValues.same($0, value) } }
            case let (.toggle(on, off), .toggle(otherOn, otherOff)):
                return !FieldValues.same(on, otherOn) || !FieldValues.same(off, otherOff)
            case let (.toggle(on, off), .values(values)), let (.values(values), .toggle(on, off)):
                return ![on, off].allSatisfy { value in values.contains { FieldValues.same($0, value) } }
            case let (.secrecy(secure, _), .secrecy(otherSecure, _)):
                return secure != otherSecure
            default:
                return false
            }
        }

        var description: String {
            switch self {
            case let .range(minimum, maximum, step):
                let bounds = "a range from \(minimum.map(FieldValues.format) ?? "no minimum") to \(maximum.map(FieldValues.format) ?? "no maximum")"
                return bounds + (step.map { " with step \(FieldValues.format($0))" } ?? "")
            case .values(let values):
                return "the values \(values.map(FieldValues.listed).joined(separator: ", "))"
            case let .toggle(on, off):
                return "a toggle storing \(FieldValues.listed(on)) while on and \(FieldValues.listed(off)) while off"
            case .secrecy(true, _):
                return "a secure text field"
            case .secrecy(false, let control):
                return control == "value" ? "a value item that shows it in the clear" : "a text field that shows it in the clear"
            }
        }
    }

    func run(in context: CheckContext) {
        let bindings = context.bindings
        // A field declaration is one object however many controls bind it, so it is keyed by
        // identity: hashing an address instead of a model's and a field's names.
        var bindingCounts = [ObjectIdentifier: Int](minimumCapacity: bindings.count)
        // By index, so that only the field is read out of each binding: copying a binding
        // retains each of its four references.
        for index in bindings.indices { bindingCounts[ObjectIdentifier(bindings[index].field), default: 0] += 1 }
        var earlier = [ObjectIdentifier: [(binding: Binding, constraint: Constraint, platforms: Set<SpecPlatform>?)]]()
        // Most fields are bound once and can conflict with nothing: only the others' constraints are worked out.
        for index in bindings.indices where bindingCounts[ObjectIdentifier(bindings[index].field), default: 0] > 1 {
            let binding = bindings[index]
            guard let constraint = constraint(of: binding) else { continue }
            let key = ObjectIdentifier(binding.field)
            let field = binding.field.name.value
            // Controls on platforms apart never show one value together: each may constrain it its own way.
            let platforms = Self.platforms(of: binding)
            // A list section's element row and adding row both bind its list field by design: the
            // one shows an element, the other enters a new one.
            if let first = earlier[key]?.first(where: {
                $0.constraint.conflicts(with: constraint) && SpecPlatform.overlap($0.platforms, platforms) && !Self.sameList($0.binding, binding)
            }) {
                let kind = binding.item.control.kindName
                context.report(
                    "\(kind == "value" ? "value item" : kind) for '\(field)' of model '\(binding.model.name.value)' conflicts with another control bound to it: "
                        + "expected \(first.constraint.description) as in screen '\(first.binding.screen.name.value)', found \(constraint.description)",
                    at: binding.item.controlRange,
                    notes: [
                        .init("'\(field)' is first bound here, in screen '\(first.binding.screen.name.value)'", at: first.binding.item.controlRange),
                        context.declarationNote(for: binding.field, in: binding.model),
                    ])
            }
            earlier[key, default: []].append((binding, constraint, platforms))
        }
    }

    /// The platforms the bound item is on, its section's included; nil for every platform.
    private static func platforms(of binding: Binding) -> Set<SpecPlatform>? {
        let section =
            binding.screen.listSectionIndex(containing: binding.item).map { binding.screen.sections[$0] }
            ?? binding.screen.sections.first { $0.items.contains { $0 === binding.item } }
        return SpecPlatform.effective(binding.item, in: section)
    }

    /// Whether both bound items are rows of one list section.
    private static func sameList(_ first: Binding, _ second: Binding) -> Bool {
        guard first.screen === second.screen, let list = first.screen.list(containing: first.item) else { return false }
        return first.screen.list(containing: second.item) === list
    }

    private func constraint(of binding: Binding) -> Constraint? {
        switch binding.item.control {
        case .slider(_, let range), .stepper(_, let range):
            guard range.isSound(for: binding.field) else { return nil }
            let (minimum, maximum) = range.effective(for: binding.field)
            return .range(minimum: minimum?.value, maximum: maximum?.value, step: range.step?.value)
        case .choice(_, let options), .multiChoice(_, let options):
            if let values = options.values {
                // A value the field cannot hold is choice-values'; comparing it would report it twice.
                let type = binding.field.type.value
                let fits = values.value.allSatisfy { value in
                    type.enumType.map { FieldValues.caseMismatch(value, $0, fieldName: "") == nil }
                        ?? (FieldValues.typeMismatch(value, type, fieldName: "") == nil)
                }
                return fits ? .values(values.value.map(\.value)) : nil
            }
            return binding.field.type.value.enumType.map { .values($0.cases.map { .string($0.name) }) }
        case .textField(_, let options):
            return .secrecy(secure: options.secure, control: "textField")
        case .value:
            return .secrecy(secure: false, control: "value")
        case .toggle(_, let values?):
            // Values the field cannot hold are toggle-values'; comparing them would report them twice.
            let type = binding.field.type.value
            guard FieldValues.typeMismatch(values.on, type, fieldName: "") == nil, FieldValues.typeMismatch(values.off, type, fieldName: "") == nil
            else { return nil }
            return .toggle(on: values.on.value, off: values.off.value)
        case .toggle, .childPane, .externalPane, .button, .link, .intent, .systemSettings, .custom, .colorPicker, .soundPicker, .datePicker:
            return nil
        }
    }
}
