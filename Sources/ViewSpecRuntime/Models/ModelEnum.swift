/// An enumeration the compiler generates for an `enum` field.
///
/// The raw values are what is stored, so renaming a case keeps saved data. The order of
/// `allCases` is the declaration order, which sorting uses.
///
/// ```swift
/// enum Theme: String, ModelEnum { case light, dark, system }
/// enum Quality: Int, ModelEnum { case low = 0, medium = 1, high = 2 }
/// ```
public protocol ModelEnum: CaseIterable, Hashable, Sendable, RawRepresentable where RawValue: EnumRawValueRepresentable {
    /// The case's name in the spec, for messages; by default the Swift case name.
    var caseName: String { get }
}

extension ModelEnum {
    public var caseName: String { String(describing: self) }

    /// The runtime description of this enumeration.
    public static func enumDefinition(multiple: Bool = false) -> EnumDefinition {
        EnumDefinition(
            cases: allCases.map { EnumDefinition.Case(name: $0.caseName, rawValue: $0.rawValue.enumRawValue) },
            multiple: multiple)
    }

    init?(enumRawValue: EnumRawValue) {
        guard let raw = RawValue(enumRawValue: enumRawValue) else { return nil }
        self.init(rawValue: raw)
    }
}

/// The raw value types an enumeration may have: `Int` and `String`.
public protocol EnumRawValueRepresentable: Hashable, Sendable {
    var enumRawValue: EnumRawValue { get }
    init?(enumRawValue: EnumRawValue)
}

extension Int: EnumRawValueRepresentable {
    public var enumRawValue: EnumRawValue { .int(self) }

    public init?(enumRawValue: EnumRawValue) {
        guard case .int(let value) = enumRawValue else { return nil }
        self = value
    }
}

extension String: EnumRawValueRepresentable {
    public var enumRawValue: EnumRawValue { .string(self) }

    public init?(enumRawValue: EnumRawValue) {
        guard case .string(let value) = enumRawValue else { return nil }
        self = value
    }
}
