/// Names files the way CI systems want them: relative to a base directory (the project
/// root, by default the current directory), with `/` separators, so that a report made
/// on one machine points at the same files on another.
public struct ReportPaths: Sendable, Equatable {
    /// Absolute and normalized, without a trailing `/`.
    public let baseDirectory: String
    /// Absolute and normalized; relative input paths are read from here.
    public let currentDirectory: String

    /// `baseDirectory` may be relative to `currentDirectory`; nil means the current directory.
    public init(baseDirectory: String? = nil, currentDirectory: String) {
        let current = Self.normalized(currentDirectory.hasPrefix("/") ? currentDirectory : "/" + currentDirectory)
        self.currentDirectory = current
        self.baseDirectory = baseDirectory.map { Self.absolute($0, from: current) } ?? current
    }

    /// `path` relative to the base directory: `specs/app.yaml`, or `../shared/app.yaml` for
    /// a file outside it. Never empty: the base directory itself is `.`. A byte of the path
    /// that is not UTF-8 is shown `\xNN` (see `FilePathText`).
    public func relativePath(_ path: String) -> String {
        FilePathText.displayed(relativeFilePath(path))
    }

    /// The relative path as a URI reference (RFC 3986): every byte other than an unreserved
    /// character or `/` is percent-encoded, so spaces, `#`, `?`, `%`, non-ASCII names and
    /// bytes that are not UTF-8 survive any consumer and name the very file.
    public func relativeURI(_ path: String) -> String {
        Self.percentEncoded(FilePathText.bytes(of: relativeFilePath(path)))
    }

    public static func percentEncoded(_ path: String) -> String {
        percentEncoded(Array(path.utf8))
    }

    // MARK: - Private

    /// `relativePath(_:)` with every byte of the path kept as `FilePathText` holds it.
    private func relativeFilePath(_ path: String) -> String {
        let target = Self.components(Self.absolute(path, from: currentDirectory))
        let base = Self.components(baseDirectory)
        var common = 0
        while common < target.count, common < base.count, target[common] == base[common] { common += 1 }
        let parts = Array(repeating: "..", count: base.count - common) + target[common...]
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }

    private static func percentEncoded(_ bytes: [UInt8]) -> String {
        var output = ""
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                output.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                output += "%" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return output
    }

    private static func absolute(_ path: String, from directory: String) -> String {
        normalized(path.hasPrefix("/") ? path : directory + "/" + path)
    }

    /// `.` and empty components removed, `..` applied lexically (symbolic links are not
    /// followed: a report names files as the user reached them).
    private static func normalized(_ path: String) -> String {
        "/" + components(path).joined(separator: "/")
    }

    private static func components(_ path: String) -> [String] {
        var result: [String] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            switch part {
            case ".": continue
            case "..": if !result.isEmpty { result.removeLast() }
            default: result.append(String(part))
            }
        }
        return result
    }
}
