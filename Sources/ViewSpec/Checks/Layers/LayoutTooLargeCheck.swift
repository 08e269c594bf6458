/// Every layout document stays within the number of elements a renderer draws for it.
struct LayoutTooLargeCheck: Check {
    static let scope = CheckScope.project
    static let guardedOutputs: Set<GeneratedOutput> = [.layout]
    static let description = RuleDescription(
        id: DiagnosticID(
            code: "VS0247", name: "layout-too-large",
            summary: "A layout document would hold more than 100,000 views, items and rows once embedded layouts are expanded."),
        rationale: """
            A layout document names the hierarchies, preference screens and tables its views \
            show, and a renderer draws each inside its view: the views of a nested hierarchy, \
            the items of a screen and the rows of a table of strings, once for every view that \
            shows them. A document that would draw more than 100,000 of them is refused \
            (docs/limits.md): hierarchies that each show the next more than once grow \
            exponentially, though each document holds only its own views. A hierarchy placed \
            inside itself is a reference-cycle, and one nested too deep is \
            hierarchy-nesting-too-deep, instead.
            """,
        triggeringExamples: [RuleExample(doublingChain(of: 17, marked: true))],
        nonTriggeringExamples: [RuleExample(doublingChain(of: 3))])

    /// A spec of `count` hierarchies, each showing the next twice (`H0` shows `H1` twice…),
    /// with the example marker on the first one's name when `marked`. Seventeen make
    /// 196,606 views in `H0`'s document, sixteen 98,302.
    private static func doublingChain(of count: Int, marked: Bool = false) -> String {
        let hierarchies = (0..<count).map { level -> String in
            let marker = level == 0 && marked ? String(RuleExample.marker) : ""
            guard level + 1 < count else { return "  \(marker)H\(level): {layers: [l], views: [{id: v, layer: l, frame: fill}]}" }
            let next = "H\(level + 1)"
            return "  \(marker)H\(level): {layers: [l], views: [{id: a, kind: {hierarchy: \(next)}, layer: l, frame: fill}, "
                + "{id: b, kind: {hierarchy: \(next)}, layer: l, frame: fill}]}"
        }
        return (["viewspec: 1", "hierarchies:"] + hierarchies).joined(separator: "\n")
    }

    func run(in context: CheckContext) {
        let project = context.project
        let budget = context.layoutElementLimit
        let sizes = LayoutSizes(project: project)
        // The first declaration of each name is the one laid out; diagnostics are sorted later.
        for screen in project.preferenceScreensByName.values {
            let items = sizes.items(of: screen)
            if items > budget { report(screen.name, kind: "preference screen", holds: items, in: context) }
        }
        for table in project.tablesByName.values {
            let rows = sizes.rows(of: table)
            if rows > budget { report(table.name, kind: "table", holds: rows, in: context) }
        }
        for hierarchy in project.hierarchiesByName.values {
            guard let size = sizes.size(of: hierarchy.name.value), size.elements > budget else { continue }
            let largest = hierarchy.views.compactMap { view -> (view: HierarchyView, elements: Int)? in
                guard case .hierarchy(let target) = view.kind, let nested = sizes.size(of: target.value) else { return nil }
                return (view, nested.elements)
            }.max { $0.elements < $1.elements }
            let notes = largest.map { largest -> [Diagnostic.Note] in
                guard case .hierarchy(let target) = largest.view.kind else { return [] }
                return [Diagnostic.Note("view '\(largest.view.id.value)' shows hierarchy '\(target.value)', itself \(Self.describe(largest.elements))", at: target.range)]
            } ?? []
            report(hierarchy.name, kind: "hierarchy", holds: size.elements, in: context, notes: notes)
        }
    }

    private func report(_ name: Located<String>, kind: String, holds elements: Int, in context: CheckContext, notes: [Diagnostic.Note] = []) {
        context.report(
            "\(kind) '\(name.value)' would lay out as \(Self.describe(elements)) once embedded layouts are expanded: expected at most "
                + "\(context.layoutElementLimit) in one document; show the repeated layouts fewer times, or split it",
            at: name.range, notes: notes)
    }

    private static func describe(_ elements: Int) -> String {
        elements >= LayoutSizes.ceiling
            ? "more than \(LayoutSizes.ceiling) views, items and rows" : "\(elements) views, items and rows"
    }
}

/// How many elements (views, items, rows) a renderer draws for each document of a project
/// once the documents its views show are drawn inside them: each view once per layer of its
/// hierarchy that has its layer's name, with what it shows: a table's rows of strings, a
/// preference screen's items, a nested hierarchy's own count.
struct LayoutSizes {
    struct Size {
        /// At most `ceiling`: beyond it, the exact count matters to no one.
        var elements: Int
        /// The longest chain of nesting below the hierarchy, in levels.
        var depth: Int
    }

    /// Counts stop here, which no document the layout accepts comes near, so that chains
    /// that double at every level cannot overflow.
    static let ceiling = 1_000_000_000

    private let project: Project
    /// By hierarchy name: nil for a hierarchy that reaches a cycle or nests too deep, which
    /// other checks report and the layout does not expand.
    private var sizes: [String: Size?] = [:]

    init(project: Project) {
        self.project = project
        // Depth first, without recursion: a chain may be as long as the project is large.
        // The counts do not depend on the order the hierarchies are visited in.
        for (root, rootHierarchy) in project.hierarchiesByName where sizes[root] == nil {
            // Each hierarchy pending, with the position of the next view to look at, so that
            // a hierarchy of many views is scanned once, not once per view it waits on.
            var stack: [(name: String, hierarchy: Hierarchy, nextView: Int)] = [(root, rootHierarchy, 0)]
            var onStack: Set<String> = [root]
            while let top = stack.last {
                let views = top.hierarchy.views
                var position = top.nextView
                var next: (name: String, hierarchy: Hierarchy)?
                var closesCycle = false
                while position < views.count, next == nil, !closesCycle {
                    defer { position += 1 }
                    guard case .hierarchy(let target) = views[position].kind, sizes[target.value] == nil,
                        let nested = project.hierarchiesByName[target.value]
                    else { continue }
                    // A name met again while its own count is pending closes a cycle.
                    if onStack.contains(target.value) { closesCycle = true } else { next = (target.value, nested) }
                }
                if let next {
                    stack[stack.count - 1].nextView = position
                    stack.append((next.name, next.hierarchy, 0))
                    onStack.insert(next.name)
                    continue
                }
                sizes[top.name] = .some(closesCycle ? nil : size(ofSettled: top.hierarchy))
                stack.removeLast()
                onStack.remove(top.name)
            }
        }
    }

    /// The size of `hierarchy`, every hierarchy it shows being settled; nil if one of them
    /// is unexpandable or the nesting is too deep.
    private func size(ofSettled hierarchy: Hierarchy) -> Size? {
        var elements = 0
        var depth = 0
        for view in hierarchy.views {
            // Layers are few, and their names short: compared in place rather than hashed.
            let repeats = hierarchy.layers.reduce(0) { $0 + ($1.value == view.layer.value ? 1 : 0) }
            guard repeats > 0 else { continue }
            var shown = 0
            switch view.kind {
            case .table(let name):
                shown = project.tablesByName[name.value].map(rows(of:)) ?? 0
            case .preferences(let name):
                shown = project.preferenceScreensByName[name.value].map(items(of:)) ?? 0
            case .hierarchy(let name):
                guard let settled = sizes[name.value] else { break }  // not declared
                guard let nested = settled else { return nil }
                shown = nested.elements
                depth = max(depth, nested.depth + 1)
            default:
                break
            }
            elements = Self.adding(elements, Self.multiplying(1 + min(shown, Self.ceiling), repeats))
        }
        return depth > LayoutEmitter.maximumEmbeddingDepth ? nil : Size(elements: elements, depth: depth)
    }

    /// The document of hierarchy `name`, or nil when the layout would not expand it.
    func size(of name: String) -> Size? { sizes[name] ?? nil }

    func items(of screen: PreferenceScreen) -> Int { screen.sections.reduce(0) { $0 + $1.items.count } }

    func rows(of table: SelectableTable) -> Int {
        if case .strings(let strings, _) = table.source { return strings.count }
        return 0
    }

    private static func adding(_ a: Int, _ b: Int) -> Int { min(a + b, ceiling) }

    private static func multiplying(_ a: Int, _ b: Int) -> Int {
        let (product, overflow) = a.multipliedReportingOverflow(by: b)
        return overflow ? ceiling : min(product, ceiling)
    }
}
