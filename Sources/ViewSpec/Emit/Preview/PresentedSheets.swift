/// The action sheets a preview page must hold: those its document presents, and those the
/// tables, screens and hierarchies it embeds present, each once, in the order first met.
struct PresentedSheets {
    let project: Project

    func byScreen(_ screen: PreferenceScreen) -> [String] {
        var found = Found()
        collect(screen, into: &found)
        return found.names
    }

    func byTable(_ table: SelectableTable) -> [String] {
        var found = Found()
        collect(table, into: &found)
        return found.names
    }

    func byHierarchy(_ hierarchy: Hierarchy) -> [String] {
        var found = Found()
        var visited: [String: Int] = [:]
        collect(hierarchy, depth: 0, visited: &visited, into: &found)
        return found.names
    }

    private struct Found {
        var names: [String] = []
        var seen = Set<String>()

        mutating func add(_ presentation: SheetPresentation?) {
            guard let name = presentation?.sheet.value, seen.insert(name).inserted else { return }
            names.append(name)
        }
    }

    private func collect(_ screen: PreferenceScreen, into found: inout Found) {
        for item in screen.items { found.add(item.presents) }
    }

    private func collect(_ table: SelectableTable, into found: inout Found) {
        found.add(table.presents)
    }

    /// No deeper than the layout embeds hierarchies, which draws nothing below that depth;
    /// a hierarchy is walked again only when met less deep, where more of it is drawn.
    private func collect(_ hierarchy: Hierarchy, depth: Int, visited: inout [String: Int], into found: inout Found) {
        if let earlier = visited[hierarchy.name.value], earlier <= depth { return }
        visited[hierarchy.name.value] = depth
        for view in hierarchy.views {
            found.add(view.presents)
            switch view.kind {
            case .table(let name): if let table = project.tablesByName[name.value] { collect(table, into: &found) }
            case .preferences(let name): if let screen = project.preferenceScreensByName[name.value] { collect(screen, into: &found) }
            case .hierarchy(let name):
                if depth < LayoutEmitter.maximumEmbeddingDepth, let embedded = project.hierarchiesByName[name.value] {
                    collect(embedded, depth: depth + 1, visited: &visited, into: &found)
                }
            case .plain, .image, .text: break
            }
        }
    }
}
