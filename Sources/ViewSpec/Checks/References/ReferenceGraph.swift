/// Graphs of references between declarations (child panes, nested hierarchies), for the
/// checks that follow them.
enum ReferenceGraph {
    /// A graph over names, numbered once in `nodes` order so that the algorithms below
    /// compare and index integers rather than hash a name at every step: a project's
    /// references are walked many thousands of times.
    struct Numbered {
        /// Each node's name, by number; the first of repeated names counts.
        let names: [String]
        let numbers: [String: Int]
        /// Each node's references to other nodes, in order; a reference to a name that is
        /// not a node is left out.
        let edges: [[Int]]

        init(nodes: [String], edges namedEdges: [String: [String]]) {
            var names: [String] = []
            var numbers: [String: Int] = [:]
            for name in nodes where namedEdges[name] != nil && numbers[name] == nil {
                numbers[name] = names.count
                names.append(name)
            }
            self.names = names
            self.numbers = numbers
            edges = names.map { name in (namedEdges[name] ?? []).compactMap { numbers[$0] } }
        }
    }

    /// Tarjan's algorithm without recursion: the components in the order they complete.
    static func stronglyConnectedComponents(_ graph: Numbered) -> [[Int]] {
        let unvisited = -1
        var index = [Int](repeating: unvisited, count: graph.names.count)
        var lowLink = [Int](repeating: 0, count: graph.names.count)
        var onStack = [Bool](repeating: false, count: graph.names.count)
        var visited = 0
        var componentStack: [Int] = []
        var components: [[Int]] = []
        for root in graph.names.indices where index[root] == unvisited {
            var work: [(node: Int, edge: Int)] = [(root, 0)]
            index[root] = visited
            lowLink[root] = visited
            visited += 1
            componentStack.append(root)
            onStack[root] = true
            while let top = work.last {
                let outgoing = graph.edges[top.node]
                if top.edge < outgoing.count {
                    work[work.count - 1].edge += 1
                    let target = outgoing[top.edge]
                    if index[target] == unvisited {
                        index[target] = visited
                        lowLink[target] = visited
                        visited += 1
                        componentStack.append(target)
                        onStack[target] = true
                        work.append((target, 0))
                    } else if onStack[target] {
                        lowLink[top.node] = min(lowLink[top.node], index[target])
                    }
                    continue
                }
                work.removeLast()
                if let parent = work.last?.node { lowLink[parent] = min(lowLink[parent], lowLink[top.node]) }
                if lowLink[top.node] == index[top.node] {
                    var component: [Int] = []
                    while let member = componentStack.popLast() {
                        onStack[member] = false
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
    static func cycles(_ graph: Numbered) -> [[Int]] {
        stronglyConnectedComponents(graph).filter { component in
            component.count > 1 || graph.edges[component[0]].contains(component[0])
        }
    }

    /// The names of the nodes on any cycle.
    static func namesOnCycles(nodes: [String], edges: [String: [String]]) -> Set<String> {
        let graph = Numbered(nodes: nodes, edges: edges)
        return Set(cycles(graph).joined().map { graph.names[$0] })
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
