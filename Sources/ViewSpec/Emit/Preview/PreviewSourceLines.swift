/// Where each element a preview page draws was written: spec file (as the layout names it,
/// and as a link relative to the page) and line. The layout holds no lines, so a page
/// carries these beside it.
struct PreviewSourceLines {
    /// Where a spec element was written, as the page links to it.
    struct Location {
        var file: String
        var href: String
        var line: Int

        var json: JSONValue { .object([("file", .string(file)), ("href", .string(href)), ("line", .int(line))]) }
    }

    let project: Project
    let sourceMap: SourceMap
    /// The spec file's name as the layout writes it (relative to the inputs).
    let name: (String) -> String
    /// The spec file's address relative to the output directory.
    let href: (String) -> String
    /// Most views one hierarchy's table lists, embedded ones included: as many as a layout
    /// document may hold.
    let maximumViews: Int

    func location(_ span: SourceSpan) -> Location {
        Location(file: name(span.path), href: href(span.path), line: sourceMap.range(of: span).start.line)
    }

    func screen(_ screen: PreferenceScreen) -> JSONValue {
        .object([
            ("document", location(screen.name.range).json),
            ("sections", .array(screen.sections.map { section in
                .object([("at", location(section.range).json), ("items", .array(section.items.map { location($0.range).json }))])
            })),
        ])
    }

    func table(_ table: SelectableTable) -> JSONValue {
        .object([("document", location(table.name.range).json)])
    }

    /// The sheet and each of its buttons, in the order written.
    func sheet(_ sheet: ActionSheet) -> JSONValue {
        .object([("document", location(sheet.name.range).json), ("buttons", .array(sheet.buttons.map { location($0.range).json }))])
    }

    /// The animation and each of its tracks, in the order written.
    func animation(_ animation: Animation) -> JSONValue {
        .object([("document", location(animation.name.range).json), ("tracks", .array(animation.tracks.map { location($0.range).json }))])
    }

    /// Every view by its path, embedded hierarchies' views included, in the order the
    /// hierarchy declares them.
    func hierarchy(_ hierarchy: Hierarchy) -> JSONValue {
        var views: [JSONValue] = []
        collect(hierarchy, path: [], depth: 0, into: &views)
        return .object([("document", location(hierarchy.name.range).json), ("views", .array(views))])
    }

    private func collect(_ hierarchy: Hierarchy, path: [String], depth: Int, into views: inout [JSONValue]) {
        for view in hierarchy.views {
            guard views.count < maximumViews else { return }
            let viewPath = path + [view.id.value]
            views.append(.object([("path", .array(viewPath.map { .string($0) })), ("at", location(view.range).json)]))
            if case .hierarchy(let name) = view.kind, depth < LayoutEmitter.maximumEmbeddingDepth,
                let embedded = project.hierarchiesByName[name.value]
            {
                collect(embedded, path: viewPath, depth: depth + 1, into: &views)
            }
        }
    }
}
