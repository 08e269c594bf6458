/// Child panes and nested hierarchies must not lead back to where they start: a cycle
/// would open screens forever, or nest a hierarchy inside itself.
struct ReferenceCycleCheck: Check {
    static let scope = CheckScope.project
    static let description = CheckDescription(
        id: DiagnosticID(
            code: "VS0202", name: "reference-cycle",
            summary: "Child panes, or hierarchies nested in hierarchies, lead back to where they start."),
        rationale: """
            A preference screen is built from its definition alone (BRIEF §1), child panes \
            included; a pane that contains itself, directly or through others, cannot be built. \
            The same holds for a hierarchy placed inside itself.
            """,
        triggeringExamples: [
            CheckExample("""
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
            CheckExample("""
                viewspec: 1
                hierarchies:
                  Main:
                    layers: [front]
                    views:
                      - {id: inner, kind: {hierarchy: ↓Main}, layer: front, frame: fill}
                """),
        ],
        nonTriggeringExamples: [
            CheckExample("""
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
        var screenEdges: [String: [(target: String, range: SourceRange)]] = [:]
        for screen in project.preferenceScreens where screenEdges[screen.name.value] == nil {
            screenEdges[screen.name.value] = screen.items.compactMap { item in
                if case .childPane(let target) = item.control { return (target.value, item.controlRange) }
                return nil
            }
        }
        reportCycles(edges: screenEdges, order: project.preferenceScreens.map(\.name.value), kind: "child pane", noun: "preference screen", context: context)

        var hierarchyEdges: [String: [(target: String, range: SourceRange)]] = [:]
        for hierarchy in project.hierarchies where hierarchyEdges[hierarchy.name.value] == nil {
            hierarchyEdges[hierarchy.name.value] = hierarchy.views.compactMap { view in
                if case .hierarchy(let target) = view.kind { return (target.value, target.range) }
                return nil
            }
        }
        reportCycles(edges: hierarchyEdges, order: project.hierarchies.map(\.name.value), kind: "nested hierarchy", noun: "hierarchy", context: context)
    }

    /// Reports, once per cycle, the reference that closes it: the edge back to the first
    /// node of the cycle in declaration order, so the report does not depend on hashing.
    private func reportCycles(
        edges: [String: [(target: String, range: SourceRange)]], order: [String], kind: String, noun: String, context: CheckContext
    ) {
        var reportedCycles = Set<[String]>()
        for start in order {
            // Depth-first search with an explicit stack of (node, index of its next edge).
            var stack: [(node: String, edge: Int)] = [(start, 0)]
            var onPath: [String] = [start]
            var visited: Set<String> = [start]
            while !stack.isEmpty {
                let top = stack.count - 1
                let node = stack[top].node
                let outgoing = edges[node] ?? []
                guard stack[top].edge < outgoing.count else {
                    stack.removeLast()
                    onPath.removeLast()
                    continue
                }
                let edge = outgoing[stack[top].edge]
                stack[top].edge += 1
                if edge.target == start {
                    let cycle = onPath
                    let key = canonical(cycle)
                    if reportedCycles.insert(key).inserted {
                        let path = (cycle + [start]).map { "'\($0)'" }.joined(separator: " → ")
                        context.report("\(kind) cycle: \(path) leads back to the \(noun) it starts from", at: edge.range)
                    }
                } else if edges[edge.target] != nil, !visited.contains(edge.target) {
                    visited.insert(edge.target)
                    stack.append((edge.target, 0))
                    onPath.append(edge.target)
                }
            }
        }
    }

    /// A cycle's nodes rotated to start at the smallest name, so each cycle is counted once.
    private func canonical(_ cycle: [String]) -> [String] {
        guard let smallest = cycle.indices.min(by: { cycle[$0] < cycle[$1] }) else { return cycle }
        return Array(cycle[smallest...] + cycle[..<smallest])
    }
}
