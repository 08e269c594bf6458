import CViewSpecSystem
import Foundation

/// `viewspecc` itself, run as a process of its own on the same project: what a developer
/// or a build step waits for, start-up and exit included. The in-process stages leave
/// those out, and they reuse their memory from one repetition to the next, so they do not
/// see the page faults of a process that starts empty.
struct CommandStages {
    /// As the user gave it, for messages.
    var executable: String
    var project: String
    /// Where the command's layout goes, apart from the in-process stages' layout.
    var outputRoot: String

    /// `viewspecc lint <project>`.
    func lint() throws { try run(["lint", project]) }

    /// `viewspecc build <project> --out <dir>`, into `directory` or, by default, the
    /// command's own layout.
    func build(into directory: String? = nil) throws { try run(["build", project, "--out", directory ?? outputRoot]) }

    /// Runs each once, and checks that the command's layout is byte for byte the one the
    /// in-process build wrote to `reference`: the two must be timing the same work.
    func verify(against reference: String) throws {
        guard FileManager.default.isExecutableFile(atPath: executable) else {
            throw Stages.Failure(description: "--command: '\(executable)' is not an executable file")
        }
        try lint()
        try clearOutput()
        try build()
        let fileManager = FileManager.default
        let expected = try fileManager.contentsOfDirectory(atPath: reference).sorted()
        let found = try fileManager.contentsOfDirectory(atPath: outputRoot).sorted()
        if let missing = expected.first(where: { !found.contains($0) }) {
            throw Stages.Failure(description: "--command did not write '\(missing)', which the library wrote; is it built from this checkout?")
        }
        if let extra = found.first(where: { !expected.contains($0) }) {
            throw Stages.Failure(description: "--command wrote '\(extra)', which the library did not; is it built from this checkout?")
        }
        for name in expected where fileManager.contents(atPath: reference + "/" + name) != fileManager.contents(atPath: outputRoot + "/" + name) {
            throw Stages.Failure(description: "--command wrote a different '\(name)' than the library; is it built from this checkout?")
        }
        print("Checked: '\(executable)' lints the project without a problem and builds the same layout")
    }

    func clearOutput() throws {
        try FileManager.default.removeItemIfPresent(atPath: outputRoot)
    }

    /// Runs the command and waits for it. Started and awaited with `posix_spawn` and a
    /// blocking `waitpid`: Foundation's `Process.waitUntilExit()` looks for the end of the
    /// process every 50 ms on Linux, which rounded every time measured here up to the next
    /// 50 ms.
    private func run(_ arguments: [String]) throws {
        // A viewspec.yml around the working directory must not change what is timed.
        let arguments = arguments + ["--no-config"]
        let shown = ([executable] + arguments).joined(separator: " ")
        let pid = try spawn(URL(fileURLWithPath: executable).standardizedFileURL.path, arguments, shown: shown)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 {
            guard errno == EINTR else { throw Stages.Failure(description: "'\(shown)' could not be waited for: \(String(cString: strerror(errno)))") }
        }
        let signal = viewspec_terminationSignal(status)
        guard signal == 0 else { throw Stages.Failure(description: "'\(shown)' was ended by signal \(signal)") }
        let exitStatus = viewspec_exitStatus(status)
        guard exitStatus == 0 else { throw Stages.Failure(description: "'\(shown)' ended with status \(exitStatus)") }
    }

    /// Starts `path` with `arguments`, its output discarded, and returns its process id.
    private func spawn(_ path: String, _ arguments: [String], shown: String) throws -> pid_t {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, "/dev/null", O_WRONLY, 0)
        // The child starts with no signal blocked and every signal's default action, as a
        // shell would start it, whatever the calling thread blocks or ignores.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        var allSignals = sigset_t()
        sigfillset(&allSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setsigdefault(&attributes, &allSignals)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid = pid_t()
        var result = posix_spawn(&pid, path, &actions, &attributes, argv, environ)
        // An executable just written can be "busy" for a moment: a process another thread
        // started while it was open for writing holds it until that process runs its own
        // program. Linux offers no way to wait for that but to try again.
        for _ in 0..<50 where result == ETXTBSY {
            usleep(2_000)
            result = posix_spawn(&pid, path, &actions, &attributes, argv, environ)
        }
        guard result == 0 else { throw Stages.Failure(description: "'\(shown)' could not be started: \(String(cString: strerror(result)))") }
        return pid
    }
}
