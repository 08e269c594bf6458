/// Graphs of references between declarations (child panes, nested hierarchies), for the
/// checks that follow them.
enum ReferenceGraph {
    /// Tarjan's algorithm without recursion: the components in the order they complete.
    static func stronglyConnectedComponents(nodes: [String], edges: [String: [String]]) -> [[String]] {
        var index: [String: Int] = [:]
        var lowLink: [String: Int] = [:]
        var onStack = Set<String>()
        var componentStack: [String] = []
        var components: [[String]] = []
        for root in nodes where index[root] == nil {
            var work: [(node: String, edge: Int)] = [(root, 0)]
            index[root] = index.count
            lowLink[root] = index[root]
            componentStack.append(root)
            onStack.insert(root)
            while let top = work.last {
                let outgoing = edges[top.node] ?? []
                if top.edge < outgoing.count {
                    work[work.count - 1].edge += 1
                    let target = outgoing[top.edge]
                    guard edges[target] != nil else { continue }
                    if index[target] == nil {
                        index[target] = index.count
                        lowLink[target] = index[target]
                        componentStack.append(target)
                        onStack.insert(target)
                        work.append((target, 0))
                    } else if onStack.contains(target) {
                        lowLink[top.node] = min(lowLink[top.node]!, index[target]!)
                    }
                    continue
                }
                work.removeLast()
                if let parent = work.last?.node { lowLink[parent] = min(lowLink[parent]!, lowLink[top.node]!) }
                if lowLink[top.node] == index[top.node] {
                    var component: [String] = []
                    while let member = componentStack.popLast() {
                        onStack.remove(member)
                        component.append(member)
                        if member == top.node { break }
                    }
                    components.append(component)
                }
            }
        }
        return components
    }

    /// The components that hold a cycle: several nodes, or one that refers to itself.
    static func cycles(nodes: [String], edges: [String: [String]]) -> [[String]] {
        stronglyConnectedComponents(nodes: nodes, edges: edges).filter { component in
            component.count > 1 || (edges[component[0]] ?? []).contains(component[0])
        }
    }

    /// Each hierarchy's references to the hierarchies its views nest, in view order; the
    /// first declaration of a name counts.
    static func nestedHierarchies(in project: Project) -> [String: [Located<String>]] {
        var nested: [String: [Located<String>]] = [:]
        for hierarchy in project.hierarchies where nested[hierarchy.name.value] == nil {
            nested[hierarchy.name.value] = hierarchy.views.compactMap { view in
                if case .hierarchy(let target) = view.kind { return target }
                return nil
            }
        }
        return nested
    }
}
