extension OutputWriter {
    /// Stages Android resources written into this writer's directory (a `res` folder): one
    /// stage per folder, `xml/` first; publish them together with `OutputWriter.publish(_:)`.
    ///
    /// Screens and values files an earlier build wrote that no screen makes any more are
    /// removed, in `xml/` and every `values` folder; files the app's developers wrote
    /// (without the mark an export writes, `ExportedFileFormat`) are never touched.
    public func stage(_ resources: AndroidResourcesOutput) throws(Failure) -> [OutputStage] {
        try stage(folders: resources.folders.map { ($0.name, $0.files) }) { folder in
            folder == "xml" || folder == "values" || folder.hasPrefix("values-") ? .androidXML : nil
        }
    }
}
