/// How specs write a Date field's moment: `YYYY-MM-DDTHH:MM:SSZ`, an ISO 8601 date and
/// time in UTC with whole seconds, as property lists write dates too.
public enum SpecDate {
    /// A Date field without a declared default starts here: the Unix epoch.
    public static let zeroText = "1970-01-01T00:00:00Z"
    /// The form shown in messages.
    public static let exampleText = "2026-01-01T08:00:00Z"
    /// Seconds from 1970-01-01 to 2001-01-01, the reference date of property lists and Foundation.
    static let referenceOffset: Double = 978_307_200

    /// Seconds since 2001-01-01 00:00:00 UTC of a moment written in the spec's form; nil
    /// for any other text, or an impossible date.
    public static func secondsSinceReferenceDate(_ text: String) -> Double? {
        guard let seconds = PropertyListDate.secondsSinceReferenceDate(parsing: text),
            PropertyListDate.text(secondsSinceReferenceDate: seconds) == text
        else { return nil }
        return seconds
    }

    /// The spec's form of a moment, seconds since 2001-01-01 00:00:00 UTC (whole seconds,
    /// rounded down); nil out of the years 0 to 9999.
    public static func text(secondsSinceReferenceDate seconds: Double) -> String? {
        PropertyListDate.text(secondsSinceReferenceDate: seconds)
    }

    /// The one plain correction of a text that is nearly the spec's form: a date without its
    /// time (midnight), a time without seconds, a space for the 'T', a lower-case 't' or
    /// 'z'. Nil when there is none, or more than one reading (a time without its zone).
    public static func correction(of text: String) -> String? {
        var candidate = text.trimmingSpaces
        if candidate.count >= 11 {
            let index = candidate.index(candidate.startIndex, offsetBy: 10)
            if candidate[index] == " " || candidate[index] == "t" { candidate.replaceSubrange(index...index, with: "T") }
        }
        if candidate.hasSuffix("z") { candidate = String(candidate.dropLast()) + "Z" }
        // A date alone is that day's midnight, in UTC as every moment of a spec.
        if candidate.utf8.count == 10 { candidate += "T00:00:00Z" }
        guard let seconds = PropertyListDate.secondsSinceReferenceDate(parsing: candidate),
            let corrected = PropertyListDate.text(secondsSinceReferenceDate: seconds), corrected != text
        else { return nil }
        return corrected
    }
}

extension String {
    fileprivate var trimmingSpaces: String {
        var text = Substring(self)
        while text.first == " " { text = text.dropFirst() }
        while text.last == " " { text = text.dropLast() }
        return String(text)
    }
}
