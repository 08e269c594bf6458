/// Child panes and nested hierarchies must not lead back to where they start: a cycle
/// would open screens forever, or nest a hierarchy inside itself.
struct ReferenceCycleCheck: Check {
    static let scope = CheckScope.project
    static let guardedOutputs: Set<GeneratedOutput> = [.layout]
    static let description = RuleDescription(
        id: DiagnosticID(
            code: "VS0202", name: "reference-cycle",
            summary: "Child panes, or hierarchies nested in hierarchies, lead back to where they start."),
        rationale: """
            A preference screen is built from its spec alone, child panes included; a pane that \
            contains itself, directly or through others, cannot be built. The same holds for a \
            hierarchy placed inside itself. One cycle is reported for each group of screens (or \
            hierarchies) that all lead to one another; breaking it may leave another in the group, \
            reported on the next run.
            """,
        triggeringExamples: [
            RuleExample("""
                viewspec: 1
                models:
                  Settings:
                    kind: preferences
                    fields: {sound: Bool}
                preferences:
                  General:
                    model: Settings
                    sections:
                      - items:
                          - toggle: sound
                          - childPane: Advanced
                  Advanced:
                    model: Settings
                    sections:
                      - items:
                          - ↓childPane: General
                """),
            RuleExample("""
                viewspec: 1
                hierarchies:
                  Main:
                    layers: [front]
                    views:
                      - {id: inner, kind: {hierarchy: ↓Main}, layer: front, frame: fill}
                """),
        ],
        nonTriggeringExamples: [
            RuleExample("""
                viewspec: 1
                models:
                  Settings:
                    kind: preferences
                    fields: {sound: Bool}
                preferences:
                  General:
                    model: Settings
                    sections:
                      - items:
                          - childPane: Advanced
                          - childPane: Sound
                  Advanced:
                    model: Settings
                    sections:
                      - items:
                          - childPane: Sound
                  Sound:
                    model: Settings
                    sections:
                      - items:
                          - toggle: sound
                """)
        ])

    func run(in context: CheckContext) {
        let project = context.project
        var screenEdges: [String: [(target: String, range: SourceSpan)]] = [:]
        for screen in project.preferenceScreens where screenEdges[screen.name.value] == nil {
            screenEdges[screen.name.value] = screen.childPanes.map { ($0.target.value, $0.item.controlRange) }
        }
        reportCycles(edges: screenEdges, order: project.preferenceScreens.map(\.name.value), kind: "child pane", noun: "preference screen", context: context)

        let hierarchyEdges = ReferenceGraph.nestedHierarchies(in: project).mapValues { targets in
            targets.map { (target: $0.value, range: $0.range) }
        }
        reportCycles(edges: hierarchyEdges, order: project.hierarchies.map(\.name.value), kind: "nested hierarchy", noun: "hierarchy", context: context)
    }

    /// Reports one cycle per group of screens (or hierarchies) that all lead to one another
    /// (a strongly connected component): the one through the group's first member in
    /// declaration order, at the reference that closes it, so the report does not depend on
    /// hashing. Linear in the references, however long the chains: a spec's worst case is
    /// thousands of screens in one loop. Breaking that cycle may leave another in the group,
    /// reported on the next run.
    private func reportCycles(
        edges: [String: [(target: String, range: SourceSpan)]], order: [String], kind: String, noun: String, context: CheckContext
    ) {
        let graph = ReferenceGraph.Numbered(nodes: order, edges: edges.mapValues { $0.map(\.target) })
        for component in ReferenceGraph.cycles(graph) {
            // Numbers follow declaration order.
            guard let start = component.min(),
                let (cycle, closing) = Self.cycle(through: start, within: Set(component), graph: graph, edges: edges)
            else { continue }
            // A long loop keeps its first and last three names.
            let names = (cycle + [start]).map { "'\(graph.names[$0])'" }
            let path = (names.count > 8 ? names.prefix(3) + ["…"] + names.suffix(3) : names[...]).joined(separator: " → ")
            context.report("\(kind) cycle: \(path) leads back to the \(noun) it starts from", at: closing)
        }
    }

    /// A path from `start` back to it through `members` (depth first, references in
    /// order), and the range of the reference that closes it.
    private static func cycle(
        through start: Int, within members: Set<Int>, graph: ReferenceGraph.Numbered,
        edges: [String: [(target: String, range: SourceSpan)]]
    ) -> ([Int], SourceSpan)? {
        var stack: [(node: Int, edge: Int)] = [(start, 0)]
        var visited: Set<Int> = [start]
        while let top = stack.last {
            let outgoing = edges[graph.names[top.node]] ?? []
            guard top.edge < outgoing.count else {
                stack.removeLast()
                continue
            }
            stack[stack.count - 1].edge += 1
            let edge = outgoing[top.edge]
            guard let target = graph.numbers[edge.target] else { continue }
            if target == start { return (stack.map(\.node), edge.range) }
            if members.contains(target), visited.insert(target).inserted { stack.append((target, 0)) }
        }
        return nil
    }
}
