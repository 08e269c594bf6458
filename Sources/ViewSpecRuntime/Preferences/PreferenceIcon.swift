/// The picture beside a preference row's title (`icon:` in the spec): an image of the app's
/// assets, named for each platform. A platform without a name shows no icon.
public struct PreferenceIcon: Hashable, Sendable {
    /// The image on Apple's platforms: an asset catalogue image or an SF Symbol, looked up
    /// as InAppSettingsKit's `IASKCellImage` is (the asset first, then the symbol).
    public let ios: String?
    /// The drawable resource on Android (`R.drawable.<android>`).
    public let android: String?

    public init(ios: String? = nil, android: String? = nil) {
        self.ios = ios
        self.android = android
    }

    /// The name of the image `platform` shows: the Android name on Android, the iOS name on
    /// every other platform; nil where it shows none.
    public func name(on platform: Platform?) -> String? {
        platform == .android ? android : ios
    }
}
