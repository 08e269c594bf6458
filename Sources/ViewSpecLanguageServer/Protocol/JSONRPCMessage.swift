import Foundation

/// A message from the client, its envelope read: what it is, and its JSON for reading
/// the parameters once the method is known.
struct IncomingMessage: Sendable {
    enum Kind: Equatable, Sendable {
        case request(RequestID)
        case notification
        /// The answer to a request of the server's own (`client/registerCapability`).
        case response
    }

    var kind: Kind
    var method: String
    var body: [UInt8]

    /// Reads the envelope of `body`; a body that is no JSON-RPC message is the error to
    /// answer with, and the id to answer, when one could be read.
    static func parse(_ body: [UInt8]) -> Result<IncomingMessage, UnreadableMessage> {
        let envelope: Envelope
        do {
            envelope = try JSONDecoder().decode(Envelope.self, from: Data(body))
        } catch {
            return .failure(UnreadableMessage(id: nil, error: .parseError("the message is not a JSON-RPC object: \(Self.describe(error))")))
        }
        if envelope.isResponse { return .success(IncomingMessage(kind: .response, method: "", body: body)) }
        guard let method = envelope.method else {
            return .failure(UnreadableMessage(id: envelope.id, error: .invalidRequest("the message has no method")))
        }
        return .success(IncomingMessage(kind: envelope.id.map { .request($0) } ?? .notification, method: method, body: body))
    }

    struct UnreadableMessage: Error {
        var id: RequestID?
        var error: ResponseError
    }

    /// The message's `params`, as `Params`.
    func params<Params: Decodable>(_ type: Params.Type) throws(ResponseError) -> Params {
        do {
            return try JSONDecoder().decode(ParamsBox<Params>.self, from: Data(body)).params
        } catch {
            throw .invalidParams("invalid parameters of '\(method)': \(Self.describe(error))")
        }
    }

    var id: RequestID? {
        if case .request(let id) = kind { return id }
        return nil
    }

    private struct ParamsBox<Params: Decodable>: Decodable {
        var params: Params
    }

    private struct Envelope: Decodable {
        var id: RequestID?
        var method: String?
        var isResponse: Bool

        enum CodingKeys: String, CodingKey { case id, method, result, error }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            id = try? container.decodeIfPresent(RequestID.self, forKey: .id)
            method = try? container.decodeIfPresent(String.self, forKey: .method)
            isResponse = method == nil && (container.contains(.result) || container.contains(.error))
        }
    }

    /// A decoding error as a sentence: where in the message, and what was wrong.
    static func describe(_ error: any Error) -> String {
        func path(_ codingPath: [any CodingKey]) -> String {
            codingPath.isEmpty ? "the message" : "'" + codingPath.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }.joined(separator: ".") + "'"
        }
        switch error as? DecodingError {
        case .keyNotFound(let key, let context)?: return "\(path(context.codingPath + [key])) is missing"
        case .typeMismatch(_, let context)?: return "\(path(context.codingPath)) has the wrong type"
        case .valueNotFound(_, let context)?: return "\(path(context.codingPath)) is null"
        case .dataCorrupted(let context)?: return context.codingPath.isEmpty ? "it is not JSON" : "\(path(context.codingPath)) is invalid"
        default: return "\(error)"
        }
    }
}

/// The JSON of the messages the server sends.
enum OutgoingMessage {
    static func response<Result: Encodable>(id: RequestID, result: Result?) -> [UInt8] {
        encode(ResponseBody(id: id, result: result))
    }

    static func error(id: RequestID?, _ error: ResponseError) -> [UInt8] {
        encode(ErrorBody(id: id, error: error))
    }

    static func notification<Params: Encodable>(_ method: String, _ params: Params) -> [UInt8] {
        encode(RequestBody(id: nil, method: method, params: params))
    }

    static func request<Params: Encodable>(id: RequestID, _ method: String, _ params: Params) -> [UInt8] {
        encode(RequestBody(id: id, method: method, params: params))
    }

    private static func encode(_ value: some Encodable) -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // Every value the server sends is made of strings, numbers and structures of them,
        // which always encode; an error answers the request rather than vanishing.
        guard let data = try? encoder.encode(value) else {
            return Array(#"{"jsonrpc":"2.0","method":"window/logMessage","params":{"type":1,"message":"a message could not be encoded"}}"#.utf8)
        }
        return Array(data)
    }

    private struct ResponseBody<Result: Encodable>: Encodable {
        var id: RequestID
        var result: Result?

        enum CodingKeys: String, CodingKey { case jsonrpc, id, result }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode("2.0", forKey: .jsonrpc)
            try container.encode(id, forKey: .id)
            // `null` is a result (no hover, no definition), and must be written.
            if let result { try container.encode(result, forKey: .result) } else { try container.encodeNil(forKey: .result) }
        }
    }

    private struct ErrorBody: Encodable {
        var id: RequestID?
        var error: ResponseError

        enum CodingKeys: String, CodingKey { case jsonrpc, id, error }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode("2.0", forKey: .jsonrpc)
            if let id { try container.encode(id, forKey: .id) } else { try container.encodeNil(forKey: .id) }
            try container.encode(error, forKey: .error)
        }
    }

    private struct RequestBody<Params: Encodable>: Encodable {
        var id: RequestID?
        var method: String
        var params: Params

        enum CodingKeys: String, CodingKey { case jsonrpc, id, method, params }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode("2.0", forKey: .jsonrpc)
            try container.encodeIfPresent(id, forKey: .id)
            try container.encode(method, forKey: .method)
            try container.encode(params, forKey: .params)
        }
    }
}
