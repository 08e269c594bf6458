// MARK: - Reading the configuration file viewspec.yml (VS04xx)

extension DiagnosticID {
    /// Every diagnostic reading `viewspec.yml` can report besides the loader's and the
    /// decoder's shape errors (unknown keys, wrong types), in code order.
    public static let configurationDiagnostics: [DiagnosticID] = [.invalidViewport, .unknownRule, .invalidLimit, .missingInput]

    public static let invalidViewport = DiagnosticID(
        code: "VS0400", name: "invalid-viewport",
        summary: "The configuration's viewport is not two positive sizes written `<width>x<height>`.")
    public static let unknownRule = DiagnosticID(
        code: "VS0401", name: "unknown-rule",
        summary: "The configuration enables or disables a rule that is not a check.")
    public static let invalidLimit = DiagnosticID(
        code: "VS0402", name: "invalid-limit",
        summary: "A limit in the configuration is out of its range.")
    public static let missingInput = DiagnosticID(
        code: "VS0403", name: "missing-input",
        summary: "An input path the configuration lists does not exist.")
}
