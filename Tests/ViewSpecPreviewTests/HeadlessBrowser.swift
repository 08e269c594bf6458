import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A headless Chromium driven through the DevTools protocol over `--remote-debugging-pipe`:
/// the browser reads commands from its descriptor 3 and writes replies and events to its
/// descriptor 4, each message JSON ended by a NUL byte. No websocket client is needed.
final class HeadlessBrowser {
    enum Failure: Error, CustomStringConvertible {
        case launch(String)
        case protocolError(String)
        case timedOut(String)

        var description: String {
            switch self {
            case .launch(let message): "cannot start the browser: \(message)"
            case .protocolError(let message): "browser: \(message)"
            case .timedOut(let what): "the browser did not answer \(what) in time"
            }
        }
    }

    /// The browser to use: `$VIEWSPEC_CHROMIUM`, else the first of the usual names on `PATH`.
    static let executable: String? = {
        if let path = ProcessInfo.processInfo.environment["VIEWSPEC_CHROMIUM"], !path.isEmpty { return path }
        let directories = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        for name in ["chromium", "chromium-browser", "google-chrome", "chrome"] {
            for directory in directories {
                let path = "\(directory)/\(name)"
                if access(path, X_OK) == 0 { return path }
            }
        }
        return nil
    }()

    /// `VIEWSPEC_REQUIRE_BROWSER=1`, as CI sets it: a missing browser fails the tests.
    static let isRequired = ProcessInfo.processInfo.environment["VIEWSPEC_REQUIRE_BROWSER"] == "1"

    private let process: pid_t
    private let commands: Int32
    private let replies: Int32
    private let profile: URL
    private var buffer: [UInt8] = []
    private var nextID = 1
    /// Events received and not yet taken, oldest first.
    private(set) var events: [[String: Any]] = []
    private var session: String?

    init(windowWidth: Int = 1100, windowHeight: Int = 1000) throws {
        guard let executable = Self.executable else { throw Failure.launch("no chromium on PATH and VIEWSPEC_CHROMIUM not set") }
        profile = FileManager.default.temporaryDirectory.appendingPathComponent("viewspec-browser-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: profile, withIntermediateDirectories: true)
        var toBrowser: [Int32] = [0, 0]
        var fromBrowser: [Int32] = [0, 0]
        guard pipe(&toBrowser) == 0, pipe(&fromBrowser) == 0 else { throw Failure.launch("pipe: \(String(cString: strerror(errno)))") }
        let arguments = [
            executable, "--headless", "--remote-debugging-pipe", "--no-sandbox", "--disable-gpu", "--no-first-run",
            "--no-default-browser-check", "--disable-extensions", "--disable-background-networking", "--disable-sync",
            "--disable-component-update", "--hide-scrollbars", "--mute-audio", "--font-render-hinting=none",
            "--force-device-scale-factor=1", "--window-size=\(windowWidth),\(windowHeight)", "--user-data-dir=\(profile.path)",
            "about:blank",
        ]
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, toBrowser[0], 3)
        posix_spawn_file_actions_adddup2(&actions, fromBrowser[1], 4)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        // Chromium's own temporary files go into the profile, which is removed with the
        // browser: a browser ended by a signal leaves them behind in the system's folder.
        var environment = ProcessInfo.processInfo.environment
        environment["TMPDIR"] = profile.path
        var environmentPointers: [UnsafeMutablePointer<CChar>?] = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for pointer in environmentPointers { free(pointer) } }
        var pid: pid_t = 0
        let status = posix_spawn(&pid, executable, &actions, nil, &argv, &environmentPointers)
        close(toBrowser[0])
        close(fromBrowser[1])
        guard status == 0 else {
            close(toBrowser[1])
            close(fromBrowser[0])
            throw Failure.launch("\(executable): \(String(cString: strerror(status)))")
        }
        process = pid
        commands = toBrowser[1]
        replies = fromBrowser[0]
        // Writing to a browser that died must fail the test, not kill the test process.
        signal(SIGPIPE, SIG_IGN)
        let target = try call("Target.createTarget", ["url": "about:blank"], inSession: false)
        guard let targetID = target["targetId"] as? String else { throw Failure.protocolError("no target") }
        let attached = try call("Target.attachToTarget", ["targetId": targetID, "flatten": true], inSession: false)
        session = attached["sessionId"] as? String
        _ = try call("Page.enable")
        _ = try call("Runtime.enable")
        _ = try call("Network.enable")
        _ = try call("Emulation.setDeviceMetricsOverride", ["width": windowWidth, "height": windowHeight, "deviceScaleFactor": 1, "mobile": false])
    }

    deinit {
        close(commands)
        close(replies)
        kill(process, SIGTERM)
        var status: Int32 = 0
        // Chromium exits within moments of SIGTERM; a browser that does not is killed.
        for _ in 0..<50 {
            if waitpid(process, &status, WNOHANG) != 0 { break }
            usleep(20_000)
        }
        if waitpid(process, &status, WNOHANG) == 0 {
            kill(process, SIGKILL)
            waitpid(process, &status, 0)
        }
        try? FileManager.default.removeItem(at: profile)
    }

    // MARK: - Protocol

    /// Sends a command and waits for its reply; events that arrive meanwhile are kept.
    @discardableResult
    func call(_ method: String, _ parameters: [String: Any] = [:], inSession: Bool = true, timeout: Double = 30) throws -> [String: Any] {
        let id = nextID
        nextID += 1
        var message: [String: Any] = ["id": id, "method": method, "params": parameters]
        if inSession, let session { message["sessionId"] = session }
        var bytes = [UInt8](try JSONSerialization.data(withJSONObject: message))
        bytes.append(0)
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { write(commands, $0.baseAddress, $0.count) }
            guard count > 0 else { throw Failure.protocolError("cannot send \(method): \(String(cString: strerror(errno)))") }
            written += count
        }
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            let reply = try readMessage(until: deadline, what: method)
            if let replyID = reply["id"] as? Int, replyID == id {
                if let error = reply["error"] as? [String: Any] {
                    throw Failure.protocolError("\(method) failed: \(error["message"] ?? error)")
                }
                return reply["result"] as? [String: Any] ?? [:]
            }
            if reply["method"] != nil { events.append(reply) }
        }
    }

    /// Waits for an event named `method` and takes it; other events stay.
    @discardableResult
    func waitForEvent(_ method: String, timeout: Double = 30) throws -> [String: Any] {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            if let index = events.firstIndex(where: { $0["method"] as? String == method }) {
                let event = events[index]
                events.remove(at: index)
                return event
            }
            let message = try readMessage(until: deadline, what: method)
            if message["method"] != nil { events.append(message) }
        }
    }


    private func readMessage(until deadline: Date, what: String) throws -> [String: Any] {
        while true {
            if let end = buffer.firstIndex(of: 0) {
                let data = Data(buffer[..<end])
                buffer.removeFirst(end + 1)
                guard let message = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
                    throw Failure.protocolError("a message that is not an object")
                }
                return message
            }
            let remaining = deadline.timeIntervalSinceNow
            guard remaining > 0 else { throw Failure.timedOut(what) }
            var descriptor = pollfd(fd: replies, events: Int16(POLLIN), revents: 0)
            let ready = poll(&descriptor, 1, Int32(min(remaining, 5) * 1000))
            if ready < 0, errno == EINTR { continue }
            guard ready > 0 else { continue }
            var chunk = [UInt8](repeating: 0, count: 65536)
            let count = chunk.withUnsafeMutableBytes { read(replies, $0.baseAddress, $0.count) }
            guard count > 0 else { throw Failure.protocolError("the browser closed its pipe while waiting for \(what)") }
            buffer += chunk[..<count]
        }
    }

    // MARK: - Pages

    /// Loads `url` and waits until its script has drawn it (`body[data-ready]`) or, for a
    /// page without the preview's script, until it has loaded. Returns the URLs the page
    /// requested.
    @discardableResult
    func load(_ url: URL, waitForPreview: Bool = true) throws -> [String] {
        events.removeAll()
        try call("Page.navigate", ["url": url.absoluteString])
        try waitForEvent("Page.loadEventFired")
        if waitForPreview {
            let deadline = Date().addingTimeInterval(15)
            while try evaluate("document.body && document.body.getAttribute('data-ready')") as? String != "true" {
                guard Date() < deadline else {
                    let problems = events.filter { ($0["method"] as? String)?.hasPrefix("Runtime.exception") == true }
                    throw Failure.timedOut("drawing \(url.lastPathComponent) (\(problems))")
                }
                usleep(20_000)
            }
        }
        return requestedURLs()
    }

    /// Every URL requested since the page began loading, events kept so far included.
    func requestedURLs() -> [String] {
        events.compactMap { event -> String? in
            guard event["method"] as? String == "Network.requestWillBeSent",
                let parameters = event["params"] as? [String: Any], let request = parameters["request"] as? [String: Any]
            else { return nil }
            return request["url"] as? String
        }
    }

    /// Uncaught script errors reported since the page began loading.
    func scriptExceptions() -> [String] {
        events.compactMap { event -> String? in
            guard event["method"] as? String == "Runtime.exceptionThrown", let parameters = event["params"] as? [String: Any] else { return nil }
            return "\(parameters["exceptionDetails"] ?? parameters)"
        }
    }

    /// Runs `expression` in the page and returns its value (JSON-compatible values only).
    @discardableResult
    func evaluate(_ expression: String) throws -> Any? {
        let result = try call("Runtime.evaluate", ["expression": expression, "returnByValue": true, "awaitPromise": true])
        if let exception = result["exceptionDetails"] as? [String: Any] {
            let description = (exception["exception"] as? [String: Any])?["description"] ?? exception["text"] ?? exception
            throw Failure.protocolError("script error: \(description)")
        }
        let value = (result["result"] as? [String: Any])?["value"]
        return value is NSNull ? nil : value
    }

    /// A real click at a point of the page, in CSS pixels.
    func click(x: Double, y: Double) throws {
        for type in ["mousePressed", "mouseReleased"] {
            try call("Input.dispatchMouseEvent", ["type": type, "x": x, "y": y, "button": "left", "clickCount": 1])
        }
    }

    /// A PNG of the page's viewport.
    func screenshot() throws -> Data {
        let result = try call("Page.captureScreenshot", ["format": "png"])
        guard let text = result["data"] as? String, let data = Data(base64Encoded: text) else { throw Failure.protocolError("no screenshot") }
        return data
    }
}

extension Trait where Self == ConditionTrait {
    /// Runs a test that needs Chromium where it is installed, or where it is required (so
    /// that its absence fails the run); elsewhere it is skipped with this line.
    static var needsBrowser: Self {
        .enabled(
            if: HeadlessBrowser.executable != nil || HeadlessBrowser.isRequired,
            "needs Chromium: install the 'chromium' package or set VIEWSPEC_CHROMIUM; VIEWSPEC_REQUIRE_BROWSER=1 makes its absence a failure")
    }
}
