/// Makes identifiers of spec names and keeps each scope's names distinct, reporting what
/// cannot be a Swift name (VS0300) and what would clash (VS0301).
final class SwiftNames {
    private(set) var diagnostics: [Diagnostic] = []

    /// The identifier for a name from the spec, or nil after reporting why there is none.
    /// `what` says what the name is (`model name`, `case of field 'theme'`).
    func identifier(_ name: String, at range: SourceSpan, what: String) -> SwiftIdentifier? {
        switch SwiftIdentifier.make(name) {
        case .success(let identifier):
            return identifier
        case .failure(let error):
            diagnostics.append(
                .error(
                    .swiftInvalidName,
                    "\(what) \(SwiftLiteral.string(name)) cannot be made a Swift name: expected a letter or '_' first, "
                        + "then letters, digits or '_', found a name where \(error.problem.explanation)",
                    at: range))
            return nil
        }
    }

    func identifier(_ name: Located<String>, what: String) -> SwiftIdentifier? {
        identifier(name.value, at: name.range, what: what)
    }

    func report(_ diagnostic: Diagnostic) { diagnostics.append(diagnostic) }

    /// One Swift scope: a set of names in which each may be declared once.
    final class Scope {
        private let names: SwiftNames
        private let title: String
        private var claimed: [String: (what: String, range: SourceSpan)] = [:]
        private let reserved: [String: String]

        /// - Parameters:
        ///   - title: the scope in messages (`the module`, `model 'AppSettings'`).
        ///   - reserved: names the generated code itself declares or uses here, with why.
        init(_ names: SwiftNames, title: String, reserved: [String: String]) {
            self.names = names
            self.title = title
            self.reserved = reserved
        }

        /// Claims `identifier` for `what`; false (and a VS0301 error) when it is taken.
        @discardableResult
        func claim(_ identifier: SwiftIdentifier, for what: String, at range: SourceSpan) -> Bool {
            if identifier.isPlaceholder { return true }
            let swiftName = identifier.name
            if let reason = reserved[swiftName] {
                names.report(
                    .error(
                        .swiftNameClash,
                        "\(what) becomes the Swift name '\(swiftName)' in \(title), which \(reason): expected a name "
                            + "distinct from it, found '\(swiftName)'",
                        at: range))
                return false
            }
            if let first = claimed[swiftName] {
                names.report(
                    .error(
                        .swiftNameClash,
                        "\(what) becomes the Swift name '\(swiftName)' in \(title), which \(first.what) already has: "
                            + "expected a distinct name, found a second '\(swiftName)'",
                        at: range, notes: [.init("\(first.what) is declared here", at: first.range)]))
                return false
            }
            claimed[swiftName] = (what, range)
            return true
        }
    }

    func scope(_ title: String, reserved: [String: String] = [:]) -> Scope {
        Scope(self, title: title, reserved: reserved)
    }
}

extension SwiftNames {
    /// Type names generated code refers to without qualification: a generated type of the
    /// same name would hide them.
    static let typesGeneratedCodeUses: [String] = [
        "Swift", "Foundation", "ViewSpecRuntime", "String", "Int", "Double", "Bool", "Set", "Array", "Optional", "Any",
        "Sendable", "Codable", "Equatable", "Hashable", "CaseIterable", "KeyPath", "WritableKeyPath", "PartialKeyPath",
        "AnyObject", "Locale", "Error",
        "PreferenceModel", "RecordModel", "KeyedRecordModel", "ModelField", "ModelEnum", "FieldDefinition", "PreferenceStore",
        "PreferenceBinding", "PreferenceControl", "DisplayText", "StoreError", "RecordStore", "RecordID", "RowID",
        "SelectionTable", "SelectionConfiguration", "SelectionError", "TableAccessory", "ReloadPolicy", "TableRow",
        "TableCell", "LayerStack", "LayerView", "LayerStackError", "ViewFrame", "ViewContent", "Rect", "Point",
        "ActionSheetDescription", "ActionSheetButton", "ActionSheetPresentation", "ActionSheetError", "ActionSheetIdiom", "Void",
    ]

    static func reservedTypes(_ extra: [String: String] = [:]) -> [String: String] {
        var reserved = extra
        for name in typesGeneratedCodeUses where reserved[name] == nil {
            reserved[name] = "would hide the type '\(name)' that generated code uses"
        }
        return reserved
    }
}
