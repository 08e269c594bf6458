/// Dates of property lists: seconds since 2001-01-01 00:00:00 UTC, written in XML as
/// `YYYY-MM-DDTHH:MM:SSZ`. Converted with the proleptic Gregorian calendar by arithmetic
/// alone, so the text never depends on the machine's time zone or calendar settings.
enum PropertyListDate {
    /// Days from 1970-01-01 to 2001-01-01.
    private static let referenceDay: Int64 = 11_323

    /// `YYYY-MM-DDTHH:MM:SSZ`, as Core Foundation writes a date: whole seconds, rounded down.
    static func text(secondsSinceReferenceDate seconds: Double) -> String? {
        guard seconds.isFinite, abs(seconds) < 1e14 else { return nil }
        let whole = Int64(seconds.rounded(.down))
        var days = whole / 86_400
        var secondOfDay = whole % 86_400
        if secondOfDay < 0 {
            secondOfDay += 86_400
            days -= 1
        }
        let (year, month, day) = civilDate(fromDaysSinceEpoch: days + referenceDay)
        guard (0...9999).contains(year) else { return nil }
        func padded(_ value: Int64, _ width: Int) -> String { String(value).zeroPadded(to: width) }
        return "\(padded(year, 4))-\(padded(month, 2))-\(padded(day, 2))T\(padded(secondOfDay / 3600, 2)):\(padded(secondOfDay / 60 % 60, 2)):\(padded(secondOfDay % 60, 2))Z"
    }

    /// The seconds of `YYYY-MM-DDTHH:MM:SSZ` (Core Foundation also reads a date without its
    /// time or its seconds); nil for anything else or an impossible date.
    static func secondsSinceReferenceDate(parsing text: String) -> Double? {
        let bytes = Array(text.utf8)
        func number(_ start: Int, _ count: Int) -> Int64? {
            guard start + count <= bytes.count else { return nil }
            var value: Int64 = 0
            for byte in bytes[start..<(start + count)] {
                guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
                value = value * 10 + Int64(byte - UInt8(ascii: "0"))
            }
            return value
        }
        func at(_ offset: Int, _ character: Character) -> Bool {
            offset < bytes.count && bytes[offset] == character.asciiValue
        }
        guard let year = number(0, 4), at(4, "-"), let month = number(5, 2), at(7, "-"), let day = number(8, 2) else { return nil }
        var hour: Int64 = 0, minute: Int64 = 0, second: Int64 = 0
        var end = 10
        if at(10, "T") {
            guard let parsedHour = number(11, 2), at(13, ":"), let parsedMinute = number(14, 2) else { return nil }
            hour = parsedHour
            minute = parsedMinute
            end = 16
            if at(16, ":") {
                guard let parsedSecond = number(17, 2) else { return nil }
                second = parsedSecond
                end = 19
            }
        }
        guard at(end, "Z"), end + 1 == bytes.count else { return nil }
        guard (1...12).contains(month), (1...daysIn(month: month, year: year)).contains(day), hour < 24, minute < 60, second < 60 else { return nil }
        let days = daysSinceEpoch(year: year, month: month, day: day) - referenceDay
        return Double(days * 86_400 + hour * 3600 + minute * 60 + second)
    }

    private static func daysIn(month: Int64, year: Int64) -> Int64 {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// Howard Hinnant's `days_from_civil`.
    private static func daysSinceEpoch(year: Int64, month: Int64, day: Int64) -> Int64 {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// Howard Hinnant's `civil_from_days`.
    private static func civilDate(fromDaysSinceEpoch days: Int64) -> (Int64, Int64, Int64) {
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }
}
