/// Hierarchies nested in hierarchies stay within the depth the layout expands.
struct HierarchyNestingDepthCheck: Check {
    static let scope = CheckScope.project
    static let description = CheckDescription(
        id: DiagnosticID(
            code: "VS0246", name: "hierarchy-nesting-too-deep",
            summary: "Hierarchies are nested in one another more than 32 levels deep."),
        rationale: """
            The layout writes a nested hierarchy's views into the document that shows it, level \
            by level, and stops at 32 levels so that a long chain cannot exhaust the stack or \
            the output (docs/limits.md). Reported here, at the reference one level too deep, \
            lint finds what the build would refuse. A chain that closes on itself is a \
            reference-cycle instead.
            """,
        triggeringExamples: [
            CheckExample("""
                viewspec: 1
                hierarchies:
                  H0: {layers: [l], views: [{id: v, kind: {hierarchy: H1}, layer: l, frame: fill}]}
                  H1: {layers: [l], views: [{id: v, kind: {hierarchy: H2}, layer: l, frame: fill}]}
                  H2: {layers: [l], views: [{id: v, kind: {hierarchy: H3}, layer: l, frame: fill}]}
                  H3: {layers: [l], views: [{id: v, kind: {hierarchy: H4}, layer: l, frame: fill}]}
                  H4: {layers: [l], views: [{id: v, kind: {hierarchy: H5}, layer: l, frame: fill}]}
                  H5: {layers: [l], views: [{id: v, kind: {hierarchy: H6}, layer: l, frame: fill}]}
                  H6: {layers: [l], views: [{id: v, kind: {hierarchy: H7}, layer: l, frame: fill}]}
                  H7: {layers: [l], views: [{id: v, kind: {hierarchy: H8}, layer: l, frame: fill}]}
                  H8: {layers: [l], views: [{id: v, kind: {hierarchy: H9}, layer: l, frame: fill}]}
                  H9: {layers: [l], views: [{id: v, kind: {hierarchy: H10}, layer: l, frame: fill}]}
                  H10: {layers: [l], views: [{id: v, kind: {hierarchy: H11}, layer: l, frame: fill}]}
                  H11: {layers: [l], views: [{id: v, kind: {hierarchy: H12}, layer: l, frame: fill}]}
                  H12: {layers: [l], views: [{id: v, kind: {hierarchy: H13}, layer: l, frame: fill}]}
                  H13: {layers: [l], views: [{id: v, kind: {hierarchy: H14}, layer: l, frame: fill}]}
                  H14: {layers: [l], views: [{id: v, kind: {hierarchy: H15}, layer: l, frame: fill}]}
                  H15: {layers: [l], views: [{id: v, kind: {hierarchy: H16}, layer: l, frame: fill}]}
                  H16: {layers: [l], views: [{id: v, kind: {hierarchy: H17}, layer: l, frame: fill}]}
                  H17: {layers: [l], views: [{id: v, kind: {hierarchy: H18}, layer: l, frame: fill}]}
                  H18: {layers: [l], views: [{id: v, kind: {hierarchy: H19}, layer: l, frame: fill}]}
                  H19: {layers: [l], views: [{id: v, kind: {hierarchy: H20}, layer: l, frame: fill}]}
                  H20: {layers: [l], views: [{id: v, kind: {hierarchy: H21}, layer: l, frame: fill}]}
                  H21: {layers: [l], views: [{id: v, kind: {hierarchy: H22}, layer: l, frame: fill}]}
                  H22: {layers: [l], views: [{id: v, kind: {hierarchy: H23}, layer: l, frame: fill}]}
                  H23: {layers: [l], views: [{id: v, kind: {hierarchy: H24}, layer: l, frame: fill}]}
                  H24: {layers: [l], views: [{id: v, kind: {hierarchy: H25}, layer: l, frame: fill}]}
                  H25: {layers: [l], views: [{id: v, kind: {hierarchy: H26}, layer: l, frame: fill}]}
                  H26: {layers: [l], views: [{id: v, kind: {hierarchy: H27}, layer: l, frame: fill}]}
                  H27: {layers: [l], views: [{id: v, kind: {hierarchy: H28}, layer: l, frame: fill}]}
                  H28: {layers: [l], views: [{id: v, kind: {hierarchy: H29}, layer: l, frame: fill}]}
                  H29: {layers: [l], views: [{id: v, kind: {hierarchy: H30}, layer: l, frame: fill}]}
                  H30: {layers: [l], views: [{id: v, kind: {hierarchy: H31}, layer: l, frame: fill}]}
                  H31: {layers: [l], views: [{id: v, kind: {hierarchy: H32}, layer: l, frame: fill}]}
                  H32: {layers: [l], views: [{id: v, kind: {hierarchy: ↓H33}, layer: l, frame: fill}]}
                  H33: {layers: [l], views: [{id: v, layer: l, frame: fill}]}
                """)
        ],
        nonTriggeringExamples: [
            CheckExample("""
                viewspec: 1
                hierarchies:
                  H0: {layers: [l], views: [{id: v, kind: {hierarchy: H1}, layer: l, frame: fill}]}
                  H1: {layers: [l], views: [{id: v, kind: {hierarchy: H2}, layer: l, frame: fill}]}
                  H2: {layers: [l], views: [{id: v, kind: {hierarchy: H3}, layer: l, frame: fill}]}
                  H3: {layers: [l], views: [{id: v, kind: {hierarchy: H4}, layer: l, frame: fill}]}
                  H4: {layers: [l], views: [{id: v, kind: {hierarchy: H5}, layer: l, frame: fill}]}
                  H5: {layers: [l], views: [{id: v, kind: {hierarchy: H6}, layer: l, frame: fill}]}
                  H6: {layers: [l], views: [{id: v, kind: {hierarchy: H7}, layer: l, frame: fill}]}
                  H7: {layers: [l], views: [{id: v, kind: {hierarchy: H8}, layer: l, frame: fill}]}
                  H8: {layers: [l], views: [{id: v, kind: {hierarchy: H9}, layer: l, frame: fill}]}
                  H9: {layers: [l], views: [{id: v, kind: {hierarchy: H10}, layer: l, frame: fill}]}
                  H10: {layers: [l], views: [{id: v, kind: {hierarchy: H11}, layer: l, frame: fill}]}
                  H11: {layers: [l], views: [{id: v, kind: {hierarchy: H12}, layer: l, frame: fill}]}
                  H12: {layers: [l], views: [{id: v, kind: {hierarchy: H13}, layer: l, frame: fill}]}
                  H13: {layers: [l], views: [{id: v, kind: {hierarchy: H14}, layer: l, frame: fill}]}
                  H14: {layers: [l], views: [{id: v, kind: {hierarchy: H15}, layer: l, frame: fill}]}
                  H15: {layers: [l], views: [{id: v, kind: {hierarchy: H16}, layer: l, frame: fill}]}
                  H16: {layers: [l], views: [{id: v, kind: {hierarchy: H17}, layer: l, frame: fill}]}
                  H17: {layers: [l], views: [{id: v, kind: {hierarchy: H18}, layer: l, frame: fill}]}
                  H18: {layers: [l], views: [{id: v, kind: {hierarchy: H19}, layer: l, frame: fill}]}
                  H19: {layers: [l], views: [{id: v, kind: {hierarchy: H20}, layer: l, frame: fill}]}
                  H20: {layers: [l], views: [{id: v, kind: {hierarchy: H21}, layer: l, frame: fill}]}
                  H21: {layers: [l], views: [{id: v, kind: {hierarchy: H22}, layer: l, frame: fill}]}
                  H22: {layers: [l], views: [{id: v, kind: {hierarchy: H23}, layer: l, frame: fill}]}
                  H23: {layers: [l], views: [{id: v, kind: {hierarchy: H24}, layer: l, frame: fill}]}
                  H24: {layers: [l], views: [{id: v, kind: {hierarchy: H25}, layer: l, frame: fill}]}
                  H25: {layers: [l], views: [{id: v, kind: {hierarchy: H26}, layer: l, frame: fill}]}
                  H26: {layers: [l], views: [{id: v, kind: {hierarchy: H27}, layer: l, frame: fill}]}
                  H27: {layers: [l], views: [{id: v, kind: {hierarchy: H28}, layer: l, frame: fill}]}
                  H28: {layers: [l], views: [{id: v, kind: {hierarchy: H29}, layer: l, frame: fill}]}
                  H29: {layers: [l], views: [{id: v, kind: {hierarchy: H30}, layer: l, frame: fill}]}
                  H30: {layers: [l], views: [{id: v, kind: {hierarchy: H31}, layer: l, frame: fill}]}
                  H31: {layers: [l], views: [{id: v, kind: {hierarchy: H32}, layer: l, frame: fill}]}
                  H32: {layers: [l], views: [{id: v, layer: l, frame: fill}]}
                """)
        ])

    func run(in context: CheckContext) {
        let project = context.project
        var nested: [String: [Located<String>]] = [:]
        for hierarchy in project.hierarchies where nested[hierarchy.name.value] == nil {
            nested[hierarchy.name.value] = hierarchy.views.compactMap { view in
                if case .hierarchy(let target) = view.kind { return target }
                return nil
            }
        }
        // Every hierarchy is the root of its own document, so a reference is as deep as the
        // longest chain of nesting that leads to the hierarchy holding it.
        let chains = LongestChains(nested: nested)
        let limit = LayoutEmitter.maximumEmbeddingDepth
        for hierarchy in project.hierarchies {
            let above = chains.longestChain(to: hierarchy.name.value)
            guard above.count >= limit else { continue }
            let chain = above + [hierarchy.name.value]
            for target in nested[hierarchy.name.value] ?? [] where nested[target.value] != nil && !chain.contains(target.value) {
                context.report(
                    "hierarchy '\(target.value)' is nested \(chain.count) levels deep here (\(Self.describe(chain + [target.value]))): "
                        + "expected at most \(limit) levels, found \(chain.count); place some of the chain's views directly in the "
                        + "hierarchy that shows them",
                    at: target.range)
            }
        }
    }

    /// "'A' → 'B' → … → 'Y' → 'Z'": a long chain keeps its first and last two names.
    private static func describe(_ chain: [String]) -> String {
        let names = chain.map { "'\($0)'" }
        guard names.count > 5 else { return names.joined(separator: " → ") }
        return (names.prefix(2) + ["…"] + names.suffix(2)).joined(separator: " → ")
    }
}

/// The longest chain of nesting that ends at each hierarchy, from any hierarchy: computed
/// once per name, without recursion, ignoring references that close a cycle (those are
/// reference-cycle's).
private struct LongestChains {
    private var chains: [String: [String]] = [:]

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
                // Every parent is settled (or closes a cycle): the longest chain through them.
                let longest = candidates.compactMap { chains[$0] }.max { $0.count < $1.count } ?? []
                chains[top.name] = longest + [top.name]
                stack.removeLast()
                onStack.remove(top.name)
            }
        }
    }

    /// The hierarchies from the start of the longest chain down to `name`, not counting
    /// `name` itself: as many as the levels above it.
    func longestChain(to name: String) -> [String] {
        Array((chains[name] ?? [name]).dropLast())
    }
}
