import Foundation
import Testing

/// A FIFO, or any file that is not a regular file, wherever a command meets it, is refused
/// as "not a regular file" and never waited on: opening a FIFO for reading blocks until
/// something writes to it, forever when nothing does.
@Suite struct SpecialFileCommandTests {
    private static let spec = Array("viewspec: 1\ntables:\n  T: {strings: [a]}\n".utf8)

    /// A directory holding a spec and a FIFO named `name`.
    private func directory(withFIFO name: String) throws -> URL {
        let directory = try makeDirectory(["app.yaml": Self.spec])
        #expect(mkfifo(directory.appendingPathComponent(name).path, 0o644) == 0)
        return directory
    }

    @Test func aFIFONamedAsASpecIsRefusedWithoutWaiting() throws {
        let directory = try directory(withFIFO: "pipe.yaml")
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = try CommandRunner.run(["lint", "--no-config", "pipe.yaml", "app.yaml"], in: directory, timeout: 20)
        #expect(!output.timedOut, "lint waited on the FIFO")
        #expect(output.status == 2)
        #expect(output.stdout.contains("pipe.yaml:1:1: error: cannot read file: not a regular file [VS0015]"), "\(output.stdout)")
    }

    @Test func aFIFOFoundInAnInputDirectoryIsRefusedWithoutWaiting() throws {
        let directory = try directory(withFIFO: "pipe.yml")
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = try CommandRunner.run(["build", "--no-config", ".", "--out", "layout"], in: directory, timeout: 20)
        #expect(!output.timedOut, "build waited on the FIFO")
        #expect(output.status == 2)
        #expect(output.stdout.contains("pipe.yml:1:1: error: cannot read file: not a regular file"), "\(output.stdout)")
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("layout").path))
    }

    @Test func aFIFOGivenAsTheConfigurationIsRefusedWithoutWaiting() throws {
        let directory = try directory(withFIFO: "viewspec.yml")
        defer { try? FileManager.default.removeItem(at: directory) }
        for arguments in [["lint", "--config", "viewspec.yml", "app.yaml"], ["lint", "app.yaml"]] {
            let output = try CommandRunner.run(arguments, in: directory, timeout: 20)
            #expect(!output.timedOut, "\(arguments) waited on the FIFO")
            #expect(output.status == 2, "\(arguments)")
            #expect(output.stdout.contains("viewspec.yml:1:1: error: cannot read file: not a regular file"), "\(arguments): \(output.stdout)")
        }
    }

    @Test func aFIFOGivenAsTheBaselineIsRefusedWithoutWaiting() throws {
        let directory = try directory(withFIFO: "baseline.json")
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = try CommandRunner.run(["lint", "--no-config", "--baseline", "baseline.json", "app.yaml"], in: directory, timeout: 20)
        #expect(!output.timedOut, "lint waited on the FIFO")
        #expect(output.status == 2)
        #expect(output.stderr.contains("cannot read baseline 'baseline.json': not a regular file"), "\(output.stderr)")
    }

    /// A device reads without end (`/dev/zero`) or is not text at all: refused the same way.
    @Test func aDeviceIsRefused() throws {
        for device in ["/dev/zero", "/dev/null"] {
            let output = try CommandRunner.run(["lint", "--no-config", device], timeout: 20)
            #expect(!output.timedOut, "lint read \(device) without end")
            #expect(output.status == 2)
            #expect(output.stdout.contains("\(device):1:1: error: cannot read file: not a regular file"), "\(output.stdout)")
        }
    }
}
