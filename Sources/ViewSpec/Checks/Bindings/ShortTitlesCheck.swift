/// A choice's short titles pair up with its options, as its titles do: the row shows the
/// short title of the chosen option.
struct ShortTitlesCheck: Check {
    static let scope = CheckScope.declarations
    static let description = RuleDescription(
        id: DiagnosticID(
            code: "VS0275", name: "short-titles",
            summary: "A choice lists a different number of short titles than it has options."),
        rationale: """
            A choice's row shows the short title of the chosen option, found by its place in \
            the list: with fewer short titles than options some options would show none, and \
            with more the rest belong to no option. The Settings app reads `ShortTitles` by \
            the same places. The options are the listed titles, else the listed values, else \
            the enumeration's cases.
            """,
        triggeringExamples: [
            RuleExample("""
                viewspec: 1
                models:
                  Settings:
                    kind: preferences
                    fields:
                      interval: {type: Int, default: 60}
                preferences:
                  General:
                    model: Settings
                    sections:
                      - items:
                          - choice: interval
                            titles: [Every minute, Every hour, Every day]
                            values: [60, 3600, 86400]
                            shortTitles: ↓[1 min, 1 h]
                """)
        ],
        nonTriggeringExamples: [
            RuleExample("""
                viewspec: 1
                models:
                  Settings:
                    kind: preferences
                    fields:
                      interval: {type: Int, default: 60}
                      theme: {type: enum, cases: [light, dark]}
                preferences:
                  General:
                    model: Settings
                    sections:
                      - items:
                          - choice: interval
                            titles: [Every minute, Every hour, Every day]
                            values: [60, 3600, 86400]
                            shortTitles: [1 min, 1 h, 1 d]
                            sortByTitle: true
                          - choice: theme
                            shortTitles: [Light, Dark]
                """)
        ])

    func run(in context: CheckContext) {
        for screen in context.declarations.preferenceScreens {
            guard let model = context.model(of: screen) else { continue }
            for item in screen.items {
                guard case .choice(let reference, let options) = item.control, let shortTitles = options.shortTitles, !options.isDynamic else { continue }
                let field = model.field(named: reference.value)
                let count: Int
                let what: String
                if let titles = options.titles {
                    (count, what) = (titles.value.count, "titles")
                } else if let values = options.values {
                    (count, what) = (values.value.count, "values")
                } else if let enumType = field?.type.value.enumType {
                    (count, what) = (enumType.cases.count, "cases of '\(reference.value)'")
                } else {
                    continue
                }
                guard shortTitles.value.count != count else { continue }
                context.report(
                    "expected one short title per option, \(count) as the \(what), found \(shortTitles.value.count): the chosen option's short title is found by its place",
                    at: shortTitles.range)
            }
        }
    }
}
