extension OutputWriter {
    /// Stages a Settings.bundle written into this writer's directory: the panes in it, each
    /// localization's tables in its folder. One stage per folder, the bundle's first;
    /// publish them together with `OutputWriter.publish(_:)`.
    ///
    /// No file is removed: a property list or strings table carries no mark of having been
    /// generated, so a file no screen makes any more cannot be told from one written by hand.
    public func stage(_ bundle: SettingsBundleOutput) throws(Failure) -> [OutputStage] {
        var stages: [OutputStage] = []
        do {
            stages.append(try stage(bundle.panes))
            for localization in bundle.localizations {
                let folder = OutputWriter(directory: directory + "/" + localization.folder, dryRun: dryRun, waiting: waiting, faults: faults)
                stages.append(try folder.stage(localization.tables))
            }
            return stages
        } catch {
            for stage in stages.reversed() { stage.abandon() }
            throw error
        }
    }

    private func stage(_ files: [SettingsBundleOutput.File]) throws(Failure) -> OutputStage {
        let stage = try OutputStage(writer: self)
        do {
            var staged: [OutputStage.StagedFile] = []
            for file in files { staged.append(try stage.stage(file.bytes, named: file.fileName).get()) }
            stage.plan(staged, stale: [], last: nil)
            return stage
        } catch {
            stage.abandon()
            throw error
        }
    }
}
