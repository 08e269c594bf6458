import Foundation
import ViewSpec

/// Projects the tests open.
enum Fixtures {
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The repository's example specs, which its `viewspec.yml` names as inputs.
    static var examples: URL { repositoryRoot.appendingPathComponent("specs") }

    /// A project whose files refer to each other: models in one file, screens in another,
    /// a table and a hierarchy in a third, and the action sheet the table presents in a
    /// fourth; `viewspec.yml` names the `specs` folder.
    static let crossFile: [String: String] = [
        "viewspec.yml": "inputs: [specs]\n",
        "specs/models.yaml": """
            viewspec: 1
            models:
              Settings:
                kind: preferences
                fields:
                  soundEnabled: {type: Bool, default: true}
                  volume: {type: Float, default: 0.5, min: 0, max: 1}
                  brightness: Int
                  theme: {type: enum, cases: [light, dark, system], default: system}
                  topics: {type: enum, cases: [news, sport], multiple: true}
                  userName: {type: String, maxLength: 40}
                  quietFrom: {type: Date, default: 2026-01-01T22:00:00Z}
                  tags: {type: String, list: true, default: [home]}
              Member:
                kind: keyed
                key: memberID
                fields: {memberID: Int, title: String, rating: Int, active: Bool}

            """,
        "specs/screens.yaml": """
            viewspec: 1
            preferences:
              General:
                model: Settings
                title: General
                sections:
                  - items:
                      - toggle: soundEnabled
                      - slider: volume
                        visibleWhen: {soundEnabled: true}
                      - choice: theme
                      - childPane: Advanced
              Advanced:
                model: Settings
                sections:
                  - items:
                      - stepper: brightness
                      - textField: userName
                      - toggle: brightness

            """,
        "specs/tables.yaml": """
            viewspec: 1
            tables:
              Members:
                model: Member
                display: title
                sortBy: rating
                frame: {width: 390, height: 400}
                presents: MemberActions
                anchor: fill
            hierarchies:
              Main:
                layers: [back, front]
                views:
                  - {id: list, kind: {table: Members}, layer: back, frame: fill}
                  - {id: settings, kind: {preferences: General}, layer: front, frame: fill, hidden: true}

            """,
        "specs/sheets.yaml": """
            viewspec: 1
            actionSheets:
              MemberActions:
                title: What to do
                target: Member
                buttons:
                  - {title: Promote, action: promote}
                  - {title: Remove, role: destructive, action: remove}
                  - {title: Cancel, role: cancel, action: dismiss}

            """,
        "specs/intro.yaml": """
            viewspec: 1
            animations:
              Intro:
                hierarchy: Main
                elements:
                  listing: {view: list}
                tracks:
                  fadeIn:
                    element: listing
                    duration: 0.5
                    from: {opacity: 0}
                    to: {opacity: 1}
                  nudge:
                    element: listing
                    after: fadeIn
                    offset: 0.1
                    duration: 0.2
                    from: {x: 0}
                    to: {x: 4}

            """,
        // Not under the inputs: the server must leave it alone.
        "notes/readme.yaml": "title: not a spec\n",
    ]

    /// The diagnostics `viewspecc lint` reports for the spec files under `directory`, as
    /// (path, line, column, code, severity, message), lines and columns 1-based in scalars.
    static func lint(_ directory: URL) throws -> [DiagnosticLine] {
        let inputs = try InputDiscovery.search([directory.standardizedFileURL.path])
        let compilation = Compiler().compile(inputs)
        let lines = compilation.sourceMap
        return compilation.diagnostics.map { diagnostic in
            let range = lines.range(of: diagnostic.range)
            return DiagnosticLine(
                path: diagnostic.range.path, line: range.start.line, column: range.start.column,
                endLine: range.end.line, endColumn: range.end.column,
                code: diagnostic.id.code, severity: diagnostic.severity == .error ? 1 : diagnostic.severity == .warning ? 2 : 3,
                message: diagnostic.message, notes: diagnostic.notes.map(\.message))
        }
    }

    struct DiagnosticLine: Hashable, Comparable, CustomStringConvertible {
        var path: String
        var line: Int
        var column: Int
        var endLine: Int
        var endColumn: Int
        var code: String
        var severity: Int
        var message: String
        var notes: [String]

        static func < (lhs: DiagnosticLine, rhs: DiagnosticLine) -> Bool {
            (lhs.path, lhs.line, lhs.column, lhs.code, lhs.message) < (rhs.path, rhs.line, rhs.column, rhs.code, rhs.message)
        }

        var description: String { "\(path):\(line):\(column)-\(endLine):\(endColumn) \(code) \(message) \(notes)" }

        /// A published LSP diagnostic of `uri`, whose positions count Unicode scalars
        /// (the server agreed on UTF-32), in the same terms.
        init(uri: String, published diagnostic: [String: Any]) {
            path = URL(string: uri)?.path ?? uri
            line = ((diagnostic[path: "range.start.line"] as? Int) ?? -1) + 1
            column = ((diagnostic[path: "range.start.character"] as? Int) ?? -1) + 1
            endLine = ((diagnostic[path: "range.end.line"] as? Int) ?? -1) + 1
            endColumn = ((diagnostic[path: "range.end.character"] as? Int) ?? -1) + 1
            code = diagnostic["code"] as? String ?? ""
            severity = diagnostic["severity"] as? Int ?? 0
            message = diagnostic["message"] as? String ?? ""
            notes = ((diagnostic["relatedInformation"] as? [[String: Any]]) ?? []).compactMap { $0["message"] as? String }
        }

        init(path: String, line: Int, column: Int, endLine: Int, endColumn: Int, code: String, severity: Int, message: String, notes: [String]) {
            self.path = path
            self.line = line
            self.column = column
            self.endLine = endLine
            self.endColumn = endColumn
            self.code = code
            self.severity = severity
            self.message = message
            self.notes = notes
        }
    }
}
