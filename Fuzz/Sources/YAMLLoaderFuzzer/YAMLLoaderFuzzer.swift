// libFuzzer entry point for ViewSpec's YAML loader, the configuration decoder and the
// diagnostic renderers.
//
// There is deliberately no `main`: `swift build --sanitize=fuzzer` links libFuzzer's own.
// Run it through `scripts/fuzz.sh`. Every invariant is a `precondition`, so a violation
// traps and libFuzzer saves the input as a crash artifact.

import Foundation
import FuzzChecks
import ViewSpec
import YAMLOracle

private let path = "fuzz.yaml"

/// Default limits, then small ones so that the depth and alias limits are reached often.
private let defaultLoader = YAMLLoader()
private let smallLoader = YAMLLoader(limits: YAMLLimits(maxDepth: 8, maxCollectionAliases: 3, aliasExpansionFactor: 2))

@_cdecl("LLVMFuzzerTestOneInput")
public func yamlLoaderFuzzTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let file = SourceFile(path: path, bytes: bytes)

    let loose = defaultLoader.load(file)
    check(loose, for: file, limits: "default")
    render(loose, for: file, colors: false)
    // The CI reports carry every rule's description (SARIF's rule table), which costs some
    // fifty times the rest of this function: a sixteenth of the inputs, picked by their
    // bytes so that an input always takes the same path, render them.
    if sampled(bytes, oneIn: 16) {
        renderReports(DiagnosticReport(
            diagnostics: loose.diagnostics.sortedAndDeduplicated(), sources: [file], fileCount: 1,
            paths: ReportPaths(currentDirectory: "/project")))
    }

    // The same bytes read as a viewspec.yml: its decoder shares the spec decoder's reader,
    // and its problems are positioned in the file as well.
    let configuration = ConfigurationDecoder().load(file)
    precondition(configuration.source === file, "[configuration] result does not carry the loaded file")
    precondition(configuration.configuration == nil || !configuration.diagnostics.hasErrors, "[configuration] errors, yet a configuration")
    checkPositions(of: configuration.diagnostics, in: [file], stage: "configuration")

    let tight = smallLoader.load(file)
    check(tight, for: file, limits: "small")
    render(tight, for: file, colors: true)

    // The small limits are all at most the defaults and a limit never changes what is
    // built before it is hit: what loads cleanly under them loads the same under the defaults.
    if !tight.hasErrors {
        precondition(!loose.hasErrors, "loads without errors under small limits but not under the defaults")
        precondition(sameTree(loose.root, tight.root), "small and default limits built different trees")
    }
    return 0
}

/// Whether the input's FNV-1a hash falls in the first of `count` buckets.
private func sampled(_ bytes: [UInt8], oneIn count: UInt64) -> Bool {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
    return hash % count == 0
}

private func check(_ result: YAMLLoadResult, for file: SourceFile, limits: String) {
    precondition(result.file === file, "[\(limits)] result does not carry the loaded file")
    checkPositions(of: result.diagnostics, in: [file], stage: limits)
    if let root = result.root {
        checkNodes(root, in: file, limits: limits)
    }
    if !result.hasErrors {
        // A parsed document always has a root node, if only an empty scalar: the root may
        // be missing only when the stream holds no document at all. libyaml, asked directly,
        // says how many documents there are.
        let bomLength = file.bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        let documents = YAMLOracle.documentCount(file.bytes[bomLength...])
        precondition(documents != nil, "[\(limits)] loaded without errors, but libyaml rejects the input")
        precondition(documents! <= 1, "[\(limits)] loaded without errors, but the input holds \(documents!) documents")
        if result.root == nil {
            precondition(documents == 0, "[\(limits)] no errors and no root, but the input holds a document")
        } else {
            precondition(documents == 1, "[\(limits)] a root node, but the input holds no document")
        }
    }
}

/// Every node of the tree, without recursion (a deep tree must not exhaust the stack).
private func checkNodes(_ root: YAMLNode, in file: SourceFile, limits: String) {
    var pending = [root]
    while let node = pending.popLast() {
        checkPosition(node.span, in: file, "[\(limits)] node \(node.kindDescription)")
        switch node.content {
        case .scalar:
            break
        case .sequence(let items):
            pending.append(contentsOf: items)
        case .mapping(let entries):
            for entry in entries {
                pending.append(entry.key)
                pending.append(entry.value)
            }
        }
    }
}

/// `==` on the trees, except that NaN equals NaN (`.nan` is a valid scalar, and `!=` itself).
private func sameTree(_ first: YAMLNode?, _ second: YAMLNode?) -> Bool {
    guard let first, let second else { return first == nil && second == nil }
    var pending = [(first, second)]
    while let (a, b) = pending.popLast() {
        guard a.span == b.span, a.tag == b.tag, a.anchor == b.anchor, a.nodeCount == b.nodeCount else { return false }
        switch (a.content, b.content) {
        case (.scalar(let x), .scalar(let y)):
            guard x.text == y.text, x.style == y.style else { return false }
            if case .float(let u) = x.value, case .float(let v) = y.value, u.isNaN, v.isNaN { continue }
            guard x.value == y.value else { return false }
        case (.sequence(let xs), .sequence(let ys)):
            guard xs.count == ys.count else { return false }
            pending.append(contentsOf: zip(xs, ys))
        case (.mapping(let xs), .mapping(let ys)):
            guard xs.count == ys.count else { return false }
            for (x, y) in zip(xs, ys) {
                pending.append((x.key, y.key))
                pending.append((x.value, y.value))
            }
        default:
            return false
        }
    }
    return true
}

private func render(_ result: YAMLLoadResult, for file: SourceFile, colors: Bool) {
    let text = TextDiagnosticRenderer(sources: [file], colors: colors).render(result.diagnostics)
    precondition(result.diagnostics.isEmpty || !text.isEmpty, "text renderer printed nothing for \(result.diagnostics.count) diagnostics")

    let json = JSONDiagnosticRenderer().render(result.diagnostics, sourceMap: SourceMap([file]), fileCount: 1)
    let parsed = try? JSONSerialization.jsonObject(with: Data(json.utf8))
    guard let object = parsed as? [String: Any], let diagnostics = object["diagnostics"] as? [Any] else {
        preconditionFailure("JSON renderer wrote something that is not a JSON object with diagnostics:\n\(json)")
    }
    precondition(diagnostics.count == result.diagnostics.count, "JSON renderer dropped or added diagnostics")
}

/// The CI reporters and the baseline: whatever the input holds, each finding stays one
/// GitHub command, SARIF stays JSON, XML holds no character XML forbids, and a baseline
/// reads back and hides exactly what it recorded.
private func renderReports(_ report: DiagnosticReport) {
    let count = report.diagnostics.count
    let github = GitHubReporter().render(report)
    let lineBreaks = github.unicodeScalars.count { $0 == "\n" || $0 == "\r" }
    precondition(lineBreaks == count + 1, "a GitHub command spans lines:\n\(github)")

    let sarif = try? JSONSerialization.jsonObject(with: Data(SARIFReporter().render(report).utf8)) as? [String: Any]
    let results = ((sarif?["runs"] as? [[String: Any]])?.first?["results"] as? [Any])?.count
    precondition(results == count, "SARIF is not JSON or lost results")

    for (name, xml) in [("junit", JUnitReporter().render(report)), ("checkstyle", CheckstyleReporter().render(report))] {
        let forbidden = xml.unicodeScalars.first { ($0.value < 0x20 && $0 != "\t" && $0 != "\n") || $0.value == 0xFFFE || $0.value == 0xFFFF }
        precondition(forbidden == nil, "\(name) holds U+\(String(forbidden?.value ?? 0, radix: 16)), which XML 1.0 forbids")
    }
    let checkstyle = CheckstyleReporter().render(report)
    precondition(checkstyle.components(separatedBy: "<error ").count - 1 == count, "checkstyle markup is not escaped")

    let baseline = Baseline(recording: report)
    precondition((try? Baseline(parsing: baseline.serialized())) == baseline, "a baseline does not read back")
    let filtered = baseline.filter(report)
    precondition(filtered.diagnostics.allSatisfy { $0.id == .unreadableFile }, "a baseline does not hide what it recorded")
}
