/// A reference to an Android resource as resource files write it: `@color/background`,
/// `@android:color/white` (the framework's), `@com.example.lib:bool/flag` (a library's).
///
/// A spec names one where Android takes a value from the app's resources rather than from
/// the spec: a field's default that the app keeps in `res/values` (`androidDefault:`), which
/// may differ by configuration (a tablet's, a night theme's) and which the export writes
/// back as the reference.
public struct AndroidResourceReference: Hashable, Sendable {
    /// The package whose resources hold it (`android` for the framework's); nil for the app's.
    public let package: String?
    /// The resource type: `bool`, `integer`, `color`, `string`, `array`, ….
    public let type: String
    public let name: String

    /// Reads `@[package:]type/name`; nil for text of another form (a value, a theme
    /// attribute `?attr/…`, a new id `@+id/…`), or a part that no resource file can write.
    public init?(_ text: String) {
        guard text.hasPrefix("@"), let slash = text.firstIndex(of: "/") else { return nil }
        var head = text[text.index(after: text.startIndex)..<slash]
        var package: Substring?
        if let colon = head.firstIndex(of: ":") {
            package = head[..<colon]
            head = head[head.index(after: colon)...]
        }
        let name = text[text.index(after: slash)...]
        guard !head.isEmpty, head.unicodeScalars.allSatisfy({ ("a"..."z").contains($0) || $0 == "-" }),
            Self.isResourceName(name), package.map { ASCIIName.isDotted($0) } ?? true
        else { return nil }
        self.package = package.map(String.init)
        self.type = String(head)
        self.name = String(name)
    }

    /// The reference as resource files write it.
    public var text: String { "@" + (package.map { "\($0):" } ?? "") + "\(type)/\(name)" }

    /// What a preference reads its default as, by the kind of value its field holds.
    public enum ValueKind: Sendable {
        case boolean, integer, number, text, singleChoice, set
        /// A Date field's: Android has no preference for it.
        case none
    }

    /// The resource types a preference reads a default of `kind` from: Android's typed
    /// arrays read a boolean or a number from text and text from a number or a boolean
    /// (`TypedArray.getBoolean`, `getInt`, `getString`), and a set from an array alone.
    public static func readableTypes(_ kind: ValueKind) -> [String] {
        switch kind {
        case .boolean: ["bool", "string"]
        case .integer: ["integer", "color", "string"]
        case .number: ["string", "integer"]
        case .text: ["string", "integer", "bool"]
        case .singleChoice: ["string", "integer"]
        case .set: ["array"]
        case .none: []
        }
    }

    /// A resource's name: ASCII letters, digits, `_` and `.`, not starting with a digit
    /// (aapt makes each `.` a `_` in the app's `R` class).
    static func isResourceName(_ name: Substring) -> Bool {
        guard let first = name.unicodeScalars.first, !("0"..."9").contains(first), first != "." else { return false }
        return name.unicodeScalars.allSatisfy { scalar in
            ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar) || scalar == "_" || scalar == "."
        }
    }
}
