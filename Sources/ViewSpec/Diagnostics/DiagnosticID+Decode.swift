// MARK: - Reading the spec language (VS01xx)

extension DiagnosticID {
    /// Every diagnostic the spec decoder can report, in code order.
    public static let decodeDiagnostics: [DiagnosticID] = [
        .missingFormatVersion, .unsupportedFormatVersion, .unknownKey, .missingKey, .wrongValueType,
        .invalidOption, .reservedKind, .controlCount, .invalidName,
    ]

    public static let missingFormatVersion = DiagnosticID(
        code: "VS0100", name: "missing-format-version",
        summary: "A spec file does not declare its format version with `viewspec: 1`.")
    public static let unsupportedFormatVersion = DiagnosticID(
        code: "VS0101", name: "unsupported-format-version",
        summary: "A spec file declares a format version this compiler does not read.")
    public static let unknownKey = DiagnosticID(
        code: "VS0102", name: "unknown-key",
        summary: "A mapping has a key the spec language does not define.")
    public static let missingKey = DiagnosticID(
        code: "VS0103", name: "missing-key",
        summary: "A required key is absent.")
    public static let wrongValueType = DiagnosticID(
        code: "VS0104", name: "wrong-value-type",
        summary: "A value has the wrong shape or type (a sequence where a mapping belongs, a string where a number belongs).")
    public static let invalidOption = DiagnosticID(
        code: "VS0105", name: "invalid-option",
        summary: "A value is not one of the words its key allows.")
    public static let reservedKind = DiagnosticID(
        code: "VS0106", name: "reserved-kind",
        summary: "A spec uses a key reserved for a later format version (3D motion in animations).")
    public static let controlCount = DiagnosticID(
        code: "VS0107", name: "control-count",
        summary: "A preference item names no control or more than one.")
    public static let invalidName = DiagnosticID(
        code: "VS0108", name: "invalid-name",
        summary: "A declared name is empty or contains characters a name cannot hold.")
}
