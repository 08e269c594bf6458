/// Every preference screen should be reachable: an entry point, or opened from a
/// reachable screen or placed in a hierarchy.
struct UnreachableScreenCheck: Check {
    static let scope = CheckScope.project
    static let description = RuleDescription(
        id: DiagnosticID(
            code: "VS0203", name: "unreachable-screen",
            summary: "A preference screen cannot be reached from any entry screen or hierarchy.",
            defaultSeverity: .warning),
        rationale: """
            Entry screens (`entry: true`) are the ones the app opens itself; when a project marks \
            none, every screen that nothing opens is taken as one. A screen that no path of child \
            panes leads to from an entry screen or a hierarchy can never appear: it is dead \
            definition data, most often a child pane whose link was deleted. While any input file, \
            screen, hierarchy, item or view could not be read, or a child pane or view names a \
            screen that is not declared, no screen is reported: the missing piece or the misspelt \
            name may be the one that leads to it, and its error comes first.
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
                    entry: true
                    sections:
                      - items:
                          - toggle: sound
                  ↓Forgotten:
                    model: Settings
                    sections:
                      - items:
                          - childPane: Detail
                  ↓Detail:
                    model: Settings
                    sections:
                      - items:
                          - toggle: sound
                """)
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
                          - childPane: Sound
                  Sound:
                    model: Settings
                    sections:
                      - items:
                          - toggle: sound
                  Embedded:
                    model: Settings
                    sections:
                      - items:
                          - toggle: sound
                hierarchies:
                  Main:
                    layers: [front]
                    views:
                      - {id: settings, kind: {preferences: Embedded}, layer: front, frame: fill}
                """)
        ])

    /// A child pane or view naming a screen that is not declared (`unknown-reference`'s):
    /// most often a misspelling of the screen that would then look unreachable.
    private static func hasUnresolvedScreenReference(in project: Project) -> Bool {
        let childPanes = project.preferenceScreens.lazy.flatMap(\.childPanes).map(\.target.value)
        let shown = project.hierarchies.lazy.flatMap(\.views).compactMap { view -> String? in
            if case .preferences(let name) = view.kind { return name.value }
            return nil
        }
        return childPanes.contains { project.preferenceScreensByName[$0] == nil } || shown.contains { project.preferenceScreensByName[$0] == nil }
    }

    func run(in context: CheckContext) {
        let project = context.project
        // A file, screen, hierarchy or item that could not be read may hold the child pane
        // or view that leads to a screen: judged on what could be read, screens would be
        // reported unreachable because of another error. The project has errors anyway.
        guard project.unreadFiles.isEmpty,
            !project.unreadDeclarations.contains(where: { $0.kind == .preferenceScreen || $0.kind == .hierarchy }),
            !project.preferenceScreens.contains(where: \.isPartlyUnread), !project.hierarchies.contains(where: \.isPartlyUnread),
            !Self.hasUnresolvedScreenReference(in: project)
        else { return }
        var reachable = Set<String>()
        var pending = Array(project.entryScreenNames())
        for hierarchy in project.hierarchies {
            for view in hierarchy.views {
                if case .preferences(let name) = view.kind { pending.append(name.value) }
            }
        }
        while let name = pending.popLast() {
            guard reachable.insert(name).inserted else { continue }
            pending.append(contentsOf: project.preferenceScreensByName[name]?.childPanes.map(\.target.value) ?? [])
        }
        let declaredEntries = project.preferenceScreens.filter(\.isEntry).map(\.name.value)
        var reported = Set<String>()
        for screen in project.preferenceScreens where !reachable.contains(screen.name.value) {
            guard reported.insert(screen.name.value).inserted else { continue }
            context.report(
                "preference screen '\(screen.name.value)' is unreachable: no child pane leads to it from "
                    + (declaredEntries.isEmpty ? "a screen the app opens" : "an entry screen (\(declaredEntries.map { "'\($0)'" }.joined(separator: ", ")))")
                    + " or a hierarchy",
                at: screen.name.range)
        }
    }
}
