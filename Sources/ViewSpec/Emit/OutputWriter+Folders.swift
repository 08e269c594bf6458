extension OutputWriter {
    /// Stages each folder's files in that folder of this writer's directory (an empty name
    /// for the directory itself), one stage per folder in the order given; publish them
    /// together with `OutputWriter.publish(_:)`. When one cannot be staged, those staged
    /// before it are abandoned.
    ///
    /// No file is removed: the native formats carry no mark of having been generated, so a
    /// file no screen makes any more cannot be told from one written by hand.
    func stage(folders: [(name: String, files: [GeneratedFile])]) throws(Failure) -> [OutputStage] {
        var stages: [OutputStage] = []
        do {
            for folder in folders {
                let writer = folder.name.isEmpty
                    ? self : OutputWriter(directory: directory + "/" + folder.name, dryRun: dryRun, waiting: waiting, faults: faults)
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
