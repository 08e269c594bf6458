/// The values of a preferences file that `PreferenceStore.read(from:)` has read and checked,
/// on whatever actor or thread it ran; `PreferenceStore.apply(_:)` hands them to the store.
public struct LoadedPreferences<Model: PreferenceModel>: Sendable {
    /// Every field's value: the file's, or the default for fields the file does not have.
    public let values: Model
    /// How the file's fields differed from the model's.
    public let report: LoadReport

    init(values: Model, report: LoadReport) {
        self.values = values
        self.report = report
    }
}
