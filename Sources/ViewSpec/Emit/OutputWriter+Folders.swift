import Foundation

extension OutputWriter {
    /// Stages each folder's files in that folder of this writer's directory (an empty name
    /// for the directory itself), one stage per folder in the order given; publish them
    /// together with `OutputWriter.publish(_:)`. When one cannot be staged, those staged
    /// before it are abandoned.
    ///
    /// `format` names the format of the files a build writes in a folder, nil for folders
    /// it never writes in. In each such folder, files of that format an earlier build
    /// marked (`ExportedFileFormat`) and this one no longer makes are removed, also in
    /// folders of the directory this output no longer has (a dropped localization); files
    /// without the mark are never touched: one of a name this build writes fails the build.
    func stage(folders: [(name: String, files: [GeneratedFile])], format: (String) -> ExportedFileFormat?) throws(Failure) -> [OutputStage] {
        var names = folders.map(\.name)
        for name in existingFolders() where format(name) != nil && !names.contains(name) { names.append(name) }
        var stages: [OutputStage] = []
        do throws(Failure) {
            for name in names {
                let files = folders.first { $0.name == name }?.files ?? []
                let writer = name.isEmpty ? self : OutputWriter(directory: directory + "/" + name, dryRun: dryRun, waiting: waiting, faults: faults)
                let stage = try OutputStage(writer: writer)
                stages.append(stage)
                var staged: [OutputStage.StagedFile] = []
                for file in files {
                    // A file of the same name without the mark is the app's own (its
                    // `res/values/strings.xml`): not replaced, and nothing is written.
                    if let format = format(name), let existing = try stage.contents(of: file.fileName, what: "the file the export would replace"), !format.isMarked(existing) {
                        let shown = name.isEmpty ? file.fileName : name + "/" + file.fileName
                        throw Failure(
                            message: "expected '\(PrintableText.escaped(shown))' in '\(PrintableText.escaped(directory))' to be a file a build wrote (marked '\(ExportedFileFormat.notice)'), "
                                + "found one without that mark, perhaps written by hand; an export replaces only its own files: move it, or export into another folder")
                    }
                    staged.append(try stage.stage(file.bytes, named: file.fileName).get())
                }
                var stale: [String] = []
                if let format = format(name) {
                    stale = try staleGeneratedFiles(in: stage, suffix: format.fileSuffix, keeping: Set(files.map(\.fileName)), isGenerated: format.isMarked)
                }
                stage.plan(staged, stale: stale, last: nil)
            }
            return stages
        } catch {
            for stage in stages.reversed() { stage.abandon() }
            throw error
        }
    }

    /// The folders directly in the output directory (not links to folders), sorted; none
    /// when it does not exist yet.
    private func existingFolders() -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        return names.sorted().filter { name in
            DocumentNaming.isSafeFileName(name)
                && (try? FileManager.default.attributesOfItem(atPath: directory + "/" + name)[.type] as? FileAttributeType) == .typeDirectory
        }
    }
}
