/// Spec names for what an import names after its source: fields after stored keys, screens
/// after file names, actions after keys and class names.
///
/// A native format allows any text there; a spec name must become a Swift name (letters,
/// digits, marks and emoji, in words separated by `- _ . / : +`), and two names of one
/// scope must stay distinct in Swift, or the specs an import writes would not compile.
/// So each character a Swift name cannot hold becomes `_`, a word separator; a long name is
/// cut after `maximumNameLength` scalars; a name left without a word, or starting with a
/// mark, is prefixed with a word of the scope's kind; and a name whose Swift name a name
/// from other source text took first gets a number.
/// The same source text always gets the same name, so that two specifiers storing one key
/// still share one field.
struct ImportedNameScope {
    /// What the scope names, which decides the Swift names compared.
    enum Kind {
        /// Fields of one model: properties, compared as they are.
        case field
        /// Screens of one project: types and Swift files, compared ignoring case (as file
        /// systems may) and the `Screen` suffix the generated type takes.
        case screen
        /// Actions of one screen: methods, compared as they are.
        case action

        fileprivate var style: SwiftIdentifier.Style { self == .screen ? .upperCamelCase : .lowerCamelCase }

        /// The word a name that has none starts with.
        fileprivate var word: String {
            switch self {
            case .field: "field"
            case .screen: "Screen"
            case .action: "action"
            }
        }
    }

    /// A name the scope gave, and why it differs from its source text.
    struct Name: Equatable {
        var name: String
        var change: Change?
    }

    enum Change: Equatable {
        /// The source holds characters no Swift name can, or no word.
        case notASwiftName
        /// The source gives the Swift name that other source text's name gave first.
        case sameSwiftName(as: String)
    }

    let kind: Kind
    private var namesBySource: [String: Name] = [:]
    /// The source text that took each compared Swift name.
    private var sourcesBySwiftName: [String: String] = [:]

    init(_ kind: Kind) {
        self.kind = kind
    }

    /// The name of `source` in this scope: the one given before, or a new one.
    mutating func name(for source: String) -> Name {
        if let known = namesBySource[source] { return known }
        let name = newName(for: source)
        namesBySource[source] = name
        return name
    }

    /// A name for `source` that no name of the scope has, even when `source` was named
    /// before: for two things of one source text (two files named alike in two folders).
    mutating func newName(for source: String) -> Name {
        let base = Self.specName(for: source, kind: kind)
        var name = Name(name: base, change: base == source ? nil : .notASwiftName)
        var number = 2
        while let other = sourcesBySwiftName[comparedSwiftName(name.name)] {
            if name.change == nil { name.change = .sameSwiftName(as: other) }
            name.name = "\(base)_\(number)"
            number += 1
        }
        sourcesBySwiftName[comparedSwiftName(name.name)] = source
        return name
    }

    /// The name already given to `source`, without giving one.
    func existingName(for source: String) -> String? {
        namesBySource[source]?.name
    }

    /// The most Unicode scalars of a name made from source text. A spec names fields by
    /// mapping keys, which YAML reads only up to 1,024 characters when written without `?`;
    /// no name a person reads needs more than this, and a longer key is kept whole as the
    /// field's `key:`.
    static let maximumNameLength = 128

    /// `source` made into a name the Swift naming accepts for `kind`.
    static func specName(for source: String, kind: Kind) -> String {
        let scalars = source.unicodeScalars.prefix(maximumNameLength).map { scalar -> Unicode.Scalar in
            SwiftIdentifier.wordSeparators.contains(scalar) || SwiftIdentifier.isAllowed(scalar, first: false) ? scalar : "_"
        }
        let name = String(String.UnicodeScalarView(scalars))
        if case .success = SwiftIdentifier.make(name, style: kind.style) { return name }
        // No word, or a word starting with a mark: a word of the scope's kind goes first.
        let prefixed = "\(kind.word)_\(name)"
        if case .success = SwiftIdentifier.make(prefixed, style: kind.style) { return prefixed }
        // Changing case made a character Swift refuses (rare): nothing of the source stays.
        return kind.word
    }

    /// `source` made into a Swift type name as written, as the name of a screen the app's
    /// code makes must be: each character a name cannot hold becomes `_`, and a word Swift
    /// reserves gets a trailing `_`. Such names name classes, not stored values, so no two
    /// need telling apart.
    static func typeName(for source: String) -> String {
        var first = true
        let scalars = source.unicodeScalars.map { scalar -> Unicode.Scalar in
            defer { first = false }
            return SwiftIdentifier.isAllowed(scalar, first: first) ? scalar : "_"
        }
        let name = String(String.UnicodeScalarView(scalars))
        if name.isEmpty { return "Screen" }
        return ExternalPaneNameCheck.problem(with: name) == nil ? name : name + "_"
    }

    /// The Swift name two names of the scope must not share. Every name the scope gives
    /// has one (`specName(for:kind:)` makes sure).
    private func comparedSwiftName(_ name: String) -> String {
        guard case .success(let identifier) = SwiftIdentifier.make(name, style: kind.style) else { return name }
        guard kind == .screen else { return identifier.name }
        let folded = identifier.name.lowercased()
        return folded.hasSuffix("screen") && folded != "screen" ? String(folded.dropLast(6)) : folded
    }
}
