/// A platform an item or a section can be limited to (`platforms: [iOS, iPadOS]`): the
/// systems a settings screen runs on, by the names their makers give them. `iOS` is the
/// iPhone's (and iPod touch's), `iPadOS` the iPad's, `macOS` the Mac's (an iPad app on a
/// Mac included), `visionOS` Apple Vision's (`xrOS` in its SDK), `android` Android's.
public enum SpecPlatform: String, CaseIterable, Comparable, Sendable {
    case iOS
    case iPadOS
    case macOS
    case visionOS
    case tvOS
    case watchOS
    case android

    /// Every platform's name, in the order above.
    public static let names: [String] = allCases.map(\.rawValue)

    /// Other names people write for a platform, for a "did you mean": SDK names, device
    /// names and the `Platform` and `SupportedUserInterfaceIdioms` values of Settings.bundles.
    static let otherNames: [String: SpecPlatform] = [
        "xros": .visionOS, "vision": .visionOS, "iphone": .iOS, "phone": .iOS, "ipad": .iPadOS, "pad": .iPadOS, "mac": .macOS,
        "macosx": .macOS, "osx": .macOS, "maccatalyst": .macOS, "catalyst": .macOS, "tv": .tvOS, "appletv": .tvOS, "watch": .watchOS,
    ]

    /// The platform meant by a name that is none of `names`: one another name stands for,
    /// else the closest by spelling; nil when none is close.
    static func suggestion(for name: String) -> SpecPlatform? {
        let folded = name.lowercased().filter { $0.isLetter }
        if let platform = otherNames[folded] { return platform }
        return Suggestion.closest(to: name, among: names).flatMap(SpecPlatform.init(rawValue:))
    }

    public static func < (lhs: SpecPlatform, rhs: SpecPlatform) -> Bool {
        allCases.firstIndex(of: lhs) ?? 0 < allCases.firstIndex(of: rhs) ?? 0
    }

    /// The platforms of an item in its section: those both list; nil when neither does.
    public static func effective(_ item: PreferenceItem, in section: PreferenceSection?) -> Set<SpecPlatform>? {
        switch (item.platforms?.platforms, section?.platformSet) {
        case (nil, nil): nil
        case (let own?, nil): own
        case (nil, let inherited?): inherited
        case (let own?, let inherited?): own.intersection(inherited)
        }
    }

    /// Whether two lists of platforms (nil for every platform) share one.
    public static func overlap(_ lhs: Set<SpecPlatform>?, _ rhs: Set<SpecPlatform>?) -> Bool {
        guard let lhs, let rhs else { return true }
        return !lhs.isDisjoint(with: rhs)
    }
}

/// `platforms: [iOS, iPadOS]` as written: each name where it is written, known or not
/// (`unknown-platform` reports the others).
public struct PlatformList: Sendable {
    public let names: [Located<String>]
    /// The whole list.
    public let range: SourceSpan

    public init(names: [Located<String>], range: SourceSpan) {
        self.names = names
        self.range = range
    }

    /// The platforms named, leaving out the unknown names.
    public var platforms: Set<SpecPlatform> { Set(names.compactMap { SpecPlatform(rawValue: $0.value) }) }
}
