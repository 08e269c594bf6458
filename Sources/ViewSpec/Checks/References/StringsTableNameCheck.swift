/// A screen's `strings:` names the strings table its localized texts are looked up in: the
/// exported Settings.bundle writes it as `<lproj>/<name>.strings` and names it as the pane's
/// `StringsTable`, and a runtime looks the texts up in the table of that name.
struct StringsTableNameCheck: Check {
    static let scope = CheckScope.declarations
    /// The longest name: with `.strings` after it, a file name of at most 255 bytes.
    static let maximumLength = 255 - ".strings".utf8.count
    static let description = RuleDescription(
        id: DiagnosticID(
            code: "VS0278", name: "strings-table-name",
            summary: "The strings table a screen names is not the name of a strings table file."),
        rationale: """
            A preference screen's 'strings:' names the strings table every localized text of the \
            screen is looked up in. An exported Settings.bundle writes the table as \
            'en.lproj/<name>.strings' and names it as the pane's StringsTable, and the app looks \
            its translations up in the table of that name in every localization. The name is a \
            file's name without '.strings': it cannot be empty, hold a '/' (a folder), start \
            with a '.' (a hidden file), hold control characters, or be longer than a file \
            name may be.
            """,
        triggeringExamples: [
            RuleExample("""
                viewspec: 1
                models:
                  Settings:
                    kind: preferences
                    fields:
                      sound: Bool
                preferences:
                  General:
                    model: Settings
                    strings: ↓en.lproj/Root.strings
                    sections:
                      - items:
                          - toggle: sound
                            title: {localized: SOUND, default: Sound}
                """)
        ],
        nonTriggeringExamples: [
            RuleExample("""
                viewspec: 1
                models:
                  Settings:
                    kind: preferences
                    fields:
                      sound: Bool
                preferences:
                  General:
                    model: Settings
                    strings: Root
                    sections:
                      - items:
                          - toggle: sound
                            title: {localized: SOUND, default: Sound}
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
                      sound: Bool
                preferences:
                  General:
                    model: Settings
                    strings: ↓en.lproj/Root.strings
                    sections:
                      - items:
                          - toggle: sound
                """,
                """
                viewspec: 1
                models:
                  Settings:
                    kind: preferences
                    fields:
                      sound: Bool
                preferences:
                  General:
                    model: Settings
                    strings: Root
                    sections:
                      - items:
                          - toggle: sound
                """)
        ],
        howToFix: """
            Write the table's name as its file is named in each localization's folder, without \
            the folder and without '.strings': 'Root' for 'en.lproj/Root.strings'.
            """)

    func run(in context: CheckContext) {
        for screen in context.declarations.preferenceScreens {
            guard let strings = screen.strings, let problem = Self.problem(with: strings.value) else { continue }
            var fixIts: [Diagnostic.FixIt] = []
            if let name = Self.suggestion(for: strings.value), name != strings.value {
                fixIts.append(.init("replace '\(PrintableText.escaped(strings.value))' with '\(name)'", replacing: strings.range, with: name))
            }
            context.report(
                "expected the name of a strings table (a file name without '.strings'), found '\(PrintableText.escaped(DiagnosticText.shortened(strings.value)))': \(problem)",
                at: strings.range, fixIts: fixIts)
        }
    }

    /// Why `name` is not the name of a strings table; nil when it is one.
    static func problem(with name: String) -> String? {
        if name.isEmpty { return "the name is empty" }
        if name.contains("/") { return "it holds a '/', which would make it a folder" }
        if name.hasPrefix(".") { return "it starts with '.', which would hide the file" }
        if let control = name.unicodeScalars.first(where: { $0.properties.generalCategory == .control }) {
            return "it holds the control character U+\(String(control.value, radix: 16, uppercase: true).leftPadded(to: 4))"
        }
        if name.utf8.count > maximumLength { return "it is \(name.utf8.count) bytes long, more than the \(maximumLength) a file name leaves for it" }
        if name.hasSuffix(".strings") { return "it names the file, and '.strings' is added to the name" }
        return nil
    }

    /// The table a wrongly written name obviously means: a path's last part, without
    /// `.strings`; nil when there is no obvious one.
    static func suggestion(for name: String) -> String? {
        var candidate = Substring(name)
        if let slash = candidate.lastIndex(of: "/") { candidate = candidate[candidate.index(after: slash)...] }
        if candidate.hasSuffix(".strings") { candidate = candidate.dropLast(".strings".count) }
        let result = String(candidate)
        return problem(with: result) == nil ? result : nil
    }
}

extension String {
    fileprivate func leftPadded(to length: Int) -> String {
        count >= length ? self : String(repeating: "0", count: length - count) + self
    }
}
