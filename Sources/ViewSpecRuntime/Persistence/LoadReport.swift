/// How a loaded file differed from the current model definition, under the older-model
/// policy: fields added since the file was saved take their defaults, and fields removed
/// since are ignored. Neither is an error; both are reported here.
public struct LoadReport: Hashable, Sendable {
    /// Fields of the model the file has no value for; they hold their defaults.
    public var defaultedFields: [String]
    /// Fields in the file the model no longer has; their values were dropped.
    public var ignoredFields: [String]

    public init(defaultedFields: [String] = [], ignoredFields: [String] = []) {
        self.defaultedFields = defaultedFields
        self.ignoredFields = ignoredFields
    }

    /// Whether the file's fields are exactly the model's.
    public var isExactMatch: Bool { defaultedFields.isEmpty && ignoredFields.isEmpty }
}
