/// A preference item together with the model field it binds.
///
/// A value of four references, kept in its slice's array: the language server holds every
/// binding of an open project, and as objects of their own they were 55,000 allocations
/// (3.5 MB with the allocator's share) of the 1,000-file benchmark project.
struct Binding: Sendable {
    let screen: PreferenceScreen
    let model: Model
    let item: PreferenceItem
    let field: Field

    init(screen: PreferenceScreen, model: Model, item: PreferenceItem, field: Field) {
        self.screen = screen
        self.model = model
        self.item = item
        self.field = field
    }
}

/// An item whose control cannot bind the declared field it names (a toggle on a String
/// field without values, say): `control-field-type`'s to report, and no binding.
struct MisfitControl: Sendable {
    let model: Model
    let item: PreferenceItem
    let field: Field
    /// Why the control cannot bind the field.
    let problem: String
    /// The item is a list section's row, which binds one element of the list field.
    var bindsElement = false
}

/// A slice's items that name a declared field, sorted in one pass over them: reading every
/// item's control and looking its field up was the larger part of the binding checks.
struct SliceBindings: Sendable {
    var bindings: [Binding] = []
    var misfits: [MisfitControl] = []
}

extension CheckContext {
    /// Every item of the screens among `declarations` that binds a declared field with a
    /// control that fits the field's type, in project order. The binding checks look only
    /// at these: an unknown name is `unknown-reference`'s and a misfit control
    /// `control-field-type`'s, and judging their options as well would report one mistake
    /// several times.
    var bindings: [Binding] {
        guard let slice else {
            return facts.bindings.value { facts.slices.indices.flatMap { sliceBindings(ofSlice: $0).bindings } }
        }
        return sliceBindings(ofSlice: slice).bindings
    }

    /// The items of the screens among `declarations` whose control cannot bind the declared
    /// field it names, in project order.
    var misfitControls: [MisfitControl] {
        guard let slice else { return facts.slices.indices.flatMap { sliceBindings(ofSlice: $0).misfits } }
        return sliceBindings(ofSlice: slice).misfits
    }

    /// Derived slice by slice, so that a project-wide check asking for every binding
    /// shares the work of the slices' checks.
    private func sliceBindings(ofSlice index: Int) -> SliceBindings {
        facts.sliceFacts[index].bindings.value { computeBindings(of: facts.slices[index].preferenceScreens) }
    }

    private func computeBindings(of screens: [PreferenceScreen]) -> SliceBindings {
        // Made as long as the screens have items, nearly all of which bind a field: grown
        // by doubling, the list of an open project's slice kept up to half of it unused.
        var sorted = SliceBindings()
        sorted.bindings.reserveCapacity(screens.reduce(0) { $0 + $1.items.count })
        for screen in screens {
            guard let model = model(of: screen) else { continue }
            for item in screen.items {
                guard let reference = item.field, let field = field(reference, in: model) else { continue }
                if let list = screen.list(containing: item) {
                    // A list section's rows bind one element of its list field, as a row
                    // binds a field of the element's type; a row binding another field (or
                    // any field, in a list the app stores) is list-section's.
                    guard let listField = list.field, reference.value == listField.value, field.isList else { continue }
                    if let problem = ControlFieldTypeCheck.problem(item.control, field.type.value) {
                        sorted.misfits.append(MisfitControl(model: model, item: item, field: field, problem: problem, bindsElement: true))
                    } else {
                        sorted.bindings.append(Binding(screen: screen, model: model, item: item, field: field))
                    }
                } else if field.isList {
                    sorted.misfits.append(MisfitControl(model: model, item: item, field: field, problem: ControlFieldTypeCheck.listProblem(field)))
                } else if let problem = ControlFieldTypeCheck.problem(item.control, field.type.value) {
                    sorted.misfits.append(MisfitControl(model: model, item: item, field: field, problem: problem))
                } else {
                    sorted.bindings.append(Binding(screen: screen, model: model, item: item, field: field))
                }
            }
        }
        return sorted
    }
}

extension NumericRange {
    /// The bounds a slider or stepper works with: its own, or else the field's.
    func effective(for field: Field) -> (minimum: Located<Double>?, maximum: Located<Double>?) {
        (minimum ?? field.minimum, maximum ?? field.maximum)
    }

    /// Whether the bounds and step are usable at all: inside the field's range, min below
    /// max, a positive step no wider than the range. What is not is `empty-range`'s.
    func isSound(for field: Field) -> Bool {
        for bound in [minimum, maximum].compactMap({ $0?.value }) {
            if let fieldMinimum = field.minimum, bound < fieldMinimum.value { return false }
            if let fieldMaximum = field.maximum, bound > fieldMaximum.value { return false }
        }
        let (minimum, maximum) = effective(for: field)
        if let minimum, let maximum, minimum.value >= maximum.value { return false }
        if let step {
            if step.value <= 0 { return false }
            if let minimum, let maximum, step.value > maximum.value - minimum.value { return false }
        }
        return true
    }
}
