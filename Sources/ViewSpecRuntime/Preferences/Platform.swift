#if canImport(UIKit) && (os(iOS) || os(visionOS))
    import UIKit
#endif

/// A platform a preference item or section can be limited to (`platforms:` in the spec):
/// `iOS` is the iPhone's (and iPod touch's), `iPadOS` the iPad's, `macOS` the Mac's (an
/// iPad app on a Mac included), `visionOS` Apple Vision's, `android` Android's. The raw
/// value is the name the spec writes.
public enum Platform: String, Hashable, Sendable, CaseIterable {
    case iOS
    case iPadOS
    case macOS
    case visionOS
    case tvOS
    case watchOS
    case android

    /// The platform the app runs on; nil on a system none of the cases names (Linux, say),
    /// where every item is shown. On iOS it tells an iPad (`iPadOS`) and a Mac running the
    /// app (`macOS`) from an iPhone by the device's interface idiom.
    @MainActor
    public static var current: Platform? {
        #if os(visionOS)
            return .visionOS
        #elseif os(iOS)
            #if canImport(UIKit)
                switch UIDevice.current.userInterfaceIdiom {
                case .pad: return .iPadOS
                case .mac: return .macOS
                default: return .iOS
                }
            #else
                return .iOS
            #endif
        #elseif os(macOS)
            return .macOS
        #elseif os(tvOS)
            return .tvOS
        #elseif os(watchOS)
            return .watchOS
        #elseif os(Android)
            return .android
        #else
            return nil
        #endif
    }
}
