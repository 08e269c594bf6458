extension OutputWriter {
    /// Stages a Settings.bundle written into this writer's directory: the panes in it, each
    /// localization's tables in its folder. One stage per folder, the bundle's first;
    /// publish them together with `OutputWriter.publish(_:)`.
    ///
    /// No file is removed: a property list or strings table carries no mark of having been
    /// generated, so a file no screen makes any more cannot be told from one written by hand.
    public func stage(_ bundle: SettingsBundleOutput) throws(Failure) -> [OutputStage] {
        try stage(folders: [("", bundle.panes)] + bundle.localizations.map { ($0.folder, $0.tables) })
    }
}
