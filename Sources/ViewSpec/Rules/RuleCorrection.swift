/// What the fix-its a rule offers make of a project: the project before, with `↓` where
/// the rule reports, and every file the fix-its change as it reads after them.
///
/// The tests apply the fix-its the rule offers on `before` (every one, or only those with
/// the message `fixIt` where a diagnostic offers alternatives), compare the result with
/// `after`, and compile it again: the rule must no longer report and no error may remain.
public struct RuleCorrection: Sendable {
    public let before: RuleExample
    /// The files the fix-its change, by name, as they read afterwards; a file not listed
    /// must be left as it was.
    public let after: [(name: String, text: String)]
    /// The message of the one fix-it to apply to each diagnostic, for a rule whose
    /// diagnostics offer alternatives (indent a key as the one above it, or as the one
    /// below); nil applies every fix-it offered.
    public let fixIt: String?

    /// A correction of the one file `example.yaml`.
    public init(_ before: String, _ after: String, fixIt: String? = nil, file: StaticString = #filePath, line: UInt = #line) {
        self.before = RuleExample(before, file: file, line: line)
        self.after = [("example.yaml", after)]
        self.fixIt = fixIt
    }

    /// A correction of a project of several files, or of a file with another name.
    public init(
        files before: KeyValuePairs<String, String>, after: KeyValuePairs<String, String>, fixIt: String? = nil,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        self.before = RuleExample(files: before, file: file, line: line)
        self.after = after.map { ($0.key, $0.value) }
        self.fixIt = fixIt
    }
}
