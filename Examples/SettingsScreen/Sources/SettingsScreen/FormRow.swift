public import ViewSpecRuntime

/// One item of a generated screen as a form draws it now.
public struct FormRow<Item: FormItem>: Hashable, Sendable, Identifiable {
    public let item: Item
    /// The item's title, translated where the spec asks for a localized text.
    public let title: String
    public let control: PreferenceControl
    /// Whether the item's `enabledWhen` holds for the store's values.
    public let isEnabled: Bool

    public var id: Item { item }
}
