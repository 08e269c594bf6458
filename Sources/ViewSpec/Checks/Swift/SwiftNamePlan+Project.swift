extension SwiftNamePlan {
    /// Names everything `project`'s Swift code declares in one unit of work, for an
    /// emitter whose project the checks did not name.
    init(project: Project) {
        self.init(project: project, declarationNames: [DeclarationNames(project.declarations, in: project)])
    }

    /// Puts together the names of every slice of `project`'s files, in project order, and
    /// claims the module's names and the files' names. Where two spec names give one Swift
    /// name, the first in project order keeps it and the second is the problem.
    init(project: Project, declarationNames slices: [DeclarationNames]) {
        let namer = Namer()
        fileNames = Self.fileNames(for: project.files, namer: namer)
        var module = namer.scope("the module")
        for slice in slices {
            for claim in slice.modelClaims { module.claim(claim) }
        }
        for slice in slices {
            for claim in slice.otherClaims { module.claim(claim) }
        }
        for slice in slices {
            models.merge(slice.models) { first, _ in first }
            screens.merge(slice.screens) { first, _ in first }
            tables.merge(slice.tables) { first, _ in first }
            hierarchies.merge(slice.hierarchies) { first, _ in first }
            sheets.merge(slice.sheets) { first, _ in first }
            animations.merge(slice.animations) { first, _ in first }
        }
        problems = slices.flatMap(\.problems) + namer.problems
    }

    // MARK: - Files

    /// File names in file order; a name another file already has, ignoring case as file
    /// systems and SwiftPM may, is reported at the later file's `viewspec:` version.
    private static func fileNames(for files: [SpecFile], namer: Namer) -> [String] {
        var first: [String: SpecFile] = [:]
        return files.map { file in
            let fileName = SwiftFileNaming.fileName(forSpecPath: file.path)
            if let earlier = first[fileName.lowercased()] {
                namer.report(
                    .fileClash,
                    "this spec file would generate '\(fileName)', which \(SwiftLiteral.string(earlier.path)) already generates: "
                        + "expected spec file names that stay distinct once their words are joined (ignoring folder, extension, "
                        + "case and the separators - _ . : +), found two that give '\(fileName)'; rename one",
                    at: file.formatVersion.range,
                    notes: [.init("'\(fileName)' is first generated for this file", at: earlier.formatVersion.range)])
            } else {
                first[fileName.lowercased()] = file
            }
            return fileName
        }
    }
}
