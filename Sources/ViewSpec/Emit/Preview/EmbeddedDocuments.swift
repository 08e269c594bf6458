/// The documents a hierarchy's page draws inside its views: the tables, preference screens
/// and hierarchies its views show, and theirs in turn, so that the page holds every
/// document its script resolves a reference to.
struct EmbeddedDocuments {
    let project: Project

    /// The documents `hierarchy` shows, directly or through the hierarchies it shows, each
    /// once, in the order first met; the hierarchy itself only when one of them shows it.
    func shown(by hierarchy: Hierarchy) -> [DocumentKey] {
        var found: [DocumentKey] = []
        var seen = Set<DocumentKey>()
        var pending = [hierarchy]
        while let next = pending.popLast() {
            for view in next.views {
                let key: DocumentKey
                switch view.kind {
                case .table(let name): key = DocumentKey(kind: .table, name: name.value)
                case .preferences(let name): key = DocumentKey(kind: .preferences, name: name.value)
                case .hierarchy(let name): key = DocumentKey(kind: .hierarchy, name: name.value)
                case .plain, .image, .text: continue
                }
                guard seen.insert(key).inserted else { continue }
                found.append(key)
                if key.kind == .hierarchy, let embedded = project.hierarchiesByName[key.name] { pending.append(embedded) }
            }
        }
        return found
    }
}
