import Foundation
import Testing

/// What a reader of the output directories can rely on (docs/layout.md, "How files are
/// written"): a failed build changes nothing, a killed build is put right by the next one,
/// and two builds into one directory take turns.
@Suite struct OutputDirectoryCommandTests {
    /// A project of `files` spec files of three tables each; `version` 1 and 2 share most
    /// files, change some, and each has files the other lacks.
    static func project(version: Int, files: Int) -> [String: [UInt8]] {
        var project: [String: [UInt8]] = [:]
        let range = version == 1 ? 0..<files : (files / 10)..<(files + files / 10)
        for file in range {
            var text = "viewspec: 1\ntables:\n"
            for table in 0..<3 {
                let changed = version == 2 && file % 3 == 0
                let strings = (0..<12).map { "row \($0) of \(file).\(table)\(changed ? " (changed)" : "")" }
                text += "  T\(file)x\(table): {strings: [\(strings.map { "'\($0)'" }.joined(separator: ", "))]}\n"
            }
            project["v\(version)/specs/f\(file).yaml"] = Array(text.utf8)
        }
        return project
    }

    private static func buildArguments(version: Int, into out: String = "out") -> [String] {
        ["build", "--no-config", "--quiet", "v\(version)/specs", "--out", "\(out)/layout", "--swift", "\(out)/swift"]
    }

    /// A project, its two versions built cleanly into `clean1` and `clean2`, and their snapshots.
    private func preparedProject(files: Int) throws -> (root: URL, clean: [Int: [String: String]]) {
        let root = try makeDirectory(Self.project(version: 1, files: files).merging(Self.project(version: 2, files: files)) { $1 })
        var clean: [Int: [String: String]] = [:]
        for version in [1, 2] {
            let output = try CommandRunner.run(Self.buildArguments(version: version, into: "clean\(version)"), in: root)
            #expect(output.status == 0, "\(output.stderr)")
            clean[version] = try directorySnapshot(root.appendingPathComponent("clean\(version)"))
        }
        return (root, clean)
    }

    /// A document's place is taken by a directory: the build fails, and every file of the
    /// previous output is as it was, to the byte and the modification time. (The
    /// directories' own times change: the build made its staged files in them.)
    @Test func aDirectoryInTheWayLeavesThePreviousOutputAsItWas() throws {
        let (root, _) = try preparedProject(files: 20)
        defer { removeTree(root) }
        #expect(try CommandRunner.run(Self.buildArguments(version: 1), in: root).status == 0)
        let out = root.appendingPathComponent("out")
        // Version 2 adds f20 and f21; f21's table T21x2 comes late in the layout's order.
        try FileManager.default.createDirectory(at: out.appendingPathComponent("layout/T21x2.table.json"), withIntermediateDirectories: false)
        let past = Date(timeIntervalSince1970: 1_000_000_000)
        let enumerator = FileManager.default.enumerator(atPath: out.path)
        while let relative = enumerator?.nextObject() as? String {
            try FileManager.default.setAttributes([.modificationDate: past], ofItemAtPath: out.appendingPathComponent(relative).path)
        }
        let before = try directorySnapshot(out)

        let output = try CommandRunner.run(Self.buildArguments(version: 2), in: root)
        #expect(output.status == 2)
        #expect(output.stderr.contains("T21x2.table.json': a directory is in the way"), "\(output.stderr)")
        #expect(output.stderr.contains("nothing written to 'out/layout' or 'out/swift'"), "\(output.stderr)")
        let after = try directorySnapshot(out)
        #expect(after == before, "\(snapshotDifference(before, after))")
        let enumeratorAfter = FileManager.default.enumerator(atPath: out.path)
        while let relative = enumeratorAfter?.nextObject() as? String {
            guard after[relative] != "(directory)" else { continue }
            let date = try FileManager.default.attributesOfItem(atPath: out.appendingPathComponent(relative).path)[.modificationDate] as? Date
            #expect(date == past, "\(relative) was touched")
        }
    }

    /// Builds killed with SIGKILL at random moments, one after another, then a build that
    /// runs to the end: it leaves exactly what a clean build of the same version leaves,
    /// with no orphan document and no hidden file, and the user's file untouched.
    @Test func buildsKilledAtRandomMomentsArePutRightByTheNextBuild() throws {
        let (root, clean) = try preparedProject(files: 80)
        defer { removeTree(root) }
        let out = root.appendingPathComponent("out")
        // The time a whole build takes, to kill builds anywhere in it.
        let clock = ContinuousClock()
        let start = clock.now
        #expect(try CommandRunner.run(Self.buildArguments(version: 1), in: root).status == 0)
        let duration = clock.now - start
        try Data("mine\n".utf8).write(to: out.appendingPathComponent("layout/notes.txt"))
        var expected = clean
        for version in [1, 2] { expected[version]?["layout/notes.txt"] = "mine\n" }

        var generator = SeededGenerator(seed: UInt64(Date().timeIntervalSince1970))
        print("killing builds at random moments, seed \(generator.seed), a build taking \(duration)")
        var killedWhileRunning = 0
        for round in 0..<10 {
            // One to three builds killed in a row, of either version, then one that finishes.
            for _ in 0..<Int.random(in: 1...3, using: &generator) {
                let process = Process()
                process.executableURL = CommandRunner.executable
                process.arguments = Self.buildArguments(version: Int.random(in: 1...2, using: &generator))
                process.currentDirectoryURL = root
                process.standardOutput = FileHandle.nullDevice
                process.standardError = FileHandle.nullDevice
                try process.run()
                let delay = duration * Double.random(in: 0.05...1.1, using: &generator)
                Thread.sleep(forTimeInterval: Double(delay.components.seconds) + Double(delay.components.attoseconds) / 1e18)
                if process.isRunning { killedWhileRunning += 1 }
                kill(process.processIdentifier, SIGKILL)
                process.waitUntilExit()
            }
            let version = Int.random(in: 1...2, using: &generator)
            let output = try CommandRunner.run(Self.buildArguments(version: version), in: root)
            #expect(output.status == 0, "round \(round): \(output.stderr)")
            let found = try directorySnapshot(out)
            let converged = found == expected[version]
            #expect(converged, "round \(round), version \(version): \(snapshotDifference(expected[version] ?? [:], found))")
        }
        #expect(killedWhileRunning > 0, "no build was killed while it ran")
    }

    /// A build waits for one that holds the directory, and says so after a moment.
    @Test func aBuildWaitsForTheBuildThatHoldsTheDirectory() throws {
        let (root, clean) = try preparedProject(files: 3)
        defer { removeTree(root) }
        let layout = root.appendingPathComponent("out/layout")
        try FileManager.default.createDirectory(at: layout, withIntermediateDirectories: true)
        // This process plays the other build: it holds the lock, with its id in the file.
        let lock = open(layout.appendingPathComponent(".viewspec-lock").path, O_RDWR | O_CREAT, 0o644)
        try #require(lock >= 0)
        #expect(flock(lock, LOCK_EX) == 0)
        let id = Array("\(getpid())\n".utf8)
        #expect(write(lock, id, id.count) == id.count)

        let process = Process()
        process.executableURL = CommandRunner.executable
        process.arguments = Self.buildArguments(version: 1)
        process.currentDirectoryURL = root
        let stderr = Pipe()
        process.standardError = stderr
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        Thread.sleep(forTimeInterval: 2.5)
        #expect(process.isRunning, "the build did not wait")
        close(lock)
        let message = String(decoding: stderr.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(message)")
        #expect(message.contains("viewspecc: waiting for another build (process \(getpid())) writing to 'out/layout' to finish"), "\(message)")
        let found = try directorySnapshot(root.appendingPathComponent("out"))
        #expect(found == clean[1], "\(snapshotDifference(clean[1] ?? [:], found))")
    }

    /// Two builds of different projects into one directory at once: both succeed, one
    /// after the other, and the directory holds exactly one project's output, never a mix.
    @Test func twoBuildsAtOnceTakeTurns() throws {
        let (root, clean) = try preparedProject(files: 60)
        defer { removeTree(root) }
        for round in 0..<3 {
            let builds = try [1, 2].map { version in
                let process = Process()
                process.executableURL = CommandRunner.executable
                process.arguments = Self.buildArguments(version: version)
                process.currentDirectoryURL = root
                process.standardOutput = FileHandle.nullDevice
                process.standardError = FileHandle.nullDevice
                try process.run()
                return process
            }
            for build in builds { build.waitUntilExit() }
            #expect(builds.map(\.terminationStatus) == [0, 0], "round \(round)")
            let found = try directorySnapshot(root.appendingPathComponent("out"))
            #expect(found == clean[1] || found == clean[2], "round \(round): a mix of both: \(snapshotDifference(clean[1] ?? [:], found))")
        }
    }

    /// The layout and the Swift code may share a directory: one lock, both written.
    @Test func layoutAndSwiftMayShareADirectory() throws {
        let (root, _) = try preparedProject(files: 3)
        defer { removeTree(root) }
        let output = try CommandRunner.run(
            ["build", "--no-config", "v1/specs", "--out", "shared", "--swift", "shared"], in: root, timeout: 60)
        #expect(!output.timedOut, "the build waited for itself")
        #expect(output.status == 0, "\(output.stderr)")
        let names = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("shared").path)
        #expect(names.filter { $0.hasSuffix(".swift") }.count == 3)
        #expect(names.contains("index.json"))
        #expect(!names.contains { $0.hasPrefix(".") }, "\(names)")
    }

    /// On a file system that fills up while the build stages its files, the build fails
    /// with the system's reason, and the previous output is left exactly as it was, with
    /// the space its staged files took given back. A small tmpfs is mounted for it in a
    /// mount namespace of its own, where the system allows one.
    @Test(.enabled(if: PrivateMount.isAvailable, "needs unshare(1) and a tmpfs mount in a private mount namespace"))
    func aFullFileSystemLeavesThePreviousOutputAsItWas() throws {
        let (root, _) = try preparedProject(files: 60)
        defer { removeTree(root) }
        let script = """
            set -e
            mount -t tmpfs -o size=16m tmpfs mnt
            "$VIEWSPECC" build --no-config --quiet v1/specs --out mnt/out/layout --swift mnt/out/swift 2>/dev/null
            used() { df -k --output=used mnt | tail -n 1 | tr -d ' '; }
            snapshot() { (cd mnt && find . -print | sort && find . -type f -print0 | sort -z | xargs -0 sha256sum); }
            # Room for a little more than the first version's output: not for the second's staged files.
            mount -o remount,size=$(( $(used) + 96 ))k mnt
            before_used=$(used); before=$(snapshot)
            set +e
            "$VIEWSPECC" build --no-config --quiet v2/specs --out mnt/out/layout --swift mnt/out/swift > /dev/null 2> stderr.txt
            echo "status $?"
            set -e
            after_used=$(used); after=$(snapshot)
            echo "used $before_used $after_used"
            if [ "$before" = "$after" ]; then echo "same files"; else echo "changed files"; diff <(echo "$before") <(echo "$after") || true; fi
            """
        try Data(script.utf8).write(to: root.appendingPathComponent("fill.sh"))
        try FileManager.default.createDirectory(at: root.appendingPathComponent("mnt"), withIntermediateDirectories: false)
        let output = try CommandRunner.runShell(PrivateMount.command(#"bash fill.sh"#), in: root)
        let stderr = (try? String(contentsOf: root.appendingPathComponent("stderr.txt"), encoding: .utf8)) ?? ""
        #expect(output.stdout.contains("status 2"), "\(output.stdout)\(output.stderr)\(stderr)")
        #expect(stderr.contains(String(cString: strerror(ENOSPC))), "\(stderr)")
        #expect(stderr.contains("nothing written to"), "\(stderr)")
        #expect(output.stdout.contains("same files"), "\(output.stdout)")
        let used = output.stdout.split(separator: "\n").first { $0.hasPrefix("used ") }?.split(separator: " ")
        #expect(used?.count == 3 && used?[1] == used?[2], "the staged files' space was not given back: \(output.stdout)")
    }
}

/// A tmpfs mounted by an unprivileged test: `unshare` gives the command a mount namespace
/// of its own (and, not as root, a user namespace in which it may mount), and the mount
/// goes when the command ends.
enum PrivateMount {
    static func command(_ script: String) -> String {
        "\(unshare) sh -c '\(script)'"
    }

    private static var unshare: String { getuid() == 0 ? "unshare --mount" : "unshare --map-root-user --mount" }

    static let isAvailable: Bool = {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/unshare") || FileManager.default.isExecutableFile(atPath: "/bin/unshare"),
            FileManager.default.isExecutableFile(atPath: "/bin/bash")
        else { return false }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("viewspec-mount-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        guard (try? FileManager.default.createDirectory(at: directory.appendingPathComponent("mnt"), withIntermediateDirectories: true)) != nil,
            let output = try? CommandRunner.runShell(command("mount -t tmpfs -o size=64k tmpfs mnt"), in: directory, timeout: 20)
        else { return false }
        return output.status == 0
    }()
}

/// A small random number generator whose sequence a seed fixes, printed so that a failing
/// run can be repeated.
struct SeededGenerator: RandomNumberGenerator {
    let seed: UInt64
    private var state: UInt64

    init(seed: UInt64) {
        self.seed = seed
        state = seed
    }

    mutating func next() -> UInt64 {
        // SplitMix64.
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
