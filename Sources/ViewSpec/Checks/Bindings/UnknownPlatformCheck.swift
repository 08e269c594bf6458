/// `platforms:` on an item or a section names platforms the spec language knows, at
/// least one, and an item shares one with its section.
struct UnknownPlatformCheck: Check {
    static let scope = CheckScope.declarations
    static let description = RuleDescription(
        id: DiagnosticID(
            code: "VS0284", name: "unknown-platform",
            summary: "An item's or a section's `platforms` names an unknown platform, lists none, or shares none with its section's."),
        rationale: """
            `platforms` limits an item or a section to some platforms: iOS (iPhone), iPadOS, \
            macOS, visionOS, tvOS, watchOS and android. A misspelt name would silently take the \
            item off the platform meant, and an empty list, or an item whose platforms its \
            section is not on, leaves the item on no platform at all: every output would drop \
            it. Leave `platforms` out for an item on every platform.
            """,
        triggeringExamples: [
            RuleExample("""
                viewspec: 1
                models:
                  Settings:
                    kind: preferences
                    fields:
                      pencil: Bool
                      haptics: Bool
                      cursor: Bool
                preferences:
                  General:
                    model: Settings
                    sections:
                      - platforms: [iOS, iPadOS]
                        items:
                          - toggle: pencil
                            platforms: [↓iPad]
                          - toggle: haptics
                            platforms: ↓[]
                          - toggle: cursor
                            platforms: ↓[macOS]
                """)
        ],
        nonTriggeringExamples: [
            RuleExample("""
                viewspec: 1
                models:
                  Settings:
                    kind: preferences
                    fields:
                      pencil: Bool
                      cursor: Bool
                      vibrate: Bool
                preferences:
                  General:
                    model: Settings
                    sections:
                      - platforms: [iOS, iPadOS, android]
                        items:
                          - toggle: pencil
                            platforms: [iPadOS]
                          - toggle: vibrate
                      - items:
                          - toggle: cursor
                            platforms: [macOS, visionOS]
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
                      pencil: Bool
                      cursor: Bool
                preferences:
                  General:
                    model: Settings
                    entry: true
                    sections:
                      - items:
                          - toggle: pencil
                            platforms: [↓ipados]
                          - toggle: cursor
                            platforms: [↓xrOS, ↓Android]
                """,
                """
                viewspec: 1
                models:
                  Settings:
                    kind: preferences
                    fields:
                      pencil: Bool
                      cursor: Bool
                preferences:
                  General:
                    model: Settings
                    entry: true
                    sections:
                      - items:
                          - toggle: pencil
                            platforms: [iPadOS]
                          - toggle: cursor
                            platforms: [visionOS, android]
                """)
        ])

    func run(in context: CheckContext) {
        for screen in context.declarations.preferenceScreens {
            for section in screen.sections {
                if let list = section.platforms { judge(list, of: "section", in: context) }
                for item in section.items + (section.list?.items ?? []) {
                    guard let list = item.platforms else { continue }
                    judge(list, of: "item", in: context)
                    // Only known names are compared: an unknown one is reported above.
                    guard let sectionList = section.platforms, !list.platforms.isEmpty, !sectionList.platforms.isEmpty,
                        list.platforms.isDisjoint(with: sectionList.platforms)
                    else { continue }
                    context.report(
                        "item is on no platform: expected a platform of its section (\(Self.listed(sectionList.platforms))), found \(Self.listed(list.platforms))",
                        at: list.range, notes: [.init("the section's platforms are listed here", at: sectionList.range)])
                }
            }
        }
    }

    private func judge(_ list: PlatformList, of what: String, in context: CheckContext) {
        if list.names.isEmpty {
            context.report(
                "\(what) is on no platform: expected at least one platform (\(SpecPlatform.names.joined(separator: ", "))), found an empty list; leave 'platforms' out for every platform",
                at: list.range)
            return
        }
        for name in list.names where SpecPlatform(rawValue: name.value) == nil {
            var message = "unknown platform: expected one of \(SpecPlatform.names.joined(separator: ", ")), found '\(PrintableText.escaped(name.value))'"
            var fixIts: [Diagnostic.FixIt] = []
            if let near = SpecPlatform.suggestion(for: name.value) {
                message += "; did you mean '\(near.rawValue)'?"
                fixIts = [.init("replace '\(PrintableText.escaped(name.value))' with '\(near.rawValue)'", replacing: name.range, with: near.rawValue)]
            }
            context.report(message, at: name.range, fixIts: fixIts)
        }
    }

    static func listed(_ platforms: Set<SpecPlatform>) -> String {
        platforms.sorted().map(\.rawValue).joined(separator: ", ")
    }
}
