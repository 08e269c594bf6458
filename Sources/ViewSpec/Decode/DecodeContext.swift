/// What the decoder shares while it reads one file: the diagnostics it has found.
final class DecodeContext {
    private(set) var diagnostics: [Diagnostic] = []
    /// Construct name → every key the decoder asked for while reading this file, when
    /// `recordsKeys` is set.
    private(set) var keysRead: [String: Set<String>] = [:]
    let path: String
    /// Only the tests that compare the decoder with the vocabulary ask which keys were
    /// read; hashing every key of every file for them alone made decoding slower.
    let recordsKeys: Bool

    func recordKey(_ key: String, of construct: Construct) {
        guard recordsKeys else { return }
        keysRead[construct.name, default: []].insert(key)
    }

    init(path: String, recordsKeys: Bool = false) {
        self.path = path
        self.recordsKeys = recordsKeys
    }

    /// Everything reported, with what was found in an alias's expansion reported at the
    /// alias (`relocatingAliasExpansions`).
    var finishedDiagnostics: [Diagnostic] {
        diagnostics.relocatingAliasExpansions()
    }

    /// Errors reported so far, for `SpecDecoder.readWhole`.
    private(set) var errorCount = 0

    func report(_ diagnostic: Diagnostic) {
        diagnostics.append(diagnostic)
        if diagnostic.severity == .error { errorCount += 1 }
    }

    func error(_ id: DiagnosticID, _ message: String, at span: SourceSpan, notes: [Diagnostic.Note] = [], fixIts: [Diagnostic.FixIt] = []) {
        report(.error(id, message, at: span, notes: notes, fixIts: fixIts))
    }

    /// "expected …, found …" at `node`.
    func expected(_ what: String, found node: YAMLNode) {
        var fixIts: [Diagnostic.FixIt] = []
        if what.hasPrefix("a string"), let scalar = node.scalar, scalar.style == .plain, scalar.value != .null {
            fixIts.append(.init("replace \(scalar.text) with '\(scalar.text)'", replacing: node.span, with: YAMLQuoting.scalar(scalar.text)))
        }
        error(.wrongValueType, "expected \(what), found \(Self.describe(node))", at: node.span, fixIts: fixIts)
    }

    static func describe(_ node: YAMLNode) -> String {
        switch node.content {
        case .mapping: return "a mapping"
        case .sequence: return "a sequence"
        case .scalar(let scalar):
            switch scalar.value {
            case .null: return "nothing (null)"
            case .string(let text): return "the string '\(text)'"
            default: return "\(scalar.value.kindDescription) '\(scalar.text)'"
            }
        }
    }
}
