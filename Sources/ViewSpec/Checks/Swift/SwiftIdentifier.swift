/// A Swift identifier made from a name in a spec, or the reason none can be made.
///
/// Spec names follow the conventions of wherever they come from (`sound_enabled`,
/// `mp4v-es`, `com.app.sound`, `AdvancedSettings`); generated code follows Swift's. A name
/// is split into words at the separators `-` `_` `.` `/` `:` `+`, and the words are joined
/// in lowerCamelCase for properties and cases or UpperCamelCase for types:
///
/// | spec name | lowerCamelCase | UpperCamelCase |
/// | --- | --- | --- |
/// | `soundEnabled` | `soundEnabled` | `SoundEnabled` |
/// | `sound_enabled`, `sound-enabled` | `soundEnabled` | `SoundEnabled` |
/// | `AdvancedSettings` | `advancedSettings` | `AdvancedSettings` |
/// | `URLScheme`, `ID` | `urlScheme`, `id` | `URLScheme`, `ID` |
/// | `480p` | `_480p` | `_480p` |
/// | `名前` | `名前` | `名前` |
///
/// Only the first letter of a word changes case, except that lowerCamelCase lowers a
/// leading run of capitals (an acronym) as Swift's own API does. A name that starts with a
/// digit gets a leading `_`. The spec's own name stays in every string the generated code
/// holds (field names, raw values, coding keys). Since no word keeps a `_`, the identifiers
/// made from spec names never hold one after their first character: generated code adds a
/// trailing `_` to a name that would take one of its own (`allCases_`), which therefore
/// cannot meet another spec name.
///
/// A character Swift does not allow in names, or that Unicode does not count as a letter,
/// digit, mark or emoji (so that invisible format characters such as bidirectional
/// overrides never reach generated code), cannot be made valid without guessing: the name
/// is refused. So is a name made only of separators.
public struct SwiftIdentifier: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The identifier, without backticks.
    public let name: String

    /// How the words of a name are joined.
    public enum Style: Sendable {
        /// `soundEnabled`: properties, enumeration cases, methods.
        case lowerCamelCase
        /// `SoundEnabled`: types.
        case upperCamelCase
    }

    /// The characters that separate words in spec names.
    public static let wordSeparators: Set<Unicode.Scalar> = ["-", "_", ".", "/", ":", "+"]

    /// Why a name cannot become an identifier.
    public enum Problem: Equatable, Sendable {
        /// Empty, or only word separators.
        case empty
        /// A character Swift does not accept in names.
        case invalidCharacter(Unicode.Scalar)
        /// A combining mark or other character that may follow but not start a name.
        case invalidFirstCharacter(Unicode.Scalar)

        public var explanation: String {
            switch self {
            case .empty: "it holds no letter or digit, only word separators (- _ . / : +)"
            case .invalidCharacter(let scalar):
                "it contains \(SwiftIdentifier.describe(scalar)), which Swift does not allow in names and which is not a word separator (- _ . / : +)"
            case .invalidFirstCharacter(let scalar):
                "it starts with \(SwiftIdentifier.describe(scalar)), which Swift allows only after a letter"
            }
        }
    }

    public struct ProblemError: Error, Equatable, Sendable {
        public var problem: Problem
    }

    init(verbatim name: String) {
        self.name = name
    }

    /// The identifier for the spec name `name` in `style`, or the reason there is none.
    public static func make(_ name: String, style: Style) -> Result<SwiftIdentifier, ProblemError> {
        if let identifier = asciiIdentifier(name, style: style) { return .success(identifier) }
        return makeFromScalars(name, style: style)
    }

    /// `make(_:style:)` for any name, through Unicode's case mappings and categories.
    static func makeFromScalars(_ name: String, style: Style) -> Result<SwiftIdentifier, ProblemError> {
        let words = self.words(of: name)
        guard let first = words.first else { return .failure(ProblemError(problem: .empty)) }
        for word in words {
            for scalar in word.unicodeScalars where !isAllowed(scalar, first: false) {
                return .failure(ProblemError(problem: .invalidCharacter(scalar)))
            }
        }
        var joined: String
        switch style {
        case .lowerCamelCase: joined = lowered(first)
        case .upperCamelCase: joined = capitalized(first)
        }
        for word in words.dropFirst() { joined += capitalized(word) }
        // Changing case can, rarely, give characters of other categories; judge the result.
        for scalar in joined.unicodeScalars where !isAllowed(scalar, first: false) {
            return .failure(ProblemError(problem: .invalidCharacter(scalar)))
        }
        guard let head = joined.unicodeScalars.first else { return .failure(ProblemError(problem: .empty)) }
        if !isAllowed(head, first: true) {
            guard isDigit(head) else { return .failure(ProblemError(problem: .invalidFirstCharacter(head))) }
            joined = "_" + joined
        }
        return .success(SwiftIdentifier(verbatim: joined))
    }

    /// The identifier of a name made only of ASCII letters, digits and word separators
    /// (nearly every name), built byte by byte: the same identifier the general path makes,
    /// without its Unicode tables, which made naming a large project cost more than checking
    /// it. Nil for any other name, and for one that holds no word.
    static func asciiIdentifier(_ name: String, style: Style) -> SwiftIdentifier? {
        // Most names are already the identifier (`soundEnabled` as a property, `AppSettings`
        // as a type): the name itself then, without copying its bytes.
        if isOwnIdentifier(name, style: style) { return SwiftIdentifier(verbatim: name) }
        var utf8 = Array(name.utf8)
        var joined: [UInt8] = []
        joined.reserveCapacity(utf8.count + 1)
        var index = 0
        var isFirstWord = true
        while index < utf8.count {
            guard !isSeparator(utf8[index]) else {
                index += 1
                continue
            }
            var end = index
            while end < utf8.count, !isSeparator(utf8[end]) {
                guard isASCIILetter(utf8[end]) || isASCIIDigit(utf8[end]) else { return nil }
                end += 1
            }
            if isFirstWord && style == .lowerCamelCase {
                // Lower the leading capitals, but for an acronym's last one when a lowercase
                // letter follows it (`URLScheme` → `urlScheme`), as `lowered(_:)` does.
                var run = index
                while run < end, isASCIIUppercase(utf8[run]) { run += 1 }
                let lowerEnd = run - index > 1 && run < end && isASCIILowercase(utf8[run]) ? run - 1 : run
                for position in index..<lowerEnd { utf8[position] |= 0x20 }
            } else if isASCIILowercase(utf8[index]) {
                utf8[index] &= ~0x20
            }
            joined.append(contentsOf: utf8[index..<end])
            isFirstWord = false
            index = end
        }
        guard let head = joined.first else { return nil }
        if isASCIIDigit(head) { joined.insert(UInt8(ascii: "_"), at: 0) }
        return SwiftIdentifier(verbatim: String(decoding: joined, as: UTF8.self))
    }

    /// Whether the name is ASCII letters and digits that start with a letter of the
    /// style's case: a single word, which both paths leave as it is.
    static func isOwnIdentifier(_ name: String, style: Style) -> Bool {
        // A spec name is a native string, whose bytes are read in place.
        let judged = name.utf8.withContiguousStorageIfAvailable { utf8 in
            guard let head = utf8.first, style == .lowerCamelCase ? isASCIILowercase(head) : isASCIIUppercase(head) else { return false }
            return utf8.allSatisfy { isASCIILetter($0) || isASCIIDigit($0) }
        }
        return judged ?? false
    }

    private static func isSeparator(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "."), UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "+"): true
        default: false
        }
    }
    private static func isASCIIUppercase(_ byte: UInt8) -> Bool { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) }
    private static func isASCIILowercase(_ byte: UInt8) -> Bool { (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) }
    private static func isASCIILetter(_ byte: UInt8) -> Bool { isASCIIUppercase(byte) || isASCIILowercase(byte) }
    private static func isASCIIDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }

    /// The words of a spec name: what lies between word separators, none of them empty. A
    /// separator separates even where a combining mark follows it, which would make the two
    /// one character.
    static func words(of name: String) -> [Substring] {
        name.unicodeScalars.split(whereSeparator: wordSeparators.contains).map { Substring($0) }
    }

    /// The word with its first character upper-cased.
    private static func capitalized(_ word: Substring) -> String {
        guard let first = word.first else { return "" }
        return first.uppercased() + word.dropFirst()
    }

    /// The word with its leading capitals lower-cased: one (`Theme` → `theme`), or all of
    /// an acronym but the last, which begins the next word (`URLScheme` → `urlScheme`), or
    /// all of them when no lowercase letter follows (`ID` → `id`, `MP4` → `mp4`).
    private static func lowered(_ word: Substring) -> String {
        let characters = Array(word)
        var run = 0
        while run < characters.count, characters[run].isUppercase { run += 1 }
        guard run > 0 else { return String(word) }
        let lowerCount = run > 1 && run < characters.count && characters[run].isLowercase ? run - 1 : run
        return characters[..<lowerCount].map { $0.lowercased() }.joined() + String(characters[lowerCount...])
    }

    /// A digit of any script, or another number character Swift allows after a letter.
    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
        let category = scalar.properties.generalCategory
        return category == .decimalNumber || category == .otherNumber
    }

    /// The spelling for generated code: backticks around keywords.
    public var escaped: String { Self.keywords.contains(name) ? "`\(name)`" : name }

    public var description: String { escaped }

    /// The identifier with `_` appended: the spelling of a name that would take one the
    /// generated code declares itself.
    var reservedEscape: SwiftIdentifier { SwiftIdentifier(verbatim: name + "_") }

    /// The name with a suffix, unless it already ends with it (`Members` → `MembersTable`,
    /// `MembersTable` stays).
    func suffixed(_ suffix: String) -> SwiftIdentifier {
        name.hasSuffix(suffix) ? self : SwiftIdentifier(verbatim: name + suffix)
    }

    public static func < (lhs: SwiftIdentifier, rhs: SwiftIdentifier) -> Bool { lhs.name < rhs.name }

    // MARK: - Characters

    /// Whether Swift accepts `scalar` in a name (as its first character when `first`), and
    /// Unicode counts it as a letter, digit, mark or emoji.
    static func isAllowed(_ scalar: Unicode.Scalar, first: Bool) -> Bool {
        if scalar.isASCII {
            let value = scalar.value
            if (0x41...0x5A).contains(value) || (0x61...0x7A).contains(value) || value == 0x5F { return true }
            return !first && (0x30...0x39).contains(value)
        }
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter, .letterNumber:
            return isIdentifierHead(scalar.value)
        case .decimalNumber, .otherNumber:
            return !first && isIdentifierHead(scalar.value)
        case .nonspacingMark, .spacingMark, .enclosingMark:
            return !first && (isIdentifierHead(scalar.value) || isIdentifierCharacterOnly(scalar.value))
        case .otherSymbol:
            // Emoji: Swift accepts them in names, and they are visible.
            return scalar.properties.isEmojiPresentation && isIdentifierHead(scalar.value)
        default:
            return false
        }
    }

    /// The ranges of `identifier-head` in The Swift Programming Language (beyond ASCII).
    private static let headRanges: [ClosedRange<UInt32>] = [
        0xA8...0xA8, 0xAA...0xAA, 0xAD...0xAD, 0xAF...0xAF, 0xB2...0xB5, 0xB7...0xBA, 0xBC...0xBE, 0xC0...0xD6, 0xD8...0xF6,
        0xF8...0xFF, 0x100...0x2FF, 0x370...0x167F, 0x1681...0x180D, 0x180F...0x1DBF, 0x1E00...0x1FFF, 0x200B...0x200D,
        0x202A...0x202E, 0x203F...0x2040, 0x2054...0x2054, 0x2060...0x206F, 0x2070...0x20CF, 0x2100...0x218F,
        0x2460...0x24FF, 0x2776...0x2793, 0x2C00...0x2DFF, 0x2E80...0x2FFF, 0x3004...0x3007, 0x3021...0x302F,
        0x3031...0x303F, 0x3040...0xD7FF, 0xF900...0xFD3D, 0xFD40...0xFDCF, 0xFDF0...0xFE1F, 0xFE30...0xFE44,
        0xFE47...0xFFFD, 0x10000...0x1FFFD, 0x20000...0x2FFFD, 0x30000...0x3FFFD, 0x40000...0x4FFFD, 0x50000...0x5FFFD,
        0x60000...0x6FFFD, 0x70000...0x7FFFD, 0x80000...0x8FFFD, 0x90000...0x9FFFD, 0xA0000...0xAFFFD, 0xB0000...0xBFFFD,
        0xC0000...0xCFFFD, 0xD0000...0xDFFFD, 0xE0000...0xEFFFD,
    ]

    /// The ranges `identifier-character` adds to `identifier-head` (combining marks).
    private static let characterOnlyRanges: [ClosedRange<UInt32>] = [
        0x300...0x36F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE20...0xFE2F,
    ]

    private static func isIdentifierHead(_ value: UInt32) -> Bool { headRanges.contains { $0.contains(value) } }
    private static func isIdentifierCharacterOnly(_ value: UInt32) -> Bool { characterOnlyRanges.contains { $0.contains(value) } }

    static func describe(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        let code = "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        let visible = scalar.properties.generalCategory
        switch visible {
        case .control, .format, .lineSeparator, .paragraphSeparator, .spaceSeparator, .unassigned, .privateUse, .surrogate:
            return code
        default:
            return "'\(Character(scalar))' (\(code))"
        }
    }

    // MARK: - Keywords

    /// Words that need backticks to be used as names: Swift's reserved words, and the
    /// contextual words that mean something after a dot (`.self`, `.Type`, `.init`).
    /// Escaping a word that did not need it is harmless; missing one is a compile error.
    static let keywords: Set<String> = [
        // Declarations
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate", "func", "import",
        "init", "inout", "internal", "let", "nonisolated", "open", "operator", "package", "private", "precedencegroup",
        "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var",
        // Statements
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in",
        "repeat", "return", "switch", "throw", "where", "while",
        // Expressions and types
        "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try", "Type", "Protocol",
        // Contextual words that are keywords in some positions
        "_", "some", "any", "each", "async", "actor", "macro",
    ]
}
