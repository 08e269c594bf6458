/// Where a hierarchy's views are placed: in the viewport when no view embeds the hierarchy,
/// otherwise in the bounds of each view that embeds it. A view that fills its parent takes
/// the parent's size, so the size a nested hierarchy gets can come from several levels up.
struct HierarchyPlacement: Hashable {
    /// The view that embeds the hierarchy, by index into `Project.hierarchies` and into that
    /// hierarchy's views; nil for the viewport.
    struct Embedding: Hashable {
        var hierarchy: Int
        var view: Int
    }

    /// The parent's bounds, at the origin of the hierarchy's own coordinates.
    var bounds: Rect
    var embedding: Embedding?
}

extension CheckContext {
    /// Every placement of every hierarchy, by hierarchy name, in a stable order. Hierarchies
    /// that only nest in a cycle have none (the cycle is reported by reference-cycle).
    func hierarchyPlacements() -> [String: [HierarchyPlacement]] {
        facts.hierarchyPlacements.value(computeHierarchyPlacements)
    }

    private func computeHierarchyPlacements() -> [String: [HierarchyPlacement]] {
        let hierarchies = project.hierarchies
        // Every hierarchy of a name, duplicates included, found without scanning them all
        // for each placement: that scan grew with the square of the project.
        var indexesByName: [String: [Int]] = [:]
        for (index, hierarchy) in hierarchies.enumerated() { indexesByName[hierarchy.name.value, default: []].append(index) }
        var embedded = Set<String>()
        for hierarchy in hierarchies {
            for view in hierarchy.views {
                if case .hierarchy(let name) = view.kind { embedded.insert(name.value) }
            }
        }
        var placements: [String: [HierarchyPlacement]] = [:]
        struct Placed: Hashable {
            var name: String
            var placement: HierarchyPlacement
        }
        var known = Set<Placed>()
        var pending = hierarchies
            .filter { !embedded.contains($0.name.value) }
            .map { Placed(name: $0.name.value, placement: HierarchyPlacement(bounds: viewport.bounds, embedding: nil)) }
        // Sizes come from the viewport and from explicit frames only, so the set of
        // placements is finite and the walk ends, cycles included.
        var next = 0
        while next < pending.count {
            let current = pending[next]
            next += 1
            guard known.insert(current).inserted else { continue }
            placements[current.name, default: []].append(current.placement)
            for hierarchyIndex in indexesByName[current.name] ?? [] {
                for (viewIndex, view) in hierarchies[hierarchyIndex].views.enumerated() {
                    guard case .hierarchy(let child) = view.kind else { continue }
                    let bounds = view.frame.value.resolved(in: current.placement.bounds).bounds
                    guard bounds.hasPositiveSize else { continue }
                    pending.append(Placed(name: child.value, placement: HierarchyPlacement(bounds: bounds, embedding: .init(hierarchy: hierarchyIndex, view: viewIndex))))
                }
            }
        }
        return placements
    }

    /// The view that embeds a hierarchy at `placement`, with the hierarchy it belongs to.
    func embeddingView(of placement: HierarchyPlacement) -> (view: HierarchyView, hierarchy: Hierarchy)? {
        guard let embedding = placement.embedding else { return nil }
        let hierarchy = project.hierarchies[embedding.hierarchy]
        return (hierarchy.views[embedding.view], hierarchy)
    }
}
