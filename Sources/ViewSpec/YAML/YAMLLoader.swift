/// What loading one file produced: the document (absent when the file is empty or could
/// not be parsed) and every problem found on the way.
public struct YAMLLoadResult: Sendable {
    /// The file's bytes, present whenever the file could be read.
    public var file: SourceFile?
    public var root: YAMLNode?
    public var diagnostics: [Diagnostic]

    public var hasErrors: Bool { diagnostics.hasErrors }
}

/// Loads YAML files into `YAMLNode` trees under ViewSpec's policies: UTF-8 only, one
/// document per file, YAML 1.2 core schema, unique keys, no merge keys, core tags only,
/// and the resource limits of `YAMLLimits`.
public struct YAMLLoader: Sendable {
    public var limits: YAMLLimits

    public init(limits: YAMLLimits = .default) {
        self.limits = limits
    }

    /// Reads and loads the file at `path`; `path` is also the name diagnostics use.
    public func load(path: String) -> YAMLLoadResult {
        switch InputFileReader.read(path: path, maxSize: maxFileSize) {
        case .success(let bytes):
            return load(SourceFile(path: path, bytes: bytes))
        case .failure(.tooLarge(let size)):
            return YAMLLoadResult(file: nil, root: nil, diagnostics: [tooLarge(size, path: path)])
        case .failure(.unreadable(let reason)):
            let diagnostic = Diagnostic.error(.unreadableFile, "cannot read file: \(reason)", at: .startOfFile(path))
            return YAMLLoadResult(file: nil, root: nil, diagnostics: [diagnostic])
        }
    }

    /// Loads a file already in memory.
    public func load(_ file: SourceFile) -> YAMLLoadResult {
        if file.bytes.count > maxFileSize {
            return YAMLLoadResult(file: file, root: nil, diagnostics: [tooLarge(file.bytes.count, path: file.path)])
        }
        let report: UTF8Validator.Report
        switch UTF8Validator.validate(file.bytes) {
        case .success(let validReport):
            report = validReport
        case .failure(let problem):
            return YAMLLoadResult(file: file, root: nil, diagnostics: [Self.diagnostic(for: problem, in: file)])
        }
        var builder = YAMLTreeBuilder(file: file, converter: MarkConverter(file: file, report: report), limits: limits)
        file.bytes.withUnsafeBufferPointer { bytes in
            // The reader lives only inside this closure, while the bytes stay pinned.
            var reader = LibYAMLEventReader(input: UnsafeBufferPointer(rebasing: bytes[report.bomLength...]))
            builder.run(&reader, bomLength: report.bomLength)
        }
        return YAMLLoadResult(file: file, root: builder.makeRoot(), diagnostics: builder.diagnostics)
    }

    // MARK: - Private

    /// The configured limit, within what a loaded document can index.
    private var maxFileSize: Int { min(limits.maxFileSize, YAMLLimits.largestReadableFileSize) }

    private func tooLarge(_ size: Int, path: String) -> Diagnostic {
        let advice =
            maxFileSize < limits.maxFileSize
            ? "source positions and node indexes are 32-bit, so no larger file can be read"
            : "raise it with --max-file-size if the file is meant to be this large"
        return .error(
            .fileTooLarge, "file is \(Self.describeSize(size)), larger than the limit of \(Self.describeSize(maxFileSize)); \(advice)",
            at: .startOfFile(path))
    }

    private static func diagnostic(for problem: UTF8Validator.Problem, in file: SourceFile) -> Diagnostic {
        switch problem {
        case .wideEncoding(let name):
            return .error(
                .invalidEncoding,
                "file is encoded as \(name), but spec files must be UTF-8; convert it, e.g. with 'iconv -f \(name) -t UTF-8'",
                at: .startOfFile(file.path))
        case .nulByte(let offset):
            return .error(
                .invalidEncoding, "expected UTF-8 text, found a NUL byte; write \"\\0\" inside a double-quoted string for a NUL character",
                at: file.span(from: offset, to: offset + 1))
        case .invalidSequence(let offset, let bytes):
            let found = bytes.count == 1
                ? "the byte 0x\(hex(bytes[0])), which is"
                : "the bytes " + bytes.map { "0x" + hex($0) }.joined(separator: " ") + ", which are"
            return .error(
                .invalidEncoding, "expected UTF-8 text, found \(found) not valid UTF-8",
                at: file.span(from: offset, to: offset + bytes.count))
        case .truncatedSequence(let offset):
            return .error(
                .invalidEncoding, "expected UTF-8 text, found a multi-byte sequence cut short by the end of the file",
                at: file.span(from: offset, to: file.bytes.count))
        }
    }

    static func describeSize(_ bytes: Int) -> String {
        if bytes >= 1024 * 1024, bytes % (1024 * 1024) == 0 { return "\(bytes / (1024 * 1024)) MiB" }
        if bytes >= 1024 * 1024 {
            let tenths = (bytes * 10 + 512 * 1024) / (1024 * 1024)
            return "\(tenths / 10).\(tenths % 10) MiB"
        }
        if bytes >= 1024, bytes % 1024 == 0 { return "\(bytes / 1024) KiB" }
        return "\(bytes) bytes"
    }

    private static func hex(_ byte: UInt8) -> String {
        let digits = String(byte, radix: 16, uppercase: true)
        return digits.count == 1 ? "0" + digits : digits
    }
}
