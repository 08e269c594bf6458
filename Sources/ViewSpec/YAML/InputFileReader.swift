#if canImport(Glibc)
import Glibc
private let systemRead = Glibc.read
#elseif canImport(Musl)
import Musl
private let systemRead = Musl.read
#elseif canImport(Darwin)
import Darwin
private let systemRead = Darwin.read
#endif

/// Reads an input file whole, refusing more than a size limit without reading it.
///
/// Only a regular file is read. A FIFO, a socket or a device would block `open(2)` or
/// `read(2)` until something else wrote to it (forever, for a FIFO nothing writes to), so
/// the path's type is looked at before it is opened, the file is opened without blocking,
/// and its type is checked again on the open file, which is the one read: a file put in
/// its place between the two looks cannot block either. Anything else is refused as
/// "not a regular file". Every file a command reads goes through here: specs, the
/// configuration and the baseline.
public enum InputFileReader {
    public enum Problem: Error, Equatable, Sendable {
        case tooLarge(size: Int)
        case unreadable(reason: String)
    }

    public static func read(path: String, maxSize: Int) -> Result<[UInt8], Problem> {
        var status = stat()
        guard FilePathText.withCString(path, { stat($0, &status) }) == 0 else {
            return .failure(.unreadable(reason: lastSystemErrorDescription()))
        }
        guard (status.st_mode & S_IFMT) == S_IFREG else { return .failure(.unreadable(reason: notRegular)) }
        let descriptor = FilePathText.withCString(path) { open($0, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY) }
        guard descriptor >= 0 else { return .failure(.unreadable(reason: lastSystemErrorDescription())) }
        defer { close(descriptor) }
        guard fstat(descriptor, &status) == 0 else { return .failure(.unreadable(reason: lastSystemErrorDescription())) }
        guard (status.st_mode & S_IFMT) == S_IFREG else { return .failure(.unreadable(reason: notRegular)) }
        if Int(status.st_size) > maxSize { return .failure(.tooLarge(size: Int(status.st_size))) }
        // One byte more than the file's size is asked for, so that a file that grew since it
        // was measured is noticed, read on, and still refused past the limit. The buffer is
        // not zeroed first: read(2) fills what is kept.
        let expected = min(Int(status.st_size), maxSize) + 1
        var failure: Problem?
        var bytes = [UInt8](unsafeUninitializedCapacity: expected) { buffer, initialized in
            initialized = 0
            guard let base = buffer.baseAddress else { return }
            while initialized < buffer.count {
                let count = systemRead(descriptor, base + initialized, buffer.count - initialized)
                if count < 0 {
                    if errno == EINTR { continue }
                    failure = .unreadable(reason: lastSystemErrorDescription())
                    return
                }
                if count == 0 { return }
                initialized += count
            }
        }
        if let failure { return .failure(failure) }
        var reachedEnd = bytes.count < expected
        while !reachedEnd, bytes.count <= maxSize {
            let filled = bytes.count
            bytes.append(contentsOf: repeatElement(0, count: 4096))
            let count = bytes.withUnsafeMutableBytes { buffer in
                buffer.baseAddress.map { systemRead(descriptor, $0 + filled, buffer.count - filled) } ?? 0
            }
            if count < 0, errno != EINTR { return .failure(.unreadable(reason: lastSystemErrorDescription())) }
            bytes.removeSubrange((filled + max(count, 0))...)
            reachedEnd = count == 0
        }
        if bytes.count > maxSize { return .failure(.tooLarge(size: bytes.count)) }
        return .success(bytes)
    }

    /// The reason given for anything but a regular file.
    public static let notRegular = "not a regular file"
}

