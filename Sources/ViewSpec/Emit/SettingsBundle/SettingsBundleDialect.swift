/// Which reader a Settings.bundle is written for.
public enum SettingsBundleDialect: String, Sendable, CaseIterable {
    /// What iOS's Settings app reads: the specifiers Apple documents, nothing else.
    case apple
    /// InAppSettingsKit, which shows a Settings.bundle inside the app: Apple's specifiers
    /// and its own, buttons (`IASKButtonSpecifier`), links (`IASKOpenURLSpecifier`) and
    /// text field placeholders (`IASKPlaceholder`), and the in-app root `Root.inApp.plist`.
    case inAppSettingsKit = "inappsettingskit"
}
