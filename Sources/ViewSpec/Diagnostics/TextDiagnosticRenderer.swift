/// Renders diagnostics as compilers do, so editors, SwiftPM and people read them alike:
///
///     specs/app.yaml:3:1: error: duplicate key 'name' in mapping; each key may appear once [VS0003]
///         3 | name: b
///           | ^~~~
///     specs/app.yaml:1:1: note: 'name' first appears here
///         1 | name: a
///           | ^~~~
public struct TextDiagnosticRenderer: Sendable {
    /// ANSI colour: only when writing to a terminal and NO_COLOR is not set.
    public var colors: Bool
    /// Positions and the source lines under each diagnostic.
    private let sourceMap: SourceMap

    public init(sourceMap: SourceMap, colors: Bool = false) {
        self.colors = colors
        self.sourceMap = sourceMap
    }

    public init(sources: [SourceFile], colors: Bool = false) {
        self.init(sourceMap: SourceMap(sources), colors: colors)
    }

    public func render(_ diagnostics: [Diagnostic]) -> String {
        var output = ""
        for diagnostic in diagnostics {
            render(diagnostic, into: &output)
        }
        return output
    }

    public func render(_ diagnostic: Diagnostic, into output: inout String) {
        let range = sourceMap.range(of: diagnostic.range)
        appendHeader(range: range, severity: diagnostic.severity, message: diagnostic.message + " [\(diagnostic.id.code)]", into: &output)
        appendExcerpt(range, into: &output)
        for fixIt in diagnostic.fixIts {
            let gutter = gutterWidth(for: sourceMap.range(of: fixIt.range))
            // The message states the edit, replacement included; the exact text is in the JSON and SARIF reports.
            output += String(repeating: " ", count: gutter) + " = " + paint("fix-it", .green) + ": \(PrintableText.escaped(fixIt.message))\n"
        }
        for note in diagnostic.notes {
            let range = sourceMap.range(of: note.range)
            appendHeader(range: range, severity: .note, message: note.message, into: &output)
            appendExcerpt(range, into: &output)
        }
    }

    // MARK: - Private

    private enum Color: String {
        case red = "31", magenta = "35", cyan = "36", green = "32", bold = "1"
    }

    private func paint(_ text: String, _ color: Color) -> String {
        colors ? "\u{1B}[1;\(color.rawValue)m\(text)\u{1B}[0m" : text
    }

    private func appendHeader(range: SourceRange, severity: Severity, message: String, into output: inout String) {
        let location = "\(PrintableText.escaped(FilePathText.displayed(range.path))):\(range.start.line):\(range.start.column):"
        let label: String
        switch severity {
        case .error: label = paint("error:", .red)
        case .warning: label = paint("warning:", .magenta)
        case .note: label = paint("note:", .cyan)
        }
        output += paint(location, .bold) + " " + label + " " + PrintableText.escaped(message) + "\n"
    }

    private func gutterWidth(for range: SourceRange) -> Int {
        max(4, String(range.start.line).count + 1)
    }

    /// Longest excerpt shown; longer lines are cut to a window around the range.
    private static let excerptWidth = 100

    private func appendExcerpt(_ range: SourceRange, into output: inout String) {
        guard range.start.line <= sourceMap.lineCount(of: range.file) else { return }
        let gutter = gutterWidth(for: range)
        let lineNumber = String(range.start.line)
        let line = Array(sourceMap.lineText(range.start.line, of: range.file).unicodeScalars)
        let startColumn = min(range.start.column - 1, line.count)
        let endColumn = range.end.line == range.start.line ? min(max(range.end.column - 1, startColumn + 1), line.count) : line.count

        var windowStart = 0
        var windowEnd = line.count
        if line.count > Self.excerptWidth {
            windowStart = max(0, min(startColumn - Self.excerptWidth / 3, line.count - Self.excerptWidth))
            windowEnd = min(line.count, windowStart + Self.excerptWidth)
        }
        let prefix = windowStart > 0 ? "…" : ""
        let suffix = windowEnd < line.count ? "…" : ""
        let visible = line[windowStart..<windowEnd].map(PrintableText.excerptForm(of:))
        output += String(repeating: " ", count: gutter - lineNumber.count) + lineNumber + " | " + prefix
            + visible.joined() + suffix + "\n"

        // The marker is measured on the line as shown, escapes included.
        func width(_ shown: ArraySlice<String>) -> Int {
            shown.reduce(0) { total, form in total + form.unicodeScalars.reduce(0) { $0 + Self.displayWidth($1) } }
        }
        let shownStart = max(windowStart, startColumn) - windowStart
        var marker = prefix.isEmpty ? "" : " "
        for form in visible[..<shownStart] {
            marker += form == "\t" ? "\t" : String(repeating: " ", count: width([form]))
        }
        marker += "^"
        // An escape shown for the first character is underlined to its end.
        var underlined = shownStart < visible.count ? max(0, visible[shownStart].unicodeScalars.count - 1) : 0
        let underlineEnd = min(endColumn, windowEnd)
        if underlineEnd > startColumn + 1 {
            underlined += width(visible[(startColumn + 1 - windowStart)..<(underlineEnd - windowStart)])
        }
        marker += String(repeating: "~", count: underlined)
        output += String(repeating: " ", count: gutter) + " | " + paint(marker, .green) + "\n"
    }

    /// Columns a terminal gives the character: 2 for East Asian wide and emoji, else 1.
    static func displayWidth(_ scalar: Unicode.Scalar) -> Int {
        switch scalar.value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
            0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
            0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD:
            return 2
        default:
            return 1
        }
    }
}
