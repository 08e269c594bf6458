import Foundation
import Testing

/// initialize, shutdown and exit; what is answered before and after; malformed input.
@Suite struct LifecycleTests {
    @Test func initializeAnnouncesWhatTheServerDoes() throws {
        let client = try ScriptedClient(root: try makeProject([:]))
        let result = try client.initialize()
        let capabilities = try #require(result["capabilities"] as? [String: Any])
        #expect(capabilities["positionEncoding"] as? String == "utf-16", "the default when the client offers none")
        #expect(capabilities[path: "textDocumentSync.change"] as? Int == 2)
        #expect(capabilities[path: "renameProvider.prepareProvider"] as? Bool == true)
        for provider in ["hoverProvider", "definitionProvider", "referencesProvider", "documentSymbolProvider", "workspaceSymbolProvider"] {
            #expect(capabilities[provider] as? Bool == true, "\(provider)")
        }
        #expect(result[path: "serverInfo.name"] as? String == "viewspecc")
        #expect(try client.shutDown() == 0)
    }

    @Test(arguments: [["utf-8", "utf-16"], ["utf-32", "utf-16"], ["utf-16"], ["latin-1"]])
    func thePositionEncodingIsOneTheClientOffers(_ offered: [String]) throws {
        let client = try ScriptedClient(root: try makeProject([:]))
        let result = try client.initialize(encodings: offered)
        let chosen = result[path: "capabilities.positionEncoding"] as? String
        #expect(chosen == (offered.contains("utf-8") ? "utf-8" : offered.contains("utf-32") ? "utf-32" : "utf-16"))
        _ = try client.shutDown()
    }

    @Test func requestsBeforeInitializeAndAfterShutdownAreRefused() throws {
        let client = try ScriptedClient(root: try makeProject([:]))
        let early = try client.request("workspace/symbol", ["query": ""])
        #expect(early[path: "error.code"] as? Int == -32002)
        try client.initialize()
        #expect(try client.request("textDocument/formatting", ["textDocument": ["uri": client.uri("a.yaml")]])[path: "error.code"] as? Int == -32601)
        _ = try client.result("shutdown")
        let late = try client.request("workspace/symbol", ["query": ""])
        #expect(late[path: "error.code"] as? Int == -32600)
        try client.notify("exit", [:])
        #expect(try client.waitForExit() == 0)
    }

    @Test(arguments: [ScriptedClient.Server.inProcess, .process])
    func exitWithoutShutdownIsStatusOne(_ server: ScriptedClient.Server) throws {
        let client = try ScriptedClient(root: try makeProject([:]), server: server)
        try client.initialize()
        try client.notify("exit", [:])
        #expect(try client.waitForExit() == 1)
    }

    @Test func theEndOfInputEndsTheServer() throws {
        let client = try ScriptedClient(root: try makeProject([:]), server: .process)
        try client.initialize()
        _ = try client.result("shutdown")
        try client.closeInput()
        #expect(try client.waitForExit() == 0)
    }

    @Test func malformedMessagesAreAnsweredAndTheServerGoesOn() throws {
        let client = try ScriptedClient(root: try makeProject([:]))
        try client.initialize()
        // Not JSON: a parse error with a null id.
        try client.sendRaw(Array("Content-Length: 9\r\n\r\n{not json".utf8))
        let parseError = try client.readMessage()
        #expect(parseError[path: "error.code"] as? Int == -32700)
        #expect(parseError["id"] is NSNull)
        // Parameters of the wrong shape.
        let invalid = try client.request("textDocument/hover", ["textDocument": 42])
        #expect(invalid[path: "error.code"] as? Int == -32602)
        #expect((invalid[path: "error.message"] as? String)?.contains("textDocument") == true)
        // A header without a length: logged and skipped. A message without a method.
        try client.sendRaw(Array("Content-Type: application/vscode-jsonrpc; charset=utf-8\r\n\r\n".utf8))
        try client.sendRaw(Array("Content-Length: 3\r\n\r\n{}\n".utf8))
        var noMethod = try client.readMessage()
        var logged: [String] = []
        while let method = noMethod["method"] as? String {
            if method == "window/logMessage" { logged.append(noMethod[path: "params.message"] as? String ?? "") }
            noMethod = try client.readMessage()
        }
        #expect(noMethod[path: "error.code"] as? Int == -32600)
        #expect(logged == ["ignored input that is not an LSP message: a message header without Content-Length"])
        // Still answering, in order.
        #expect(try client.result("workspace/symbol", ["query": "x"]) != nil)
        #expect(try client.shutDown() == 0)
    }
}
