/// A small project for a rule's tests and documentation: one or more spec files (for a
/// rule of the configuration reader, a `viewspec.yml`). In a triggering example and in
/// the project a correction starts from, `↓` marks each place the rule must report; the
/// markers are removed before the project is compiled.
public struct RuleExample: Sendable {
    public static let marker: Character = "↓"

    public var files: [(name: String, text: String)]
    /// Where the example is written, so a failing test points at it.
    public let sourceFile: String
    public let sourceLine: Int

    public init(_ text: String, file: StaticString = #filePath, line: UInt = #line) {
        self.files = [("example.yaml", text)]
        self.sourceFile = "\(file)"
        self.sourceLine = Int(line)
    }

    public init(files: KeyValuePairs<String, String>, file: StaticString = #filePath, line: UInt = #line) {
        self.files = files.map { ($0.key, $0.value) }
        self.sourceFile = "\(file)"
        self.sourceLine = Int(line)
    }

    /// The example as it is compiled: every file's text without its markers.
    public var withoutMarkers: [(name: String, text: String)] {
        files.map { ($0.name, String($0.text.filter { $0 != Self.marker })) }
    }
}
