import Testing
@testable import ViewSpec

/// The names an import gives fields, screens and actions: always names the Swift naming
/// accepts, distinct in Swift within a scope, and the same for the same source text.
@Suite struct ImportedNameScopeTests {
    @Test(arguments: [
        ("soundEnabled", "soundEnabled"), ("名前", "名前"), ("🎵sound", "🎵sound"), ("has space", "has_space"),
        ("pq_enable\\", "pq_enable_"), ("a\u{0}b", "a_b"), ("\u{202E}evil", "_evil"), ("---", "field_---"),
        ("\u{301}x", "field_\u{301}x"), ("", "field_"), ("480p", "480p"),
    ])
    func fieldNamesAreNamesSwiftAccepts(source: String, expected: String) {
        #expect(ImportedNameScope.specName(for: source, kind: .field) == expected)
        #expect((try? SwiftIdentifier.make(expected, style: .lowerCamelCase).get()) != nil)
    }

    @Test func theSameSourceGetsTheSameNameAndOthersAreDistinctInSwift() {
        var scope = ImportedNameScope(.field)
        #expect(scope.name(for: "dark-mode") == .init(name: "dark-mode", change: nil))
        #expect(scope.name(for: "dark_mode") == .init(name: "dark_mode_2", change: .sameSwiftName(as: "dark-mode")))
        #expect(scope.name(for: "darkMode") == .init(name: "darkMode_3", change: .sameSwiftName(as: "dark-mode")))
        #expect(scope.name(for: "dark-mode").name == "dark-mode")
        // A source that is another's new name is not given that name again.
        #expect(scope.name(for: "dark_mode_2") == .init(name: "dark_mode_2_2", change: .sameSwiftName(as: "dark_mode")))
        #expect(scope.existingName(for: "dark_mode") == "dark_mode_2")
        #expect(scope.existingName(for: "never named") == nil)
    }

    @Test func screensAreComparedIgnoringCaseAndTheirSuffix() {
        var scope = ImportedNameScope(.screen)
        #expect(scope.name(for: "Root").name == "Root")
        #expect(scope.name(for: "root") == .init(name: "root_2", change: .sameSwiftName(as: "Root")))
        #expect(scope.name(for: "RootScreen") == .init(name: "RootScreen_2", change: .sameSwiftName(as: "Root")))
        #expect(scope.newName(for: "Root").name == "Root_3")
    }

    /// Every source text gets a name a lint of the imported specs accepts.
    @Test func anyTextBecomesANameSwiftAccepts() {
        var generator = SplitMix64(seed: 0x1A2B_3C4D)
        let pool: [Unicode.Scalar] = ["a", "Z", "0", "_", "-", ".", " ", "\\", "$", "\u{301}", "\u{200B}", "\u{202E}", "é", "名", "🎵", "\u{1F3FB}", "\u{0}", "\u{7F}", "ǅ", "ß", "ﬀ"]
        for _ in 0..<2_000 {
            let length = Int.random(in: 0...6, using: &generator)
            let source = String(String.UnicodeScalarView((0..<length).map { _ in pool.randomElement(using: &generator) ?? "a" }))
            for (kind, style) in [(ImportedNameScope.Kind.field, SwiftIdentifier.Style.lowerCamelCase), (.screen, .upperCamelCase), (.action, .lowerCamelCase)] {
                let name = ImportedNameScope.specName(for: source, kind: kind)
                #expect((try? SwiftIdentifier.make(name, style: style).get()) != nil, "\(source.unicodeScalars.map { String($0.value, radix: 16) }) → \(name)")
                #expect(DecodeContext.isValidName(name), "\(name.debugDescription)")
            }
        }
    }
}
