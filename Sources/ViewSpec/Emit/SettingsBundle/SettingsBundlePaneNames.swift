/// The file each preference screen is written to in a Settings.bundle.
///
/// - The entry screen is `Root.plist`, the pane the Settings app opens. With several
///   entry screens, the one named `Root` is, else the first declared. In the
///   InAppSettingsKit dialect an entry screen named `RootInApp` is `Root.inApp.plist`, the
///   root InAppSettingsKit shows instead inside the app (the name the import gives it).
/// - Every other screen is `<name>.plist`, reached through a child pane whose `File` is
///   the name without `.plist`.
/// - A name that would take a file already taken, ignoring case as the file systems of
///   Apple's platforms do, gets the first free number after it (`Root2.plist`).
struct SettingsBundlePaneNames {
    /// The file name without `.plist`, by screen name.
    private(set) var baseNames: [String: String] = [:]
    /// Screens in the order their panes are written: `Root.plist` first.
    private(set) var orderedScreens: [PreferenceScreen] = []

    init(project: Project, dialect: SettingsBundleDialect) {
        let entries = project.entryScreenNames()
        let entryScreens = project.preferenceScreens.filter { entries.contains($0.name.value) }
        var taken: Set<String> = []
        func claim(_ screen: PreferenceScreen, _ base: String) {
            var candidate = base
            var number = 2
            while taken.contains(candidate.lowercased()) {
                candidate = "\(base)\(number)"
                number += 1
            }
            taken.insert(candidate.lowercased())
            baseNames[screen.name.value] = candidate
            orderedScreens.append(screen)
        }
        let inAppRoot = dialect == .inAppSettingsKit ? entryScreens.first { $0.name.value == "RootInApp" } : nil
        let candidates = entryScreens.filter { $0 !== inAppRoot }
        let root = candidates.first { $0.name.value == "Root" } ?? candidates.first
        // The roots claim their names before any other screen can.
        if let root { claim(root, "Root") }
        if let inAppRoot { claim(inAppRoot, "Root.inApp") }
        for screen in project.preferenceScreens where screen !== root && screen !== inAppRoot && baseNames[screen.name.value] == nil {
            claim(screen, screen.name.value)
        }
    }

    /// The file name without `.plist` of the screen named `name`.
    func baseName(of name: String) -> String? { baseNames[name] }

    /// The strings table `screen`'s localized texts are looked up in: the one its
    /// `strings:` names, else the one named like its pane.
    func tableName(of screen: PreferenceScreen) -> String? {
        // A name no file can have (strings-table-name) falls back to the pane's.
        guard let named = screen.strings?.value, StringsTableNameCheck.problem(with: named) == nil else { return baseName(of: screen.name.value) }
        return named
    }
}
