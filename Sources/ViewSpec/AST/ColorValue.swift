/// A colour as a colour picker stores it: `#RRGGBB` or `#AARRGGBB` in a String field, an
/// ARGB integer in an Int field (as Android's colour preference stores it).
public struct ColorValue: Hashable, Sendable {
    /// Alpha, red, green and blue, eight bits each, alpha highest.
    public let argb: UInt32

    public init(argb: UInt32) {
        self.argb = argb
    }

    /// `#RRGGBB` (opaque) or `#AARRGGBB`, in either case; nil for any other text.
    public init?(hex text: String) {
        guard text.hasPrefix("#") else { return nil }
        let digits = text.utf8.dropFirst()
        guard digits.count == 6 || digits.count == 8, digits.allSatisfy({ Self.isHexDigit($0) }), let value = UInt32(String(text.dropFirst()), radix: 16)
        else { return nil }
        argb = digits.count == 6 ? 0xFF00_0000 | value : value
    }

    /// An Int field's value: 0 through 0xFFFFFFFF, or a negative number as Android's
    /// signed 32-bit colours are (-1 is opaque white); nil beyond either.
    public init?(argb number: Int) {
        if number >= 0, number <= Int(UInt32.max) {
            argb = UInt32(number)
        } else if number < 0, number >= Int(Int32.min) {
            argb = UInt32(bitPattern: Int32(number))
        } else {
            return nil
        }
    }

    public var alpha: UInt8 { UInt8(argb >> 24) }

    /// `#AARRGGBB`, or `#RRGGBB` without alpha, in upper case.
    public func hex(alpha: Bool) -> String {
        let digits = String(alpha ? argb : argb & 0x00FF_FFFF, radix: 16, uppercase: true)
        let width = alpha ? 8 : 6
        return "#" + String(repeating: "0", count: width - digits.count) + digits
    }

    /// The text a fix-it offers for `text`, a colour written almost as a colour picker stores
    /// it: its six or eight digits without `#`, CSS's short `#RGB` or `#ARGB`, or `0x` for `#`; nil when
    /// it is none of those.
    public static func correction(of text: String) -> String? {
        var digits = Substring(text)
        var prefixed = true
        if digits.hasPrefix("#") {
            digits = digits.dropFirst()
        } else if digits.lowercased().hasPrefix("0x") {
            digits = digits.dropFirst(2)
        } else {
            prefixed = false
        }
        guard digits.utf8.allSatisfy({ isHexDigit($0) }) else { return nil }
        switch digits.count {
        // Three or four letters without '#' are likelier a word ("bad", "face") than a colour.
        case 3, 4: return prefixed ? "#" + digits.map { "\($0)\($0)" }.joined().uppercased() : nil
        case 6, 8: return "#" + digits.uppercased()
        default: return nil
        }
    }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x46) || (byte >= 0x61 && byte <= 0x66)
    }
}
