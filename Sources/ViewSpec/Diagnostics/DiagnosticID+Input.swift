// MARK: - Reading and parsing input files (VS00xx)

extension DiagnosticID {
    /// Every diagnostic the YAML front end can report, in code order.
    public static let inputDiagnostics: [DiagnosticID] = [
        .yamlSyntax, .invalidEncoding, .duplicateKey, .nestingTooDeep, .fileTooLarge,
        .aliasLimit, .recursiveAlias, .unknownAnchor, .mergeKey, .unsupportedTag,
        .multipleDocuments, .invalidTaggedValue, .nonScalarKey, .numberOutOfRange, .unreadableFile,
    ]

    public static let yamlSyntax = DiagnosticID(
        code: "VS0001", name: "yaml-syntax",
        summary: "The file is not well-formed YAML.")
    public static let invalidEncoding = DiagnosticID(
        code: "VS0002", name: "invalid-encoding",
        summary: "The file is not UTF-8 text: invalid UTF-8, a NUL byte, or UTF-16/UTF-32.")
    public static let duplicateKey = DiagnosticID(
        code: "VS0003", name: "duplicate-key",
        summary: "A mapping has the same key twice.")
    public static let nestingTooDeep = DiagnosticID(
        code: "VS0004", name: "nesting-too-deep",
        summary: "Collections are nested deeper than the nesting limit.")
    public static let fileTooLarge = DiagnosticID(
        code: "VS0005", name: "file-too-large",
        summary: "The file is larger than the file size limit.")
    public static let aliasLimit = DiagnosticID(
        code: "VS0006", name: "alias-limit",
        summary: "Aliases are used beyond the alias budget (count or expanded size).")
    public static let recursiveAlias = DiagnosticID(
        code: "VS0007", name: "recursive-alias",
        summary: "An alias refers to a node that contains it.")
    public static let unknownAnchor = DiagnosticID(
        code: "VS0008", name: "unknown-anchor",
        summary: "An alias names an anchor that is not defined before it.")
    public static let mergeKey = DiagnosticID(
        code: "VS0009", name: "merge-key",
        summary: "A merge key `<<` is used; merge keys are YAML 1.1 only.")
    public static let unsupportedTag = DiagnosticID(
        code: "VS0010", name: "unsupported-tag",
        summary: "A node carries a tag other than the YAML core schema's.")
    public static let multipleDocuments = DiagnosticID(
        code: "VS0011", name: "multiple-documents",
        summary: "A file holds more than one YAML document.")
    public static let invalidTaggedValue = DiagnosticID(
        code: "VS0012", name: "invalid-tagged-value",
        summary: "A node's explicit tag does not fit its content.")
    public static let nonScalarKey = DiagnosticID(
        code: "VS0013", name: "non-scalar-key",
        summary: "A mapping key is a sequence or mapping.")
    public static let numberOutOfRange = DiagnosticID(
        code: "VS0014", name: "number-out-of-range",
        summary: "An integer does not fit in 64 bits.")
    public static let unreadableFile = DiagnosticID(
        code: "VS0015", name: "unreadable-file",
        summary: "An input file could not be read, or a directory searched.")
}
