/// One file an emitter makes: its plain name in the folder it goes to, and its bytes.
public struct GeneratedFile: Sendable, Equatable {
    /// A plain file name (`Root.plist`, `strings.xml`, `index.html`).
    public var fileName: String
    public var bytes: [UInt8]

    public init(fileName: String, bytes: [UInt8]) {
        self.fileName = fileName
        self.bytes = bytes
    }
}
