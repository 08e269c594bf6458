// MARK: - Importing native settings into specs (VS0508-VS0516)

extension DiagnosticID {
    /// Every diagnostic `viewspecc import` adds to those of the readers, in code order.
    ///
    /// They are about the source files (a Settings.bundle's property lists), never about
    /// specs, so they are reported only by the import and are not rules of `lint`; each is
    /// documented in docs/import.md.
    package static let importDiagnostics: [DiagnosticID] = [
        .settingsBundleStructure, .notImported, .defaultNotAmongValues, .mixedValueTypes, .misspeltSpecifierKey,
        .mistypedDefault, .missingChildPane, .childPaneCycle, .conflictingSpecifiers,
    ]

    package static let settingsBundleStructure = DiagnosticID(
        code: "VS0508", name: "settings-bundle-structure",
        summary: "A Settings.bundle has no Root.plist, or a pane is not a dictionary holding a PreferenceSpecifiers array.")
    package static let notImported = DiagnosticID(
        code: "VS0509", name: "not-imported",
        summary: "A specifier, or a key of one, says what the spec language cannot express yet; the import leaves it out and names it.",
        defaultSeverity: .warning)
    package static let defaultNotAmongValues = DiagnosticID(
        code: "VS0510", name: "default-not-among-values",
        summary: "A specifier's DefaultValue is not one of its Values, or lies outside its bounds; the Settings app shows no option or a clamped value.",
        defaultSeverity: .warning)
    package static let mixedValueTypes = DiagnosticID(
        code: "VS0511", name: "mixed-value-types",
        summary: "A specifier's Values mix types (integers and strings), so what is stored depends on the option chosen.",
        defaultSeverity: .warning)
    package static let misspeltSpecifierKey = DiagnosticID(
        code: "VS0512", name: "misspelt-specifier-key",
        summary: "A specifier has a key the Settings app does not read, close to one it reads (AutoCorrectionType for AutocorrectionType).",
        defaultSeverity: .warning)
    package static let mistypedDefault = DiagnosticID(
        code: "VS0513", name: "mistyped-default",
        summary: "A specifier's DefaultValue has another type than the value its control stores (a toggle with the string 'YES').",
        defaultSeverity: .warning)
    package static let missingChildPane = DiagnosticID(
        code: "VS0514", name: "missing-child-pane",
        summary: "A child pane's File names a property list the bundle does not hold.",
        defaultSeverity: .warning)
    package static let childPaneCycle = DiagnosticID(
        code: "VS0515", name: "child-pane-cycle",
        summary: "A child pane opens a pane it was reached from, which screens of the spec language may not do.",
        defaultSeverity: .warning)
    package static let conflictingSpecifiers = DiagnosticID(
        code: "VS0516", name: "conflicting-specifiers",
        summary: "Two specifiers store the same key with different types, values or bounds; one stored value cannot satisfy both.",
        defaultSeverity: .warning)
}

// MARK: - Importing Android preference screens (VS0517-VS0518)

extension DiagnosticID {
    /// What `viewspecc import android-preferences` adds to the diagnostics above.
    package static let androidImportDiagnostics: [DiagnosticID] = [.missingDependency, .unresolvedResource]

    package static let missingDependency = DiagnosticID(
        code: "VS0517", name: "missing-dependency",
        summary: "A preference's android:dependency names a key that no two-state preference of the screens imported stores.",
        defaultSeverity: .warning)
    package static let unresolvedResource = DiagnosticID(
        code: "VS0518", name: "unresolved-resource",
        summary: "A preference names a resource (@string/, @array/, @bool/, @integer/) that the resource folder does not hold.",
        defaultSeverity: .warning)
}
