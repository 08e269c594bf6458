/// A Settings.bundle's files: property lists in the bundle's top folder, and strings
/// tables in one folder per localization.
public struct SettingsBundleOutput: Sendable {
    /// A property list or strings table (`Root.plist`, `Root.strings`).
    public typealias File = GeneratedFile

    public struct Localization: Sendable, Equatable {
        /// The folder, such as `en.lproj`.
        public var folder: String
        public var tables: [File]
    }

    /// The panes, `Root.plist` first.
    public var panes: [File]
    /// The strings tables, by localization folder; none when no text is localized.
    public var localizations: [Localization]

    /// The name of the folder that holds the default texts of localized titles.
    ///
    /// `en.lproj`, as Xcode's Settings.bundle template has it: the Settings app looks a
    /// table up in the localization matching the device's languages, and a bundle without
    /// a table for the development language shows the localization keys themselves.
    public static let defaultLocalizationFolder = "en.lproj"
}
