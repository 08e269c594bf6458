/// An Android resource folder's files: preference screens in `xml/`, texts and arrays in
/// `values/`.
public struct AndroidResourcesOutput: Sendable {
    /// A preference screen or values file (`general.xml`, `strings.xml`).
    public typealias File = GeneratedFile

    public struct Folder: Sendable, Equatable {
        /// `xml` or `values`.
        public var name: String
        public var files: [File]
    }

    /// `xml/` first, then `values/` when any text or array is written.
    public var folders: [Folder]

    /// The file named `fileName` in the folder `folder`.
    public func file(_ fileName: String, in folder: String) -> File? {
        folders.first { $0.name == folder }?.files.first { $0.fileName == fileName }
    }
}
