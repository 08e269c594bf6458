extension OutputWriter {
    /// Stages Android resources written into this writer's directory (a `res` folder): one
    /// stage per folder, `xml/` first; publish them together with `OutputWriter.publish(_:)`.
    ///
    /// No file is removed: a resource file carries no mark of having been generated, so a
    /// file no screen makes any more cannot be told from one the app's developers wrote.
    public func stage(_ resources: AndroidResourcesOutput) throws(Failure) -> [OutputStage] {
        var stages: [OutputStage] = []
        do {
            for folder in resources.folders {
                let writer = OutputWriter(directory: directory + "/" + folder.name, dryRun: dryRun, waiting: waiting, faults: faults)
                let stage = try OutputStage(writer: writer)
                stages.append(stage)
                var staged: [OutputStage.StagedFile] = []
                for file in folder.files { staged.append(try stage.stage(file.bytes, named: file.fileName).get()) }
                stage.plan(staged, stale: [], last: nil)
            }
            return stages
        } catch {
            for stage in stages.reversed() { stage.abandon() }
            throw error
        }
    }
}
