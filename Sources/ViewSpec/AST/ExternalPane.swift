/// A screen made outside the specs, opened by a row as a child pane is
/// (`childPane: {external: Name}`): by the app's own code, or a Settings.bundle pane file
/// a build step makes (`opening: file`). Not one of the project's preference screens.
public struct ExternalPane: Sendable {
    /// How InAppSettingsKit opens the screen: by making the view controller class the name
    /// names, or by performing the storyboard segue of that identifier.
    public enum Opening: String, Sendable, CaseIterable {
        case viewController
        case segue
        /// The Settings.bundle pane file of that name (`Name.plist`), which a build step
        /// makes (a list of licences, say): the Settings app opens it too.
        case file
    }

    /// The screen's name: a Swift type name, which the generated code lists for the app to
    /// make the screen from.
    public var name: Located<String>
    /// How InAppSettingsKit opens it, where the spec says; a view controller class when not.
    public var opening: Located<Opening>?
    /// The Android fragment class that makes the screen (`org.example.AboutFragment`), where
    /// it is not the name itself.
    public var fragment: Located<String>?
    /// The file the app's screen is made with (`file: settings_about.html`): a name or a
    /// relative path in the app's bundle, where the spec gives one. InAppSettingsKit makes
    /// the view controller class with `initWithFile:specifier:`, passing it; an Android
    /// fragment gets it as its `file` argument.
    public var file: File?
    /// The initializer InAppSettingsKit makes the view controller class with, where the
    /// spec names one (`selector: initWithFile:specifier:`): a selector of two arguments, to
    /// which it passes the file (or none) and the row's specifier; judged by
    /// external-pane-selector. Without it, a class given a file is made with
    /// `initWithFile:specifier:` and one without with `init`.
    public var selector: Selector?

    /// `selector:` as written, and what removing its entry removes (for a fix-it).
    public struct Selector: Sendable {
        public var name: Located<String>
        public var entryRange: SourceSpan

        public init(name: Located<String>, entryRange: SourceSpan) {
            self.name = name
            self.entryRange = entryRange
        }
    }

    /// `file:` as written, and what removing its entry removes (for a fix-it).
    public struct File: Sendable {
        public var path: Located<String>
        public var entryRange: SourceSpan

        public init(path: Located<String>, entryRange: SourceSpan) {
            self.path = path
            self.entryRange = entryRange
        }
    }

    public init(
        name: Located<String>, opening: Located<Opening>? = nil, fragment: Located<String>? = nil, file: File? = nil, selector: Selector? = nil
    ) {
        self.name = name
        self.opening = opening
        self.fragment = fragment
        self.file = file
        self.selector = selector
    }

    /// The initializer InAppSettingsKit makes the class with, where the spec makes it say
    /// one: the `selector:` written, else `initWithFile:specifier:` for a class given a
    /// file; nil for one made with `init`, a segue's screen and a pane file.
    public var selectorGiven: String? {
        guard openingOrDefault == .viewController else { return nil }
        return selector?.name.value ?? (file == nil ? nil : Self.fileInitializer)
    }

    /// The initializer InAppSettingsKit passes a file to (its own web view's).
    public static let fileInitializer = "initWithFile:specifier:"

    /// Whether `text` is an Objective-C selector of two arguments (`initWithFile:specifier:`),
    /// to which InAppSettingsKit passes the file and the row's specifier.
    public static func isTwoArgumentSelector(_ text: String) -> Bool {
        // `first:second:`; the second label may be empty (`initWith::`).
        let labels = text.split(separator: ":", omittingEmptySubsequences: false)
        guard labels.count == 3, labels[2].isEmpty else { return false }
        return ASCIIName.isIdentifier(labels[0]) && (labels[1].isEmpty || ASCIIName.isIdentifier(labels[1]))
    }

    /// How InAppSettingsKit opens the screen.
    public var openingOrDefault: Opening { opening?.value ?? .viewController }

    /// The file the screen is made with, where it is one a view controller class is made
    /// with: a pane file or a segue's screen is made with none (external-pane-file).
    public var fileGiven: String? { openingOrDefault == .viewController ? file?.path.value : nil }

    /// The class an Android preference names in `android:fragment`.
    public var fragmentClass: String { fragment?.value ?? name.value }
}
