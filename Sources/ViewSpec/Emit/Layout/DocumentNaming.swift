import Foundation

/// Turns screen names into file names that are safe on every file system ViewSpec runs
/// on, and tells apart file names ViewSpec may have written.
///
/// Names in specs may hold any character but spaces and control characters, so `../x`,
/// `a/b` and `.hidden` are valid names. A file name is `<stem>.<kind>.json`: the stem keeps
/// ASCII letters, digits, `-`, `_` and `.` (not first) and non-ASCII letters and digits
/// (after NFC normalization); every other byte is written `%XX`, so the stem never holds
/// a path separator, never starts with a dot and maps back to exactly one name. Names
/// that differ only in case (or in Unicode normalization) would overwrite each other on
/// a case-insensitive file system, so later ones, in document order, get `~2`, `~3`.
public enum DocumentNaming {
    public static let indexFileName = "index.json"

    /// Stems longer than this many UTF-8 bytes are cut and given a hash of the full
    /// name, keeping file names well under the usual 255-byte limit.
    static let maximumStemBytes = 120
    static let truncatedStemBytes = 100

    /// File names for documents, in the order given; the first of a case-insensitive
    /// clash keeps the plain name. The order must be deterministic.
    public static func fileNames(for documents: [(kind: String, name: String)]) -> [String] {
        var used: Set<String> = [indexFileName.lowercased()]
        return documents.map { document in
            let stem = self.stem(for: document.name)
            var candidate = "\(stem).\(document.kind).json"
            var counter = 2
            while !used.insert(candidate.lowercased()).inserted {
                candidate = "\(stem)~\(counter).\(document.kind).json"
                counter += 1
            }
            return candidate
        }
    }

    /// The encoded stem of a name; deterministic, injective below the length limit.
    public static func stem(for name: String) -> String {
        stem(for: name, fileNameBytes: false)
    }

    /// The encoded stem of a file's name (a spec file's, for the Swift file generated from
    /// it): as `stem(for:)`, except that a byte of the name that is not UTF-8 (held as
    /// `FilePathText` holds it) is written `%XX` as itself, so the stem still spells the
    /// name's bytes exactly.
    public static func fileStem(forFileName name: String) -> String {
        stem(for: name, fileNameBytes: true)
    }

    private static func stem(for name: String, fileNameBytes: Bool) -> String {
        // Nearly every name is plain ASCII that is kept as it is; normalizing it to NFC, which
        // leaves ASCII alone, cost more than the rest of naming every document.
        if name.utf8.count <= maximumStemBytes, name.utf8.first != UInt8(ascii: "."), name.utf8.allSatisfy(isKeptASCII) {
            return name
        }
        var pieces: [String] = []
        for scalar in name.precomposedStringWithCanonicalMapping.unicodeScalars {
            if fileNameBytes, let byte = FilePathText.byte(of: scalar) {
                pieces.append(percentEncoded(byte))
            } else {
                pieces.append(encoded(scalar, first: pieces.isEmpty))
            }
        }
        let full = pieces.joined()
        guard full.utf8.count > maximumStemBytes else { return full }
        var prefix = ""
        for piece in pieces {
            guard prefix.utf8.count + piece.utf8.count <= truncatedStemBytes else { break }
            prefix += piece
        }
        return prefix + "~" + fnv1a64Hex(Array(full.utf8))
    }

    /// Whether `fileName` could be a document ViewSpec wrote: one plain path component,
    /// not hidden, ending in `.json`. Stale-file removal trusts nothing else.
    public static func isDocumentFileName(_ fileName: String) -> Bool {
        guard isSafeFileName(fileName), fileName.hasSuffix(".json"), fileName != indexFileName else { return false }
        return fileName.unicodeScalars.allSatisfy { isKept($0) || $0 == "%" || $0 == "~" }
    }

    /// A single, visible path component: no separator, no NUL, not `.` or `..`, not hidden,
    /// at most 255 bytes.
    public static func isSafeFileName(_ fileName: String) -> Bool {
        !fileName.isEmpty && !fileName.hasPrefix(".") && fileName.utf8.count <= 255
            && !fileName.unicodeScalars.contains { $0 == "/" || $0 == "\\" || $0.value == 0 }
    }

    // MARK: - Private

    private static func encoded(_ scalar: Unicode.Scalar, first: Bool) -> String {
        if isKept(scalar) && !(first && scalar == ".") { return String(scalar) }
        return String(scalar).utf8.map(percentEncoded).joined()
    }

    private static func percentEncoded(_ byte: UInt8) -> String {
        let hex = String(byte, radix: 16, uppercase: true)
        return "%" + (hex.count == 1 ? "0" + hex : hex)
    }

    private static func isKeptASCII(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
            || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ".")
    }

    private static func isKept(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return isKeptASCII(UInt8(scalar.value)) }
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter, .decimalNumber, .letterNumber,
            .otherNumber, .nonspacingMark, .spacingMark:
            return true
        default:
            return false
        }
    }

    /// FNV-1a: a fixed hash, unlike `Hasher`, which is seeded per process.
    static func fnv1a64Hex(_ bytes: [UInt8]) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
