extension OutputWriter {
    /// Stages Android resources written into this writer's directory (a `res` folder): one
    /// stage per folder, `xml/` first; publish them together with `OutputWriter.publish(_:)`.
    ///
    /// No file is removed: a resource file carries no mark of having been generated, so a
    /// file no screen makes any more cannot be told from one the app's developers wrote.
    public func stage(_ resources: AndroidResourcesOutput) throws(Failure) -> [OutputStage] {
        try stage(folders: resources.folders.map { ($0.name, $0.files) })
    }
}
