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

    /// The nodes that lie on a cycle: in a component of several, or referring to themselves.
    static func nodesOnCycles(nodes: [String], edges: [String: [String]]) -> Set<String> {
        var onCycles = Set<String>()
        for component in stronglyConnectedComponents(nodes: nodes, edges: edges)
        where component.count > 1 || (edges[component[0]] ?? []).contains(component[0]) {
            onCycles.formUnion(component)
        }
        return onCycles
    }
}
