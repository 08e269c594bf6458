import Testing
@testable import viewspec_bench

/// The table's figures, from runs whose answers are worked out by hand.
@Suite struct ReportTests {
    private func runs(_ wallSeconds: [Double]) -> [Timing] {
        wallSeconds.map { Timing(wallSeconds: $0, cpuSeconds: 2 * $0) }
    }

    /// The row of `stage`, split into its cells.
    private func row(_ stage: Stage, in table: String) throws -> [String] {
        let line = try #require(table.split(separator: "\n").first { $0.hasPrefix(stage.label) })
        return line.dropFirst(stage.label.count).split(separator: " ").map(String.init)
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
        #expect(lint == ["3000.0", "2000.0", "0.7", "3", "2.00", "3.00", "3.00", "2.00", "<=", "1.5", "missed"])
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
