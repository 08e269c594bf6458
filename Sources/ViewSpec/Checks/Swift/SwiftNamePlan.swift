/// The Swift name of everything the generated code declares for a project, worked out once
/// from the specs: the Swift checks report the names that cannot be given (VS0300–VS0302),
/// and the Swift emitter writes the names given here and no others, so that what lint
/// accepts is exactly what the build generates.
///
/// Only the first declaration of each name is named, as references resolve to it; a
/// later one is `duplicate-declaration`'s to report. A name that cannot be made an
/// identifier gets a placeholder and is never claimed in a scope, so that one bad name
/// does not cause a cascade of clashes.
struct SwiftNamePlan: Sendable {
    struct ModelNames: Sendable {
        var type: SwiftIdentifier
        /// The model's fields without redeclared names, in declaration order.
        var fields: [FieldNames]
        private var indexByName: [String: Int]
        /// Whether the model is `Identifiable` through a computed `id` (a keyed model whose
        /// key field is not already called `id` in Swift).
        var needsComputedID: Bool

        init(type: SwiftIdentifier, fields: [FieldNames], needsComputedID: Bool) {
            self.type = type
            self.fields = fields
            self.needsComputedID = needsComputedID
            indexByName = Dictionary(fields.enumerated().map { ($1.specName, $0) }, uniquingKeysWith: { first, _ in first })
        }

        func field(named name: String) -> FieldNames? { indexByName[name].map { fields[$0] } }
    }

    struct FieldNames: Sendable {
        var specName: String
        /// The stored property, and the label of its memberwise initializer's parameter.
        var property: SwiftIdentifier
        /// The case of the model's `Field` enumeration.
        var fieldCase: SwiftIdentifier
        /// The initializer parameter's internal name: the property's, but for `self`.
        var parameter: SwiftIdentifier
        /// The enumeration nested in the model for an `enum` field.
        var enumType: SwiftIdentifier?
        /// The enumeration's cases by spec case name.
        var cases: [String: SwiftIdentifier]

        /// The binding property of a screen that binds the field: the property's name,
        /// unless the screen declares a member of that name itself.
        var screenBinding: SwiftIdentifier {
            SwiftReservedNames.escaping(property, from: SwiftReservedNames.screenMembers)
        }
    }

    struct ScreenNames: Sendable {
        var type: SwiftIdentifier
        /// The protocol of the screen's button actions, when it has buttons.
        var actionsProtocol: SwiftIdentifier?
        /// A case of `Item` for each item, in `screen.items` order.
        var items: [SwiftIdentifier]
        /// The action methods by spec action name, in the order the buttons first name them.
        var actions: [(specName: String, method: SwiftIdentifier)]
        /// The protocol through which the app supplies the options of the screen's choices
        /// written `options: dynamic`, when it has any.
        var optionsProtocol: SwiftIdentifier? = nil
    }

    struct TableNames: Sendable {
        enum HookKind: Sendable { case editCell, selection }

        var type: SwiftIdentifier
        /// The protocol of the table's hooks, when it names any.
        var hooksProtocol: SwiftIdentifier?
        /// The distinct hook methods, in the order editCell, didSelect, didDeselect: a
        /// function named for both selection hooks is one method.
        var hooks: [(specName: String, kind: HookKind, method: SwiftIdentifier)]

        func method(_ specName: String, kind: HookKind) -> SwiftIdentifier? {
            hooks.first { $0.specName == specName && $0.kind == kind }?.method
        }
    }

    struct HierarchyNames: Sendable {
        var type: SwiftIdentifier
        /// The cases of `Layer` by spec layer name.
        var layers: [String: SwiftIdentifier]
        /// The cases of `View` by spec view id.
        var views: [String: SwiftIdentifier]
    }

    struct SheetNames: Sendable {
        var type: SwiftIdentifier
        /// The enumeration of the sheet's actions.
        var actionType: SwiftIdentifier
        /// The protocol the app implements, one method per action.
        var handlerProtocol: SwiftIdentifier
        /// The distinct actions in button order: each the handler's method and the
        /// enumeration's case at once.
        var actions: [(specName: String, method: SwiftIdentifier)]
    }

    /// A name the Swift code cannot be given, with what the user should do about it.
    struct Problem: Sendable {
        enum Kind: Sendable { case invalidName, clash, fileClash }

        var kind: Kind
        var message: String
        var span: SourceSpan
        var notes: [Diagnostic.Note] = []
    }

    var models: [String: ModelNames] = [:]
    var screens: [String: ScreenNames] = [:]
    var tables: [String: TableNames] = [:]
    var hierarchies: [String: HierarchyNames] = [:]
    var sheets: [String: SheetNames] = [:]
    var animations: [String: AnimationNames] = [:]
    /// The generated file of each spec file, in `project.files` order.
    var fileNames: [String] = []
    /// Every name that cannot be given: the declarations' (each slice's too), the
    /// module's and the files'.
    var problems: [Problem] = []
}
