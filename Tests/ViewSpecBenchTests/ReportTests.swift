import Testing
@testable import viewspec_bench

/// The table's figures, from runs whose answers are worked out by hand.
@Suite struct ReportTests {
    func runs(_ wallSeconds: [Double]) -> [Timing] {
        wallSeconds.map { Timing(wallSeconds: $0, cpuSeconds: 2 * $0) }
    }

    /// The row of `stage`, split into its cells.
    func row(_ stage: Stage, in table: String) throws -> [String] {
        let line = try #require(table.split(separator: "\n").first { isRow(of: stage, $0) })
        return line.dropFirst(stage.label.count).split(separator: " ").map(String.init)
    }

    /// One label may begin another ("read + YAML trees" and "… + spec models"): a row's
    /// label is followed by the space between columns.
    func isRow(of stage: Stage, _ line: Substring) -> Bool {
        line.hasPrefix(stage.label + "  ")
    }

    @Test func ratiosOfTheMediansOfThePairsAndOfTheFastestRuns() throws {
        // The second repetition ran on a slow machine: the floor and lint both took twice as long.
        let report = Report(
            workload: Workload(files: 10, bytes: 2_000_000),
            timings: [.floor: runs([1, 2, 1]), .lint: runs([3, 6, 2])])
        let table = report.table()
        #expect(table.split(separator: "\n").first?.contains("x floor (paired)") == true)
        let floor = try row(.floor, in: table)
        #expect(floor == ["1000.0", "1000.0", "2.0", "10", "2.00", "1.00", "1.00", "1.00"])
        // Medians 3 s over 1 s; pairs 3, 3 and 2, whose median is 3; fastest runs 2 s over 1 s.
        let lint = try row(.lint, in: table)
        #expect(lint == ["3000.0", "2000.0", "0.7", "3", "2.00", "3.00", "3.00", "2.00", "<=", "1.5", "missed", "by", "100.0%"])
    }

    @Test func lintsPartialStagesComeBeforeItWithRatiosAndNoAim() throws {
        let report = Report(
            workload: Workload(files: 4, bytes: 4_000_000),
            timings: [.floor: runs([2, 2, 2]), .lint: runs([6, 6, 6]), .specModels: runs([5, 5, 5]), .trees: runs([3, 4, 4])])
        let table = report.table()
        let labels = table.split(separator: "\n").dropFirst(2).map { line in
            Stage.allCases.first { isRow(of: $0, line) }
        }
        #expect(labels == [.floor, .trees, .specModels, .lint])
        #expect(try row(.trees, in: table) == ["4000.0", "3000.0", "1.0", "1", "2.00", "2.00", "2.00", "1.50"])
        #expect(try row(.specModels, in: table) == ["5000.0", "5000.0", "0.8", "1", "2.00", "2.50", "2.50", "2.50"])
        #expect(try row(.lint, in: table).suffix(5) == ["<=", "1.5", "missed", "by", "100.0%"])
    }

    @Test func pairingDiscountsAMachineThatSlowedDownBetweenRepetitions() throws {
        // The machine became four times slower in the third repetition, after its floor was
        // timed: the ratio of the medians counts that against the stage, the pairs do not.
        let report = Report(
            workload: Workload(files: 1, bytes: 1),
            timings: [.floor: runs([1, 1, 1, 4, 4]), .lint: runs([2, 2, 8, 8, 8])])
        let lint = try row(.lint, in: report.table())
        #expect(Array(lint[5...7]) == ["8.00", "2.00", "2.00"])
    }
}

extension ReportTests {
    @Test func pairsEveryStageWithLibyamlsEventsOnEveryCore() throws {
        // Two cores: the events on both take half the one-loop floor.
        let report = Report(
            workload: Workload(files: 1, bytes: 1),
            timings: [.floor: runs([2, 2, 4]), .eventsOnEveryCore: runs([1, 1, 2]), .lint: runs([3, 2, 4])])
        let table = report.table()
        #expect(table.split(separator: "\n").first?.contains("x events every core (paired)") == true)
        let labels = table.split(separator: "\n").dropFirst(2).map { line in Stage.allCases.first { isRow(of: $0, line) } }
        #expect(labels == [.floor, .eventsOnEveryCore, .lint])
        // Against the floor: medians 3 s over 2 s; against the events on every core: pairs 3, 2 and 2.
        let lint = try row(.lint, in: table)
        #expect(Array(lint[5...]) == ["1.50", "1.00", "1.00", "2.00", "<=", "1.5", "met"])
        #expect(try row(.eventsOnEveryCore, in: table)[5...] == ["0.50", "0.50", "0.50", "1.00"])
    }

    /// A ratio just past its aim rounds to it in the table; the verdict says by how much it
    /// missed, so that "1.50 … missed" does not read as a contradiction.
    @Test func aRatioJustPastItsAimSaysByHowMuch() {
        #expect(Report.verdict(1.502, aim: 1.5) == "<= 1.5 missed by 0.1%")
        #expect(Report.verdict(2.66, aim: 2.5) == "<= 2.5 missed by 6.4%")
        #expect(Report.verdict(1.5, aim: 1.5) == "<= 1.5 met")
    }
}

/// The preview is read against the build of the same repetitions.
@Suite struct PreviewRatioTests {
    @Test func thePreviewIsAPairedRatioToTheBuild() {
        let runs = { (seconds: [Double]) in seconds.map { Timing(wallSeconds: $0, cpuSeconds: $0) } }
        // Pairs 1.5, 1.5 and 3 (a slow third repetition of the preview alone): median 1.5;
        // medians 3 s over 2 s.
        let report = Report(
            workload: Workload(files: 1, bytes: 1),
            timings: [.floor: runs([1, 1, 1]), .build: runs([2, 2, 2]), .preview: runs([3, 3, 6])])
        let table = report.table()
        #expect(table.hasSuffix("preview / build: 1.50 (medians), 1.50 (paired)"), "\(table)")
    }

    @Test func noPreviewNoRatio() {
        let runs = { (seconds: [Double]) in seconds.map { Timing(wallSeconds: $0, cpuSeconds: $0) } }
        let report = Report(workload: Workload(files: 1, bytes: 1), timings: [.floor: runs([1]), .build: runs([2])])
        #expect(!report.table().contains("preview / build"))
    }

    @Test func theLayoutsSizeIsARatioToTheSpecs() {
        let runs = { (seconds: [Double]) in seconds.map { Timing(wallSeconds: $0, cpuSeconds: $0) } }
        let within = Report(workload: Workload(files: 1, bytes: 2_000_000), timings: [.floor: runs([1])], layoutBytes: 5_000_000).table()
        #expect(within.contains("layout / specs: 2.50 (5.0 MB of layout for 2.0 MB of specs), aim <= 3.0 met"), "\(within)")
        let over = Report(workload: Workload(files: 1, bytes: 1_000_000), timings: [.floor: runs([1])], layoutBytes: 8_000_000).table()
        #expect(over.contains("layout / specs: 8.00"))
        #expect(over.contains("aim <= 3.0 missed by 166.7%"))
        #expect(!Report(workload: Workload(files: 1, bytes: 1), timings: [.floor: runs([1])]).table().contains("layout / specs"))
    }
}
