/// One option of a choice: the title the user sees and the value stored when it is chosen.
public struct PreferenceOption<Value: Sendable>: Sendable {
    public var title: DisplayText
    public var value: Value

    public init(title: DisplayText, value: Value) {
        self.title = title
        self.value = value
    }

    /// An option titled with text shown as it is.
    public init(_ title: String, value: Value) {
        self.init(title: .literal(title), value: value)
    }
}

extension PreferenceOption: Equatable where Value: Equatable {}
extension PreferenceOption: Hashable where Value: Hashable {}

/// A choice item whose options the app supplies at run time (`options: dynamic`): the
/// options as the app gave them, and the field's binding. Choosing an option stores its
/// value through the binding, so the change is validated and observers hear it.
///
/// The field may hold a value none of the options has (its default, or one stored before
/// the options changed): then no option is selected, and the row shows the value as it is.
@MainActor
public struct PreferenceChoice<Model: PreferenceModel, Value: Equatable & Sendable>: Sendable {
    /// The options in the order the app gave them.
    public let options: [PreferenceOption<Value>]
    public let binding: PreferenceBinding<Model, Value>

    public init(_ binding: PreferenceBinding<Model, Value>, options: [PreferenceOption<Value>]) {
        self.binding = binding
        self.options = options
    }

    /// The place of the first option whose value the field holds; nil when none has it.
    public var selectedIndex: Int? {
        let current = binding.value
        return options.firstIndex { $0.value == current }
    }

    /// The option whose value the field holds; nil when none has it.
    public var selectedOption: PreferenceOption<Value>? { selectedIndex.map { options[$0] } }

    /// Stores the value of the option at `index`; false, storing nothing, for a place
    /// outside the options or a value the field rejects (see `binding.validationError`).
    @discardableResult
    public func select(at index: Int) -> Bool {
        guard options.indices.contains(index) else { return false }
        do {
            try binding.set(options[index].value)
            return true
        } catch {
            return false
        }
    }
}
