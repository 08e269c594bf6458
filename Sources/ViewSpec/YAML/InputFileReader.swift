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
        // Read up to one byte past the limit: a file that grows while it is read is still refused.
        var bytes = [UInt8](repeating: 0, count: min(Int(status.st_size), maxSize) + 1)
        var filled = 0
        while filled < bytes.count {
            let count = bytes.withUnsafeMutableBytes { buffer in
                systemRead(descriptor, buffer.baseAddress! + filled, buffer.count - filled)
            }
            if count < 0 {
                if errno == EINTR { continue }
                return .failure(.unreadable(reason: lastSystemErrorDescription()))
            }
            if count == 0 { break }
            filled += count
            if filled == bytes.count, filled <= maxSize { bytes.append(contentsOf: repeatElement(0, count: 4096)) }
        }
        if filled > maxSize { return .failure(.tooLarge(size: filled)) }
        bytes.removeSubrange(filled...)
        return .success(bytes)
    }
}
