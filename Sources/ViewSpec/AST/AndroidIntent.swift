/// What a row opens in another app or in the system on Android (`link: {intent: {…}}`): an
/// Android intent with its action, data, target and extras, rather than a URL or one of the
/// project's screens.
public struct AndroidIntent: Sendable {
    /// One `<extra>` of the intent: a name and a scalar value.
    public struct Extra: Sendable {
        public var name: Located<String>
        public var value: Literal

        public init(name: Located<String>, value: Literal) {
            self.name = name
            self.value = value
        }
    }

    /// The intent's action (`android.settings.APP_NOTIFICATION_SETTINGS`), where written.
    public var action: Located<String>?
    /// The URI the intent acts on (`package:com.example.app`), where written.
    public var data: Located<String>?
    /// The package of the activity the intent names, where written.
    public var targetPackage: Located<String>?
    /// The class of the activity the intent names, where written.
    public var targetClass: Located<String>?
    /// The MIME type of the intent's data, where written.
    public var mimeType: Located<String>?
    /// The intent's extras, in the order written; their names are unique.
    public var extras: [Extra]
    /// Where the intent's mapping is written.
    public var range: SourceSpan

    public init(
        action: Located<String>? = nil, data: Located<String>? = nil, targetPackage: Located<String>? = nil, targetClass: Located<String>? = nil,
        mimeType: Located<String>? = nil, extras: [Extra] = [], range: SourceSpan
    ) {
        self.action = action
        self.data = data
        self.targetPackage = targetPackage
        self.targetClass = targetClass
        self.mimeType = mimeType
        self.extras = extras
        self.range = range
    }

    /// The intent's attributes as `<intent>` writes them, in that order, those written only.
    public var attributes: [(name: String, value: String)] {
        [("action", action), ("data", data), ("targetPackage", targetPackage), ("targetClass", targetClass), ("mimeType", mimeType)]
            .compactMap { name, value in value.map { (name, $0.value) } }
    }

    /// What tells the row apart where the spec gives it no key: its action, else its target
    /// class (an intent names one or the other).
    public var defaultKey: String { action?.value ?? targetClass?.value ?? "intent" }

    /// The text of an extra's value as `android:value` writes it.
    public static func text(of value: LiteralValue) -> String {
        switch value {
        case .bool(let flag): flag ? "true" : "false"
        case .int(let number): String(number)
        case .float(let number): String(number)
        case .string(let text): text
        }
    }
}
