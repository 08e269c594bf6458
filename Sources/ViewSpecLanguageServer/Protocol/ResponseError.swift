/// The error of a JSON-RPC response: a code from JSON-RPC or LSP, and a message for the user.
struct ResponseError: Error, Codable, Equatable, Sendable {
    var code: Int
    var message: String

    init(code: Int, message: String) {
        self.code = code
        self.message = message
    }

    static func parseError(_ message: String) -> ResponseError { .init(code: -32700, message: message) }
    static func invalidRequest(_ message: String) -> ResponseError { .init(code: -32600, message: message) }
    static func methodNotFound(_ method: String) -> ResponseError { .init(code: -32601, message: "unknown method '\(method)'") }
    static func invalidParams(_ message: String) -> ResponseError { .init(code: -32602, message: message) }
    static func internalError(_ message: String) -> ResponseError { .init(code: -32603, message: message) }
    /// A request before `initialize`.
    static let serverNotInitialized = ResponseError(code: -32002, message: "the server has not been initialized")
    /// The request was valid, but could not be carried out; the message says why.
    static func requestFailed(_ message: String) -> ResponseError { .init(code: -32803, message: message) }
    /// The client cancelled the request before the server answered it.
    static let requestCancelled = ResponseError(code: -32800, message: "the request was cancelled")
}
