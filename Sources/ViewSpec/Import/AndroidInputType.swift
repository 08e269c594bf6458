/// A text preference's `android:inputType` (`number|numberSigned`, `textPassword`), read as
/// a text field's options. The framework's `EditTextPreference` hands the attribute to its
/// field; androidx's does not, so it is found in older screens only.
struct AndroidInputType {
    /// The options of the text field, in the order a spec writes them.
    var options: [(key: String, value: ImportedItem.Option)] = []
    /// Flags the spec language has no option for, as written.
    var unknownFlags: [String] = []

    init(_ written: String) {
        let flags = Set(written.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty })
        var remaining = flags
        func take(_ flag: String) -> Bool { remaining.remove(flag) != nil }

        let secure = ["textPassword", "textWebPassword", "numberPassword"].map(take).contains(true)
        // A field shown hidden has one line in the spec language (secure-multiline-text):
        // the flag stays unknown, so that leaving it out is reported.
        if !secure, take("textMultiLine") { options.append(("multiline", .flag(true))) }
        if secure { options.append(("secure", .flag(true))) }
        if let keyboard = Self.keyboard(flags, take: take) { options.append(("keyboard", .word(keyboard))) }
        if take("textCapCharacters") {
            options.append(("autocapitalization", .word("all")))
        } else if take("textCapWords") {
            options.append(("autocapitalization", .word("words")))
        } else if take("textCapSentences") {
            options.append(("autocapitalization", .word("sentences")))
        }
        if take("textNoSuggestions") {
            options.append(("autocorrection", .word("disabled")))
        } else if take("textAutoCorrect") {
            options.append(("autocorrection", .word("enabled")))
        }
        unknownFlags = remaining.sorted()
    }

    /// The keyboard of the input class and its variation (docs/import.md has the table):
    /// `number` digits, with `numberDecimal` a decimal point, with `numberSigned` a minus
    /// sign, which only the numbers-and-punctuation keyboard has. Nil for plain text.
    private static func keyboard(_ flags: Set<String>, take: (String) -> Bool) -> String? {
        if flags.contains("numberSigned") {
            for flag in ["numberSigned", "numberDecimal", "number"] { _ = take(flag) }
            return "numbersAndPunctuation"
        }
        if take("numberDecimal") {
            _ = take("number")
            return "decimal"
        }
        if take("number") || flags.contains("numberPassword") { return "number" }
        if take("phone") { return "phone" }
        if take("textEmailAddress") || take("textWebEmailAddress") { return "email" }
        if take("textUri") { return "url" }
        _ = take("text")
        return nil
    }
}
