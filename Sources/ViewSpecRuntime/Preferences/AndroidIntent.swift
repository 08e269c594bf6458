/// What a row opens in another app or in the system on Android (`link: {intent: {…}}`): the
/// intent's action, data, target and extras as the spec writes them. On Android the app
/// starts it; elsewhere there is nothing to open, and an app may leave the row out.
public struct AndroidIntent: Hashable, Sendable {
    /// An extra's value: a string, number or boolean, as written.
    public enum Value: Hashable, Sendable {
        case bool(Bool)
        case int(Int)
        case double(Double)
        case string(String)
    }

    /// One extra of the intent.
    public struct Extra: Hashable, Sendable {
        public let name: String
        public let value: Value

        public init(name: String, value: Value) {
            self.name = name
            self.value = value
        }
    }

    public let action: String?
    public let data: String?
    public let targetPackage: String?
    public let targetClass: String?
    public let mimeType: String?
    /// The extras in the order written; their names are unique.
    public let extras: [Extra]

    public init(
        action: String? = nil, data: String? = nil, targetPackage: String? = nil, targetClass: String? = nil, mimeType: String? = nil,
        extras: [Extra] = []
    ) {
        self.action = action
        self.data = data
        self.targetPackage = targetPackage
        self.targetClass = targetClass
        self.mimeType = mimeType
        self.extras = extras
    }
}
