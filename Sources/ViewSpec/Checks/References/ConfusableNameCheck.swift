/// A name should read as what it is: without characters no one can see, without letters
/// of scripts that are not written together, and unlike every other name of its scope.
/// The same warnings compilers give for identifiers, after Unicode's security mechanisms
/// for identifiers (UTS #39).
struct ConfusableNameCheck: Check {
    static let scope = CheckScope.project
    static let description = RuleDescription(
        id: DiagnosticID(
            code: "VS0204", name: "confusable-name",
            summary: "A declared name holds an invisible character, mixes scripts that are not written together, or looks like another name of its scope.",
            defaultSeverity: .warning),
        rationale: """
            Names link screens, tables and hierarchies to models and to each other, and become \
            names in generated code. A name that holds an invisible character (U+3164 HANGUL \
            FILLER, U+034F COMBINING GRAPHEME JOINER, a variation selector), one that mixes \
            letters of scripts that are not written together (a Cyrillic 'а' among Latin \
            letters), or two names of one scope that differ only in characters that look alike \
            ('paypal' and 'pаypal') read as the same name in review while the compiler and the \
            app tell them apart: a reference that looks right binds something else. Mixing Latin \
            with Han, Hiragana and Katakana, with Han and Bopomofo, or with Han and Hangul is how \
            Japanese, Chinese and Korean are written, and is not reported. Names written only in \
            ASCII are never compared with each other, since every ASCII letter is plain to see. \
            The scopes are those of duplicate-declaration: models, preference screens, tables and \
            hierarchies across the project; fields within a model, cases within an enumeration, \
            layers and view ids within a hierarchy. The data is Unicode's, built into viewspecc.
            """,
        triggeringExamples: [
            RuleExample("""
                viewspec: 1
                models:
                  Settings:
                    kind: preferences
                    fields:
                      ↓"sound\\u3164": Bool
                      ↓"vol\\u034Fume": Float
                      ↓pаssword: String
                      paypal: String
                      ↓pаypal: String
                """)
        ],
        nonTriggeringExamples: [
            RuleExample("""
                viewspec: 1
                models:
                  Settings:
                    kind: preferences
                    fields:
                      sound: Bool
                      音量: Float
                      volumeレベル: Int
                      громкость: Float
                      modern: Bool
                      modem: Bool
                """)
        ],
        corrections: [
            RuleCorrection(
                """
                viewspec: 1
                models:
                  Settings:
                    kind: preferences
                    fields:
                      ↓"sound\\u3164": Bool
                      ↓"vol\\u034Fume": Float
                """,
                """
                viewspec: 1
                models:
                  Settings:
                    kind: preferences
                    fields:
                      sound: Bool
                      volume: Float
                """)
        ])

    func run(in context: CheckContext) {
        let project = context.project
        judge(project.models.map(\.name), kind: "model", context: context)
        judge(project.preferenceScreens.map(\.name), kind: "preference screen", context: context)
        judge(project.tables.map(\.name), kind: "table", context: context)
        judge(project.hierarchies.map(\.name), kind: "hierarchy", context: context)
        judge(project.actionSheets.map(\.name), kind: "action sheet", context: context)
        judge(project.animations.map(\.name), kind: "animation", context: context)
        for sheet in project.actionSheets {
            judge(sheet.buttons.lazy.map(\.action), kind: "action", context: context, scope: " in action sheet '\(sheet.name.value)'")
        }
        for model in project.models {
            judge(model.fields.lazy.map(\.name), kind: "field", context: context, scope: " in model '\(model.name.value)'")
            for field in model.fields {
                guard let type = field.type.value.enumType else { continue }
                judge(type.cases.lazy.map { Located($0.name, at: $0.range) }, kind: "case", context: context, scope: " in '\(field.name.value)'")
            }
        }
        for hierarchy in project.hierarchies {
            judge(hierarchy.layers, kind: "layer", context: context, scope: " in hierarchy '\(hierarchy.name.value)'")
            judge(hierarchy.views.lazy.map(\.id), kind: "view id", context: context, scope: " in hierarchy '\(hierarchy.name.value)'")
        }
    }

    /// The names of one scope, in the order they were declared. A name declared twice is
    /// duplicate-declaration's, not compared with itself.
    ///
    /// Nearly every scope's names are all ASCII, and nothing is made for them: not a list of
    /// the names, nor the words of `scope`.
    private func judge(
        _ names: some Collection<Located<String>>, kind: String, context: CheckContext, scope makeScope: @autoclosure () -> String = ""
    ) {
        // Only a name beyond ASCII can hide a character or a script, or look like another.
        guard names.contains(where: { !Self.isASCII($0.value) }) else { return }
        let scope = makeScope()
        var firstBySkeleton: [String: Located<String>] = [:]
        for name in names {
            let text = name.value
            let isASCII = Self.isASCII(text)
            let skeleton = UnicodeSecurity.skeleton(of: text)
            // A name like an earlier one gets that warning alone: it says more than the
            // invisible character or the script that makes the two alike.
            guard let first = firstBySkeleton[skeleton], first.value != text, !(isASCII && Self.isASCII(first.value)) else {
                if firstBySkeleton[skeleton] == nil { firstBySkeleton[skeleton] = name }
                if !isASCII { reportInvisibleOrMixed(name, kind: kind, context: context, scope: scope) }
                continue
            }
            context.report(
                "\(kind) '\(text)'\(scope) looks like \(kind) '\(first.value)': expected names that read differently, "
                    + "found two that differ only in characters that look alike (\(differences(text, first.value)))",
                at: name.range,
                notes: [.init("'\(first.value)' is declared here", at: first.range)])
        }
    }

    /// Whether `text` is all ASCII, read from its bytes in place where the string has them
    /// (a byte at a time through the view costs far more).
    private static func isASCII(_ text: String) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { bytes in bytes.allSatisfy { $0 < 0x80 } } ?? text.utf8.allSatisfy { $0 < 0x80 }
    }

    private func reportInvisibleOrMixed(_ name: Located<String>, kind: String, context: CheckContext, scope: String) {
        let text = name.value
        let invisible = UnicodeSecurity.invisibleCharacters(in: text)
        if let first = invisible.first {
            var visible = String.UnicodeScalarView()
            visible.append(contentsOf: text.unicodeScalars.filter { !invisible.contains($0) })
            let cleaned = String(visible)
            // The name with them removed is shown, not the name with them, which reads the same.
            let removed = invisible.count == 1 ? "the invisible character \(UnicodeSecurity.describe(first))" : "\(invisible.count) invisible characters"
            let fixIts: [Diagnostic.FixIt] =
                cleaned.isEmpty ? [] : [.init("remove \(removed), leaving '\(cleaned)'", replacing: name.range, with: YAMLQuoting.scalar(cleaned))]
            context.report(
                "\(kind) '\(text)'\(scope) holds \(invisible.count == 1 ? "an invisible character" : "\(invisible.count) invisible characters") "
                    + "(\(UnicodeSecurity.describe(first))\(invisible.count > 1 ? ", …" : "")): expected a name whose every character can be seen",
                at: name.range, fixIts: fixIts)
            return
        }
        if let scripts = UnicodeSecurity.mixedScripts(in: text) {
            context.report(
                "\(kind) '\(text)'\(scope) mixes letters of \(Self.list(scripts)): expected the letters of one script "
                    + "(or Latin with Han, Hiragana and Katakana, with Han and Bopomofo, or with Han and Hangul), "
                    + "since letters of different scripts can look the same",
                at: name.range)
        }
    }

    /// The characters that tell two look-alike names apart, described: "U+0430 CYRILLIC
    /// SMALL LETTER A for U+0061 LATIN SMALL LETTER A".
    private func differences(_ name: String, _ other: String) -> String {
        let first = Array(name.unicodeScalars)
        let second = Array(other.unicodeScalars)
        let prefix = zip(first, second).prefix { $0 == $1 }.count
        let suffix = zip(first.reversed(), second.reversed()).prefix { $0 == $1 }.count
        let differing = first[prefix..<max(prefix, first.count - suffix)]
        let instead = second[prefix..<max(prefix, second.count - suffix)]
        let described = differing.prefix(3).map(UnicodeSecurity.describe).joined(separator: ", ")
        let replaced = instead.prefix(3).map(UnicodeSecurity.describe).joined(separator: ", ")
        if described.isEmpty { return "\(replaced) left out" }
        if replaced.isEmpty { return "\(described) added" }
        return "\(described) where the other has \(replaced)"
    }

    private static func list(_ items: [String]) -> String {
        items.count <= 2 ? items.joined(separator: " and ") : items.dropLast().joined(separator: ", ") + " and " + (items.last ?? "")
    }
}
