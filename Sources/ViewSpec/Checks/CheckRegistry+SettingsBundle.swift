// The checks in Checks/SettingsBundle/. Add a new check of this group here.

extension CheckRegistry {
    /// What an exported Settings.bundle cannot say; opt-in, enabled when one is exported.
    static let settingsBundle: [any Check.Type] = [
        NotInSettingsBundleCheck.self,
        NotInSettingsAppCheck.self,
    ]

    /// The checks to enable for a Settings.bundle exported in `dialect`.
    public static func settingsBundleChecks(for dialect: SettingsBundleDialect) -> [String] {
        switch dialect {
        case .apple: settingsBundle.map { $0.description.id.code }
        case .inAppSettingsKit: [NotInSettingsBundleCheck.description.id.code]
        }
    }
}
