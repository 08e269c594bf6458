extension OutputWriter {
    /// Stages the spec files of an import, and the files an earlier import into the
    /// directory wrote that this one no longer makes (recognised by their header comment,
    /// so no file written by hand is touched). A spec file of the same name that an import
    /// did not write is not replaced either: the import fails and writes nothing, since the
    /// directory is often the project's own specs folder.
    package func stage(_ files: [ImportedProjectWriter.File]) throws(Failure) -> OutputStage {
        let stage = try OutputStage(writer: self)
        let marker = Array(ImportedProjectWriter.headerMarker.utf8)
        do throws(Failure) {
            var staged: [OutputStage.StagedFile] = []
            for file in files {
                if let existing = try stage.contents(of: file.fileName, what: "the spec file the import would replace"), !existing.starts(with: marker) {
                    throw Failure(
                        message: "expected '\(PrintableText.escaped(file.fileName))' in the output directory to be a file an import wrote (starting '\(ImportedProjectWriter.headerMarker)'), "
                            + "found one without that header, perhaps written by hand; an import replaces only its own files: move it, or import into another directory")
                }
                staged.append(try stage.stage(Array(file.text.utf8), named: file.fileName).get())
            }
            let stale = try staleGeneratedFiles(
                in: stage, suffix: ".yaml", marker: marker, keeping: Set(files.map(\.fileName)))
            stage.plan(staged, stale: stale, last: nil)
            return stage
        } catch {
            stage.abandon()
            throw error
        }
    }
}
