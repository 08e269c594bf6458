/// Writes a project's preference screens as a Settings.bundle: one XML property list per
/// screen, and the default texts of localized titles in strings tables.
///
/// Reports nothing, as every emitter: an item the dialect has no specifier for (a stepper,
/// a multiple choice; in Apple's dialect a button or a link) is left out, and saying so is
/// the checks' work. The bytes depend only on the project and the dialect.
public struct SettingsBundleEmitter: Sendable {
    public var dialect: SettingsBundleDialect

    public init(dialect: SettingsBundleDialect = .apple) {
        self.dialect = dialect
    }

    public func emit(_ checked: CheckedProject) -> SettingsBundleOutput {
        emit(checked.project)
    }

    func emit(_ project: Project) -> SettingsBundleOutput {
        let names = SettingsBundlePaneNames(project: project, dialect: dialect)
        var panes: [SettingsBundleOutput.File] = []
        // Each table once, with the texts of every screen looked up in it, in the order
        // the screens are written; a key keeps its first text (strings-table-conflict).
        var tableOrder: [String] = []
        var tableEntries: [String: (entries: [StringsEntry], keys: Set<String>)] = [:]
        for screen in names.orderedScreens {
            guard let base = names.baseName(of: screen.name.value) else { continue }
            let tableName = names.tableName(of: screen) ?? base
            var pane = SettingsBundlePaneBuilder(project: project, names: names, dialect: dialect, fileName: "\(base).plist")
            let plist = pane.build(screen, tableName: tableName)
            // The builder replaces every character XML cannot hold and writes only dates of
            // specs, whole seconds of the years 0 to 9999, so writing cannot fail.
            let bytes = (try? PropertyListXMLWriter().write(plist)) ?? []
            panes.append(SettingsBundleOutput.File(fileName: "\(base).plist", bytes: ExportedFileFormat.propertyList.marked(bytes)))
            guard !pane.strings.isEmpty else { continue }
            if tableEntries[tableName] == nil { tableOrder.append(tableName) }
            var table = tableEntries[tableName] ?? ([], [])
            for entry in pane.strings where table.keys.insert(entry.key).inserted { table.entries.append(entry) }
            tableEntries[tableName] = table
        }
        let tables = tableOrder.map { name in
            SettingsBundleOutput.File(
                fileName: "\(name).strings",
                bytes: ExportedFileFormat.stringsTable.marked(StringsTableWriter().write(StringsTable(entries: tableEntries[name]?.entries ?? []))))
        }
        let localizations = tables.isEmpty ? [] : [SettingsBundleOutput.Localization(folder: SettingsBundleOutput.defaultLocalizationFolder, tables: tables)]
        return SettingsBundleOutput(panes: panes, localizations: localizations)
    }
}
