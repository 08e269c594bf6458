/// How a Settings.bundle says that a row or a group is for some platforms only, decided
/// once for the emitter, the importer and the checks that report what it cannot say.
///
/// Two keys say it. `SupportedUserInterfaceIdioms`, which both readers honour, lists the
/// devices that show the specifier: `Phone` and `Pad` for the Settings app, and `Mac` too
/// for InAppSettingsKit (an iPad app on a Mac). `Platform`, which neither reader reads,
/// names one system (`iOS`, `xrOS`, `tvOS`, `macOS`, `watchOS`) for a build step that
/// removes the specifier from the other systems' bundles, as UTM's does.
enum SettingsBundlePlatforms {
    /// The platforms a Settings.bundle is for: every platform but Android.
    static let apple: Set<SpecPlatform> = Set(SpecPlatform.allCases).subtracting([.android])

    /// The idioms a dialect's reader knows, by platform, in the order written.
    static func idioms(for dialect: SettingsBundleDialect) -> [(platform: SpecPlatform, idiom: String)] {
        switch dialect {
        case .apple: [(.iOS, "Phone"), (.iPadOS, "Pad")]
        case .inAppSettingsKit: [(.iOS, "Phone"), (.iPadOS, "Pad"), (.macOS, "Mac")]
        }
    }

    /// `Platform`'s values, each with the platforms it stands for.
    static let platformValues: [(value: String, platforms: Set<SpecPlatform>)] = [
        ("iOS", [.iOS, .iPadOS]), ("xrOS", [.visionOS]), ("visionOS", [.visionOS]), ("tvOS", [.tvOS]), ("macOS", [.macOS]),
        ("watchOS", [.watchOS]),
    ]

    /// What a specifier of the platforms writes.
    struct Keys: Equatable {
        var idioms: [String] = []
        var platform: String?
    }

    /// Whether a specifier for these platforms is in a Settings.bundle at all: not when
    /// they are Android alone.
    static func isExported(_ platforms: Set<SpecPlatform>?) -> Bool {
        guard let platforms else { return true }
        return !platforms.isDisjoint(with: apple)
    }

    /// The keys a specifier for these platforms writes; none for every Apple platform.
    static func keys(for platforms: Set<SpecPlatform>?, dialect: SettingsBundleDialect) -> Keys {
        guard let platforms else { return Keys() }
        let own = platforms.intersection(apple)
        guard own != apple, !own.isEmpty else { return Keys() }
        var keys = Keys()
        let idioms = Self.idioms(for: dialect)
        let known = Set(idioms.map(\.platform))
        // Idioms tell iPhone from iPad (and, for InAppSettingsKit, from a Mac): a row for
        // both shows wherever the iOS app runs, as a Settings.bundle's rows do (UTM's `iOS`).
        if own.isSubset(of: known), !own.isSuperset(of: [.iOS, .iPadOS]) {
            keys.idioms = idioms.filter { own.contains($0.platform) }.map(\.idiom)
        }
        // The one system the platforms are on, when they are on one (xrOS: as its SDK names it).
        keys.platform = platformValues.first { own.isSubset(of: $0.platforms) }?.value
        return keys
    }

    /// Whether the idioms the dialect's reader honours say exactly the platforms: true
    /// for every platform, or platforms among the devices it tells apart.
    static func isSaidByIdioms(_ platforms: Set<SpecPlatform>?, dialect: SettingsBundleDialect) -> Bool {
        guard let platforms else { return true }
        let own = platforms.intersection(apple)
        return own == apple || own.isSubset(of: Set(idioms(for: dialect).map(\.platform)))
    }

    /// The platforms a specifier's `Platform` and `SupportedUserInterfaceIdioms` say: those
    /// both allow; nil when it has neither. An unknown value is returned apart, for a report.
    static func platforms(platform: String?, idioms: [String]?) -> (platforms: Set<SpecPlatform>?, unknown: [String]) {
        var unknown: [String] = []
        var result: Set<SpecPlatform>?
        if let platform {
            if let entry = platformValues.first(where: { $0.value.lowercased() == platform.lowercased() }) {
                result = entry.platforms
            } else {
                unknown.append(platform)
            }
        }
        if let idioms {
            var devices: Set<SpecPlatform> = []
            for idiom in idioms {
                if let entry = Self.idioms(for: .inAppSettingsKit).first(where: { $0.idiom == idiom }) {
                    devices.insert(entry.platform)
                } else {
                    unknown.append(idiom)
                }
            }
            if !devices.isEmpty { result = result.map { $0.intersection(devices) } ?? devices }
        }
        return (result, unknown)
    }
}
