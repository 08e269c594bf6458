/// A screen the app's own code makes, opened by a row as a child pane is
/// (`childPane: {external: Name}`): not one of the project's preference screens.
public struct ExternalPane: Sendable {
    /// How InAppSettingsKit opens the screen: by making the view controller class the name
    /// names, or by performing the storyboard segue of that identifier.
    public enum Opening: String, Sendable, CaseIterable {
        case viewController
        case segue
    }

    /// The screen's name: a Swift type name, which the generated code lists for the app to
    /// make the screen from.
    public var name: Located<String>
    /// How InAppSettingsKit opens it, where the spec says; a view controller class when not.
    public var opening: Located<Opening>?
    /// The Android fragment class that makes the screen (`org.example.AboutFragment`), where
    /// it is not the name itself.
    public var fragment: Located<String>?

    public init(name: Located<String>, opening: Located<Opening>? = nil, fragment: Located<String>? = nil) {
        self.name = name
        self.opening = opening
        self.fragment = fragment
    }

    /// How InAppSettingsKit opens the screen.
    public var openingOrDefault: Opening { opening?.value ?? .viewController }

    /// The class an Android preference names in `android:fragment`.
    public var fragmentClass: String { fragment?.value ?? name.value }
}
