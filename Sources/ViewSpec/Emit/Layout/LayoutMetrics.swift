/// The fixed sizes preference screens and tables are laid out with (docs/layout.md).
///
/// ViewSpec has no fonts to measure, so every row kind has one documented height, close
/// to UIKit's inset-grouped table style at the default text size. Renderers that measure
/// text may grow rows; the frames are the plan every consumer agrees on.
public struct LayoutMetrics: Sendable, Equatable {
    /// Space above a section that has a title, the title included.
    public var sectionHeaderHeight: Double = 38
    /// Space above a section without a title.
    public var untitledSectionHeaderHeight: Double = 18
    /// Every preference row, each radio option and each table row.
    public var rowHeight: Double = 44
    /// Space below a section that has a footer, one line of footer text included.
    public var sectionFooterHeight: Double = 34
    /// Space below a section without a footer.
    public var emptySectionFooterHeight: Double = 18
    /// Left and right margin of preference sections (inset-grouped style).
    public var horizontalInset: Double = 16
    /// Table rows span the table's full width with no margin.
    public var tableRowHeight: Double = 44

    public init() {}

    public static let standard = LayoutMetrics()

    var json: JSONValue {
        .object([
            ("sectionHeaderHeight", .double(sectionHeaderHeight)),
            ("untitledSectionHeaderHeight", .double(untitledSectionHeaderHeight)),
            ("rowHeight", .double(rowHeight)),
            ("sectionFooterHeight", .double(sectionFooterHeight)),
            ("emptySectionFooterHeight", .double(emptySectionFooterHeight)),
            ("horizontalInset", .double(horizontalInset)),
            ("tableRowHeight", .double(tableRowHeight)),
        ])
    }
}
