import Testing
@testable import ViewSpec

/// How spec names become Swift names, and the Swift checks (VS0300–VS0302) that report the
/// names that cannot: in lint as in build, positioned, saying what to do.
@Suite struct SwiftNameTests {
    static func make(_ name: String, _ style: SwiftIdentifier.Style = .lowerCamelCase) -> String? {
        try? SwiftIdentifier.make(name, style: style).get().name
    }

    static func problem(_ name: String) -> SwiftIdentifier.Problem? {
        if case .failure(let error) = SwiftIdentifier.make(name, style: .lowerCamelCase) { return error.problem }
        return nil
    }

    // MARK: - Identifiers

    @Test func wordsAreJoinedInLowerCamelCaseForMembers() {
        #expect(Self.make("soundEnabled") == "soundEnabled")
        #expect(Self.make("sound_enabled") == "soundEnabled")
        #expect(Self.make("sound-enabled") == "soundEnabled")
        #expect(Self.make("com.app.sound") == "comAppSound")
        #expect(Self.make("a/b:c+d") == "aBCD")
        #expect(Self.make("-leading--double-") == "leadingDouble")
        #expect(Self.make("mp4v-es_preference") == "mp4vEsPreference")
        #expect(Self.make("AdvancedSettings") == "advancedSettings")
        #expect(Self.make("URLScheme") == "urlScheme")
        #expect(Self.make("ID") == "id")
        #expect(Self.make("MP4") == "mp4")
        #expect(Self.make("memberID") == "memberID")
        #expect(Self.make("Éclair") == "éclair")
        #expect(Self.make("é-à") == "éÀ")
        #expect(Self.make("名前") == "名前")
        #expect(Self.make("😀") == "😀")
        // A separator separates even before a combining mark, which would join it in one character.
        #expect(Self.make("क-\u{94D}ष") == "क\u{94D}ष")
    }

    @Test func wordsAreJoinedInUpperCamelCaseForTypes() {
        #expect(Self.make("theme", .upperCamelCase) == "Theme")
        #expect(Self.make("app-settings", .upperCamelCase) == "AppSettings")
        #expect(Self.make("record_card", .upperCamelCase) == "RecordCard")
        #expect(Self.make("URLScheme", .upperCamelCase) == "URLScheme")
        #expect(Self.make("名前", .upperCamelCase) == "名前")
    }

    @Test func aLeadingDigitGetsAnUnderscore() {
        #expect(Self.make("480p") == "_480p")
        #expect(Self.make("3d-effects", .upperCamelCase) == "_3dEffects")
        #expect(Self.make("٣x") == "_٣x")
        #expect(Self.make("-3d") == "_3d")
    }

    /// Nearly every name is ASCII and is made without Unicode's tables; the result must be
    /// the one those tables give, for every mix of cases, digits and separators.
    @Test func asciiNamesAreMadeAsTheGeneralPathMakesThem() {
        let alphabet = Array("aZbYz09_-./:+AIDURLp ") + ["!", "é", "$"]
        var generator = SplitMix64(seed: 0x5eed)
        for _ in 0..<20_000 {
            let name = String((0..<Int.random(in: 0...9, using: &generator)).map { _ in alphabet[Int.random(in: alphabet.indices, using: &generator)] })
            for style in [SwiftIdentifier.Style.lowerCamelCase, .upperCamelCase] {
                let general = try? SwiftIdentifier.makeFromScalars(name, style: style).get()
                if let ascii = SwiftIdentifier.asciiIdentifier(name, style: style) {
                    #expect(ascii == general, "\(name.debugDescription) in \(style)")
                } else {
                    #expect(general == nil || name.utf8.contains { $0 >= 0x80 }, "\(name.debugDescription) in \(style)")
                }
            }
        }
    }

    @Test func keywordsAreEscapedWithBackticks() throws {
        #expect(try SwiftIdentifier.make("default", style: .lowerCamelCase).get().escaped == "`default`")
        #expect(try SwiftIdentifier.make("self", style: .lowerCamelCase).get().escaped == "`self`")
        #expect(try SwiftIdentifier.make("type", style: .upperCamelCase).get().escaped == "`Type`")
        #expect(try SwiftIdentifier.make("Protocol", style: .upperCamelCase).get().escaped == "`Protocol`")
    }

    @Test func namesSwiftCannotTakeAreRefusedWithTheReason() {
        #expect(Self.problem("") == .empty)
        #expect(Self.problem("_") == .empty)
        #expect(Self.problem("--") == .empty)
        #expect(Self.problem("dark$mode") == .invalidCharacter("$"))
        #expect(Self.problem("dark!mode") == .invalidCharacter("!"))
        #expect(Self.problem("a b") == .invalidCharacter(" "))
        #expect(Self.problem("a\u{202E}b") == .invalidCharacter("\u{202E}"))
        #expect(Self.problem("a\u{200B}b") == .invalidCharacter("\u{200B}"))
        #expect(Self.problem("\u{301}x") == .invalidFirstCharacter("\u{301}"))
    }

    /// No word of a spec name keeps a `_`, so the `_` generated code adds to escape a name
    /// never meets another spec name.
    @Test func identifiersMadeFromSpecNamesHoldNoUnderscoreAfterTheFirstCharacter() {
        for name in ["a_b", "__x__", "_private", "snake_case_name", "x_1", "1_x", "A_B_C"] {
            for style in [SwiftIdentifier.Style.lowerCamelCase, .upperCamelCase] {
                let made = Self.make(name, style) ?? ""
                #expect(!made.dropFirst().contains("_"), "\(name) → \(made)")
            }
        }
    }

    // MARK: - Diagnostics

    @Test func aNameWithACharacterSwiftRefusesIsReportedByLint() {
        expectOneDiagnostic(
            of: SwiftInvalidNameCheck.self,
            in: "viewspec: 1\nmodels:\n  M:\n    kind: preferences\n    fields:\n      mode: {type: enum, cases: [fast, \"dark!mode\"]}\n",
            line: 6, column: 40,
            message: #"case of field 'mode' "dark!mode" cannot be made a Swift name: expected letters and digits of any script or emoji, "#
                + "in words separated by - _ . / : or +, found a name where it contains '!' (U+0021), which Swift does not allow in "
                + "names and which is not a word separator (- _ . / : +); rename it")
    }

    /// The bug that made lint and build disagree: a name only the Swift emitter refused.
    @Test func aNameLintAcceptsIsOneBuildCanGenerate() {
        let diagnostics = compileSpec("viewspec: 1\nmodels:\n  M:\n    kind: preferences\n    fields:\n      2fa_enabled: Bool\n")
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
    }

    @Test func namesThatDifferOnlyInSeparatorsClashOnce() {
        let diagnostic = expectOneDiagnostic(
            of: SwiftNameClashCheck.self,
            in: "viewspec: 1\nmodels:\n  M:\n    kind: preferences\n    fields:\n      darkMode: Bool\n      dark_mode: {type: enum, cases: [a]}\n",
            line: 7, column: 7,
            message: "field 'dark_mode' becomes the Swift name 'darkMode' in model 'M', which field 'darkMode' already has: expected "
                + "names that stay distinct in Swift, found two that give 'darkMode'; rename one")
        #expect(diagnostic?.notes.map(\.message) == ["field 'darkMode' is declared here"])
        #expect(diagnostic?.notes.first?.range.start.line == 6)
    }

    @Test func twoNamesThatBecomeOneSwiftTypeClash() {
        let diagnostic = expectOneDiagnostic(
            of: SwiftNameClashCheck.self, in: "viewspec: 1\ntables:\n  Members:\n    strings: [a]\n  MembersTable:\n    strings: [b]\n",
            line: 5, column: 3,
            message: "table 'MembersTable' becomes the Swift name 'MembersTable' in the module, which table 'Members' already has: "
                + "expected names that stay distinct in Swift, found two that give 'MembersTable'; rename one")
        #expect(diagnostic?.notes.first?.range.start.line == 3)
    }

    /// Found by the Swift names fuzzer (swiftc refused the code): a model and an animation
    /// may share a spec name, and `Animation` gives the one Swift type `Animation` for both.
    /// Names of one kind claimed as written cannot clash; those of two kinds can.
    @Test func aModelAndAnAnimationOfOneNameClash() {
        let text = """
            viewspec: 1
            models:
              Animation: {kind: record, fields: {x: Int}}
            animations:
              Animation:
                elements:
                  logo: {image: logo}
                tracks:
                  fade: {element: logo, duration: 1, from: {opacity: 0}, to: {opacity: 1}}
            """
        let diagnostic = expectOneDiagnostic(
            of: SwiftNameClashCheck.self, in: text, line: 5, column: 3,
            message: "animation 'Animation' becomes the Swift name 'Animation' in the module, which model 'Animation' already has: "
                + "expected names that stay distinct in Swift, found two that give 'Animation'; rename one")
        #expect(diagnostic?.notes.first?.range.start.line == 3)
    }

    /// A clash names both declarations and the scope they share, for every kind of scope
    /// and every kind of the module's names: the scopes word these messages only when a
    /// name clashes, from the kinds and names they keep.
    @Test func aClashNamesBothDeclarationsAndTheirScopeInEveryKindOfScope() {
        let text = """
            viewspec: 1
            models:
              Look:
                kind: preferences
                fields:
                  dark_mode: Bool
                  darkMode: Bool
                  theme: {type: enum, cases: [light-blue, lightBlue]}
                  Theme: {type: enum, cases: [a]}
              look:
                kind: record
                fields:
                  name: String
              LookScreenActions: {kind: record, fields: {name: String}}
              MembersTableHooks: {kind: record, fields: {name: String}}
              AskSheetAction: {kind: record, fields: {name: String}}
              AskSheetHandler: {kind: record, fields: {name: String}}
              MainHierarchy: {kind: record, fields: {name: String}}
              IntroAnimation: {kind: record, fields: {name: String}}
              AskSheet: {kind: record, fields: {name: String}}
              LookScreen: {kind: record, fields: {name: String}}
              MembersTable: {kind: record, fields: {name: String}}
            preferences:
              Look:
                model: Look
                sections:
                  - items:
                      - {button: reset_all, title: Reset}
                      - {button: resetAll, title: Reset again}
            tables:
              Members:
                strings: [a, b]
                hooks:
                  didSelect: on_pick
                  didDeselect: onPick
            hierarchies:
              Main:
                layers: [base, top_layer, topLayer]
                views:
                  - {id: big-box, layer: base, frame: {x: 0, y: 0, width: 10, height: 10}}
                  - {id: bigBox, layer: top_layer, frame: {x: 0, y: 0, width: 10, height: 10}}
            actionSheets:
              Ask:
                buttons:
                  - {title: One, action: do_it}
                  - {title: Two, action: doIt}
            animations:
              Intro:
                hierarchy: Main
                elements:
                  big_box: {view: big-box}
                  bigBox: {view: bigBox}
                tracks:
                  slide_in: {element: big_box, duration: 1, from: {y: 0}, to: {y: 1}}
                  slideIn: {element: bigBox, duration: 1, from: {y: 0}, to: {y: 1}}

            """
        let clashes = compileSpec(text).filter { $0.id == SwiftNameClashCheck.description.id }.map { diagnostic in
            let suffix = ": expected names that stay distinct in Swift, found two that give "
            let message = diagnostic.message.components(separatedBy: suffix).first ?? ""
            let notes = diagnostic.notes.map { "\($0.range.start.line):\($0.range.start.column) \($0.message)" }
            return "\(diagnostic.range.start.line):\(diagnostic.range.start.column) \(message) [\(notes.joined(separator: "; "))]"
        }
        #expect(clashes == [
            "7:7 field 'darkMode' becomes the Swift name 'darkMode' in model 'Look', which field 'dark_mode' already has [6:7 field 'dark_mode' is declared here]",
            "8:47 case 'lightBlue' becomes the Swift name 'lightBlue' in the enumeration of field 'theme', which case 'light-blue' already has [8:35 case 'light-blue' is declared here]",
            "9:7 field 'Theme' becomes the Swift name 'theme' in model 'Look', which field 'theme' already has [8:7 field 'theme' is declared here]",
            "9:7 the enumeration of field 'Theme' becomes the Swift name 'Theme' in model 'Look', which the enumeration of field 'theme' already has [8:7 the enumeration of field 'theme' is declared here]",
            "10:3 model 'look' becomes the Swift name 'Look' in the module, which model 'Look' already has [3:3 model 'Look' is declared here]",
            "24:3 preference screen 'Look' becomes the Swift name 'LookScreen' in the module, which model 'LookScreen' already has [21:3 model 'LookScreen' is declared here]",
            "24:3 the actions of preference screen 'Look' becomes the Swift name 'LookScreenActions' in the module, which model 'LookScreenActions' already has [14:3 model 'LookScreenActions' is declared here]",
            "29:22 action 'resetAll' becomes the Swift name 'resetAll' in the actions of preference screen 'Look', which action 'reset_all' already has [28:22 action 'reset_all' is declared here]",
            "31:3 table 'Members' becomes the Swift name 'MembersTable' in the module, which model 'MembersTable' already has [22:3 model 'MembersTable' is declared here]",
            "31:3 the hooks of table 'Members' becomes the Swift name 'MembersTableHooks' in the module, which model 'MembersTableHooks' already has [15:3 model 'MembersTableHooks' is declared here]",
            "35:20 hook 'onPick' becomes the Swift name 'onPick' in the hooks of table 'Members', which hook 'on_pick' already has [34:18 hook 'on_pick' is declared here]",
            "37:3 hierarchy 'Main' becomes the Swift name 'MainHierarchy' in the module, which model 'MainHierarchy' already has [18:3 model 'MainHierarchy' is declared here]",
            "38:31 layer 'topLayer' becomes the Swift name 'topLayer' in the layers of hierarchy 'Main', which layer 'top_layer' already has [38:20 layer 'top_layer' is declared here]",
            "41:14 view 'bigBox' becomes the Swift name 'bigBox' in the views of hierarchy 'Main', which view 'big-box' already has [40:14 view 'big-box' is declared here]",
            "43:3 action sheet 'Ask' becomes the Swift name 'AskSheet' in the module, which model 'AskSheet' already has [20:3 model 'AskSheet' is declared here]",
            "43:3 the actions of action sheet 'Ask' becomes the Swift name 'AskSheetAction' in the module, which model 'AskSheetAction' already has [16:3 model 'AskSheetAction' is declared here]",
            "43:3 the handler of action sheet 'Ask' becomes the Swift name 'AskSheetHandler' in the module, which model 'AskSheetHandler' already has [17:3 model 'AskSheetHandler' is declared here]",
            "46:30 action 'doIt' becomes the Swift name 'doIt' in the actions of action sheet 'Ask', which action 'do_it' already has [45:30 action 'do_it' is declared here]",
            "48:3 animation 'Intro' becomes the Swift name 'IntroAnimation' in the module, which model 'IntroAnimation' already has [19:3 model 'IntroAnimation' is declared here]",
            "52:7 element 'bigBox' becomes the Swift name 'bigBox' in the elements of animation 'Intro', which element 'big_box' already has [51:7 element 'big_box' is declared here]",
            "55:7 track 'slideIn' becomes the Swift name 'slideIn' in the tracks of animation 'Intro', which track 'slide_in' already has [54:7 track 'slide_in' is declared here]",
        ])
    }

    /// A repeated declaration is duplicate-declaration's to report, not a clash too.
    @Test func aRepeatedNameIsNotAClash() {
        let diagnostics = Compiler().compile(sources: [
            SourceFile(path: "a.yaml", text: "viewspec: 1\ntables:\n  T: {strings: [a]}\nmodels:\n  M: {kind: record, fields: {x: Int}}\n"),
            SourceFile(path: "b.yaml", text: "viewspec: 1\ntables:\n  T: {strings: [b]}\nmodels:\n  M: {kind: record, fields: {y: Int}}\n"),
        ]).diagnostics
        #expect(diagnostics.map(\.id.name) == ["duplicate-declaration", "duplicate-declaration"], "\(diagnostics.map(\.message))")
    }

    @Test func twoSpecFilesThatGiveOneSwiftFileClash() {
        let diagnostics = Compiler().compile(sources: [
            SourceFile(path: "a/app-settings.yaml", text: "viewspec: 1\n"), SourceFile(path: "b/App_Settings.yml", text: "# the same words\nviewspec: 1\n"),
        ]).reportedDiagnostics
        #expect(diagnostics.count == 1)
        let diagnostic = diagnostics.first
        #expect(diagnostic?.id == SwiftFileClashCheck.description.id)
        #expect(diagnostic?.range.path == "b/App_Settings.yml")
        #expect(diagnostic?.range.start.line == 2 && diagnostic?.range.start.column == 11)
        #expect(diagnostic?.message.hasPrefix(#"this spec file would generate 'AppSettings.swift', which "a/app-settings.yaml" already generates"#) == true)
        #expect(diagnostic?.notes.first?.range.path == "a/app-settings.yaml")
    }

    @Test func theSwiftChecksCanBeDisabledForAProjectThatGeneratesNoSwift() {
        let text = "viewspec: 1\nmodels:\n  M:\n    kind: preferences\n    fields:\n      dark!mode: Bool\n"
        #expect(compileSpec(text).map(\.id) == [SwiftInvalidNameCheck.description.id])
        let lenient = Compiler(options: .init(disabledChecks: ["swift-invalid-name"])).compile(sources: [SourceFile(path: "t.yaml", text: text)])
        #expect(lenient.diagnostics.isEmpty)
    }

    // MARK: - Naming slice by slice

    /// Each slice of the files is named in its own unit of work and the module's names are
    /// claimed once all are named: the names, and so the generated Swift and what the
    /// checks report, are those of naming the whole project at once, however it is sliced.
    @Test func namingSliceBySliceGivesTheNamesOfNamingAtOnce() throws {
        var clashes = 0
        for seed in UInt64(1)...6 {
            var choices = SeededChoices(seed: seed)
            let sources = HostileProjects.project(fileCount: 8, using: &choices).map { SourceFile(path: $0.path, text: $0.text) }
            clashes += try Self.compareNamingSliceBySliceWithNamingAtOnce(sources, context: "seed \(seed)")
        }
        // Clashes are where the order of claiming names matters.
        #expect(clashes >= 3, "the hostile projects gave \(clashes) clashes")
    }

    /// Compares the diagnostics of `sources` named in slices of 1 and 3 files and at once,
    /// and the Swift generated for the files the checks accept; returns the clashes found.
    static func compareNamingSliceBySliceWithNamingAtOnce(_ sources: [SourceFile], context: String) throws -> Int {
        func compile(_ sources: [SourceFile], filesPerSlice: Int) -> Compilation {
            var options = Compiler.Options()
            options.filesPerCheckSlice = filesPerSlice
            options.retainsCheckFacts = true
            options.retainsSwiftNames = true
            return Compiler(options: options).compile(sources: sources)
        }
        let atOnce = compile(sources, filesPerSlice: .max).diagnostics
        for filesPerSlice in [1, 3] {
            #expect(compile(sources, filesPerSlice: filesPerSlice).diagnostics == atOnce, "\(context), \(filesPerSlice) files a slice")
        }

        var accepted = sources
        while true {
            let refused = Set(compile(accepted, filesPerSlice: .max).diagnostics.filter { $0.severity == .error }.map(\.range.path))
            if refused.isEmpty { break }
            accepted.removeAll { refused.contains($0.path) }
        }
        if !accepted.isEmpty {
            let sliced = try compile(accepted, filesPerSlice: 1).checked(for: [.swift])
            let fresh = CheckedProject.unchecked(Compiler().compile(sources: accepted), for: [.swift])
            let slicedSwift = SwiftEmitter().emitNotingUnexpected(sliced)
            let freshSwift = SwiftEmitter().emitNotingUnexpected(fresh)
            #expect(slicedSwift.unexpected.isEmpty && freshSwift.unexpected.isEmpty, "\(context)")
            #expect(slicedSwift.output.files.map(\.text) == freshSwift.output.files.map(\.text), "\(context)")
        }
        return atOnce.filter { $0.id == SwiftNameClashCheck.description.id }.count
    }
}
