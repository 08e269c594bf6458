/// Turns a name from a spec into a Swift identifier, or says why it cannot be one.
///
/// A name is kept as written wherever Swift allows, so the Swift API reads like the spec.
/// A keyword is escaped with backticks. The word separators `-`, `.`, `/`, `:` and `+`,
/// common in settings keys (`mp4v-es`, `com.app.sound`), are dropped and the letter after
/// them upper-cased (`mp4vEs`, `comAppSound`); the spec's own name stays in every string the
/// code holds (field names, raw values, coding keys). A name that then starts with a digit,
/// is empty or `_` alone, or holds any other character Swift does not accept in identifiers,
/// is rejected. Characters are accepted only when Swift's grammar allows them *and* Unicode
/// counts them as letters, digits, marks or `_` (or emoji), so invisible format characters
/// (such as the bidirectional overrides Swift's grammar would take) never reach generated
/// code.
public struct SwiftIdentifier: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The identifier, without backticks.
    public let name: String
    /// Stands for a name that could not be made an identifier (already reported): it is
    /// never claimed in a scope, so one bad name does not cause a cascade of clashes.
    let isPlaceholder: Bool

    /// The characters dropped from names, each upper-casing the letter after it.
    public static let wordSeparators: Set<Unicode.Scalar> = ["-", ".", "/", ":", "+"]

    /// Why a name cannot become an identifier.
    public enum Problem: Equatable, Sendable {
        case empty
        case underscoreOnly
        case startsWithDigit
        case invalidCharacter(Unicode.Scalar)

        public var explanation: String {
            switch self {
            case .empty: "it is empty (or holds only word separators)"
            case .underscoreOnly: "'_' alone is not an identifier in Swift"
            case .startsWithDigit: "it starts with a digit"
            case .invalidCharacter(let scalar):
                "it contains \(SwiftIdentifier.describe(scalar)), which Swift does not allow in names and which is not a word separator (- . / : +)"
            }
        }
    }

    private init(checked name: String, isPlaceholder: Bool = false) {
        self.name = name
        self.isPlaceholder = isPlaceholder
    }

    static let placeholder = SwiftIdentifier(checked: "_unnamed", isPlaceholder: true)

    /// The identifier for `name`, or the reason there is none.
    public static func make(_ name: String) -> Result<SwiftIdentifier, ProblemError> {
        if name.unicodeScalars.isEmpty { return .failure(ProblemError(problem: .empty)) }
        let joined = joiningWords(name)
        if let problem = problem(in: joined) { return .failure(ProblemError(problem: problem)) }
        return .success(SwiftIdentifier(checked: joined))
    }

    /// `name` without word separators, the letter after each upper-cased.
    static func joiningWords(_ name: String) -> String {
        guard name.unicodeScalars.contains(where: wordSeparators.contains) else { return name }
        var result = ""
        var upperNext = false
        for character in name {
            if let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1, wordSeparators.contains(scalar) {
                upperNext = !result.isEmpty
                continue
            }
            result += upperNext ? character.uppercased() : String(character)
            upperNext = false
        }
        return result
    }

    /// An identifier the emitter builds itself from names already checked (`Screen`
    /// suffixes, capitalized field names).
    static func trusted(_ name: String) -> SwiftIdentifier {
        precondition(problem(in: name) == nil, "not an identifier: \(name)")
        return SwiftIdentifier(checked: name)
    }

    public struct ProblemError: Error, Equatable, Sendable {
        public var problem: Problem
    }

    /// The spelling for generated code: backticks around keywords.
    public var escaped: String { Self.keywords.contains(name) ? "`\(name)`" : name }

    public var description: String { escaped }

    /// The name with its first letter upper-cased (`theme` → `Theme`), for a type named
    /// after a field.
    public var capitalized: SwiftIdentifier {
        SwiftIdentifier(checked: name.prefix(1).uppercased() + name.dropFirst())
    }

    /// The name with a suffix, unless it already ends with it (`Members` → `MembersTable`,
    /// `MembersTable` stays).
    func suffixed(_ suffix: String) -> SwiftIdentifier {
        name.hasSuffix(suffix) ? self : SwiftIdentifier(checked: name + suffix)
    }

    public static func < (lhs: SwiftIdentifier, rhs: SwiftIdentifier) -> Bool { lhs.name < rhs.name }

    public static func problem(in name: String) -> Problem? {
        guard let first = name.unicodeScalars.first else { return .empty }
        if name == "_" { return .underscoreOnly }
        if first.properties.numericType != nil, first.isASCII || first.properties.generalCategory == .decimalNumber {
            return .startsWithDigit
        }
        for (index, scalar) in name.unicodeScalars.enumerated() where !isAllowed(scalar, first: index == 0) {
            return .invalidCharacter(scalar)
        }
        return nil
    }

    // MARK: - Characters

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
