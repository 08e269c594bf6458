extension OutputWriter {
    /// Stages the spec files of an import, and the files an earlier import of the same kind
    /// wrote into the directory that this one no longer makes. The directory is often the
    /// project's own specs folder, which may hold files written by hand and the files of the
    /// other platform's import: the import replaces and removes only the files its own kind
    /// wrote (recognised by their header comment, which names the command), and when a file
    /// it makes has the name of another, it fails and writes nothing.
    package func stage(_ files: [ImportedProjectWriter.File], writtenBy command: String) throws(Failure) -> OutputStage {
        let stage = try OutputStage(writer: self)
        do throws(Failure) {
            var staged: [OutputStage.StagedFile] = []
            for file in files {
                if let existing = try stage.contents(of: file.fileName, what: "the spec file the import would replace"),
                    ImportedProjectWriter.writer(of: existing) != command
                {
                    let found =
                        ImportedProjectWriter.writer(of: existing).map { "one that '\(PrintableText.escaped($0))' wrote; import with another --model, or" }
                        ?? "one without its header ('\(ImportedProjectWriter.headerMarker)…'), perhaps written by hand; move it, or import"
                    throw Failure(
                        message: "expected '\(PrintableText.escaped(file.fileName))' in the output directory to be a file '\(command)' wrote, "
                            + "found \(found) into another directory: an import replaces only its own files")
                }
                staged.append(try stage.stage(Array(file.text.utf8), named: file.fileName).get())
            }
            let stale = try staleGeneratedFiles(in: stage, suffix: ".yaml", keeping: Set(files.map(\.fileName))) {
                ImportedProjectWriter.writer(of: $0) == command
            }
            stage.plan(staged, stale: stale, last: nil)
            return stage
        } catch {
            stage.abandon()
            throw error
        }
    }
}
