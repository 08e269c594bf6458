import Foundation
import Testing
@testable import ViewSpecLanguageServer

/// The base protocol's framing, byte by byte.
@Suite struct MessageFramingTests {
    /// The events a reader makes of `input`, written to a pipe in one piece and closed.
    private static func events(_ input: String, limit: Int = MessageReader.maximumContentLength) throws -> [MessageReader.Event] {
        let pipe = Pipe()
        try pipe.fileHandleForWriting.write(contentsOf: Data(input.utf8))
        try pipe.fileHandleForWriting.close()
        let reader = MessageReader(fileDescriptor: pipe.fileHandleForReading.fileDescriptor, maximumContentLength: limit)
        var events: [MessageReader.Event] = []
        while true {
            let event = reader.next()
            events.append(event)
            if event == .endOfInput || events.count > 20 { return events }
        }
    }

    @Test func messagesFollowOneAnother() throws {
        #expect(try Self.events("Content-Length: 2\r\n\r\n{}Content-Length: 4\r\ncontent-type: application/vscode-jsonrpc; charset=utf-8\r\n\r\n[1] ") == [
            .message(Array("{}".utf8)), .message(Array("[1] ".utf8)), .endOfInput,
        ])
    }

    @Test func aLengthCountsBytesNotCharacters() throws {
        #expect(try Self.events("Content-Length: 6\r\n\r\n\"😀\"") == [.message(Array("\"😀\"".utf8)), .endOfInput])
    }

    @Test func brokenHeadersAreReportedAndReadingGoesOn() throws {
        #expect(try Self.events("Content-Lenght: 2\r\n\r\nContent-Length: x\r\n\r\nContent-Length: 2\r\n\r\n{}") == [
            .malformed("a message header without Content-Length"), .malformed("a Content-Length that is not a length"),
            .message(Array("{}".utf8)), .endOfInput,
        ])
        #expect(try Self.events("Content-Length: 2\r\nContent-Type: text/plain; charset=latin-1\r\n\r\n{}") == [
            .malformed("a Content-Type other than UTF-8"), .malformed("the input ended inside a message header"), .endOfInput,
        ])
    }

    @Test func aMessageOverTheLimitIsSkippedNotKept() throws {
        #expect(try Self.events("Content-Length: 10\r\n\r\n0123456789Content-Length: 2\r\n\r\n{}", limit: 8) == [
            .malformed("a message of 10 bytes, more than the limit of 8"), .message(Array("{}".utf8)), .endOfInput,
        ])
    }

    @Test func inputEndingEarlyIsReported() throws {
        #expect(try Self.events("Content-Length: 10\r\n\r\n{}") == [.malformed("the input ended inside a message of 10 bytes"), .endOfInput])
        #expect(try Self.events("\r\n\r\n") == [.endOfInput])
        let longHeader = String(repeating: "x", count: MessageReader.maximumHeaderSize + 10)
        #expect(try Self.events(longHeader).first == .malformed("a message header longer than \(MessageReader.maximumHeaderSize) bytes"))
    }
}
