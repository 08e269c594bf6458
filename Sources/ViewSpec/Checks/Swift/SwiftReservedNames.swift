/// Names generated code declares or relies on in a scope, which a name made from a spec
/// must not take there. A spec name that would take one becomes the same name with a trailing `_`
/// (`allCases` → `allCases_`): no other spec name can give that, as no word of a spec name
/// keeps a `_` (see `SwiftIdentifier`).
///
/// Everything else is out of reach by construction: generated code names the types of
/// Swift, Foundation and the runtime with their module (`Swift.Int`,
/// `ViewSpecRuntime.PreferenceStore`), declares its helpers inside the types it generates,
/// writes its own members as `self.member`, and gives every constant its type, so a spec
/// name can hide none of them.
enum SwiftReservedNames {
    /// Types at the top of the module. The modules generated code qualifies names with
    /// would be hidden by a type of their name, and so would `Self`, with which generated
    /// types name themselves; and code inside generated types sees their nested types
    /// (`Field`, `CodingKeys`, a screen's `Item`) and the associated types of the standard
    /// protocols they conform to (`RawValue`, `AllCases`) before the module's, so a model of
    /// such a name could not be named from there; nor from a screen with rows opening screens
    /// the app makes, whose `ExternalPane` lists them. The names Swift looks up for the type of
    /// a literal written without one (`StringLiteralType`, …) are kept from the specs too:
    /// generated code gives every constant its type, but a model of such a name would
    /// change the meaning of every such literal in the rest of the app's module.
    static let moduleTypes: Set<String> = [
        "Swift", "Foundation", "ViewSpecRuntime", "Self", "Field", "CodingKeys", "Item", "ExternalPane", "RawValue", "AllCases",
        "IntegerLiteralType", "FloatLiteralType", "BooleanLiteralType", "StringLiteralType", "ExtendedGraphemeClusterType",
        "UnicodeScalarType",
    ]

    /// The enumerations nested in a model, named after `enum` fields: the model's own
    /// `Field` and `CodingKeys`, the associated types `ID` (Identifiable) and `Key`
    /// (KeyedRecordModel), the module names and `Self`, which code inside the model names
    /// types with, and `Type` and `Protocol`, which after a dot in an expression
    /// (`Looks.Type.self`) mean the model's metatype however they are written.
    static let modelNestedTypes: Set<String> = [
        "Swift", "Foundation", "ViewSpecRuntime", "Self", "Field", "CodingKeys", "ID", "Key", "Type", "Protocol",
    ]

    /// Cases of every generated enumeration: `CaseIterable`'s static `allCases`. (Cases may
    /// share a name with an instance member, such as `rawValue` or `caseName`.)
    static let enumerationCases: Set<String> = ["allCases"]

    /// Cases of an action sheet's action enumeration, which are also its handler's
    /// methods: besides `allCases`, the names that after a dot (`Action.Type`,
    /// `Action.self`) mean the metatype or the type itself, even in backticks.
    static let sheetActions: Set<String> = ["allCases", "Type", "Protocol", "self"]

    /// Cases of an animation's `Element` and `Track` enumerations, which are written after
    /// a dot (`Element.x`): as for an action sheet's actions.
    static let animationCases: Set<String> = sheetActions

    /// Instance properties of a generated preference screen besides its bindings.
    static let screenMembers: Set<String> = ["store", "visibleItems", "listSections"]

    /// Methods of the actions and hooks protocols, which the main-actor types generated for
    /// screens and tables call: Swift 6.3 takes `object.`self`(…)` written inside such a type
    /// for a mistaken reference to the method and warns, which breaks builds that treat
    /// warnings as errors.
    static let protocolMethods: Set<String> = ["self"]

    /// The instance property `Identifiable` requires, in a keyed model whose key field is
    /// called otherwise.
    static let identifiableID = "id"

    /// `identifier`, or its escape when `reserved` holds it.
    static func escaping(_ identifier: SwiftIdentifier, from reserved: Set<String>) -> SwiftIdentifier {
        reserved.contains(identifier.name) ? identifier.reservedEscape : identifier
    }
}
