/// A range must hold more than one value, a step must move within it, and a control must
/// stay inside the range of the field it edits.
struct EmptyRangeCheck: Check {
    static let scope = CheckScope.declarations
    static let guardedOutputs: Set<GeneratedOutput> = [.swift]
    static let description = RuleDescription(
        id: DiagnosticID(
            code: "VS0213", name: "empty-range",
            summary: "A field's or slider's or stepper's min is not below its max, a step is not positive or is wider than the range, a control's bounds leave the field's range, or a maxLength leaves no room."),
        rationale: """
            Defaults and bindings must be valid for their field's type and range. A range whose \
            minimum is not below its maximum admits one value or none, so the control cannot move; \
            a step of zero never moves and one wider than the range jumps past its end; a slider \
            reaching beyond its field's range lets the user pick a value the model refuses to \
            store.
            """,
        triggeringExamples: [
            RuleExample("""
                viewspec: 1
                models:
                  Settings:
                    kind: preferences
                    fields:
                      level: {type: Int, min: ↓10, max: 5}
                      name: {type: String, maxLength: ↓0}
                      volume: {type: Float, min: 0, max: 1}
                      interval: {type: Int, min: 5, max: 120, default: 30}
                preferences:
                  General:
                    model: Settings
                    sections:
                      - items:
                          - slider: volume
                            min: ↓-1
                            step: 0.1
                          - slider: volume
                            max: 0.5
                            step: ↓2
                          - stepper: interval
                            min: ↓60
                            max: 30
                          - stepper: interval
                            step: ↓0
                """)
        ],
        nonTriggeringExamples: [
            RuleExample("""
                viewspec: 1
                models:
                  Settings:
                    kind: preferences
                    fields:
                      volume: {type: Float, min: 0, max: 1}
                      balance: {type: Float, min: 0, max: 1}
                      interval: {type: Int, min: 5, max: 120, default: 30}
                      name: {type: String, maxLength: 20}
                preferences:
                  General:
                    model: Settings
                    sections:
                      - items:
                          - slider: volume
                            step: 0.05
                          - slider: balance
                            min: 0.25
                            max: 0.75
                          - stepper: interval
                            step: 5
                """)
        ],
        corrections: [
            RuleCorrection(
                """
                viewspec: 1
                models:
                  Settings:
                    kind: preferences
                    fields:
                      volume: {type: Float, min: 0, max: 1}
                preferences:
                  General:
                    model: Settings
                    entry: true
                    sections:
                      - items:
                          - slider: volume
                            min: ↓-1
                            max: ↓2
                """,
                """
                viewspec: 1
                models:
                  Settings:
                    kind: preferences
                    fields:
                      volume: {type: Float, min: 0, max: 1}
                preferences:
                  General:
                    model: Settings
                    entry: true
                    sections:
                      - items:
                          - slider: volume
                            min: 0
                            max: 1
                """)
        ])

    func run(in context: CheckContext) {
        for model in context.declarations.models {
            for field in model.fields {
                func declaration() -> Diagnostic.Note { context.declarationNote(for: field, in: model) }
                if field.type.value.isNumeric, let minimum = field.minimum, let maximum = field.maximum, minimum.value >= maximum.value {
                    context.report(
                        "range of \(field.type.value.name) field '\(field.name.value)' is empty: expected min below max, "
                            + "found min \(FieldValues.format(minimum.value)) and max \(FieldValues.format(maximum.value))",
                        at: minimum.range, notes: [.init("max is \(FieldValues.format(maximum.value)) here", at: maximum.range), declaration()])
                }
                if field.type.value == .string, let maxLength = field.maxLength, maxLength.value < 1 {
                    context.report(
                        "maxLength of String field '\(field.name.value)' leaves no room: expected at least 1, found \(maxLength.value)",
                        at: maxLength.range, notes: [declaration()])
                }
            }
        }
        for binding in context.bindings {
            switch binding.item.control {
            case .slider(_, let range), .stepper(_, let range):
                check(range, of: binding, context: context)
            default:
                continue
            }
        }
    }

    private func check(_ range: NumericRange, of binding: Binding, context: CheckContext) {
        let field = binding.field
        let kind = binding.item.control.kindName
        func subject() -> String { "\(kind) for \(field.type.value.name) field '\(field.name.value)'" }
        func declaration() -> Diagnostic.Note { context.declarationNote(for: field, in: binding.model) }
        let fieldRangeIsEmpty = field.minimum.map { minimum in field.maximum.map { minimum.value >= $0.value } ?? false } ?? false

        var outside = false
        if !fieldRangeIsEmpty {
            for (name, bound) in [("min", range.minimum), ("max", range.maximum)] {
                guard let bound else { continue }
                let limit: Located<Double>? =
                    if let minimum = field.minimum, bound.value < minimum.value { minimum }
                    else if let maximum = field.maximum, bound.value > maximum.value { maximum }
                    else { nil }
                guard let limit else { continue }
                outside = true
                let which = limit.range == field.minimum?.range ? "minimum" : "maximum"
                context.report(
                    "\(subject()): \(name) is outside the field's range: expected "
                        + FieldValues.rangeDescription(minimum: field.minimum?.value, maximum: field.maximum?.value)
                        + ", found \(FieldValues.format(bound.value))",
                    at: bound.range,
                    notes: [.init("'\(field.name.value)' has the \(which) \(FieldValues.format(limit.value))", at: limit.range), declaration()],
                    fixIts: [.init(
                        "replace \(FieldValues.format(bound.value)) with \(FieldValues.exactText(limit.value)), the field's \(which)",
                        replacing: bound.range, with: FieldValues.exactText(limit.value))])
            }
        }

        let (minimum, maximum) = range.effective(for: field)
        var isEmpty = false
        if let minimum, let maximum, minimum.value >= maximum.value {
            isEmpty = true
            // Bounds that both come from the field are reported at the field.
            if !outside, let written = range.minimum ?? range.maximum {
                var notes = [declaration()]
                if range.minimum == nil {
                    notes.insert(.init("'\(field.name.value)' has the minimum \(FieldValues.format(minimum.value))", at: minimum.range), at: 0)
                } else if range.maximum == nil {
                    notes.insert(.init("'\(field.name.value)' has the maximum \(FieldValues.format(maximum.value))", at: maximum.range), at: 0)
                }
                context.report(
                    "\(subject()): range is empty: expected min below max, "
                        + "found min \(FieldValues.format(minimum.value)) and max \(FieldValues.format(maximum.value))",
                    at: written.range, notes: notes)
            }
        }

        guard let step = range.step else { return }
        if step.value <= 0 {
            context.report("\(subject()): expected a step above 0, found \(FieldValues.format(step.value))", at: step.range, notes: [declaration()])
        } else if !isEmpty, let minimum, let maximum, step.value > maximum.value - minimum.value {
            context.report(
                "\(subject()): step is wider than the range: expected at most \(FieldValues.format(maximum.value - minimum.value)) "
                    + "(from \(FieldValues.format(minimum.value)) to \(FieldValues.format(maximum.value))), found \(FieldValues.format(step.value))",
                at: step.range, notes: [declaration()])
        }
    }
}
