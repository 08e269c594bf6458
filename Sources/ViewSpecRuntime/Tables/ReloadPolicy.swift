/// What a reload does to the selection.
public enum ReloadPolicy: String, Hashable, Sendable, CaseIterable {
    /// Back to the initial selection (usually none): the rows are new, so old checkmarks
    /// would point at the wrong items. The default.
    case resetSelection
    /// Rows whose identity is still present stay selected, wherever they moved.
    case keepSelection
}
