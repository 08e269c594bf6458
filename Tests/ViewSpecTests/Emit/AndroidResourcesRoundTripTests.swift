import Foundation
import Testing
@testable import ViewSpec

/// Exported Android resources read by an independent parser (xmllint), read back by the
/// Android import into the items they were exported from, and every Android app of the
/// shared corpus imported, exported and compared preference by preference with its source.
@Suite struct AndroidResourcesRoundTripTests {
    static func repositorySpecs() throws -> CheckedProject {
        let specs = RuleDocumentationTests.packageRoot.appendingPathComponent("specs")
        let paths = try FileManager.default.contentsOfDirectory(atPath: specs.path).filter { $0.hasSuffix(".yaml") }.sorted().map { specs.appendingPathComponent($0).path }
        return try Compiler().compile(files: paths).checked(for: [.layout])
    }

    /// xmllint, an independent XML parser, reads every file exported from the repository's
    /// specs and the emitter tests' spec.
    @Test(.enabled(if: ExternalTool.xmllint != nil || SharedMaterial.isRequired, "needs xmllint (Debian: libxml2-utils)"))
    func xmllintReadsEveryExportedFile() throws {
        let xmllint = try #require(ExternalTool.xmllint, "xmllint is not installed (Debian: libxml2-utils)")
        let outputs = [AndroidResourcesEmitter().emit(try Self.repositorySpecs()), AndroidResourcesEmitter().emit(try AndroidResourcesEmitterTests.checked(AndroidResourcesEmitterTests.spec))]
        try withScratchDirectory { directory in
            var count = 0
            for (index, output) in outputs.enumerated() {
                for folder in output.folders {
                    for file in folder.files {
                        let url = directory.appendingPathComponent("\(index)-\(folder.name)-\(file.fileName)")
                        try Data(file.bytes).write(to: url)
                        let result = try xmllint.run(["--noout", url.path])
                        #expect(result.status == 0 && result.stderr.isEmpty, "\(folder.name)/\(file.fileName): \(result.stderr)")
                        count += 1
                    }
                }
            }
            #expect(count > 5)
        }
    }

    /// What an item is expected to be once exported and imported again: its control (a
    /// stepper comes back as the seek bar's slider, a value as the plain preference's
    /// button), what it binds or opens, and its title as written or as the export titles it.
    static func expectedSignature(_ item: PreferenceItem, project: Project, screen: PreferenceScreen) -> String? {
        let model = project.model(named: screen.model.value)
        let field = item.field.flatMap { model?.field(named: $0.value) }
        var kind = item.control.kindName
        let target: String
        var title = item.title?.value
        switch item.control {
        case .slider(let reference, _), .stepper(let reference, _):
            guard AndroidExportRules.isSeekBar(field) else { return nil }
            kind = "slider"
            target = reference.value
        case .value(let reference):
            kind = "button"
            target = reference.value
        case .childPane(let name):
            target = name.value
            title = title ?? project.preferenceScreensByName[name.value]?.title?.value
        case .button(let action): target = action.value
        case .link(let url): target = url.value
        case .toggle(let reference), .textField(let reference, _), .choice(let reference, _), .multiChoice(let reference, _): target = reference.value
        }
        return "\(kind) \(target) \(describe(title ?? .literal(target)))"
    }

    static func describe(_ text: Text) -> String {
        switch text {
        case .literal(let literal): "'\(literal)'"
        case .localized(let key, let fallback): "{\(AndroidResourceNames.valueName(key)): \(fallback ?? key)}"
        }
    }

    static func signature(_ item: PreferenceItem) -> String {
        let target = item.field?.value ?? {
            switch item.control {
            case .childPane(let name): name.value
            case .button(let action): action.value
            case .link(let url): url.value
            default: ""
            }
        }()
        return "\(item.control.kindName) \(target) \(item.title.map { describe($0.value) } ?? "'\(target)'")"
    }

    /// The repository's specs exported, then imported from the files of the screens no
    /// other screen opens (the others are nested in them): every item androidx.preference can show
    /// comes back as the same item.
    @Test func repositorySpecsExportAndImportBackItemByItem() throws {
        let (equal, total) = try Self.roundTrip(try Self.repositorySpecs())
        print("Android round trip of specs/: \(equal)/\(total) items equal")
        #expect(total > 10)
    }

    /// The same for a spec with every control, localized and hostile texts.
    @Test func everyControlAndHostileTextsExportAndImportBack() throws {
        let hostile = ["it's \"quoted\"", "@string/no", "?attr/no", "two\nlines", "  padded  ", "<&>", "back\\slash", "100% sure"]
        let items = hostile.indices.map { "          - {button: b\($0), title: \(AndroidResourcesEmitterTests.yamlQuoted(hostile[$0]))}" }
        let spec = AndroidResourcesEmitterTests.spec.replacingOccurrences(of: "      - items:\n          - {textField: name", with: "      - items:\n\(items.joined(separator: "\n"))\n          - {textField: name")
        let (equal, total) = try Self.roundTrip(try AndroidResourcesEmitterTests.checked(spec))
        #expect(total >= 20)
        print("Android round trip of every control: \(equal)/\(total) items equal")
    }

    static func roundTrip(_ checked: CheckedProject) throws -> (equal: Int, total: Int) {
        let project = checked.project
        let output = AndroidResourcesEmitter().emit(checked)
        let fileNames = AndroidResourcesEmitter.fileNames(of: project)
        return try withScratchDirectory { directory in
            let res = directory.appendingPathComponent("res").path
            _ = try OutputWriter.publish(OutputWriter(directory: res).stage(output))
            // Every screen no other opens: the others are nested in the files of those that do.
            let opened = Set(project.preferenceScreens.flatMap { $0.childPanes.map(\.target.value) })
            let entries = project.preferenceScreens.filter { !opened.contains($0.name.value) }
            #expect(!entries.isEmpty)
            let imported = AndroidPreferencesImport.run(entries.compactMap { fileNames[$0.name.value].map { "\(res)/xml/\($0)" } }, resourceFolder: res)
            #expect(!imported.diagnostics.hasErrors, "\(imported.diagnostics.map(\.message))")
            let again = Compiler().compile(sources: imported.files.map { SourceFile(path: $0.fileName, text: $0.text) })
            #expect(!again.diagnostics.hasErrors, "\(again.diagnostics.map(\.message))")
            let reimported = try again.checked(for: [.layout]).project
            var equal = 0, total = 0
            for screen in project.preferenceScreens {
                let isEntry = entries.contains { $0 === screen }
                let name = isEntry ? SettingsBundleImporter.sanitizedName(String(fileNames[screen.name.value]?.dropLast(4) ?? "")) : screen.name.value
                let other = try #require(reimported.preferenceScreensByName[name], "\(screen.name.value) is not imported back as \(name)")
                let expected = screen.items.compactMap { Self.expectedSignature($0, project: project, screen: screen) }
                let found = other.items.map(Self.signature)
                total += expected.count
                equal += zip(expected, found).count { $0 == $1 }
                #expect(found == expected, "\(screen.name.value)")
            }
            return (equal, total)
        }
    }
}
