/// Everything the spec files of one project declare. Names are global across files: a
/// screen in one file may bind a model declared in another.
///
/// Declarations keep the order of their files (sorted by path) and, within a file, the
/// order they were written in; the first declaration of a name is the one references
/// resolve to, and later ones are reported as duplicates.
public struct Project: Sendable {
    /// Fixed at creation: the indexes and lists below are derived from it once.
    public let files: [SpecFile]
    /// Input files that could not be read as specs (a YAML error, no `viewspec:` version…),
    /// sorted: whatever they declare is not known, so no name is reported as undeclared.
    public let unreadFiles: [String]
    /// The declarations of `files` that could not be read, by kind and name.
    public let unreadDeclarations: Set<UnreadDeclaration>

    public init(files: [SpecFile], unreadFiles: [String] = []) {
        self.files = files
        self.unreadFiles = unreadFiles.sorted()
        unreadDeclarations = Set(files.flatMap(\.unreadDeclarations))
        // Two kinds at a time, on two cores: this is the one step between reading the files
        // and checking them that nothing else runs beside.
        let (screensAndModels, tablesAndHierarchies) = ParallelMap.both({
            (Self.firstByName(in: files, \.preferenceScreens, \.name.value), Self.firstByName(in: files, \.models, \.name.value))
        }, {
            (Self.firstByName(in: files, \.tables, \.name.value), Self.firstByName(in: files, \.hierarchies, \.name.value))
        })
        (preferenceScreensByName, modelsByName) = screensAndModels
        (tablesByName, hierarchiesByName) = tablesAndHierarchies
        // Few and small: not worth a core of their own.
        actionSheetsByName = Self.firstByName(in: files, \.actionSheets, \.name.value)
        animationsByName = Self.firstByName(in: files, \.animations, \.name.value)
        // Checks and emitters walk these lists many times over; flattening them on each
        // access copied every declaration again.
        declarations = Declarations(files: files[...])
    }

    /// A project whose indexes by name and declarations are already known (an open project
    /// keeps them up to date as its files change): they must be what
    /// `init(files:unreadFiles:)` would derive from `files`.
    init(files: [SpecFile], unreadFiles: [String], indexes: NameIndexes, declarations: Declarations) {
        self.files = files
        self.unreadFiles = unreadFiles.sorted()
        unreadDeclarations = Set(files.flatMap(\.unreadDeclarations))
        modelsByName = indexes.models
        preferenceScreensByName = indexes.preferenceScreens
        tablesByName = indexes.tables
        hierarchiesByName = indexes.hierarchies
        actionSheetsByName = indexes.actionSheets
        animationsByName = indexes.animations
        self.declarations = declarations
    }

    /// The first declaration of each name, by kind.
    struct NameIndexes {
        var models: [String: Model] = [:]
        var preferenceScreens: [String: PreferenceScreen] = [:]
        var tables: [String: SelectableTable] = [:]
        var hierarchies: [String: Hierarchy] = [:]
        var actionSheets: [String: ActionSheet] = [:]
        var animations: [String: Animation] = [:]
    }

    /// The first declaration of each name among `files`' declarations of one kind.
    private static func firstByName<Declaration>(
        in files: [SpecFile], _ declarations: (SpecFile) -> [Declaration], _ name: (Declaration) -> String
    ) -> [String: Declaration] {
        var byName: [String: Declaration] = [:]
        byName.reserveCapacity(files.reduce(0) { $0 + declarations($1).count })
        for file in files {
            for declaration in declarations(file) where byName[name(declaration)] == nil {
                byName[name(declaration)] = declaration
            }
        }
        return byName
    }

    public let modelsByName: [String: Model]
    public let preferenceScreensByName: [String: PreferenceScreen]
    public let tablesByName: [String: SelectableTable]
    public let hierarchiesByName: [String: Hierarchy]
    public let actionSheetsByName: [String: ActionSheet]
    public let animationsByName: [String: Animation]

    /// Every declaration of every file, in project order.
    public let declarations: Declarations

    public var models: [Model] { declarations.models }
    public var preferenceScreens: [PreferenceScreen] { declarations.preferenceScreens }
    public var tables: [SelectableTable] { declarations.tables }
    public var hierarchies: [Hierarchy] { declarations.hierarchies }
    public var actionSheets: [ActionSheet] { declarations.actionSheets }
    public var animations: [Animation] { declarations.animations }

    public func model(named name: String) -> Model? { modelsByName[name] }

    /// The URL schemes the files declare as the app's own, as written, in project order.
    public var urlSchemes: [Located<String>] { files.flatMap(\.urlSchemes) }

    /// Whether a declaration of this kind and name was written but could not be read.
    public func isUnread(_ kind: UnreadDeclaration.Kind, named name: String) -> Bool {
        !unreadDeclarations.isEmpty && unreadDeclarations.contains(UnreadDeclaration(kind, name))
    }
}

extension Project {
    /// The screens the app opens itself, by the rule of `entry` in docs/spec-format.md: the
    /// screens declared with `entry: true`, or, when none is, every screen that no child pane
    /// of another screen opens. A repeated name counts once, by its first declaration.
    func entryScreenNames() -> Set<String> {
        let declared = preferenceScreens.filter(\.isEntry).map(\.name.value)
        guard declared.isEmpty else { return Set(declared) }
        var opened = Set<String>()
        for (name, screen) in preferenceScreensByName {
            for childPane in screen.childPanes where childPane.target.value != name { opened.insert(childPane.target.value) }
        }
        return Set(preferenceScreens.map(\.name.value).filter { !opened.contains($0) })
    }
}

/// A declaration a spec file writes but the decoder could not read: a model of a misspelt
/// kind, a screen without a model, a table given as a string. It has been reported where
/// it is written; a reference to its name is not reported again as unknown.
public struct UnreadDeclaration: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        case model, preferenceScreen, table, hierarchy, actionSheet, animation
    }

    public var kind: Kind
    public var name: String

    public init(_ kind: Kind, _ name: String) {
        self.kind = kind
        self.name = name
    }
}

/// The declarations of some of a project's files, in project order.
public struct Declarations: Sendable {
    public let models: [Model]
    public let preferenceScreens: [PreferenceScreen]
    public let tables: [SelectableTable]
    public let hierarchies: [Hierarchy]
    public let actionSheets: [ActionSheet]
    public let animations: [Animation]

    init(files: ArraySlice<SpecFile>) {
        models = files.flatMap(\.models)
        preferenceScreens = files.flatMap(\.preferenceScreens)
        tables = files.flatMap(\.tables)
        hierarchies = files.flatMap(\.hierarchies)
        actionSheets = files.flatMap(\.actionSheets)
        animations = files.flatMap(\.animations)
    }

    init(
        models: [Model], preferenceScreens: [PreferenceScreen], tables: [SelectableTable], hierarchies: [Hierarchy],
        actionSheets: [ActionSheet], animations: [Animation]
    ) {
        self.models = models
        self.preferenceScreens = preferenceScreens
        self.tables = tables
        self.hierarchies = hierarchies
        self.actionSheets = actionSheets
        self.animations = animations
    }
}

/// One spec file: its format version and its declarations, in the order written.
public struct SpecFile: Sendable {
    public var path: String
    public var formatVersion: Located<Int>
    public var models: [Model]
    public var preferenceScreens: [PreferenceScreen]
    public var tables: [SelectableTable]
    public var hierarchies: [Hierarchy]
    public var actionSheets: [ActionSheet]
    public var animations: [Animation] = []
    /// The URL schemes the app handles itself (`urlSchemes`), which links of every file
    /// of the project may open.
    public var urlSchemes: [Located<String>] = []
    /// Declarations written here that could not be read, in the order written.
    public var unreadDeclarations: [UnreadDeclaration] = []
    /// Action sheets named under a misspelt `presents` key, which may be presented.
    public var unreadPresentedSheets: [String] = []

    public init(
        path: String, formatVersion: Located<Int>, models: [Model] = [], preferenceScreens: [PreferenceScreen] = [],
        tables: [SelectableTable] = [], hierarchies: [Hierarchy] = [], actionSheets: [ActionSheet] = []
    ) {
        self.path = path
        self.formatVersion = formatVersion
        self.models = models
        self.preferenceScreens = preferenceScreens
        self.tables = tables
        self.hierarchies = hierarchies
        self.actionSheets = actionSheets
    }
}

/// Text shown to the user: written out, or a key into the app's localization tables.
public enum Text: Hashable, Sendable {
    case literal(String)
    /// A localization key, with the text to show where no translation exists.
    case localized(key: String, fallback: String?)
}
