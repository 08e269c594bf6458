#if os(Linux)
import CViewSpecSystem
import Foundation
import Testing

/// The Linux flags the output writer creates files with, as the system's headers give
/// them: a file opened with `O_TMPFILE` has no name until `linkat` with `AT_EMPTY_PATH`
/// gives it one. Were a flag wrong, the writer would quietly fall back to temporary
/// files, so it is checked here against the system itself.
@Suite struct SystemFlagsTests {
    @Test func anUnnamedFileIsNamedByItsDescriptor() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("viewspec-flags-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let descriptor = open(directory.path, O_WRONLY | O_CLOEXEC | viewspec_O_TMPFILE, 0o644)
        try #require(descriptor >= 0, "O_TMPFILE refused: \(String(cString: strerror(errno)))")
        defer { close(descriptor) }
        var status = stat()
        #expect(fstat(descriptor, &status) == 0)
        #expect(status.st_mode & S_IFMT == S_IFREG)
        #expect(status.st_nlink == 0, "an O_TMPFILE file has no name")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)

        let named = directory.appendingPathComponent("named.json").path
        if linkat(descriptor, "", AT_FDCWD, named, viewspec_AT_EMPTY_PATH) == 0 {
            #expect(FileManager.default.fileExists(atPath: named))
        } else {
            // Before Linux 6.10 only a process that may search any directory may do this;
            // anything else means the flag is not AT_EMPTY_PATH.
            #expect(errno == ENOENT || errno == EPERM, "\(String(cString: strerror(errno)))")
        }
    }
}
#endif
