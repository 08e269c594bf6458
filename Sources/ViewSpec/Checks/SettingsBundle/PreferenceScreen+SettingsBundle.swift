extension PreferenceScreen {
    /// The rows an exported Settings.bundle holds, in order: every row but a list section's
    /// (judged with its list) and those of a section or row for no Apple platform, which the
    /// export leaves out whole and not-in-settings-bundle reports once, not part by part.
    var rowsInSettingsBundle: [PreferenceItem] {
        sectionsInSettingsBundle.flatMap { section in
            section.items.filter { SettingsBundlePlatforms.isExported(SpecPlatform.effective($0, in: section)) }
        }
    }

    /// The sections an exported Settings.bundle holds: those for some Apple platform.
    var sectionsInSettingsBundle: [PreferenceSection] {
        sections.filter { SettingsBundlePlatforms.isExported($0.platformSet) }
    }
}
