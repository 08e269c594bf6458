/// A date picker offers every minute, or every few: the minutes it offers repeat each
/// hour, so the step divides an hour.
struct MinuteIntervalCheck: Check {
    static let scope = CheckScope.declarations
    static let guardedOutputs: Set<GeneratedOutput> = [.layout]
    static let description = RuleDescription(
        id: DiagnosticID(
            code: "VS0287", name: "minute-interval",
            summary: "A date picker's minuteInterval is not a divisor of 60 from 1 to 30."),
        rationale: """
            A date picker offers the minutes of each hour in steps of its `minuteInterval`, \
            starting at :00; iOS's date picker (and InAppSettingsKit's, which passes it on) \
            takes only a divisor of 60 from 1 to 30, and ignores any other, so the picker \
            would offer every minute while the spec says otherwise. A step that is not a \
            divisor is corrected to the nearest one below it.
            """,
        triggeringExamples: [
            RuleExample("""
                viewspec: 1
                models:
                  Settings:
                    kind: preferences
                    fields:
                      quietFrom: Date
                      quietUntil: Date
                preferences:
                  General:
                    model: Settings
                    sections:
                      - items:
                          - datePicker: {field: quietFrom, mode: time, minuteInterval: ↓7}
                          - datePicker: {field: quietUntil, mode: time, minuteInterval: ↓60}
                """)
        ],
        nonTriggeringExamples: [
            RuleExample("""
                viewspec: 1
                models:
                  Settings:
                    kind: preferences
                    fields:
                      quietFrom: Date
                preferences:
                  General:
                    model: Settings
                    sections:
                      - items:
                          - datePicker: {field: quietFrom, mode: time, minuteInterval: 15}
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
                      quietFrom: Date
                preferences:
                  General:
                    model: Settings
                    entry: true
                    sections:
                      - items:
                          - datePicker: {field: quietFrom, mode: time, minuteInterval: ↓25}
                """,
                """
                viewspec: 1
                models:
                  Settings:
                    kind: preferences
                    fields:
                      quietFrom: Date
                preferences:
                  General:
                    model: Settings
                    entry: true
                    sections:
                      - items:
                          - datePicker: {field: quietFrom, mode: time, minuteInterval: 20}
                """)
        ])

    /// The steps a date picker takes.
    static let divisors = [1, 2, 3, 4, 5, 6, 10, 12, 15, 20, 30]

    func run(in context: CheckContext) {
        for screen in context.declarations.preferenceScreens {
            for index in screen.items.indices {
                guard case .datePicker(_, let options) = screen.items[index].control, let interval = options.minuteInterval,
                    !Self.divisors.contains(interval.value)
                else { continue }
                // The nearest divisor below; above 30, 30; below 1, 1.
                let corrected = Self.divisors.last { $0 <= interval.value } ?? 1
                context.report(
                    "expected a minuteInterval that divides an hour (\(Self.divisors.map(String.init).joined(separator: ", "))), found \(interval.value); did you mean \(corrected)?",
                    at: interval.range,
                    fixIts: [.init("replace \(interval.value) with \(corrected)", replacing: interval.range, with: String(corrected))])
            }
        }
    }
}
