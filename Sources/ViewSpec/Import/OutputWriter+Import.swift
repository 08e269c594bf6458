extension OutputWriter {
    /// Stages the spec files of an import, and the files an earlier import into the
    /// directory wrote that this one no longer makes (recognised by their header comment,
    /// so no file written by hand is touched).
    package func stage(_ files: [ImportedProjectWriter.File]) throws(Failure) -> OutputStage {
        let stage = try OutputStage(writer: self)
        do {
            var staged: [OutputStage.StagedFile] = []
            for file in files {
                staged.append(try stage.stage(Array(file.text.utf8), named: file.fileName).get())
            }
            let stale = try staleGeneratedFiles(
                in: stage, suffix: ".yaml", marker: Array(ImportedProjectWriter.headerMarker.utf8), keeping: Set(files.map(\.fileName)))
            stage.plan(staged, stale: stale, last: nil)
            return stage
        } catch {
            stage.abandon()
            throw error
        }
    }
}
