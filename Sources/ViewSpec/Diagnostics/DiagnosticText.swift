/// The limits on what a diagnostic's message may quote from the input (docs/limits.md).
///
/// Messages quote keys, names and values between single quotes, and the input decides how
/// long those are: without a limit, a three-megabyte key made a three-megabyte report, in
/// every format and once more for each note that named it. Every message, note and fix-it
/// message is cut to these limits when it is made, so no report grows with the length of
/// what it quotes.
public enum DiagnosticText {
    /// The most characters (Unicode scalars) of one quoted key or value a message shows.
    public static let quoteLimit = 80
    /// The most characters of a whole message, whatever it quotes.
    public static let messageLimit = 2_000

    /// `message` with each quoted text longer than `quoteLimit` shortened, then the whole
    /// cut to `messageLimit`. A quotation opens at a `'` that does not follow a letter or a
    /// digit and closes at the next `'` that no letter or digit follows, so the apostrophe
    /// of "can't" is not taken for a quote.
    public static func capped(_ message: String) -> String {
        let scalars = Array(message.unicodeScalars)
        guard scalars.count > quoteLimit + 2 else { return message }
        var output = String.UnicodeScalarView()
        var index = 0
        var copiedUpTo = 0
        scan: while index < scalars.count {
            guard scalars[index] == "'", index == 0 || !isWordCharacter(scalars[index - 1]) else {
                index += 1
                continue
            }
            var close = index + 1
            while close < scalars.count, !(scalars[close] == "'" && (close + 1 == scalars.count || !isWordCharacter(scalars[close + 1]))) {
                close += 1
            }
            // No closing quote after this one: none after any later one either.
            guard close < scalars.count else { break scan }
            if close - index - 1 > quoteLimit {
                output.append(contentsOf: scalars[copiedUpTo...index])
                output.append(contentsOf: shortened(scalars[(index + 1)..<close]))
                copiedUpTo = close
            }
            index = close + 1
        }
        output.append(contentsOf: scalars[copiedUpTo...])
        guard output.count > messageLimit else { return String(output) }
        let kept = Array(output)
        let tail = messageLimit / 4
        let head = messageLimit - tail - 1
        var whole = String.UnicodeScalarView(kept[..<head])
        whole.append("…")
        whole.append(contentsOf: kept[(kept.count - tail)...])
        return String(whole)
    }

    /// `text` cut to `quoteLimit` characters: its start and its end around `…`, so that
    /// two long names that differ only at one end still read differently.
    public static func shortened(_ text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        guard scalars.count > quoteLimit else { return text }
        return String(shortened(scalars[...]))
    }

    private static func shortened(_ scalars: ArraySlice<Unicode.Scalar>) -> String.UnicodeScalarView {
        guard scalars.count > quoteLimit else { return String.UnicodeScalarView(scalars) }
        let tail = quoteLimit / 4
        let head = quoteLimit - tail - 1
        var view = String.UnicodeScalarView(scalars.prefix(head))
        view.append("…")
        view.append(contentsOf: scalars.suffix(tail))
        return view
    }

    private static func isWordCharacter(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isAlphabetic || scalar.properties.numericType != nil
    }
}
