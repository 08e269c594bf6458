/// One section of a generated screen as a form draws it now: the rows shown, under the
/// section's title and above its footer.
public struct FormSection<Item: FormItem>: Hashable, Sendable, Identifiable {
    /// The section's position among the screen's sections; it does not change when a section
    /// before it has no item shown.
    public let index: Int
    public let title: String?
    public let footer: String?
    public let rows: [FormRow<Item>]

    public var id: Int { index }
}
