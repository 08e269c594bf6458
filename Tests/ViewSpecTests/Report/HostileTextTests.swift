import Foundation
import Testing
@testable import ViewSpec

#if canImport(FoundationXML)
import FoundationXML
#endif

/// A spec's keys, names and file names reach every report. In the formats people read
/// (text, github) they must not drive the terminal, forge a line or reorder what is shown;
/// the machine formats must carry them exactly, escaped by their own rules (BRIEF §1: the
/// definition data is input, not trusted code).
@Suite struct HostileTextTests {
    /// Retitles the terminal (OSC 0, ended by BEL), then clears the screen.
    static let terminalControl = "a\u{1B}]0;pwned\u{7}\u{1B}[2Jb"
    /// A line break followed by a whole diagnostic line of its own.
    static let forgedLine = "x\nspecs/app.yaml:1:1: error: forged line [VS0001]"
    /// A right-to-left override: what follows it is shown reversed.
    static let override = "rtl\u{202E}lave"

    /// `text` as a double-quoted YAML scalar, every character but printable ASCII escaped.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            if scalar.value >= 0x20, scalar.value < 0x7F, scalar != "\"", scalar != "\\" {
                result.unicodeScalars.append(scalar)
            } else {
                let digits = String(scalar.value, radix: 16, uppercase: true)
                result += "\\u" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
            }
        }
        return result + "\""
    }

    /// Unknown keys quote the key in their message; invalid names quote the name.
    static var report: DiagnosticReport {
        let spec = """
            viewspec: 1
            models:
              M:
                kind: preferences
                fields:
                  \(quoted(terminalControl)): Bool
                  \(quoted(forgedLine)): Bool
                  \(quoted(override)): Bool
                \(quoted(forgedLine)): 1
            """
        return ReportTestSupport.report(["specs/app.yaml": spec, "specs/evil\n1:1: error: forged file\u{1B}[2J.yaml": "viewspec: 1\nmodle: {}\n"])
    }

    static let unsafeScalars: [Unicode.Scalar] = ["\u{1B}", "\u{7}", "\u{202E}"]

    private func expectNoUnsafeText(_ output: String, machineFormat: Bool = false, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        // A machine format carries an override as the character it is, for its reader to show.
        for scalar in Self.unsafeScalars where !(machineFormat && scalar == "\u{202E}") {
            #expect(!output.unicodeScalars.contains(scalar), "raw U+\(String(scalar.value, radix: 16)) in the output", sourceLocation: sourceLocation)
        }
        for line in output.split(separator: "\n", omittingEmptySubsequences: false) where !machineFormat {
            #expect(!line.hasPrefix("specs/app.yaml:1:1: error: forged"), "forged line: \(line)", sourceLocation: sourceLocation)
            #expect(!line.hasPrefix("1:1: error: forged file"), "forged line: \(line)", sourceLocation: sourceLocation)
        }
    }

    @Test func textReportEscapesMessagesExcerptsAndFileNames() {
        let output = TextReporter().render(Self.report)
        expectNoUnsafeText(output)
        // Messages and file names show escapes that can be read back.
        #expect(output.contains("a\\u{1B}]0;pwned\\u{7}\\u{1B}[2Jb"))
        #expect(output.contains("x\\nspecs/app.yaml:1:1: error: forged line [VS0001]"))
        #expect(output.contains("rtl\\u{202E}lave"))
        #expect(output.contains("specs/evil\\n1:1: error: forged file\\u{1B}[2J.yaml:2:1: error:"))
        // Every finding is one header line, then its excerpt and marker.
        let headers = output.split(separator: "\n").filter { !$0.hasPrefix(" ") && ($0.contains(": error: ") || $0.contains(": warning: ")) }
        #expect(headers.count == Self.report.diagnostics.count)
    }

    @Test func excerptLinesShowControlsAsVisibleSymbols() {
        // YAML admits a raw override; a raw DEL is an encoding error shown on its line.
        let report = ReportTestSupport.report([
            "specs/a.yaml": "viewspec: 1\n\"x\u{202E}y\": 1\n",
            "specs/b.yaml": "viewspec: 1\nkey: a\u{7F}b\n",
        ])
        let output = TextReporter().render(report)
        #expect(!output.unicodeScalars.contains { PrintableText.isUnsafe($0) && $0 != "\n" })
        // The marker spans the escape as shown.
        #expect(output.contains("   2 | \"x<U+202E>y\": 1\n     | ^~~~~~~~~~~~\n"), "\(output)")
        #expect(output.contains("unknown key 'x\\u{202E}y'"))
        #expect(output.contains("   2 | key: a\u{2421}b\n     |       ^\n"), "\(output)")
    }

    @Test func githubAnnotationsEscapeMessagesNotesAndFileNames() {
        let output = GitHubReporter().render(Self.report)
        expectNoUnsafeText(output)
        // One workflow command per finding, and the summary.
        let lines = output.split(separator: "\n")
        #expect(lines.count == Self.report.diagnostics.count + 1)
        #expect(lines.allSatisfy { $0.hasPrefix("::") || $0.hasPrefix("viewspecc:") })
        #expect(output.contains("file=specs/evil\\n1%3A1%3A error%3A forged file\\u{1B}[2J.yaml"))
    }

    @Test func jsonAndSARIFCarryTheTextExactly() throws {
        let report = Self.report
        let messages = report.diagnostics.map(\.message)
        #expect(messages.contains { $0.contains(Self.terminalControl) })
        #expect(messages.contains { $0.contains(Self.forgedLine) })
        for format in [ReportFormat.json, .sarif] {
            let output = format.reporter().render(report)
            expectNoUnsafeText(output, machineFormat: true)
            #expect(!output.contains("\n1:1: error: forged") && !output.contains("\nspecs/app.yaml:1:1: error: forged"))
            // Parsed back, every message is the exact text, controls and all.
            let parsed = try JSONSerialization.jsonObject(with: Data(output.utf8))
            let strings = Self.strings(in: parsed)
            for message in messages {
                #expect(strings.contains(message), "\(format): \(message.debugDescription) is not carried exactly")
            }
            if format == .json {
                #expect(strings.contains("specs/evil\n1:1: error: forged file\u{1B}[2J.yaml"), "the file name")
            }
        }
    }

    @Test func xmlFormatsStayWellFormed() throws {
        for format in [ReportFormat.junit, .checkstyle] {
            let output = format.reporter().render(Self.report)
            // XML cannot hold ESC or BEL even as a reference: they become U+FFFD; line breaks
            // in attributes are references, so no attribute is cut short.
            expectNoUnsafeText(output, machineFormat: true)
            #expect(output.contains("&apos;x&#10;specs/app.yaml:1:1: error: forged line [VS0001]&apos;"))
            let parser = XMLParser(data: Data(output.utf8))
            #expect(parser.parse(), "\(format) does not parse: \(String(describing: parser.parserError))")
        }
    }

    private static func strings(in value: Any) -> [String] {
        switch value {
        case let text as String: [text]
        case let array as [Any]: array.flatMap(strings(in:))
        case let object as [String: Any]: object.values.flatMap(strings(in:))
        default: []
        }
    }
}
