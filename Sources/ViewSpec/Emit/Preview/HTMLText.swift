/// Escaping of spec text for the places a preview page puts it.
enum HTMLText {
    /// Text for element content and quoted attribute values: every character that could end
    /// the text or start markup is written as a character reference.
    static func escaped(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// JSON made safe to sit inside `<script type="application/json">`: `<`, `>` and `&`
    /// become `\u003C`, `\u003E` and `\u0026`, so no text from a spec can close the element
    /// (`</script>`) or open a comment; U+2028 and U+2029 are escaped too (the writer already
    /// does, this keeps it so for any JSON). Those characters occur in JSON only inside
    /// strings, where the escapes mean the same characters.
    static func scriptSafeJSON(_ json: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(json.count + json.count / 16)
        var index = 0
        while index < json.count {
            let byte = json[index]
            switch byte {
            case UInt8(ascii: "<"): result += Array(#"\u003C"#.utf8)
            case UInt8(ascii: ">"): result += Array(#"\u003E"#.utf8)
            case UInt8(ascii: "&"): result += Array(#"\u0026"#.utf8)
            case 0xE2 where index + 2 < json.count && json[index + 1] == 0x80 && (json[index + 2] == 0xA8 || json[index + 2] == 0xA9):
                result += Array((json[index + 2] == 0xA8 ? #"\u2028"# : #"\u2029"#).utf8)
                index += 2
            default: result.append(byte)
            }
            index += 1
        }
        return result
    }
}
