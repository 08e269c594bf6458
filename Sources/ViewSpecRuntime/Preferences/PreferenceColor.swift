/// A colour as a colour picker stores it: `#RRGGBB` or `#AARRGGBB` in a String field, an
/// ARGB integer in an Int field, as Android's colour preference stores it (a signed 32-bit
/// number: opaque colours are negative).
public struct PreferenceColor: Hashable, Sendable {
    /// Alpha, red, green and blue, eight bits each, alpha highest.
    public let argb: UInt32

    public init(argb: UInt32) {
        self.argb = argb
    }

    /// Components from 0 to 1, each rounded to the nearest of 256 steps.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        func byte(_ component: Double) -> UInt32 {
            guard component.isFinite else { return 0 }
            return UInt32((min(1, max(0, component)) * 255).rounded())
        }
        argb = byte(alpha) << 24 | byte(red) << 16 | byte(green) << 8 | byte(blue)
    }

    /// `#RRGGBB` (opaque) or `#AARRGGBB`, in either case; nil for any other text.
    public init?(hex text: String) {
        let digits = text.utf8.dropFirst()
        guard text.utf8.first == UInt8(ascii: "#"), digits.count == 6 || digits.count == 8,
            digits.allSatisfy({ Self.isHexDigit($0) }), let value = UInt32(String(text.dropFirst()), radix: 16)
        else { return nil }
        argb = digits.count == 6 ? 0xFF00_0000 | value : value
    }

    /// An Int field's value: 0 through 0xFFFFFFFF, or a negative number as Android's signed
    /// colours are (-1 is opaque white); nil beyond either.
    public init?(integer: Int) {
        if integer >= 0, integer <= Int(UInt32.max) {
            argb = UInt32(integer)
        } else if integer < 0, integer >= Int(Int32.min) {
            argb = UInt32(bitPattern: Int32(integer))
        } else {
            return nil
        }
    }

    public var alpha: Double { Double(argb >> 24 & 0xFF) / 255 }
    public var red: Double { Double(argb >> 16 & 0xFF) / 255 }
    public var green: Double { Double(argb >> 8 & 0xFF) / 255 }
    public var blue: Double { Double(argb & 0xFF) / 255 }

    /// `#AARRGGBB`, or `#RRGGBB` without alpha (the colour made opaque), in upper case.
    public func hex(alpha: Bool = true) -> String {
        let digits = String(alpha ? argb : argb & 0x00FF_FFFF, radix: 16, uppercase: true)
        return "#" + String(repeating: "0", count: (alpha ? 8 : 6) - digits.count) + digits
    }

    /// The colour as Android stores it in an Int: a signed 32-bit ARGB number.
    public var integer: Int { Int(Int32(bitPattern: argb)) }

    /// The colour with its alpha made opaque.
    public var opaque: PreferenceColor { PreferenceColor(argb: argb | 0xFF00_0000) }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x46) || (byte >= 0x61 && byte <= 0x66)
    }
}

/// A colour picker item's colour, whatever its field stores (`colorPicker: F`): a String
/// field's `#RRGGBB` or `#AARRGGBB`, an Int field's ARGB number. Set, it stores the colour
/// in the field's form (without alpha, `#RRGGBB` and an opaque colour, where the picker
/// offers no opacity) through the field's `PreferenceBinding`, so observers hear it.
@MainActor
public struct PreferenceColorPicker: Sendable {
    private let read: @MainActor @Sendable () -> PreferenceColor?
    private let write: @MainActor @Sendable (PreferenceColor?) -> Void
    /// Whether the picker offers opacity (`alpha:`, true unless written false).
    public let supportsOpacity: Bool

    /// A String field's picker: nil while the field holds no colour.
    public init<Model: PreferenceModel>(_ binding: PreferenceBinding<Model, String>, supportsOpacity: Bool = true) {
        self.supportsOpacity = supportsOpacity
        read = { PreferenceColor(hex: binding.value) }
        write = { color in
            guard let color else { return }
            binding.value = supportsOpacity ? color.hex() : color.hex(alpha: false)
        }
    }

    /// An optional String field's picker: setting nil clears the field.
    public init<Model: PreferenceModel>(_ binding: PreferenceBinding<Model, String?>, supportsOpacity: Bool = true) {
        self.supportsOpacity = supportsOpacity
        read = { binding.value.flatMap { PreferenceColor(hex: $0) } }
        write = { color in binding.value = color.map { supportsOpacity ? $0.hex() : $0.hex(alpha: false) } }
    }

    /// An Int field's picker, storing the colour as Android does.
    public init<Model: PreferenceModel>(_ binding: PreferenceBinding<Model, Int>, supportsOpacity: Bool = true) {
        self.supportsOpacity = supportsOpacity
        read = { PreferenceColor(integer: binding.value) }
        write = { color in
            guard let color else { return }
            binding.value = (supportsOpacity ? color : color.opaque).integer
        }
    }

    /// An optional Int field's picker: setting nil clears the field.
    public init<Model: PreferenceModel>(_ binding: PreferenceBinding<Model, Int?>, supportsOpacity: Bool = true) {
        self.supportsOpacity = supportsOpacity
        read = { binding.value.flatMap { PreferenceColor(integer: $0) } }
        write = { color in binding.value = color.map { (supportsOpacity ? $0 : $0.opaque).integer } }
    }

    /// The field's colour; nil while it holds none. Setting nil clears an optional field and
    /// leaves another as it is.
    public var color: PreferenceColor? {
        get { read() }
        nonmutating set { write(newValue) }
    }
}

/// A sound picker item's options (`soundPicker: {field: F, sounds: alarm, …}`): which of the
/// system's sounds it lists, and whether it offers the default sound and silence. Its String
/// field holds the chosen sound's URI, "" for silence.
public struct PreferenceSoundPicker: Hashable, Sendable {
    /// Which sounds the picker lists (Android's `ringtoneType`).
    public enum Sounds: String, Hashable, Sendable, CaseIterable {
        case ringtone, notification, alarm, all
    }

    public let sounds: Sounds
    public let showsDefault: Bool
    public let showsSilent: Bool

    public init(sounds: Sounds = .ringtone, showsDefault: Bool = true, showsSilent: Bool = true) {
        self.sounds = sounds
        self.showsDefault = showsDefault
        self.showsSilent = showsSilent
    }

    /// What the field holds for silence.
    public static let silent = ""
}
