import Foundation

/// The result of reading one `viewspec.yml`: the configuration when it is sound, and
/// every problem found, positioned in the file.
public struct ConfigurationLoadResult: Sendable {
    public var configuration: ProjectConfiguration?
    public var source: SourceFile?
    public var diagnostics: [Diagnostic]
}

/// Reads `viewspec.yml` with the spec loader and the decoder's strict mapping reader, so
/// it gets the same positions, unknown-key errors and suggestions as a spec.
public struct ConfigurationDecoder: Sendable {
    public init() {}

    public func load(path: String) -> ConfigurationLoadResult {
        decode(YAMLLoader().load(path: path), path: path)
    }

    /// Reads a configuration already in memory; relative paths in it are resolved against
    /// the folder of `file.path`.
    public func load(_ file: SourceFile) -> ConfigurationLoadResult {
        decode(YAMLLoader().load(file), path: file.path)
    }

    private func decode(_ loaded: YAMLLoadResult, path: String) -> ConfigurationLoadResult {
        guard !loaded.hasErrors else { return ConfigurationLoadResult(configuration: nil, source: loaded.file, diagnostics: loaded.diagnostics) }
        let context = DecodeContext(path: path)
        let configuration = decode(loaded.root, path: path, context: context)
        let diagnostics = (loaded.diagnostics + context.finishedDiagnostics).sortedAndDeduplicated()
        return ConfigurationLoadResult(
            configuration: diagnostics.hasErrors ? nil : configuration, source: loaded.file, diagnostics: diagnostics)
    }

    func decode(_ root: YAMLNode?, path: String, context: DecodeContext) -> ProjectConfiguration {
        var configuration = ProjectConfiguration(path: path)
        // An empty file configures nothing.
        guard let root, root.scalar?.value != .null else { return configuration }
        guard var reader = MappingReader(root, context, what: "the configuration", construct: ConfigurationVocabulary.file) else {
            return configuration
        }
        if let inputs = reader.optional("inputs") {
            let items = inputs.sequence.map(Array.init) ?? [inputs]
            configuration.inputs = items.compactMap { item -> String? in
                guard let text = context.string(item, what: "an input path as a string") else { return nil }
                let resolved = configuration.resolve(text.value)
                if FilePathText.fileType(of: resolved) == nil {
                    context.error(
                        .missingInput, "input '\(text.value)' does not exist (looked for '\(FilePathText.displayed(resolved))')", at: item.span)
                }
                return resolved
            }
        }
        if let output = reader.optional("output"), var outputReader = MappingReader(output, context, what: "output", construct: ConfigurationVocabulary.output) {
            configuration.layoutOutput = outputReader.optional("layout").flatMap { context.string($0, what: "a directory as a string") }
                .map { configuration.resolve($0.value) }
            configuration.swiftOutput = outputReader.optional("swift").flatMap { context.string($0, what: "a directory as a string") }
                .map { configuration.resolve($0.value) }
            configuration.swiftAccess = outputReader.optional("swift-access")
                .flatMap { context.option($0, SwiftEmitter.AccessLevel.self, key: "swift-access")?.value }
            configuration.settingsBundleOutput = outputReader.optional("settings-bundle")
                .flatMap { context.string($0, what: "a directory as a string") }.map { configuration.resolve($0.value) }
            configuration.settingsBundleDialect = outputReader.optional("settings-bundle-dialect")
                .flatMap { context.option($0, SettingsBundleDialect.self, key: "settings-bundle-dialect")?.value }
            configuration.androidResourcesOutput = outputReader.optional("android-res")
                .flatMap { context.string($0, what: "a directory as a string") }.map { configuration.resolve($0.value) }
            outputReader.rejectUnknownKeys(in: "output")
        }
        if let viewport = reader.optional("viewport") {
            if let text = context.string(viewport, what: "a viewport written <width>x<height>, e.g. '390x844'") {
                if let rect = SettingSyntax.viewport(text.value) {
                    configuration.viewport = rect
                } else {
                    context.error(
                        .invalidViewport, "expected a viewport written <width>x<height> with two positive sizes, e.g. '390x844', found '\(text.value)'",
                        at: viewport.span)
                }
            }
        }
        if let rules = reader.optional("rules") {
            configuration.rules = decodeRules(rules, context: context)
        }
        configuration.strict = reader.optional("strict").flatMap { context.bool($0) }
        if let limits = reader.optional("limits"), var limitsReader = MappingReader(limits, context, what: "limits", construct: ConfigurationVocabulary.limits) {
            configuration.maxFileSize = limitsReader.optional("max-file-size").flatMap { byteCount($0, context: context) }
            configuration.maxDepth = limitsReader.optional("max-depth").flatMap { limit($0, minimum: 1, context: context) }
            configuration.maxAliases = limitsReader.optional("max-aliases").flatMap { limit($0, minimum: 0, context: context) }
            configuration.aliasExpansionFactor = limitsReader.optional("alias-expansion-factor").flatMap { limit($0, minimum: 0, context: context) }
            limitsReader.rejectUnknownKeys(in: "limits")
        }
        reader.rejectUnknownKeys(in: "the configuration")
        return configuration
    }

    private func decodeRules(_ node: YAMLNode, context: DecodeContext) -> RuleSelection {
        var selection = RuleSelection()
        guard var reader = MappingReader(node, context, what: "rules", construct: ConfigurationVocabulary.rules) else { return selection }
        func checks(_ key: String) -> [(range: SourceSpan, check: any Check.Type)] {
            guard let list = reader.optional(key), let items = context.sequence(list, what: "rules to \(key)") else { return [] }
            return items.compactMap { item in
                guard let text = context.string(item, what: "a rule's code or name") else { return nil }
                do {
                    return (item.span, try RuleCatalog.check(text.value))
                } catch {
                    var fixIts: [Diagnostic.FixIt] = []
                    if case .unknown(_, let suggestion?)? = error as? RuleLookupError {
                        fixIts.append(.init("replace '\(text.value)' with '\(suggestion)'", replacing: item.span, with: suggestion))
                    }
                    context.error(.unknownRule, "\(error)", at: item.span, fixIts: fixIts)
                    return nil
                }
            }
        }
        let enabled = checks("enable")
        let disabled = checks("disable")
        reader.rejectUnknownKeys(in: "rules")
        let enabledCodes = Set(enabled.map { $0.check.description.id.code })
        for entry in disabled where enabledCodes.contains(entry.check.description.id.code) {
            let id = entry.check.description.id
            context.error(.unknownRule, "rule \(id.code) \(id.name) is both enabled and disabled", at: entry.range)
        }
        for entry in enabled { selection.enable(entry.check) }
        for entry in disabled { selection.disable(entry.check) }
        return selection
    }

    private func byteCount(_ node: YAMLNode, context: DecodeContext) -> Int? {
        let what = "a size in bytes: an integer, or a string such as '4M' or '512KiB'"
        let bytes: Int?
        switch node.scalar?.value {
        case .int(let number)?: bytes = number
        case .string(let text)?: bytes = SettingSyntax.byteCount(text)
        default:
            context.expected(what, found: node)
            return nil
        }
        guard let bytes, bytes >= 1 else {
            context.error(.invalidLimit, "expected \(what), at least 1, found '\(node.scalar?.text ?? "")'", at: node.span)
            return nil
        }
        return bytes
    }

    private func limit(_ node: YAMLNode, minimum: Int, context: DecodeContext) -> Int? {
        guard let value = context.int(node, what: "an integer") else { return nil }
        guard value.value >= minimum else {
            context.error(.invalidLimit, "expected an integer of at least \(minimum), found \(value.value)", at: node.span)
            return nil
        }
        return value.value
    }
}
