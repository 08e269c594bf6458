/// Why a model file could not be saved or loaded. A failed load changes nothing in the
/// store; a failed save leaves the previous file and no temporary file behind.
public enum PersistenceError: Error, Hashable, Sendable {
    case readFailed(path: String, reason: String)
    case writeFailed(path: String, reason: String)
    /// Not JSON (a truncated or corrupt file), or JSON without the expected structure.
    case malformed(path: String, reason: String)
    /// A file that is not a ViewSpec model file of the expected kind; `found` is its
    /// format id, nil when it has none.
    case wrongFormat(path: String, expected: String, found: String?)
    case unsupportedFormatVersion(path: String, found: Int, supported: Int)
    /// A file saved for another model: its data never fills a store of this one.
    case wrongModel(path: String, expected: String, found: String)
    /// A file of the right model whose contents do not fit the current definition.
    case incompatibleContents(path: String, problems: [ContentProblem])
}

extension PersistenceError: CustomStringConvertible {
    public var description: String {
        switch self {
        case .readFailed(let path, let reason): "\(path): cannot read the file: \(reason)"
        case .writeFailed(let path, let reason): "\(path): cannot write the file: \(reason)"
        case .malformed(let path, let reason): "\(path): not a valid model file: \(reason)"
        case .wrongFormat(let path, let expected, let found):
            "\(path): expected a file of format '\(expected)', found \(found.map { "'\($0)'" } ?? "no format id")"
        case .unsupportedFormatVersion(let path, let found, let supported):
            "\(path): format version \(found) is not supported; this runtime reads version \(supported)"
        case .wrongModel(let path, let expected, let found): "\(path): the file holds model '\(found)', expected '\(expected)'"
        case .incompatibleContents(let path, let problems):
            "\(path): the contents do not fit the model: " + problems.map(\.description).joined(separator: "; ")
        }
    }
}
