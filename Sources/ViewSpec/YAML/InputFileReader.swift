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
enum InputFileReader {
    enum Problem: Error, Equatable {
        case tooLarge(size: Int)
        case unreadable(reason: String)
    }

    static func read(path: String, maxSize: Int) -> Result<[UInt8], Problem> {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return .failure(.unreadable(reason: lastSystemErrorDescription())) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return .failure(.unreadable(reason: lastSystemErrorDescription())) }
        guard (status.st_mode & S_IFMT) == S_IFREG else { return .failure(.unreadable(reason: "not a regular file")) }
        if Int(status.st_size) > maxSize { return .failure(.tooLarge(size: Int(status.st_size))) }
        // One byte more than the file's size is asked for, so that a file that grew since it
        // was measured is noticed, read on, and still refused past the limit. The buffer is
        // not zeroed first: read(2) fills what is kept.
        let expected = min(Int(status.st_size), maxSize) + 1
        var failure: Problem?
        var bytes = [UInt8](unsafeUninitializedCapacity: expected) { buffer, initialized in
            initialized = 0
            while initialized < buffer.count {
                let count = systemRead(descriptor, buffer.baseAddress! + initialized, buffer.count - initialized)
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
                systemRead(descriptor, buffer.baseAddress! + filled, buffer.count - filled)
            }
            if count < 0, errno != EINTR { return .failure(.unreadable(reason: lastSystemErrorDescription())) }
            bytes.removeSubrange((filled + max(count, 0))...)
            reachedEnd = count == 0
        }
        if bytes.count > maxSize { return .failure(.tooLarge(size: bytes.count)) }
        return .success(bytes)
    }
}
