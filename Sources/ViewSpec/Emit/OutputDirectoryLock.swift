import Foundation
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The lock a build holds on its output directory from before it looks at the directory
/// until its files are published or it has given up, so that two builds into one
/// directory run one after the other and never mix their files.
///
/// It is an advisory `flock(2)` on `.viewspec-lock` inside the output directory: the
/// system releases it when the process ends, however it ends, so a killed build never
/// leaves the directory locked. The holder writes its process id into the file for the
/// message of whoever waits, and removes the file when it is done; a waiter that then
/// gets the lock on the removed file sees that the name no longer leads to it and starts
/// over on the new file. A dry run (`build --check`) takes it shared, and only when the
/// file exists: it waits for a build to finish but creates nothing.
///
/// Within one process the lock is shared: the layout and the Swift code written into
/// one directory take it once.
final class OutputDirectoryLock: Sendable {
    static let fileName = ".viewspec-lock"

    /// How long a build waits quietly before it says what it is waiting for.
    static let quietWait: Duration = .seconds(1)

    /// The lock of one directory in this process.
    private struct Held {
        var descriptor: Int32
        var exclusive: Bool
        var holders = 1
    }

    /// The directories this process holds locked, by identity.
    private static let held = Mutex<[DirectoryKey: Held]>([:])

    private struct DirectoryKey: Hashable, Sendable {
        var device: UInt64
        var inode: UInt64
    }

    private let key: DirectoryKey
    private let directory: Int32
    private let fileSystem: OutputFileSystem
    private let released = Atomic<Bool>(false)
    /// Whether this process did not hold the lock before: only then may it treat what an
    /// earlier build left in the directory as abandoned.
    let isFirstHolder: Bool

    /// Takes the lock of the directory open as `directory`, waiting for another process
    /// that holds it; `waiting` is called once, after `quietWait`, with that process's id
    /// when it can be read. Nil for a dry run when no build holds the directory.
    static func acquire(
        directory: Int32, exclusive: Bool, fileSystem: OutputFileSystem, waiting: (_ holder: Int32?) -> Void
    ) throws(OutputWriter.Failure) -> OutputDirectoryLock? {
        var status = stat()
        guard fstat(directory, &status) == 0 else { throw failure("cannot lock the output directory") }
        let key = DirectoryKey(device: UInt64(status.st_dev), inode: UInt64(status.st_ino))
        let shared: Bool = held.withLock { held in
            guard held[key] != nil else { return false }
            held[key]?.holders += 1
            return true
        }
        if shared { return OutputDirectoryLock(key: key, directory: directory, fileSystem: fileSystem, isFirstHolder: false) }

        var announced = false
        let clock = ContinuousClock()
        let start = clock.now
        while true {
            let descriptor = fileSystem.openLockFile(fileName, in: directory, create: exclusive)
            if descriptor < 0 {
                if !exclusive, errno == ENOENT { return nil }
                throw failure("cannot create the lock file '\(fileName)' in the output directory")
            }
            let operation = exclusive ? LOCK_EX : LOCK_SH
            var locked = fileSystem.flock(descriptor, operation | LOCK_NB, name: fileName) == 0
            while !locked, errno == EWOULDBLOCK || errno == EINTR {
                if !announced, clock.now - start >= quietWait {
                    announced = true
                    waiting(holder(of: descriptor))
                }
                if announced {
                    // Said: from here on the lock is waited for, not polled.
                    locked = fileSystem.flock(descriptor, operation, name: fileName) == 0
                } else {
                    // Polled until then, so that the message comes on time.
                    usleep(20_000)
                    locked = fileSystem.flock(descriptor, operation | LOCK_NB, name: fileName) == 0
                }
            }
            guard locked else {
                systemClose(descriptor)
                throw failure("cannot lock the output directory")
            }
            // The holder before may have removed the file after this process opened it: the
            // lock is only good on the file the name leads to now.
            var opened = stat()
            let named = fileSystem.status(of: fileName, in: directory)
            let current = fstat(descriptor, &opened) == 0 && named.map { $0.st_dev == opened.st_dev && $0.st_ino == opened.st_ino } == true
            guard current else {
                systemClose(descriptor)
                continue
            }
            if exclusive { stamp(descriptor) }
            held.withLock { $0[key] = Held(descriptor: descriptor, exclusive: exclusive) }
            return OutputDirectoryLock(key: key, directory: directory, fileSystem: fileSystem, isFirstHolder: true)
        }
    }

    private init(key: DirectoryKey, directory: Int32, fileSystem: OutputFileSystem, isFirstHolder: Bool) {
        self.key = key
        self.directory = directory
        self.fileSystem = fileSystem
        self.isFirstHolder = isFirstHolder
    }

    deinit {
        release()
    }

    /// Gives the lock up; the last holder in this process removes the lock file (an
    /// exclusive holder only) and closes it, which lets the next build in.
    func release() {
        guard !released.exchange(true, ordering: .acquiringAndReleasing) else { return }
        let last: Held? = Self.held.withLock { held in
            guard var entry = held[key] else { return nil }
            entry.holders -= 1
            held[key] = entry.holders == 0 ? nil : entry
            return entry.holders == 0 ? entry : nil
        }
        guard let last else { return }
        // Removed while still locked, so that no one can be holding it meanwhile. A killed
        // writer leaves it; the next build takes it over.
        if last.exclusive { _ = fileSystem.unlink(Self.fileName, in: directory, for: OutputStep(.unlock, Self.fileName)) }
        systemClose(last.descriptor)
    }

    // MARK: - Private

    private static func failure(_ message: String) -> OutputWriter.Failure {
        OutputWriter.Failure(message: "\(message): \(lastSystemErrorDescription())")
    }

    /// Writes this process's id into the lock file, for the message of a build that waits.
    private static func stamp(_ descriptor: Int32) {
        let text = Array("\(getpid())\n".utf8)
        guard ftruncate(descriptor, 0) == 0 else { return }
        _ = text.withUnsafeBytes { pwrite(descriptor, $0.baseAddress, $0.count, 0) }
    }

    /// The process id the holder wrote into the lock file, if it can be read.
    private static func holder(of descriptor: Int32) -> Int32? {
        var buffer = [UInt8](repeating: 0, count: 32)
        let count = buffer.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, 0) }
        guard count > 0 else { return nil }
        let text = String(decoding: buffer[..<count], as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        return Int32(text).flatMap { $0 > 0 ? $0 : nil }
    }
}
