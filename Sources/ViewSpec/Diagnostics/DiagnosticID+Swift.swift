// MARK: - Generating Swift (VS03xx)

extension DiagnosticID {
    /// Every diagnostic `viewspecc build --swift` adds to the checks, in code order. They
    /// are reported only when Swift is generated: a project that only builds its layout may
    /// use names Swift cannot.
    public static let swiftDiagnostics: [DiagnosticID] = [.swiftInvalidName, .swiftNameClash, .swiftFileClash]

    public static let swiftInvalidName = DiagnosticID(
        code: "VS0300", name: "swift-invalid-name",
        summary: "A name that generated Swift code uses cannot be a Swift identifier (it starts with a digit or holds a character Swift does not allow in names).")
    public static let swiftNameClash = DiagnosticID(
        code: "VS0301", name: "swift-name-clash",
        summary: "Two names become the same Swift name in one scope, or a name would hide a type or member the generated code uses.")
    public static let swiftFileClash = DiagnosticID(
        code: "VS0302", name: "swift-file-clash",
        summary: "Two spec files would generate Swift files of the same name (their names differ only in folder, extension or case).")
}
