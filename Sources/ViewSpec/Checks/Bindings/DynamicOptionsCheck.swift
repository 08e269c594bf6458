/// `options: dynamic` says the app supplies a choice's options at run time: a static list
/// beside it would never be shown, and an enumeration's cases are already its options.
struct DynamicOptionsCheck: Check {
    static let scope = CheckScope.declarations
    static let description = RuleDescription(
        id: DiagnosticID(
            code: "VS0282", name: "dynamic-options",
            summary: "A choice whose options the app supplies ('options: dynamic') also lists 'values', 'titles' or 'shortTitles', or binds an enumeration field, whose cases are its options."),
        rationale: """
            Some choices offer what only the app knows when the screen opens: the countries, \
            the accounts, the log levels of its build. `options: dynamic` says so, and the app \
            supplies the titles and values at run time. Lists written beside it would look like \
            the options while the app replaces every one of them, so a reader of the spec, and \
            an export that writes them, would be misled. An enumeration field can hold its \
            cases only, which are the options already: options supplied at run time could \
            offer a value the field cannot store.
            """,
        triggeringExamples: [
            RuleExample("""
                viewspec: 1
                models:
                  Settings:
                    kind: preferences
                    fields:
                      countryCode: String
                      theme: {type: enum, cases: [light, dark]}
                preferences:
                  General:
                    model: Settings
                    sections:
                      - items:
                          - choice: countryCode
                            options: dynamic
                            values: ↓[de, fr]
                          - choice: theme
                            options: ↓dynamic
                """)
        ],
        nonTriggeringExamples: [
            RuleExample("""
                viewspec: 1
                models:
                  Settings:
                    kind: preferences
                    fields:
                      countryCode: {type: String, default: de}
                      logLevel: {type: Int, default: 1}
                preferences:
                  General:
                    model: Settings
                    sections:
                      - items:
                          - choice: countryCode
                            options: dynamic
                            sortByTitle: true
                          - choice: logLevel
                            options: dynamic
                            presentation: radio
                """)
        ],
        corrections: [
            RuleCorrection(
                """
                viewspec: 1
                models:
                  Settings:
                    kind: preferences
                    fields:
                      countryCode: String
                preferences:
                  General:
                    model: Settings
                    entry: true
                    sections:
                      - items:
                          - choice: countryCode
                            options: dynamic
                            values: ↓[de, fr]
                            titles: ↓[Germany, France]
                """,
                """
                viewspec: 1
                models:
                  Settings:
                    kind: preferences
                    fields:
                      countryCode: String
                preferences:
                  General:
                    model: Settings
                    entry: true
                    sections:
                      - items:
                          - choice: countryCode
                            options: dynamic
                """)
        ])

    func run(in context: CheckContext) {
        for binding in context.bindings {
            guard case .choice(_, let options) = binding.item.control, let source = options.source, options.isDynamic else { continue }
            let name = binding.field.name.value
            for removal in options.staticListRemovals {
                guard let range = Self.listRange(removal.key, of: options) else { continue }
                context.report(
                    "choice of '\(name)' with 'options: dynamic': expected no '\(removal.key)', as the app supplies the options, found a list of \(Self.count(removal.key, of: options))",
                    at: range, notes: [.init("'options: dynamic' is written here", at: source.range)],
                    fixIts: [.init("remove '\(removal.key)'", replacing: removal.range, with: "")])
            }
            if let enumType = binding.field.type.value.enumType {
                context.report(
                    "choice of enum field '\(name)' with 'options: dynamic': expected a String, Int or Float field, whose options the app supplies, found an enumeration, whose cases (\(enumType.cases.map(\.name).joined(separator: ", "))) are the options",
                    at: source.range, notes: [context.declarationNote(for: binding.field, in: binding.model)])
            }
        }
    }

    private static func listRange(_ key: String, of options: ChoiceOptions) -> SourceSpan? {
        switch key {
        case "values": options.values?.range
        case "titles": options.titles?.range
        default: options.shortTitles?.range
        }
    }

    private static func count(_ key: String, of options: ChoiceOptions) -> Int {
        switch key {
        case "values": options.values?.value.count ?? 0
        case "titles": options.titles?.value.count ?? 0
        default: options.shortTitles?.value.count ?? 0
        }
    }
}
