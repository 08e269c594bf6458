/// The picture beside a row's title (`icon: NAME`, or `icon: {ios: NAME, android: NAME}`
/// where the platforms' assets are named differently): an image of the app's assets, an
/// asset catalogue image or an SF Symbol on iOS, a drawable resource on Android.
public struct ItemIcon: Sendable {
    /// The name on iOS (InAppSettingsKit's `IASKCellImage`); nil when the spec gives none
    /// there.
    public let ios: Located<String>?
    /// The name on Android (`android:icon="@drawable/NAME"`); nil when the spec gives none
    /// there.
    public let android: Located<String>?
    /// Whether one name is written for both platforms (`icon: NAME`).
    public let isShared: Bool
    /// Where the value of `icon` is written.
    public let range: SourceSpan
    /// The whole `icon` entry of the item's mapping with what separates it from its
    /// neighbours, which removing the key removes.
    public let entryRange: SourceSpan

    public init(ios: Located<String>?, android: Located<String>?, isShared: Bool, range: SourceSpan, entryRange: SourceSpan? = nil) {
        self.ios = ios
        self.android = android
        self.isShared = isShared
        self.range = range
        self.entryRange = entryRange ?? range
    }

    /// One name for both platforms.
    public init(shared name: Located<String>, entryRange: SourceSpan? = nil) {
        self.init(ios: name, android: name, isShared: true, range: name.range, entryRange: entryRange)
    }

    /// Whether `name` can name an Android resource: a lower-case letter, then lower-case
    /// letters, digits and underscores (`ic_settings`), as a drawable's file name must be,
    /// and no Java keyword, since each resource is a field of the app's `R` class.
    public static func isAndroidResourceName(_ name: String) -> Bool {
        guard let first = name.utf8.first, first >= UInt8(ascii: "a"), first <= UInt8(ascii: "z") else { return false }
        return name.utf8.allSatisfy { byte in
            (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
        } && !JavaKeywords.all.contains(name)
    }

    /// Whether `name` can name an image at all: not empty, without white space or control
    /// characters.
    public static func isImageName(_ name: String) -> Bool {
        !name.isEmpty && !name.unicodeScalars.contains { $0.properties.isWhitespace || $0.properties.generalCategory == .control }
    }

    /// Whether `text` references an image resource that is not one of the app's drawables
    /// by name: a launcher icon (`@mipmap/ic_launcher`), the framework's
    /// (`@android:drawable/ic_menu_info_details`) or a library's drawable.
    public static func isAndroidImageReference(_ text: String) -> Bool {
        guard let reference = AndroidResourceReference(text) else { return false }
        return reference.type == "drawable" || reference.type == "mipmap"
    }

    /// The Android name the layout and the generated Swift give: a drawable's resource name,
    /// or the image resource an `android:` icon references as written (`@mipmap/ic_launcher`);
    /// nil where there is none, or it cannot be written.
    public var exportedAndroidName: String? {
        guard let name = android?.value else { return nil }
        return Self.isAndroidResourceName(name) || (!isShared && Self.isAndroidImageReference(name)) ? name : nil
    }

    /// `android:icon` as the Android export writes it: the app's drawable of the name
    /// (`@drawable/NAME`), or the image resource referenced; nil where there is none.
    public var exportedAndroidReference: String? {
        exportedAndroidName.map { $0.hasPrefix("@") ? $0 : "@drawable/\($0)" }
    }

    /// The name the InAppSettingsKit export writes (`IASKCellImage`): the iOS name where it
    /// names an image; nil where there is none.
    public var exportedIOSName: String? {
        guard let name = ios?.value, Self.isImageName(name) else { return nil }
        return name
    }
}
