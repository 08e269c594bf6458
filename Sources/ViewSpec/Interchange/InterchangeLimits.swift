/// What reading one property list, `.strings` table or Android resource file may cost,
/// whoever wrote it (docs/limits.md, "Native settings formats").
///
/// Each limit is checked before its cost is paid, so a hostile file is rejected quickly and
/// in bounded memory with a positioned error (`interchange-limit`).
package struct InterchangeLimits: Sendable, Equatable {
    /// The largest file read, in bytes. Settings files are small: the largest in a survey of
    /// real apps is 82 KB (a licence pane), and positions are kept in 32 bits.
    package var maximumFileSize: Int
    /// How deeply elements, arrays and dictionaries may nest. Readers never recurse deeper
    /// than this, so no file can exhaust the stack.
    package var maximumDepth: Int
    /// How many values a binary property list may expand to. Its objects may be shared, so
    /// a file of a few hundred bytes could otherwise stand for billions of values.
    package var maximumValueCount: Int
    /// How many bytes of strings and data a binary property list may expand to, for the
    /// same reason.
    package var maximumExpandedBytes: Int

    package init(maximumFileSize: Int = 16 << 20, maximumDepth: Int = 128, maximumValueCount: Int = 1_000_000, maximumExpandedBytes: Int = 64 << 20) {
        self.maximumFileSize = maximumFileSize
        self.maximumDepth = maximumDepth
        self.maximumValueCount = maximumValueCount
        self.maximumExpandedBytes = maximumExpandedBytes
    }

    package static let standard = InterchangeLimits()
}
