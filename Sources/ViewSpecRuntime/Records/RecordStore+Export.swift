import Foundation

extension RecordStore {
    /// The records as tab-separated text: a header line of field names (unless
    /// `includeHeader` is false), then one line per record, each line ending in "\n".
    ///
    /// Values are written so that every line has exactly one tab between fields and no
    /// line breaks inside them:
    /// - a backslash becomes `\\`, a tab `\t`, a line feed `\n`, a carriage return `\r`;
    /// - an absent value of an optional field is `\N`, so it differs from an empty string;
    /// - Bool is `true` or `false`, Float in its shortest exact form (`0.8`, `1.0`), Date
    ///   as `YYYY-MM-DDTHH:MM:SSZ` in UTC (whole seconds);
    /// - an enumeration case is its raw value; a set of cases is its raw values in
    ///   declaration order joined by `,`, with a `,` inside a raw value written `\,`.
    ///
    /// With `includeIDs`, the first column is the record id (`id` in the header).
    public func tabSeparatedText(includeHeader: Bool = true, includeIDs: Bool = false) -> String {
        var lines: [String] = []
        if includeHeader {
            lines.append(((includeIDs ? ["id"] : []) + schema.fields.map { TabSeparated.escape($0.name) }).joined(separator: "\t"))
        }
        for entry in entries {
            let values = schema.fields.map { TabSeparated.text(for: $0.read(entry.record)) }
            lines.append(((includeIDs ? [String(entry.id.rawValue)] : []) + values).joined(separator: "\t"))
        }
        return lines.map { $0 + "\n" }.joined()
    }
}

/// The tab-separated text form of values.
enum TabSeparated {
    static func text(for value: FieldValue) -> String {
        switch value {
        case .null: "\\N"
        case .int(let number): String(number)
        case .float(let number): String(number)
        case .bool(let flag): flag ? "true" : "false"
        case .string(let text): escape(text)
        case .date(let moment): iso8601Text(moment)
        case .enumCase(let raw): escape(raw.text)
        case .list(let elements):
            elements.map { text(for: $0).replacingOccurrences(of: ",", with: "\\,") }.joined(separator: ",")
        case .enumSet(let raws):
            raws.map { escape($0.text).replacingOccurrences(of: ",", with: "\\,") }.joined(separator: ",")
        }
    }

    static func escape(_ text: String) -> String {
        var result = ""
        for character in text.unicodeScalars {
            switch character {
            case "\\": result += "\\\\"
            case "\t": result += "\\t"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            default: result.unicodeScalars.append(character)
            }
        }
        return result
    }
}

extension EnumRawValue {
    /// The raw value as plain text.
    var text: String {
        switch self {
        case .int(let number): String(number)
        case .string(let text): text
        }
    }
}
