/// Every spec file generates a Swift file of its own.
struct SwiftFileClashCheck: Check {
    static let scope = CheckScope.project
    static let readsSliceFacts = true
    static let sharedDerivation: SharedDerivation? = .swiftNamePlan
    static let guardedOutputs: Set<GeneratedOutput> = [.swift]
    static let description = RuleDescription(
        id: DiagnosticID(
            code: "VS0302", name: "swift-file-clash",
            summary: "Two spec files would generate Swift files of the same name: their names differ only in folder, extension, case or word separators."),
        rationale: """
            Each spec file gives one Swift file, named after it in UpperCamelCase \
            (`app-settings.yaml` gives `AppSettings.swift`), so that a build plugin can declare \
            its outputs before the specs are read. Two spec files whose names give the same \
            Swift file name, ignoring case as file systems and SwiftPM may, would write one file.
            """,
        triggeringExamples: [
            RuleExample(files: [
                "a/menu.yaml": "viewspec: 1\n",
                "b/Menu.yml": "viewspec: ↓1\n",
                "c/app-settings.yaml": "viewspec: 1\n",
                "d/app_settings.yaml": "viewspec: ↓1\n",
            ])
        ],
        nonTriggeringExamples: [
            RuleExample(files: [
                "a/menu.yaml": "viewspec: 1\n",
                "b/side-menu.yml": "viewspec: 1\n",
                "c/app-settings.yaml": "viewspec: 1\n",
            ])
        ])

    func run(in context: CheckContext) {
        context.reportSwiftNameProblems(.fileClash)
    }
}
