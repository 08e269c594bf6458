// libFuzzer entry point for the language server: a project opened in the editor and edited
// step by step, with a request of every kind after each step.
//
// There is deliberately no `main`: `swift build --sanitize=fuzzer` links libFuzzer's own.
// Run it through `scripts/fuzz.sh`. Every invariant is a `precondition`, so a violation
// traps and libFuzzer saves the input as a crash artifact.
//
// One input is a project, as for the compiler target (a line `#>>> name.yaml` starts the
// next file), and the seed of an edit sequence: characters typed and deleted, lines
// pasted, whole documents replaced, at places and in encodings the input picks. The server
// is fed the messages an editor would send, through its JSON, and must:
// - answer every request, with a result or one of the errors it documents;
// - publish, after every step, exactly the diagnostics a fresh compilation of the same
//   texts gives (in UTF-32 positions, the compiler's own columns);
// - give ranges that lie inside the documents they name.

import Foundation
import ViewSpec
import ViewSpecLanguageServer

private let fileMarker = Array("#>>> ".utf8)
private let maximumFiles = 4
private let steps = 12
/// The workspace folder: an empty directory, so that the opened documents are the project.
private let root: String = {
    let path = NSTemporaryDirectory() + "viewspec-lsp-fuzz-\(getpid())"
    try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return URL(fileURLWithPath: path).standardizedFileURL.path
}()

/// Fragments an editor's user types: the spec language's punctuation and words, line
/// breaks of every kind, characters outside the Basic Multilingual Plane.
private let typed = [
    ":", " ", "\n", "\r\n", "\r", "- ", "{", "}", "[", "]", ",", "#", "\"", "'", "toggle: ", "slider: ", "childPane: ", "model: ",
    "kind: {table: ", "layer: ", "visibleWhen: {", "viewspec: 1\n", "models:\n", "preferences:\n", "  ", "😀", "é", "\t", "true", "1.5",
    "animations:\n", "tracks:\n", "element: ", "after: ", "{view: ", "hierarchy: ",
]

@_cdecl("LLVMFuzzerTestOneInput")
public func languageServerFuzzTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let input = Array(UnsafeBufferPointer(start: data, count: size))
    var random = InputRandom(input)
    var documents = project(from: input)
    var outbox: [[String: Any]] = []
    let server = LanguageServer { body in
        guard let message = (try? JSONSerialization.jsonObject(with: Data(body))) as? [String: Any] else {
            preconditionFailure("the server sent something that is not a JSON object: \(String(decoding: body, as: UTF8.self))")
        }
        outbox.append(message)
    }
    var nextID = 0
    // The latest diagnostics published for each document, whenever the server sent them.
    var published: [String: [[String: Any]]] = [:]
    func takePublished() {
        for message in outbox where message["method"] as? String == "textDocument/publishDiagnostics" {
            guard let params = message["params"] as? [String: Any], let uri = params["uri"] as? String else { continue }
            published[uri] = params["diagnostics"] as? [[String: Any]] ?? []
        }
    }
    func send(_ method: String, _ params: Any?, request: Bool = false) -> [String: Any]? {
        var message: [String: Any] = ["jsonrpc": "2.0", "method": method]
        if let params { message["params"] = params }
        if request {
            nextID += 1
            message["id"] = nextID
        }
        guard let body = try? JSONSerialization.data(withJSONObject: message) else { preconditionFailure("unencodable message") }
        outbox = []
        _ = server.receive(Array(body))
        takePublished()
        guard request else { return nil }
        let answers = outbox.filter { $0["id"] as? Int == nextID && $0["method"] == nil }
        precondition(answers.count == 1, "\(method) was answered \(answers.count) times")
        let answer = answers[0]
        if let error = answer["error"] as? [String: Any] {
            let code = error["code"] as? Int ?? 0
            // A rename refused with its reason; nothing else may fail on a document the server knows.
            precondition(code == -32803 && (method == "textDocument/rename" || method == "textDocument/prepareRename"),
                         "\(method) failed: \(error)")
        }
        return answer
    }

    _ = send("initialize", [
        "processId": NSNull(), "rootUri": URL(fileURLWithPath: root).absoluteString,
        "capabilities": ["general": ["positionEncodings": ["utf-32"]]],
    ] as [String: Any], request: true)
    _ = send("initialized", [:] as [String: Any])
    for (index, document) in documents.enumerated() {
        _ = send("textDocument/didOpen", ["textDocument": ["uri": document.uri, "languageId": "yaml", "version": 1, "text": document.text]])
        documents[index].version = 1
    }
    func settle() {
        outbox = []
        server.checkPendingEdits()
        takePublished()
        checkDiagnostics(published, documents)
    }
    settle()

    for _ in 0..<steps {
        guard !documents.isEmpty else { break }
        let index = random.below(documents.count)
        let change = documents[index].randomChange(&random)
        documents[index].version += 1
        _ = send("textDocument/didChange", [
            "textDocument": ["uri": documents[index].uri, "version": documents[index].version], "contentChanges": [change],
        ])
        if random.below(3) == 0 { settle() }
        // A request at a place in some document.
        let target = documents[random.below(documents.count)]
        let position = target.randomPosition(&random)
        let at: [String: Any] = ["textDocument": ["uri": target.uri], "position": position]
        switch random.below(9) {
        case 0: checkRanges(send("textDocument/completion", at, request: true), documents)
        case 1: checkRanges(send("textDocument/hover", at, request: true), documents)
        case 2: checkRanges(send("textDocument/definition", at, request: true), documents)
        case 3: checkRanges(send("textDocument/references", at.merging(["context": ["includeDeclaration": true]]) { $1 }, request: true), documents)
        case 4: checkRanges(send("textDocument/documentSymbol", ["textDocument": ["uri": target.uri]], request: true), documents)
        case 5: checkRanges(send("textDocument/prepareRename", at, request: true), documents)
        case 6: checkRanges(send("textDocument/rename", at.merging(["newName": random.below(2) == 0 ? "renamed" : "true"]) { $1 }, request: true), documents)
        case 7: checkRanges(send("workspace/symbol", ["query": random.below(2) == 0 ? "" : "e"], request: true), documents)
        default:
            let range: [String: Any] = ["start": ["line": 0, "character": 0], "end": position]
            checkRanges(send("textDocument/codeAction", ["textDocument": ["uri": target.uri], "range": range, "context": ["diagnostics": []]], request: true), documents)
        }
    }
    settle()
    _ = send("shutdown", nil, request: true)
    precondition(server.receive(Array(#"{"jsonrpc":"2.0","method":"exit"}"#.utf8)) == 0, "exit after shutdown is not status 0")
    return 0
}

// MARK: - The project and its edits

private struct Document {
    var path: String
    var uri: String
    var scalars: [Unicode.Scalar]
    var version = 0

    var text: String {
        var string = ""
        string.unicodeScalars.append(contentsOf: scalars)
        return string
    }

    /// The line starts, by scalar index: LF, CR and CRLF end lines.
    var lineStarts: [Int] {
        var starts = [0]
        var index = 0
        while index < scalars.count {
            if scalars[index] == "\r", index + 1 < scalars.count, scalars[index + 1] == "\n" {
                index += 1
                starts.append(index + 1)
            } else if scalars[index] == "\n" || scalars[index] == "\r" {
                starts.append(index + 1)
            }
            index += 1
        }
        return starts
    }

    func position(of index: Int) -> [String: Int] {
        let starts = lineStarts
        let line = (starts.lastIndex { $0 <= index }) ?? 0
        return ["line": line, "character": index - starts[line]]
    }

    /// `index`, or the start of the CRLF it would split: no position lies between CR and
    /// LF (LSP reads one there as the end of the line, before its break).
    func outsideLineBreak(_ index: Int) -> Int {
        index > 0 && index < scalars.count && scalars[index - 1] == "\r" && scalars[index] == "\n" ? index - 1 : index
    }

    func randomPosition(_ random: inout InputRandom) -> [String: Int] {
        // Mostly a real place; now and then one past the end of a line or of the document.
        if random.below(8) == 0 { return ["line": random.below(lineStarts.count + 2), "character": random.below(200)] }
        return position(of: random.below(scalars.count + 1))
    }

    /// A change an editor could send, applied here as the server must apply it.
    mutating func randomChange(_ random: inout InputRandom) -> [String: Any] {
        let start = outsideLineBreak(random.below(scalars.count + 1))
        var end = start
        var inserted: [Unicode.Scalar] = []
        switch random.below(6) {
        case 0, 1, 2:
            inserted = Array(typed[random.below(typed.count)].unicodeScalars)
        case 3:
            end = outsideLineBreak(min(scalars.count, start + 1 + random.below(12)))
        case 4:
            // A line pasted from elsewhere in the document.
            let starts = lineStarts
            let line = random.below(starts.count)
            let lineEnd = line + 1 < starts.count ? starts[line + 1] : scalars.count
            inserted = Array(scalars[starts[line]..<lineEnd])
        default:
            let whole = text
            scalars = whole.count > 2 && random.below(2) == 0 ? Array(whole.unicodeScalars.dropLast(whole.unicodeScalars.count / 2)) : scalars
            return ["text": text]
        }
        let range: [String: Any] = ["start": position(of: start), "end": position(of: end)]
        scalars.replaceSubrange(start..<end, with: inserted)
        var text = ""
        text.unicodeScalars.append(contentsOf: inserted)
        return ["range": range, "text": text]
    }
}

/// The files of one input: what comes before the first marker line, unless nothing, is
/// `fuzz.yaml`. Invalid UTF-8 is read as an editor reads it, as U+FFFD.
private func project(from bytes: [UInt8]) -> [Document] {
    var files: [(name: String, bytes: [UInt8])] = []
    var name: String?
    var current: [UInt8] = []
    var lineStart = 0
    for index in 0...bytes.count where index == bytes.count || bytes[index] == 0x0A {
        let line = bytes[lineStart..<min(index + 1, bytes.count)]
        lineStart = index + 1
        guard line.starts(with: fileMarker), files.count < maximumFiles - 1 else {
            current += line
            continue
        }
        if name != nil || !current.isEmpty { files.append((name ?? "fuzz.yaml", current)) }
        let written = String(decoding: line.dropFirst(fileMarker.count), as: UTF8.self)
        let safe = written.unicodeScalars.filter { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)) }.prefix(20)
        var safeName = ""
        safeName.unicodeScalars.append(contentsOf: safe)
        name = "f\(files.count)-\(safeName).yaml"
        current = []
    }
    if name != nil || !current.isEmpty || files.isEmpty { files.append((name ?? "fuzz.yaml", current)) }
    return files.map { file in
        let path = root + "/" + file.name
        return Document(
            path: path, uri: URL(fileURLWithPath: path).absoluteString, scalars: Array(String(decoding: file.bytes, as: UTF8.self).unicodeScalars))
    }
}

/// A generator of choices read from the input, so that libFuzzer's mutations steer them.
private struct InputRandom {
    private var state: UInt64

    init(_ bytes: [UInt8]) {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        state = hash
    }

    mutating func below(_ bound: Int) -> Int {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return bound <= 1 ? 0 : Int((state >> 33) % UInt64(bound))
    }
}

// MARK: - Invariants

/// What the server published is what compiling the documents' texts gives: the same
/// findings, at the compiler's offsets, which this target converts to positions itself.
/// (Offsets rather than the compiler's lines and columns: at the end of a file without a
/// final line break, libyaml's line is one past the last, which no editor has.)
private func checkDiagnostics(_ published: [String: [[String: Any]]], _ documents: [Document]) {
    let sources = documents.map { SourceFile(path: $0.path, text: $0.text) }
    let compiled = Compiler().compile(sources: sources).diagnostics
    for document in documents {
        let bytes = Array(document.text.utf8)
        let bom = document.scalars.first == "\u{FEFF}" ? 1 : 0
        let expected = compiled.filter { $0.range.path == document.path }.map { diagnostic -> String in
            let offset = min(diagnostic.range.startOffset, bytes.count)
            let scalarIndex = bytes[..<offset].count { $0 & 0xC0 != 0x80 }
            let position = document.position(of: scalarIndex)
            let line = position["line"] ?? 0
            let character = (position["character"] ?? 0) - (line == 0 && scalarIndex >= bom ? bom : 0)
            return "\(line + 1):\(character + 1) \(diagnostic.id.code) \(diagnostic.message)"
        }
        let found = (published[document.uri] ?? []).map { diagnostic -> String in
            let start = (diagnostic["range"] as? [String: Any])?["start"] as? [String: Any]
            let line = (start?["line"] as? Int ?? -1) + 1
            let column = (start?["character"] as? Int ?? -1) + 1
            return "\(line):\(column) \(diagnostic["code"] as? String ?? "") \(diagnostic["message"] as? String ?? "")"
        }
        precondition(found == expected, "the server published\n\(found.joined(separator: "\n"))\nwhere lint reports\n\(expected.joined(separator: "\n"))\nfor \(document.text.debugDescription)")
    }
}

/// Every range in an answer lies inside the document its location names (or the one asked
/// about): a line that exists, a character no further than the line's end.
private func checkRanges(_ answer: [String: Any]?, _ documents: [Document]) {
    let byURI = Dictionary(documents.map { ($0.uri, $0) }, uniquingKeysWith: { first, _ in first })
    func visit(_ value: Any, uri: String?) {
        if let object = value as? [String: Any] {
            let uri = object["uri"] as? String ?? uri
            if let range = object["range"] as? [String: Any], let uri, let document = byURI[uri] {
                let starts = document.lineStarts
                for key in ["start", "end"] {
                    guard let point = range[key] as? [String: Any], let line = point["line"] as? Int, let character = point["character"] as? Int else {
                        preconditionFailure("a range without \(key)")
                    }
                    precondition(line >= 0 && line < starts.count, "line \(line) outside \(uri)")
                    let lineEnd = line + 1 < starts.count ? starts[line + 1] : document.scalars.count
                    precondition(character >= 0 && starts[line] + character <= lineEnd, "character \(character) past line \(line) of \(uri)")
                }
            }
            for (key, member) in object {
                // A workspace edit's changes are keyed by URI.
                if key == "changes", let changes = member as? [String: Any] {
                    for (changed, edits) in changes { visit(edits, uri: changed) }
                } else {
                    visit(member, uri: uri)
                }
            }
        } else if let array = value as? [Any] {
            for element in array { visit(element, uri: uri) }
        }
    }
    if let result = answer?["result"] { visit(result, uri: nil) }
}
