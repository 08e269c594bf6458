import ViewSpec

/// What answering one request about the project needs: the workspace as it is now, the
/// document asked about, and positions in the agreed encoding.
final class LanguageContext {
    let workspace: Workspace
    /// The document the request is about; nil for a request about the whole workspace.
    let path: String?
    let encoding: PositionEncoding
    private var positionsByPath: [String: DocumentPositions] = [:]

    init(workspace: Workspace, path: String?, encoding: PositionEncoding) {
        self.workspace = workspace
        self.path = path
        self.encoding = encoding
    }

    var project: Project { workspace.project.project }

    /// The text of the document asked about.
    var bytes: [UInt8] { path.flatMap(workspace.bytes(at:)) ?? [] }

    /// The spec model of the document asked about as its text reads now; nil while it
    /// does not read (its positions are those of this text).
    var spec: SpecFile? { path.flatMap(workspace.project.spec(at:)) }

    /// The spec models of the project, and the document's own as it last read when it
    /// does not read now or is outside the project: what completion looks names up in.
    /// Positions in the document's last reading may no longer be those of its text.
    var specsForLookup: [SpecFile] {
        var specs = project.files
        if let path, !workspace.isInProject(path) || workspace.project.spec(at: path) == nil, let spec = workspace.spec(at: path) {
            specs.append(spec)
        }
        return specs
    }

    /// Positions in `path`'s text.
    func positions(in path: String) -> DocumentPositions {
        if let known = positionsByPath[path] { return known }
        let positions = DocumentPositions(bytes: workspace.bytes(at: path) ?? [], encoding: encoding)
        positionsByPath[path] = positions
        return positions
    }

    /// Positions in the document asked about.
    var positions: DocumentPositions { positions(in: path ?? "") }

    func location(of span: SourceSpan) -> Location {
        Location(uri: workspace.uri(for: span.path), range: positions(in: span.path).range(of: span))
    }

    func location(of range: SourceRange) -> Location {
        Location(uri: workspace.uri(for: range.path), range: positions(in: range.path).range(of: range))
    }

    /// The byte offset of `position` in the document asked about.
    func offset(of position: Position) -> Int { positions.offset(of: position) }
}
