import Foundation
import Testing
import ViewSpecRuntime

#if canImport(Glibc)
import Glibc
#endif

/// Files that must not be trusted or waited on, and the temporary files a killed save
/// leaves (BRIEF §2: a failed load changes nothing; a save never leaves a mess).
@Suite @MainActor struct PersistenceFileSafetyTests {
    /// Saves the defaults, rewrites the file with `edit`, and loads it into a store holding
    /// a customized volume: the load must fail and keep the store as it was.
    private func rejectedLoad(_ edit: (String) -> String) throws -> PersistenceError? {
        let directory = try TemporaryDirectory()
        try PreferenceStore<AppSettings>().save(to: directory.file("settings.json"))
        let url = try directory.write(edit(directory.read("settings.json")), to: "settings.json")
        let store = try PreferenceStore<AppSettings>()
        try store.set(\.volume, to: 0.35)
        do {
            try store.load(from: url)
            Issue.record("the load succeeded")
            return nil
        } catch {
            #expect(store[\.volume] == 0.35)
            return error
        }
    }

    /// JSONDecoder kept the first of two values for one key and never looked at the
    /// second: the file said one thing to a reader and another to the store.
    @Test func aRepeatedKeyIsACorruptFile() throws {
        let repeatedValue = try rejectedLoad { $0.replacingOccurrences(of: "\"volume\": 0.8", with: "\"volume\": 0.25, \"volume\": 5") }
        #expect(
            repeatedValue?.description.hasSuffix(#"not a valid model file: the key "volume" appears more than once in one object"#) == true,
            "\(String(describing: repeatedValue))")
        let repeatedHeader = try rejectedLoad { $0.replacingOccurrences(of: "\"formatVersion\": 1,", with: "\"formatVersion\": 1, \"formatVersion\": 2,") }
        guard case .malformed(_, let reason)? = repeatedHeader else {
            Issue.record("expected a malformed file, found \(String(describing: repeatedHeader))")
            return
        }
        #expect(reason == #"the key "formatVersion" appears more than once in one object"#)
    }

    /// What RFC 8259 does not allow is refused, as JSONDecoder did not always.
    @Test func jsonBeyondTheStandardIsACorruptFile() throws {
        for edit: (String) -> String in [
            { $0.replacingOccurrences(of: "\"volume\": 0.8", with: "\"volume\": 0.8,") },  // a trailing comma, then a key
            { $0.replacingOccurrences(of: "\n  ]", with: ",\n  ]") },  // a trailing comma in an array
            { $0.replacingOccurrences(of: "\"volume\": 0.8", with: "\"volume\": 00.8") },
            { $0.replacingOccurrences(of: "\"volume\": 0.8", with: "\"volume\": 1e400") },
        ] {
            guard case .malformed(_, let reason)? = try rejectedLoad(edit) else {
                Issue.record("expected a malformed file")
                continue
            }
            #expect(reason == "the file is not JSON or is truncated")
        }
    }

    /// Whole numbers read as integers however they are written, as they did before.
    @Test func numbersReadAsBefore() throws {
        let directory = try TemporaryDirectory()
        try PreferenceStore<AppSettings>().save(to: directory.file("settings.json"))
        let text = try directory.read("settings.json")
        for (written, volume) in [("1.0", 1.0), ("1e0", 1.0), ("0.25", 0.25), ("-0.0", 0.0)] {
            let url = try directory.write(text.replacingOccurrences(of: "\"volume\": 0.8", with: "\"volume\": \(written)"), to: "settings.json")
            let store = try PreferenceStore<AppSettings>()
            try store.load(from: url)
            #expect(store[\.volume] == volume, "\(written)")
        }
    }

    /// A FIFO in the file's place would block the load until something wrote to it.
    @Test func aFIFOIsRefusedWithoutWaiting() throws {
        let directory = try TemporaryDirectory()
        let fifo = directory.file("settings.json")
        #expect(mkfifo(fifo.path, 0o644) == 0)
        let done = DispatchSemaphore(value: 0)
        let outcome = Outcome()
        // `load` is `read` and then `apply`; `read` is the part that opens the file, and it
        // may run off the main actor, so the wait is watched from this one.
        let store = try PreferenceStore<AppSettings>()
        Thread.detachNewThread {
            defer { done.signal() }
            do throws(PersistenceError) {
                _ = try store.read(from: fifo)
            } catch {
                outcome.error = error
            }
        }
        if done.wait(timeout: .now() + 10) == .timedOut {
            Issue.record("the load waited on the FIFO")
            let writer = open(fifo.path, O_WRONLY | O_NONBLOCK)
            if writer >= 0 { close(writer) }
            done.wait()
        }
        #expect(outcome.error == .readFailed(path: fifo.path, reason: "not a regular file"))
    }

    /// A save killed before its rename leaves `.<name>.<UUID>.tmp`, unlocked: the next
    /// save to that file removes it. A temporary file another save still holds (locked),
    /// another file's, and files that only look like one are left alone.
    @Test func temporaryFilesOfAKilledSaveAreRemovedByTheNextSave() throws {
        let directory = try TemporaryDirectory()
        let abandoned = ".settings.json.\(UUID().uuidString).tmp"
        let inUse = ".settings.json.\(UUID().uuidString).tmp"
        let others = [".other.json.\(UUID().uuidString).tmp", ".settings.json.notes.tmp", "settings.json.\(UUID().uuidString).tmp"]
        for name in [abandoned, inUse] + others { _ = try directory.write("{", to: name) }
        let held = open(directory.file(inUse).path, O_RDONLY)
        #expect(flock(held, LOCK_EX) == 0)
        defer { close(held) }

        try PreferenceStore<AppSettings>().save(to: directory.file("settings.json"))
        #expect(try directory.entries() == ([inUse, "settings.json"] + others).sorted())
    }

    /// What the load threw, handed from its thread.
    private final class Outcome: @unchecked Sendable {
        var error: PersistenceError?
    }
}
