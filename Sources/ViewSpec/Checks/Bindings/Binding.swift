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

extension CheckContext {
    /// Every item of the screens among `declarations` that binds a declared field with a
    /// control that fits the field's type, in project order. The binding checks look only
    /// at these: an unknown name is `unknown-reference`'s and a misfit control
    /// `control-field-type`'s, and judging their options as well would report one mistake
    /// several times.
    var bindings: [Binding] {
        guard let slice else {
            return facts.bindings.value { facts.slices.indices.flatMap(bindings(ofSlice:)) }
        }
        return bindings(ofSlice: slice)
    }

    /// Derived slice by slice, so that a project-wide check asking for every binding
    /// shares the work of the slices' checks.
    private func bindings(ofSlice index: Int) -> [Binding] {
        facts.sliceFacts[index].bindings.value { computeBindings(of: facts.slices[index].preferenceScreens) }
    }

    private func computeBindings(of screens: [PreferenceScreen]) -> [Binding] {
        // Made as long as the screens have items, nearly all of which bind a field: grown
        // by doubling, the list of an open project's slice kept up to half of it unused.
        var bindings: [Binding] = []
        bindings.reserveCapacity(screens.reduce(0) { $0 + $1.items.count })
        for screen in screens {
            guard let model = model(of: screen) else { continue }
            for item in screen.items {
                guard let reference = item.field, let field = field(reference, in: model),
                    ControlFieldTypeCheck.problem(item.control, field.type.value) == nil
                else { continue }
                bindings.append(Binding(screen: screen, model: model, item: item, field: field))
            }
        }
        return bindings
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
