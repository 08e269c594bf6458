/// A table is shown at least at the documented minimum size: its own frame, and the frame
/// of every hierarchy view that places it.
struct TableMinimumSizeCheck: Check {
    static let scope = CheckScope.declarations
    static let description = RuleDescription(
        id: DiagnosticID(
            code: "VS0235", name: "table-minimum-size",
            summary: "A table's frame, or the frame of a view that shows a table, is smaller than the documented minimum of 100 × 350.",
            defaultSeverity: .warning),
        rationale: """
            Below 100 × 350 points a table shows too few rows, too narrow, to pick from; the table \
            view ViewSpec's tables are modelled on refused such a size with an error at run time. \
            ViewSpec reports it before the app runs, for the table's own `frame` and for a \
            hierarchy view of kind `{table: Name}` with an explicit frame; a frame that fills its \
            parent takes the parent's size, which is checked where the parent is. A zero or \
            negative size is reported by `non-positive-size` instead.
            """,
        triggeringExamples: [
            RuleExample("""
                viewspec: 1
                tables:
                  Colors:
                    strings: [Red, Green, Blue]
                    frame: {x: 0, y: 0, width: ↓80, height: ↓200}
                hierarchies:
                  Main:
                    layers: [front]
                    views:
                      - id: colors
                        kind: {table: Colors}
                        layer: front
                        frame: {x: 0, y: 0, width: 320, height: ↓300}
                """)
        ],
        nonTriggeringExamples: [
            RuleExample("""
                viewspec: 1
                tables:
                  Colors:
                    strings: [Red, Green, Blue]
                    frame: {width: 100, height: 350}
                hierarchies:
                  Main:
                    layers: [front]
                    views:
                      - id: colors
                        kind: {table: Colors}
                        layer: front
                        frame: fill
                """)
        ],
        corrections: [
            RuleCorrection(
                """
                viewspec: 1
                tables:
                  Colors:
                    strings: [Red, Green, Blue]
                    frame: {x: 0, y: 0, width: ↓80, height: 400}
                hierarchies:
                  Main:
                    layers: [front]
                    views:
                      - id: colors
                        kind: {table: Colors}
                        layer: front
                        frame: {x: 0, y: 0, width: 320, height: ↓300}
                """,
                """
                viewspec: 1
                tables:
                  Colors:
                    strings: [Red, Green, Blue]
                    frame: {x: 0, y: 0, width: 100, height: 400}
                hierarchies:
                  Main:
                    layers: [front]
                    views:
                      - id: colors
                        kind: {table: Colors}
                        layer: front
                        frame: {x: 0, y: 0, width: 320, height: 350}
                """)
        ])

    func run(in context: CheckContext) {
        for table in context.declarations.tables {
            guard let frame = table.frame, case .rect(let rect) = frame.value else { continue }
            report(rect, sizeRanges: table.frameSizeRanges, frameRange: frame.range, of: "table '\(table.name.value)'", notes: [], context: context)
        }
        for hierarchy in context.declarations.hierarchies {
            for view in hierarchy.views {
                guard case .table(let tableName) = view.kind, case .rect(let rect) = view.frame.value else { continue }
                let declaration = context.project.tablesByName[tableName.value]
                report(
                    rect, sizeRanges: view.frameSizeRanges, frameRange: view.frame.range,
                    of: "view '\(view.id.value)' showing table '\(tableName.value)'",
                    notes: declaration.map { [.init("table '\($0.name.value)' is declared here", at: $0.name.range)] } ?? [],
                    context: context)
            }
        }
    }

    private func report(
        _ rect: Rect, sizeRanges: FrameSizeRanges?, frameRange: SourceSpan, of subject: String, notes: [Diagnostic.Note], context: CheckContext
    ) {
        // A size that is zero or negative belongs to non-positive-size; one report is enough.
        guard rect.hasPositiveSize else { return }
        let minimumText = "\(SelectableTable.minimumWidth.specText) × \(SelectableTable.minimumHeight.specText)"
        let dimensions: [(name: String, value: Double, minimum: Double, range: SourceSpan?)] = [
            ("width", rect.width, SelectableTable.minimumWidth, sizeRanges?.width),
            ("height", rect.height, SelectableTable.minimumHeight, sizeRanges?.height),
        ]
        for dimension in dimensions where dimension.value < dimension.minimum {
            let range = dimension.range ?? frameRange
            context.report(
                "\(subject) is \(rect.sizeText): expected a \(dimension.name) of at least \(dimension.minimum.specText) (the minimum table size is \(minimumText)), found \(dimension.value.specText)",
                at: range, notes: notes,
                fixIts: dimension.range.map {
                    [.init("replace \(dimension.value.specText) with \(dimension.minimum.specText), the minimum \(dimension.name)", replacing: $0, with: dimension.minimum.specText)]
                } ?? [])
        }
    }
}
