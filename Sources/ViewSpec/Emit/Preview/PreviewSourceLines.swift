/// Where each element a preview page draws was written: spec file (as the layout names it,
/// and as a link relative to the page) and line. The layout holds no lines, so a page
/// carries these beside it.
struct PreviewSourceLines {
    let project: Project
    let sources: [SourcePath: SourceFile]
    /// The spec file's name as the layout writes it (relative to the inputs).
    let name: (String) -> String
    /// The spec file's address relative to the output directory.
    let href: (String) -> String
    /// Most views one hierarchy's table lists, embedded ones included: as many as a layout
    /// document may hold.
    let maximumViews: Int

    func location(_ span: SourceSpan) -> JSONValue {
        let line = sources[span.file].map { SourceRange(span).resolved(in: $0).start.line } ?? 0
        return .object([("file", .string(name(span.path))), ("href", .string(href(span.path))), ("line", .int(line))])
    }

    func screen(_ screen: PreferenceScreen) -> JSONValue {
        .object([
            ("document", location(screen.name.range)),
            ("sections", .array(screen.sections.map { section in
                .object([("at", location(section.range)), ("items", .array(section.items.map { location($0.range) }))])
            })),
        ])
    }

    func table(_ table: SelectableTable) -> JSONValue {
        .object([("document", location(table.name.range))])
    }

    /// Every view by its path, embedded hierarchies' views included, in the order the
    /// hierarchy declares them.
    func hierarchy(_ hierarchy: Hierarchy) -> JSONValue {
        var views: [JSONValue] = []
        collect(hierarchy, path: [], depth: 0, into: &views)
        return .object([("document", location(hierarchy.name.range)), ("views", .array(views))])
    }

    private func collect(_ hierarchy: Hierarchy, path: [String], depth: Int, into views: inout [JSONValue]) {
        for view in hierarchy.views {
            guard views.count < maximumViews else { return }
            let viewPath = path + [view.id.value]
            views.append(.object([("path", .array(viewPath.map { .string($0) })), ("at", location(view.range))]))
            if case .hierarchy(let name) = view.kind, depth < LayoutEmitter.maximumEmbeddingDepth,
                let embedded = project.hierarchiesByName[name.value]
            {
                collect(embedded, path: viewPath, depth: depth + 1, into: &views)
            }
        }
    }
}
