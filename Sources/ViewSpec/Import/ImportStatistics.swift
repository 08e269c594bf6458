/// How much of a source an import carried over, counted per specifier (a group included):
/// imported without loss, imported with something left out, or not imported at all.
package struct ImportStatistics: Sendable, Equatable {
    package var lossless = 0
    package var lossy = 0
    package var dropped = 0
    /// What is counted, for the summary: `specifier` (iOS), `preference` (Android).
    package var noun: String

    package init(noun: String = "specifier") {
        self.noun = noun
    }

    package var total: Int { lossless + lossy + dropped }

    /// The share imported without loss, in percent with one decimal: "87.5%".
    package var losslessShare: String {
        guard total > 0 else { return "100%" }
        let tenths = (lossless * 1000 + total / 2) / total
        return tenths % 10 == 0 ? "\(tenths / 10)%" : "\(tenths / 10).\(tenths % 10)%"
    }

    /// One line for a report: "120 specifiers: 100 without loss (83.3%), 15 with loss, 5 not imported".
    package var summary: String {
        "\(CompilationSummary.plural(total, noun)): \(lossless) without loss (\(losslessShare)), \(lossy) with loss, \(dropped) not imported"
    }

    /// What happened to one specifier.
    enum Outcome: Comparable {
        case lossless, lossy, dropped
    }

    mutating func count(_ outcome: Outcome) {
        switch outcome {
        case .lossless: lossless += 1
        case .lossy: lossy += 1
        case .dropped: dropped += 1
        }
    }
}
