/// What importing one Settings.bundle may cost (docs/import.md, "Limits"): each file is
/// read under the readers' limits, and the panes a bundle's child panes reach are counted,
/// so that no bundle can make an import read without end.
package struct ImportLimits: Sendable, Equatable {
    package var interchange: InterchangeLimits
    /// The most panes (property lists) one import reads. The largest bundle in a survey of
    /// real apps has 12.
    package var maximumPaneCount: Int

    package init(interchange: InterchangeLimits = .standard, maximumPaneCount: Int = 1_000) {
        self.interchange = interchange
        self.maximumPaneCount = maximumPaneCount
    }

    package static let standard = ImportLimits()
}
