import Foundation

/// Between the URIs of LSP and the file paths of the compiler.
///
/// A `file:` URI names the file at its decoded path. A document of another scheme (an
/// editor's unsaved `untitled:` buffer) has no path; it is known by its URI, which stands
/// for its path.
enum DocumentURI {
    /// The absolute, standardized path a URI names; for a URI that is not a file's, the
    /// URI itself.
    static func path(of uri: String) -> String {
        guard let url = URL(string: uri), url.isFileURL else { return uri }
        let path = url.standardizedFileURL.path
        return path.isEmpty ? uri : path
    }

    /// The URI of a path made by `path(of:)`.
    static func uri(of path: String) -> String {
        guard path.hasPrefix("/") else { return path }
        return URL(fileURLWithPath: path).absoluteString
    }

    /// `path`, made absolute against the current directory and standardized.
    static func absolute(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }

    /// Whether `path` is `directory` or inside it.
    static func path(_ path: String, isWithin directory: String) -> Bool {
        path == directory || path.hasPrefix(directory.hasSuffix("/") ? directory : directory + "/")
    }
}
