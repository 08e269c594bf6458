import Foundation

/// The default-language resources of an Android `res` folder (`res/values/*.xml`), and how
/// preference attributes name them: `@string/name`, `@array/name`, `@bool/name`,
/// `@integer/name`, each followed through references to other resources.
///
/// Other languages' folders (`values-de`) are not read: the specs keep each text's resource
/// name as its localization key, with the default language's text.
final class AndroidResources {
    private var resources: [String: AndroidResource] = [:]
    private(set) var diagnostics: [Diagnostic] = []
    private(set) var reportSources: [SourceFile] = []

    /// How many references one value may go through: `@string/a` naming `@string/b`…
    static let maximumReferenceDepth = 16

    /// Reads every `*.xml` of `res/values`, in name order; a name given in two files keeps
    /// the first.
    init(folder: String?, limits: InterchangeLimits) {
        guard let folder else { return }
        let values = folder.hasSuffix("/") ? folder + "values" : folder + "/values"
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: values)) ?? []).filter { $0.hasSuffix(".xml") && !$0.hasPrefix(".") }.sorted()
        if names.isEmpty {
            diagnostics.append(.warning(
                .unresolvedResource, "expected resource files in '\(PrintableText.escaped(values))', found none; no reference can be resolved",
                at: .startOfFile(folder)))
        }
        for name in names {
            let path = values + "/" + name
            switch InputFileReader.read(path: path, maxSize: limits.maximumFileSize) {
            case .failure(.tooLarge(let size)):
                diagnostics.append(.error(.interchangeLimit, "expected a file of at most \(limits.maximumFileSize) bytes, found \(size) bytes", at: .startOfFile(path)))
            case .failure(.unreadable(let reason)):
                diagnostics.append(.error(.unreadableFile, "cannot read '\(PrintableText.escaped(path))': \(reason)", at: .startOfFile(path)))
            case .success(let bytes):
                let result = AndroidValuesReader.read(SourceFile(path: path, bytes: bytes), limits: limits)
                reportSources.append(result.reportSource)
                diagnostics += result.diagnostics
                for resource in result.value?.resources ?? [] where resources["\(resource.type)/\(resource.name)"] == nil {
                    resources["\(resource.type)/\(resource.name)"] = resource
                }
            }
        }
    }

    /// A reference's type and name: `@string/title` → (`string`, `title`); nil for a value
    /// that is not a reference, or one to the framework's resources (`@android:string/ok`).
    static func reference(_ text: String) -> (type: String, name: String)? {
        guard text.hasPrefix("@"), !text.hasPrefix("@android:"), let slash = text.firstIndex(of: "/") else { return nil }
        var type = String(text[text.index(after: text.startIndex)..<slash])
        if let colon = type.firstIndex(of: ":") { type = String(type[type.index(after: colon)...]) }
        if type.hasPrefix("+") { type.removeFirst() }
        return (type, String(text[text.index(after: slash)...]))
    }

    enum Resolved {
        case text(String)
        case list([String])
    }

    /// What `text` stands for: itself when it is not a reference, else the resource it
    /// names, followed through further references; nil, with the reason, when it cannot be.
    func resolve(_ text: String) -> Result<Resolved, ResolveFailure> {
        var current = text
        for depth in 0...Self.maximumReferenceDepth {
            if current.hasPrefix("@android:") || current.hasPrefix("?") {
                return .failure(ResolveFailure(message: "'\(PrintableText.escaped(current))' is a resource of the platform or the theme, which the import does not have"))
            }
            guard let (type, name) = Self.reference(current) else {
                // Text written in an attribute follows the resource compiler's rules for
                // attributes (`\'`, `\n`, `\@`; white space and `"` as written); a
                // resource's value is compiled already.
                return .success(.text(depth == 0 ? AndroidText.attributeValue(of: current) ?? current : current))
            }
            let wanted = type == "string-array" || type == "integer-array" ? "array" : type
            guard let resource = resources["\(wanted)/\(name)"] else {
                return .failure(ResolveFailure(message: "'\(PrintableText.escaped(current))' is not among the resources read"))
            }
            switch resource.content {
            case .string(let value), .bool(let value), .integer(let value):
                // A compiled value that is no reference is text, even where it begins
                // with `@` or `?` (written `\@`, `\?`).
                guard value.isReference else { return .success(.text(value.text)) }
                current = value.text
            case .stringArray(let items), .integerArray(let items):
                var texts: [String] = []
                for item in items {
                    guard item.isReference else {
                        texts.append(item.text)
                        continue
                    }
                    switch resolve(item.text) {
                    case .success(.text(let text)): texts.append(text)
                    case .success(.list): return .failure(ResolveFailure(message: "an item of '\(PrintableText.escaped(current))' names a list"))
                    case .failure(let failure): return .failure(failure)
                    }
                }
                return .success(.list(texts))
            }
        }
        return .failure(ResolveFailure(message: "'\(PrintableText.escaped(text))' goes through more than \(Self.maximumReferenceDepth) references"))
    }

    /// An item of an array as a list's `entries` names it: its text where the resources
    /// hold it, and for an item written `@string/name`, that name (its localization key).
    struct ArrayItem: Equatable {
        var text: String?
        var stringName: String?
    }

    /// The items of the array `text` names, each resolved alone: an item naming a string
    /// the resources lack keeps the string's name without a text, where `resolve` fails
    /// for the whole array. A failure, with the reason, when `text` names no array or
    /// another item cannot be resolved.
    func resolveItems(_ text: String) -> Result<[ArrayItem], ResolveFailure> {
        var current = text
        for _ in 0...Self.maximumReferenceDepth {
            guard let (type, name) = Self.reference(current), !current.hasPrefix("?") else { break }
            let wanted = type == "string-array" || type == "integer-array" ? "array" : type
            guard let resource = resources["\(wanted)/\(name)"] else { break }
            switch resource.content {
            case .string(let value), .bool(let value), .integer(let value):
                guard value.isReference else { return .failure(Self.failure(.success(.text(value.text)))) }
                current = value.text
            case .stringArray(let items), .integerArray(let items):
                var resolved: [ArrayItem] = []
                for item in items {
                    guard item.isReference else {
                        resolved.append(ArrayItem(text: item.text, stringName: nil))
                        continue
                    }
                    let stringName = Self.reference(item.text).flatMap { $0.type == "string" ? $0.name : nil }
                    switch resolve(item.text) {
                    case .success(.text(let itemText)): resolved.append(ArrayItem(text: itemText, stringName: stringName))
                    case .failure where stringName != nil: resolved.append(ArrayItem(text: nil, stringName: stringName))
                    case .success(.list), .failure: return .failure(Self.failure(resolve(text)))
                    }
                }
                return .success(resolved)
            }
        }
        return .failure(Self.failure(resolve(text)))
    }

    /// Why `result` is no list of texts.
    private static func failure(_ result: Result<Resolved, ResolveFailure>) -> ResolveFailure {
        switch result {
        case .failure(let failure): failure
        case .success(.text(let text)): ResolveFailure(message: "expected an array, found '\(PrintableText.escaped(text))'")
        case .success(.list): ResolveFailure(message: "expected an array whose items are texts")
        }
    }

    struct ResolveFailure: Error {
        var message: String
    }
}
