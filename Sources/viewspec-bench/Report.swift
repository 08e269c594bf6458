import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// One timed run: wall time, and the processor time all threads spent in it.
struct Timing {
    var wallSeconds: Double
    var cpuSeconds: Double

    /// Times `body`. What it returns is released only after the clock has stopped, as
    /// `viewspecc` leaves what it compiled to the end of the process.
    static func of<Kept>(_ body: () throws -> Kept) rethrows -> Timing {
        try measure(processorTimeOf: RUSAGE_SELF, body)
    }

    /// Times `body`, which runs child processes and waits for them; the processor time is
    /// theirs.
    static func ofChildren(_ body: () throws -> Void) rethrows -> Timing {
        try measure(processorTimeOf: RUSAGE_CHILDREN, body)
    }

    private static func measure<Kept>(processorTimeOf who: __rusage_who, _ body: () throws -> Kept) rethrows -> Timing {
        let cpuBefore = processorSeconds(of: who)
        let start = DispatchTime.now().uptimeNanoseconds
        let kept = try body()
        let wall = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        let timing = Timing(wallSeconds: wall, cpuSeconds: processorSeconds(of: who) - cpuBefore)
        withExtendedLifetime(kept) {}
        return timing
    }

    /// User and system time of the whole process (every thread included), or of the child
    /// processes it has waited for.
    private static func processorSeconds(of who: __rusage_who) -> Double {
        var usage = rusage()
        getrusage(who.rawValue, &usage)
        func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
        return seconds(usage.ru_utime) + seconds(usage.ru_stime)
    }
}

/// The results as a table: medians, throughput, cores kept busy, ratios to the floor, and
/// paired ratios to libyaml's events on every core.
///
/// Each repetition times the floor and then every stage, so a stage's runs pair with the
/// floor's: the median of the paired ratios is the figure a machine whose speed drifts
/// from one repetition to the next disturbs least.
struct Report {
    var workload: Workload
    var timings: [Stage: [Timing]]
    /// The bytes of the project's layout, every document and the index, as `viewspecc
    /// build` writes them; nil when not measured.
    var layoutBytes: Int?

    /// The aim for the layout's size: at most this many times the specs'.
    static let layoutSizeAim = 3.0

    func table() -> String {
        guard let floorRuns = timings[.floor], !floorRuns.isEmpty else { return "" }
        let floor = Self.medianWall(floorRuns)
        let floorMinimum = floorRuns.map(\.wallSeconds).min()!
        // The ratio of the fastest runs as well: on a shared machine a slow moment weighs on
        // the short floor more than on the longer stages.
        // Paired too: libyaml's share of a stage's time, on the cores the stage uses.
        let everyCoreRuns = timings[.eventsOnEveryCore] ?? []
        let header = [
            "stage", "median ms", "min ms", "MB/s", "files/s", "cores busy", "x floor", "x floor (paired)", "x floor (min)",
            "x events every core (paired)", "aim",
        ]
        var rows: [[String]] = []
        for stage in Stage.allCases {
            guard let runs = timings[stage], !runs.isEmpty else { continue }
            let median = Self.medianWall(runs)
            let minimum = runs.map(\.wallSeconds).min()!
            let busy = Self.median(runs.map { $0.cpuSeconds / max($0.wallSeconds, 1e-9) })
            let ratio = median / floor
            let pairedRatio = Self.pairedRatio(of: runs, to: floorRuns)
            rows.append([
                stage.label,
                Self.fixed(median * 1000, 1),
                Self.fixed(minimum * 1000, 1),
                Self.fixed(Double(workload.bytes) / 1e6 / median, 1),
                Self.fixed(Double(workload.files) / median, 0),
                Self.fixed(busy, 2),
                stage == .floor ? "1.00" : Self.fixed(ratio, 2),
                stage == .floor ? "1.00" : Self.fixed(pairedRatio, 2),
                stage == .floor ? "1.00" : Self.fixed(minimum / floorMinimum, 2),
                everyCoreRuns.isEmpty ? "" : Self.fixed(Self.pairedRatio(of: runs, to: everyCoreRuns), 2),
                stage.aim.map { Self.verdict(ratio, aim: $0) } ?? "",
            ])
        }
        let widths = header.indices.map { column in ([header] + rows).map { $0[column].count }.max()! }
        func format(_ row: [String]) -> String {
            row.enumerated().map { column, cell in
                column == 0 ? cell.padding(toLength: widths[0], withPad: " ", startingAt: 0)
                    : String(repeating: " ", count: widths[column] - cell.count) + cell
            }.joined(separator: "  ")
        }
        let rule = widths.map { String(repeating: "-", count: $0) }.joined(separator: "  ")
        var lines = [format(header), rule] + rows.map(format)
        // The preview is a build that also draws pages: its cost is read against the build's.
        if let previewRuns = timings[.preview], let buildRuns = timings[.build], !previewRuns.isEmpty, !buildRuns.isEmpty {
            lines.append("")
            lines.append(
                "preview / build: \(Self.fixed(Self.medianWall(previewRuns) / Self.medianWall(buildRuns), 2)) (medians), "
                    + "\(Self.fixed(Self.pairedRatio(of: previewRuns, to: buildRuns), 2)) (paired)")
        }
        if let layoutBytes {
            let ratio = Double(layoutBytes) / Double(max(workload.bytes, 1))
            lines.append("")
            lines.append(
                "layout / specs: \(Self.fixed(ratio, 2)) (\(Self.megabytes(layoutBytes)) MB of layout for \(Self.megabytes(workload.bytes)) MB of specs), "
                    + "aim \(Self.verdict(ratio, aim: Self.layoutSizeAim))")
        }
        return lines.joined(separator: "\n")
    }

    static func megabytes(_ bytes: Int) -> String { fixed(Double(bytes) / 1e6, 1) }

    /// Whether `ratio` is within `aim`, and if not by how much: a ratio that rounds to the
    /// aim in the table's two decimals (1.502 against 1.5) would otherwise read as met.
    static func verdict(_ ratio: Double, aim: Double) -> String {
        let judged = "<= \(fixed(aim, 1))"
        return ratio <= aim ? judged + " met" : judged + " missed by \(fixed((ratio / aim - 1) * 100, 1))%"
    }

    private static func medianWall(_ runs: [Timing]) -> Double { median(runs.map(\.wallSeconds)) }

    /// The median of each repetition's time over the same repetition's time of `baseline`.
    private static func pairedRatio(of runs: [Timing], to baseline: [Timing]) -> Double {
        median(zip(runs, baseline).map { $0.wallSeconds / max($1.wallSeconds, 1e-9) })
    }

    private static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
    }

    private static func fixed(_ value: Double, _ decimals: Int) -> String {
        String(format: "%.\(decimals)f", value)
    }
}
