import Foundation
import Testing
@testable import ViewSpecLanguageServer

/// Half-typed text, requests on every keystroke, cancellation: the server answers every
/// request, in order, and never crashes or hangs.
@Suite struct RobustnessTests {
    /// Types a spec character by character, deleting and retyping some, and asks for
    /// completion, hover, definition, symbols and code actions at the cursor on each.
    @Test(arguments: [false, true])
    func typingASpecOneCharacterAtATime(crlf: Bool) throws {
        let root = try makeProject(Fixtures.crossFile)
        let client = try ScriptedClient(root: root)
        try client.initialize(encodings: ["utf-16"])
        var target = """
            viewspec: 1
            preferences:
              Typed:
                model: Settings
                title: "Réglages 😀"
                sections:
                  - items:
                      - toggle: soundEnabled
                        visibleWhen: {theme: dark}
                      - {slider: volume, step: 0.1}
                      - childPane: Advanced
            hierarchies:
              Layers:
                layers: [front]
                views:
                  - {id: a, kind: {table: Members}, layer: front, frame: {x: 0, y: 0, width: 100, height: 400}}

            """
        if crlf { target = target.replacingOccurrences(of: "\n", with: "\r\n") }
        let uri = client.uri("specs/typed.yaml")
        try client.open("specs/typed.yaml", text: "")
        var typed = ""
        var version = 1
        var line = 0
        var character = 0
        var answered = 0
        for (index, next) in target.enumerated() {
            // Every seventh character is typed twice, then the extra one deleted.
            let stutter = index % 7 == 3
            for text in stutter ? [String(next), String(next)] : [String(next)] {
                version += 1
                try client.notify("textDocument/didChange", [
                    "textDocument": ["uri": uri, "version": version],
                    "contentChanges": [["range": ["start": position(line, character), "end": position(line, character)], "text": text]],
                ])
                typed += text
            }
            if stutter {
                version += 1
                let width = String(next).utf16.count
                try client.notify("textDocument/didChange", [
                    "textDocument": ["uri": uri, "version": version],
                    "contentChanges": [["range": ["start": position(line, character + width), "end": position(line, character + 2 * width)], "text": ""]],
                ])
                typed.removeLast()
            }
            if next == "\n" || next == "\r\n" {
                line += 1
                character = 0
            } else {
                character += String(next).utf16.count
            }
            let at: [String: Any] = ["textDocument": ["uri": uri], "position": position(line, character)]
            let method = ["textDocument/completion", "textDocument/hover", "textDocument/definition", "textDocument/documentSymbol", "textDocument/references"][index % 5]
            let response = try client.request(method, method == "textDocument/references" ? at.merging(["context": ["includeDeclaration": true]]) { $1 } : at)
            #expect(response["error"] == nil, "\(method) after \(typed.debugDescription): \(response["error"] ?? "")")
            answered += 1
        }
        #expect(typed == target)
        // The text the server holds is the text typed: the finished spec has the findings lint gives it.
        try client.settle()
        let diagnostics = client.takePublishedDiagnostics()[uri]
        #expect(diagnostics?.isEmpty == true, "\(diagnostics ?? [])")
        let actions = try client.request("textDocument/codeAction", [
            "textDocument": ["uri": uri], "range": ["start": position(0, 0), "end": position(line, 0)], "context": ["diagnostics": []],
        ])
        #expect(actions["error"] == nil)
        #expect(answered == target.count)
        #expect(try client.shutDown() == 0)
    }

    @Test func editsOutsideTheDocumentAndEditsOfDocumentsNeverOpenedAreHarmless() throws {
        let root = try makeProject(Fixtures.crossFile)
        let client = try ScriptedClient(root: root)
        try client.initialize()
        try client.open("specs/odd.yaml", text: "viewspec: 1\n")
        try client.notify("textDocument/didChange", [
            "textDocument": ["uri": client.uri("specs/odd.yaml"), "version": 2],
            "contentChanges": [
                ["range": ["start": position(40, 3), "end": position(2, 0)], "text": "models: {"],
                ["range": ["start": position(0, 99), "end": position(0, 120)], "text": "\u{0}\u{7}"],
            ],
        ])
        try client.notify("textDocument/didChange", [
            "textDocument": ["uri": client.uri("never-opened.yaml"), "version": 2], "contentChanges": [["text": "x"]],
        ])
        let diagnostics = try client.diagnostics(for: client.uri("specs/odd.yaml"))
        #expect(!diagnostics.isEmpty)
        #expect(try client.result("textDocument/completion", ["textDocument": ["uri": client.uri("specs/odd.yaml")], "position": position(9, 9)]) != nil)
        #expect(try client.shutDown() == 0)
    }

    /// A request cancelled while it waits is answered with RequestCancelled; one already
    /// answered is left alone; the server goes on answering.
    @Test func cancellationOfAWaitingRequest() throws {
        let root = try makeProject(Fixtures.crossFile)
        let client = try ScriptedClient(root: root)
        try client.initialize()
        // Many requests and then the cancellation of the last, in one write: the last is
        // still waiting when the cancellation is read.
        var batch: [UInt8] = []
        let first = 1000
        for id in first..<first + 200 {
            batch += try ScriptedClient.frame(["id": id, "method": "workspace/symbol", "params": ["query": "e"]])
        }
        batch += try ScriptedClient.frame(["method": "$/cancelRequest", "params": ["id": first + 199]])
        batch += try ScriptedClient.frame(["method": "$/cancelRequest", "params": ["id": 424242]])
        try client.sendRaw(batch)
        let last = try client.response(to: first + 199)
        let code = last[path: "error.code"] as? Int
        #expect(code == -32800 || last["result"] != nil)
        #expect(try client.result("workspace/symbol", ["query": "Member"]) != nil)
        #expect(try client.shutDown() == 0)
    }

    @Test func theQueueCancelsOnlyWhatWaits() throws {
        let queue = MessageQueue()
        let message = { (id: Int) in
            guard case .success(let message) = IncomingMessage.parse(Array(#"{"jsonrpc":"2.0","id":\#(id),"method":"textDocument/hover","params":{}}"#.utf8)) else {
                return IncomingMessage(kind: .notification, method: "", body: [])
            }
            return message
        }
        queue.append(.message(message(1)))
        queue.append(.message(message(2)))
        queue.cancel(.number(2))
        queue.cancel(.number(3))
        let (firstItem, firstCancelled) = queue.next()
        let (secondItem, secondCancelled) = queue.next()
        guard case .message(let a) = firstItem, case .message(let b) = secondItem else {
            Issue.record("expected two messages")
            return
        }
        #expect(a.id == .number(1) && !firstCancelled)
        #expect(b.id == .number(2) && secondCancelled)
        queue.append(.message(message(3)))
        #expect(queue.next().isCancelled == false, "a cancellation before the request is not kept")
    }
}
