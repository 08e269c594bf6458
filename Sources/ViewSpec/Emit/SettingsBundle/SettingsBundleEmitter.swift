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
        var tables: [SettingsBundleOutput.File] = []
        for screen in names.orderedScreens {
            guard let base = names.baseName(of: screen.name.value) else { continue }
            var pane = SettingsBundlePaneBuilder(project: project, names: names, dialect: dialect, fileName: "\(base).plist")
            let plist = pane.build(screen, tableName: base)
            // The builder replaces every character XML cannot hold, so writing cannot fail.
            let bytes = (try? PropertyListXMLWriter().write(plist)) ?? []
            panes.append(SettingsBundleOutput.File(fileName: "\(base).plist", bytes: ExportedFileFormat.propertyList.marked(bytes)))
            if !pane.strings.isEmpty {
                tables.append(SettingsBundleOutput.File(fileName: "\(base).strings", bytes: ExportedFileFormat.stringsTable.marked(StringsTableWriter().write(StringsTable(entries: pane.strings)))))
            }
        }
        let localizations = tables.isEmpty ? [] : [SettingsBundleOutput.Localization(folder: SettingsBundleOutput.defaultLocalizationFolder, tables: tables)]
        return SettingsBundleOutput(panes: panes, localizations: localizations)
    }
}
