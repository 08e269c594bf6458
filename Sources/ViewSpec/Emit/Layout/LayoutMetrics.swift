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
    /// Each line a section's title or footer wraps onto beyond its first.
    public var textLineHeight: Double = 16
    /// The width a character of a title or footer takes, on average; East Asian wide
    /// characters and emoji take twice as much.
    public var averageCharacterWidth: Double = 7
    /// Left and right margin of a title or footer's text inside its frame.
    public var textInset: Double = 16

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
            ("textLineHeight", .double(textLineHeight)),
            ("averageCharacterWidth", .double(averageCharacterWidth)),
            ("textInset", .double(textInset)),
        ])
    }

    /// The lines `text` takes in a frame `width` wide, by the estimate of docs/layout.md:
    /// each of its paragraphs (separated by line breaks) takes as many lines as its
    /// characters' widths fill, and at least one. ViewSpec has no fonts to measure, so this
    /// is the plan every consumer agrees on, not what a font would give.
    public func lineCount(of text: String, width: Double) -> Int {
        let available = max(width - 2 * textInset, averageCharacterWidth)
        var lines = 0
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let columns = paragraph.unicodeScalars.reduce(0) { $0 + TextDiagnosticRenderer.displayWidth($1) }
            lines += max(1, Int((Double(columns) * averageCharacterWidth / available).rounded(.up)))
        }
        return max(lines, 1)
    }

    /// The height of a header or footer whose one-line height is `base`, holding `text`.
    func wrappedHeight(_ base: Double, text: Text, width: Double) -> Double {
        base + Double(lineCount(of: text.estimatedText, width: width) - 1) * textLineHeight
    }
}

extension Text {
    /// What a renderer shows when it has no translation: a literal, or a localized text's
    /// default (else its key). Heights are estimated from it.
    var estimatedText: String {
        switch self {
        case .literal(let text): text
        case .localized(let key, let fallback): fallback ?? key
        }
    }
}
