extension OutputWriter {
    /// Stages a Settings.bundle written into this writer's directory: the panes in it, each
    /// localization's tables in its folder. One stage per folder, the bundle's first;
    /// publish them together with `OutputWriter.publish(_:)`.
    ///
    /// Panes and tables an earlier build wrote that no screen makes any more are removed,
    /// in every localization's folder; files written by hand (without the mark an export
    /// writes, `ExportedFileFormat`) are never touched.
    public func stage(_ bundle: SettingsBundleOutput) throws(Failure) -> [OutputStage] {
        try stage(folders: [("", bundle.panes)] + bundle.localizations.map { ($0.folder, $0.tables) }) { folder in
            folder.isEmpty ? .propertyList : folder.hasSuffix(".lproj") ? .stringsTable : nil
        }
    }
}
