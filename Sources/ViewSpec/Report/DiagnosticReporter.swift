/// Everything a reporter needs to describe one run: the findings, the files they are in,
/// and how to name those files relative to the project.
public struct DiagnosticReport: Sendable {
    /// Sorted by file and position, without duplicates (as `Compilation` holds them).
    public var diagnostics: [Diagnostic]
    /// The files that could be read, for source lines and fingerprints.
    public let sources: [SourceFile]
    /// Where the diagnostics' spans are in `sources`: every position a reporter shows
    /// comes from here.
    public let sourceMap: SourceMap
    /// How many input files there were, read or not.
    public var fileCount: Int
    public var paths: ReportPaths
    /// Findings left out because the baseline already records them.
    public var baselinedCount: Int

    public init(diagnostics: [Diagnostic], sources: [SourceFile], fileCount: Int, paths: ReportPaths, baselinedCount: Int = 0) {
        self.diagnostics = diagnostics
        self.sources = sources
        self.sourceMap = SourceMap(sources)
        self.fileCount = fileCount
        self.paths = paths
        self.baselinedCount = baselinedCount
    }

    public init(_ compilation: Compilation, paths: ReportPaths) {
        self.init(diagnostics: compilation.diagnostics, sources: compilation.sources, fileCount: compilation.fileCount, paths: paths)
    }

    /// Every file the run looked at or reports on, in path order: files that could not be
    /// read have no source but do have a finding.
    public var filePaths: [String] {
        Array(Set(sources.map(\.path) + diagnostics.map(\.range.path))).sorted()
    }

    /// The lines and columns of `span`.
    public func range(of span: SourceSpan) -> SourceRange {
        sourceMap.range(of: span)
    }
}

/// Turns a run's findings into one document in one format. Output is a pure function of
/// the report: the same findings give the same bytes, whatever the machine or the time.
public protocol DiagnosticReporter: Sendable {
    func render(_ report: DiagnosticReport) -> String
}

/// The formats `--format` and `--report` accept.
public enum ReportFormat: String, CaseIterable, Sendable {
    /// Compiler style, for people and editors.
    case text
    /// The stable document of `docs/diagnostics-json.md`.
    case json
    /// GitHub Actions workflow commands: annotations on the changed lines.
    case github
    /// SARIF 2.1.0, for code scanning.
    case sarif
    /// JUnit XML, for CI test reports.
    case junit
    /// Checkstyle XML, for tools that read Checkstyle's format.
    case checkstyle

    /// `colors` matters only for text.
    public func reporter(colors: Bool = false) -> any DiagnosticReporter {
        switch self {
        case .text: TextReporter(colors: colors)
        case .json: JSONReporter()
        case .github: GitHubReporter()
        case .sarif: SARIFReporter()
        case .junit: JUnitReporter()
        case .checkstyle: CheckstyleReporter()
        }
    }
}

/// The compiler-style report: each finding with its source line, then nothing else (the
/// summary line goes to standard error, so it never mixes with the findings).
public struct TextReporter: DiagnosticReporter {
    public var colors: Bool

    public init(colors: Bool = false) {
        self.colors = colors
    }

    public func render(_ report: DiagnosticReport) -> String {
        TextDiagnosticRenderer(sourceMap: report.sourceMap, colors: colors).render(report.diagnostics)
    }
}

/// The JSON report of `docs/diagnostics-json.md`.
public struct JSONReporter: DiagnosticReporter {
    public init() {}

    public func render(_ report: DiagnosticReport) -> String {
        JSONDiagnosticRenderer().render(report.diagnostics, sourceMap: report.sourceMap, fileCount: report.fileCount, baselined: report.baselinedCount)
    }
}
