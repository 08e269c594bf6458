extension OutputWriter {
    /// Stages the spec files of an import, and the files an earlier import of the same kind
    /// wrote into the directory that this one no longer makes. The directory is often the
    /// project's own specs folder, which may hold files written by hand and the files of the
    /// other platform's import or another bundle's: the import replaces and removes only the
    /// files it wrote before (recognised by their header comment, which names the command,
    /// and by the model they declare or bind), and when a file it makes has the name of
    /// another, it fails and writes nothing.
    package func stage(_ files: [ImportedProjectWriter.File], writtenBy command: String) throws(Failure) -> OutputStage {
        let stage = try OutputStage(writer: self)
        // Every file of one import names its model: the model file's is the import's.
        let origin = files.first.flatMap { ImportedProjectWriter.origin(of: Array($0.text.utf8)) } ?? .init(command: command, model: nil)
        do throws(Failure) {
            var staged: [OutputStage.StagedFile] = []
            for file in files {
                if let existing = try stage.contents(of: file.fileName, what: "the spec file the import would replace"),
                    ImportedProjectWriter.origin(of: existing) != origin
                {
                    let found: String
                    switch ImportedProjectWriter.origin(of: existing) {
                    case let other? where other.command == command:
                        found = "one it wrote for model \(PrintableText.escaped(other.model ?? "?")), not \(PrintableText.escaped(origin.model ?? "?")); import with the same --model to replace that import, or"
                    case let other?:
                        found = "one that '\(PrintableText.escaped(other.command))' wrote; import with another --model, or"
                    case nil:
                        found = "one without its header ('\(ImportedProjectWriter.headerMarker)…'), perhaps written by hand; move it, or import"
                    }
                    throw Failure(
                        message: "expected '\(PrintableText.escaped(file.fileName))' in the output directory to be a file '\(command)' wrote, "
                            + "found \(found) into another directory: an import replaces only its own files")
                }
                staged.append(try stage.stage(Array(file.text.utf8), named: file.fileName).get())
            }
            let stale = try staleGeneratedFiles(in: stage, suffix: ".yaml", keeping: Set(files.map(\.fileName))) {
                ImportedProjectWriter.origin(of: $0) == origin
            }
            stage.plan(staged, stale: stale, last: nil)
            return stage
        } catch {
            stage.abandon()
            throw error
        }
    }
}
