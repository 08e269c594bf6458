import ArgumentParser
import Foundation
import ViewSpec

#if canImport(Glibc)
import Glibc
private let systemWrite = Glibc.write
#elseif canImport(Darwin)
import Darwin
private let systemWrite = Darwin.write
#endif

/// Where output goes and whether it may be coloured.
///
/// Output is written with `write(2)` and every failure is handled: standard output may be
/// a full disk or a closed pipe, and a report cut short there is reported, never a crash.
enum Terminal {
    /// Writes `text` to standard output, all of it, or reports why it could not and throws
    /// exit status 2, as when a report file cannot be written.
    static func write(_ text: String) throws(ExitCode) {
        if let failure = writeAll(Array(text.utf8), to: STDOUT_FILENO) {
            writeError("viewspecc: error: cannot write to standard output: \(failure)")
            throw ExitCode(ExitStatus.usage)
        }
    }

    /// Writes `line` and a newline to standard error. Nothing is left to report a failure
    /// to, so it is ignored.
    static func writeError(_ line: String) {
        writeErrorText(line.hasSuffix("\n") ? line : line + "\n")
    }

    /// Writes `text` as it is to standard error (a progress line redrawn in place, say),
    /// ignoring failures as `writeError(_:)` does.
    static func writeErrorText(_ text: String) {
        _ = writeAll(Array(text.utf8), to: STDERR_FILENO)
    }

    /// Colour only for a terminal, never when NO_COLOR is set to anything (no-color.org).
    static func wantsColor(_ choice: ColorChoice, fileDescriptor: Int32) -> Bool {
        switch choice {
        case .always: return true
        case .never: return false
        case .auto:
            if let noColor = ProcessInfo.processInfo.environment["NO_COLOR"], !noColor.isEmpty { return false }
            if ProcessInfo.processInfo.environment["TERM"] == "dumb" { return false }
            return isatty(fileDescriptor) == 1
        }
    }

    /// Writes all of `bytes` to `descriptor`; the system's reason when that failed. A
    /// descriptor left non-blocking by whoever opened it is waited on rather than given up.
    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> String? {
        bytes.withUnsafeBytes { buffer -> String? in
            guard let base = buffer.baseAddress else { return nil }
            var written = 0
            while written < buffer.count {
                let count = systemWrite(descriptor, base + written, buffer.count - written)
                if count >= 0 {
                    written += count
                    continue
                }
                switch errno {
                case EINTR:
                    continue
                case EAGAIN, EWOULDBLOCK:
                    var ready = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
                    _ = poll(&ready, 1, -1)
                default:
                    return String(cString: strerror(errno))
                }
            }
            return nil
        }
    }
}
