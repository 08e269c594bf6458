/// Writes a project's preference screens as Android resources for androidx.preference: one
/// `xml/<screen>.xml` per screen, the screens it opens nested in it, and the texts and
/// arrays they refer to in `values/strings.xml` and `values/arrays.xml`.
///
/// Reports nothing, as every emitter: what androidx.preference cannot show (a condition
/// other than one toggle being on, a Float slider) is left out, and saying so is the
/// checks' work. The bytes depend only on the project.
public struct AndroidResourcesEmitter: Sendable {
    public init() {}

    public func emit(_ checked: CheckedProject) -> AndroidResourcesOutput {
        emit(checked.project)
    }

    func emit(_ project: Project) -> AndroidResourcesOutput {
        var builder = AndroidScreenBuilder(project: project)
        let fileNames = Self.fileNames(of: project)
        var screens: [AndroidResourcesOutput.File] = []
        for screen in project.preferenceScreens {
            guard let fileName = fileNames[screen.name.value] else { continue }
            screens.append(AndroidResourcesOutput.File(fileName: fileName, bytes: ExportedFileFormat.androidXML.marked(PreferenceXMLWriter().write(builder.build(screen)))))
        }
        var folders = [AndroidResourcesOutput.Folder(name: "xml", files: screens)]
        var valueFiles: [AndroidResourcesOutput.File] = []
        if !builder.values.arrays.isEmpty {
            valueFiles.append(AndroidResourcesOutput.File(fileName: "arrays.xml", bytes: ExportedFileFormat.androidXML.marked(AndroidValuesWriter().write(AndroidValues(resources: builder.values.arrays)))))
        }
        if !builder.values.strings.isEmpty {
            valueFiles.append(AndroidResourcesOutput.File(fileName: "strings.xml", bytes: ExportedFileFormat.androidXML.marked(AndroidValuesWriter().write(AndroidValues(resources: builder.values.strings)))))
        }
        if !valueFiles.isEmpty { folders.append(AndroidResourcesOutput.Folder(name: "values", files: valueFiles)) }
        return AndroidResourcesOutput(folders: folders)
    }

    /// The file name each screen is written to, by screen name: the name in lowercase
    /// words joined by underscores (`GeneralSettings` → `general_settings.xml`), as
    /// Android's resource compiler requires of file names, numbered when taken.
    static func fileNames(of project: Project) -> [String: String] {
        var taken: Set<String> = []
        var names: [String: String] = [:]
        for screen in project.preferenceScreens {
            let base = AndroidResourceNames.unique(AndroidResourceNames.fileName(screen.name.value)) { taken.contains($0) }
            taken.insert(base)
            names[screen.name.value] = "\(base).xml"
        }
        return names
    }
}
