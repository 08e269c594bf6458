/// Hierarchies nested in hierarchies stay within the depth the layout expands.
struct HierarchyNestingDepthCheck: Check {
    static let scope = CheckScope.project
    static let guardedOutputs: Set<GeneratedOutput> = [.layout]
    static let description = RuleDescription(
        id: DiagnosticID(
            code: "VS0246", name: "hierarchy-nesting-too-deep",
            summary: "Hierarchies are nested in one another more than 32 levels deep."),
        rationale: """
            A renderer draws a nested hierarchy's views inside the view that shows it, level by \
            level, and draws at most 32 levels, so that a long chain cannot exhaust its stack \
            or its memory (docs/limits.md). Reported here, at the reference one level too deep, \
            lint finds what the build would refuse. A chain that closes on itself is a \
            reference-cycle instead.
            """,
        triggeringExamples: [RuleExample(chain(of: 34, markingReferenceFrom: 32))],
        nonTriggeringExamples: [RuleExample(chain(of: 33))])

    /// A spec of `count` hierarchies, each nesting the next (`H0` holds `H1`…), with the
    /// example marker on the reference held by hierarchy `marked`.
    private static func chain(of count: Int, markingReferenceFrom marked: Int? = nil) -> String {
        let hierarchies = (0..<count).map { level -> String in
            guard level + 1 < count else { return "  H\(level): {layers: [l], views: [{id: v, layer: l, frame: fill}]}" }
            let marker = level == marked ? String(RuleExample.marker) : ""
            return "  H\(level): {layers: [l], views: [{id: v, kind: {hierarchy: \(marker)H\(level + 1)}, layer: l, frame: fill}]}"
        }
        return (["viewspec: 1", "hierarchies:"] + hierarchies).joined(separator: "\n")
    }

    func run(in context: CheckContext) {
        let project = context.project
        let nested = ReferenceGraph.nestedHierarchies(in: project)
        // Every hierarchy is the root of its own document, so a reference is as deep as the
        // longest chain of nesting that leads to the hierarchy holding it. Only references
        // from exactly the deepest level allowed are reported: every chain that is too deep
        // passes one, and shortening it there shortens what lies below.
        let chains = LongestChains(nested: nested)
        let limit = LayoutEmitter.maximumEmbeddingDepth
        // A chain through a cycle is reference-cycle's to report, once.
        let onCycles = ReferenceGraph.namesOnCycles(nodes: project.hierarchies.map(\.name.value), edges: nested.mapValues { $0.map(\.value) })
        for hierarchy in project.hierarchies {
            let name = hierarchy.name.value
            guard let chain = chains[name], chain.depth == limit, !chains.passes(through: onCycles, to: name) else { continue }
            for target in nested[name] ?? [] where nested[target.value] != nil && !onCycles.contains(target.value) {
                let path = ["'\(chain.start)'", "'\(chain.second ?? name)'", "…", "'\(name)'", "'\(target.value)'"].joined(separator: " → ")
                context.report(
                    "hierarchy '\(target.value)' is nested \(limit + 1) levels deep here (\(path)): expected at most \(limit) levels, "
                        + "found \(limit + 1); place some of the chain's views directly in the hierarchy that shows them",
                    at: target.range)
            }
        }
    }
}

/// For each hierarchy, the longest chain of nesting that ends at it, from any hierarchy:
/// its depth (the levels above it) and enough of it to name it. Computed once per name,
/// without recursion, in memory linear in the hierarchies however long the chains;
/// references that close a cycle are left out (they are reference-cycle's).
private struct LongestChains {
    struct Chain {
        var depth: Int
        /// The hierarchy the chain starts at, and the one after it (nil for a chain of one).
        var start: String
        var second: String?
        /// The hierarchy just above, on the chain.
        var parent: String?
    }

    private var chains: [String: Chain] = [:]

    init(nested: [String: [Located<String>]]) {
        var parents: [String: [String]] = [:]
        for (parent, targets) in nested.sorted(by: { $0.key < $1.key }) {
            for target in targets where nested[target.value] != nil { parents[target.value, default: []].append(parent) }
        }
        for name in nested.keys.sorted() where chains[name] == nil {
            var stack: [(name: String, next: Int)] = [(name, 0)]
            var onStack: Set<String> = [name]
            while let top = stack.last {
                let candidates = parents[top.name] ?? []
                if top.next < candidates.count {
                    stack[stack.count - 1].next += 1
                    let parent = candidates[top.next]
                    if chains[parent] == nil, !onStack.contains(parent) {
                        stack.append((parent, 0))
                        onStack.insert(parent)
                    }
                    continue
                }
                // Every parent is settled, or closes a cycle: the longest chain runs through
                // the deepest settled one.
                let deepest = candidates.filter { chains[$0] != nil }.max { (chains[$0]?.depth ?? 0) < (chains[$1]?.depth ?? 0) }
                if let deepest, let above = chains[deepest] {
                    chains[top.name] = Chain(depth: above.depth + 1, start: above.start, second: above.second ?? top.name, parent: deepest)
                } else {
                    chains[top.name] = Chain(depth: 0, start: top.name, second: nil, parent: nil)
                }
                stack.removeLast()
                onStack.remove(top.name)
            }
        }
    }

    subscript(name: String) -> Chain? { chains[name] }

    /// Whether the longest chain to `end`, `end` included, passes any of `names`.
    func passes(through names: Set<String>, to end: String) -> Bool {
        var current: String? = end
        while let node = current {
            if names.contains(node) { return true }
            current = chains[node]?.parent
        }
        return false
    }
}
