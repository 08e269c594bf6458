import Foundation
import Testing
@testable import ViewSpec

/// `platforms: [iOS, iPadOS, …]` on a row or a section: it exists on those platforms only.
/// Checked by `unknown-platform`; two rows on platforms apart may bind one field their own
/// way; Android leaves out what is not for it; a Settings.bundle says it with
/// `SupportedUserInterfaceIdioms` and `Platform`, and is read back from them.
@Suite struct PlatformItemTests {
    static let spec = """
        viewspec: 1
        models:
          S: {kind: preferences, fields: {sound: Bool, touch: {type: Int, default: 1}, pencil: Bool, vibrate: Bool, cursor: Bool}}
        preferences:
          Root:
            model: S
            sections:
              - items:
                  - toggle: sound
                  - choice: touch
                    values: [0, 1, 2]
                    platforms: [iOS, iPadOS]
                  - choice: touch
                    title: Visibility
                    values: [1, 2]
                    platforms: [visionOS]
                  - {toggle: cursor, platforms: [iPadOS, macOS]}
              - title: Devices
                platforms: [iPadOS, android]
                items:
                  - {toggle: pencil, platforms: [iPadOS]}
                  - toggle: vibrate
        """

    // MARK: - Decoding and checks

    @Test func decodedOnRowsAndSections() throws {
        let screen = try #require(decodeSpec(Self.spec).file?.preferenceScreens.first)
        #expect(screen.items.map { $0.platforms?.platforms.sorted().map(\.rawValue) } == [
            nil, ["iOS", "iPadOS"], ["visionOS"], ["iPadOS", "macOS"], ["iPadOS"], nil,
        ])
        #expect(screen.sections.map { $0.platformSet?.sorted().map(\.rawValue) } == [nil, ["iPadOS", "android"]])
        // An item's platforms are its own and its section's together.
        #expect(SpecPlatform.effective(screen.items[5], in: screen.sections[1]) == [.iPadOS, .android])
        #expect(SpecPlatform.effective(screen.items[4], in: screen.sections[1]) == [.iPadOS])
    }

    @Test func oneNameAloneIsAListOfOne() throws {
        let text = Self.spec.replacingOccurrences(of: "platforms: [visionOS]", with: "platforms: visionOS")
        let screen = try #require(decodeSpec(text).file?.preferenceScreens.first)
        #expect(screen.items[2].platforms?.platforms == [.visionOS])
    }

    @Test func platformsThatAreNotAListAreAnError() {
        expectOneDecodeError(
            Self.spec.replacingOccurrences(of: "platforms: [visionOS]", with: "platforms: {os: visionOS}"), .wrongValueType, line: 16, column: 24,
            "as a sequence")
    }

    @Test func aPlatformNameThatIsNotAStringIsAnError() {
        expectOneDecodeError(
            Self.spec.replacingOccurrences(of: "platforms: [visionOS]", with: "platforms: [[visionOS]]"), .wrongValueType, line: 16, column: 25,
            "a platform name as a string")
    }

    private static func compiled(_ text: String, enabling: [String] = []) -> [ReportedDiagnostic] {
        Compiler(options: .init(enabledChecks: Set(enabling))).compile(sources: [SourceFile(path: "test.yaml", text: text)]).reportedDiagnostics
    }

    @Test func theSpecIsClean() {
        let reported = Self.compiled(Self.spec)
        #expect(reported.isEmpty, "\(reported.map(\.message))")
    }

    @Test func unknownNamesEmptyListsAndItemsOffTheirSectionAreReported() {
        var text = Self.spec.replacingOccurrences(of: "platforms: [iOS, iPadOS]", with: "platforms: [ios, iPad, Windows]")
        text = text.replacingOccurrences(of: "{toggle: cursor, platforms: [iPadOS, macOS]}", with: "{toggle: cursor, platforms: []}")
        text = text.replacingOccurrences(of: "{toggle: pencil, platforms: [iPadOS]}", with: "{toggle: pencil, platforms: [macOS]}")
        let reported = Self.compiled(text).filter { $0.id.name == "unknown-platform" }
        #expect(reported.map { "\($0.range.start.line):\($0.range.start.column)" } == ["12:25", "12:30", "12:36", "17:41", "21:41"])
        #expect(reported.allSatisfy { $0.severity == .error })
        #expect(reported[0].message == "unknown platform: expected one of iOS, iPadOS, macOS, visionOS, tvOS, watchOS, android, found 'ios'; did you mean 'iOS'?")
        #expect(reported[1].message.hasSuffix("found 'iPad'; did you mean 'iPadOS'?"))
        #expect(reported[2].message.hasSuffix("found 'Windows'"))
        #expect(reported[2].fixIts.isEmpty)
        #expect(reported[3].message.hasPrefix("item is on no platform: expected at least one platform"))
        #expect(reported[4].message == "item is on no platform: expected a platform of its section (iPadOS, android), found macOS")
        // The fix-its, applied, give a spec without the names' errors.
        var fixed = text
        // The later edit first, so that the earlier one's offsets still hold.
        for fixIt in reported[1].fixIts + reported[0].fixIts { fixed = applying(fixIt, to: fixed) }
        #expect(fixed.contains("platforms: [iOS, iPadOS, Windows]"), "\(fixed)")
    }

    /// A choice on iOS and another on visionOS may offer their own options for one field:
    /// they never show it side by side. On platforms that meet, they conflict as before.
    @Test func bindingsOnPlatformsApartDoNotConflict() {
        #expect(Self.compiled(Self.spec).filter { $0.id.name == "conflicting-bindings" }.isEmpty)
        let overlapping = Self.spec.replacingOccurrences(of: "platforms: [visionOS]", with: "platforms: [visionOS, iPadOS]")
        let reported = Self.compiled(overlapping).filter { $0.id.name == "conflicting-bindings" }
        #expect(reported.map(\.range.start.line) == [13])
        let everywhere = Self.spec.replacingOccurrences(of: "platforms: [visionOS]", with: "hidden: false")
        #expect(Self.compiled(everywhere).filter { $0.id.name == "conflicting-bindings" }.count == 1)
    }

    // MARK: - Layout

    @Test func theLayoutListsEachRowsPlatforms() throws {
        let output = try LayoutTestSupport.layout(["test.yaml": Self.spec])
        let document = LayoutTestSupport.document(output, .preferences, "Root")
        func platforms(_ path: Any...) -> [String]? {
            guard case .array(let names)? = LayoutTestSupport.value(document, "layout", "sections", path[0], "items", path[1], "platforms") else { return nil }
            return names.compactMap { if case .string(let name) = $0 { name } else { nil } }
        }
        #expect(platforms(0, 0) == nil)
        #expect(platforms(0, 1) == ["iOS", "iPadOS"])
        #expect(platforms(0, 3) == ["iPadOS", "macOS"])
        // A row's are its own and its section's together; a row without any, its section's.
        #expect(platforms(1, 0) == ["iPadOS"])
        #expect(platforms(1, 1) == ["iPadOS", "android"])
        guard case .array(let section)? = LayoutTestSupport.value(document, "layout", "sections", 1, "platforms") else {
            Issue.record("no platforms on the section")
            return
        }
        #expect(section == [.string("iPadOS"), .string("android")])
        let validator = try JSONSchemaValidator(contentsOf: LayoutTestSupport.schemaURL)
        #expect(validator.failures(for: try #require(document)).isEmpty)
    }

    // MARK: - Android

    @Test func androidLeavesOutWhatIsNotForIt() throws {
        let keys = try AndroidResourcesEmitterTests.exportedScreen("root.xml", of: Self.spec).preferences.compactMap { $0.attribute("key")?.value }
        #expect(keys == ["sound", "vibrate"], "\(keys)")
        let reported = Self.compiled(Self.spec, enabling: ["VS0271"]).filter { $0.id.code == "VS0271" }
        #expect(reported.map { "\($0.range.start.line):\($0.range.start.column)" } == ["12:24", "16:24", "17:41", "21:41"])
        #expect(reported.first?.message == "an item for iOS, iPadOS only is not on Android: the exported screen leaves it out")
        // A section without android is left out whole, and reported once.
        let section = Self.spec.replacingOccurrences(of: "platforms: [iPadOS, android]", with: "platforms: [iPadOS]")
        let sectionReports = Self.compiled(section, enabling: ["VS0271"]).filter { $0.id.code == "VS0271" && $0.range.start.line > 17 }
        #expect(sectionReports.map(\.message) == ["a section for iPadOS only is not on Android: the exported screen leaves it out, with its items"])
    }

    // MARK: - Settings.bundle

    private static func specifiers(_ dialect: SettingsBundleDialect, _ text: String = spec) throws -> [PropertyListDictionary] {
        let pane = SettingsBundleEmitter(dialect: dialect).emit(try SettingsBundleEmitterTests.checked(text)).panes[0]
        let plist = PropertyListReader.read(SourceFile(path: pane.fileName, bytes: pane.bytes)).value
        return plist?.dictionary?["PreferenceSpecifiers"]?.array?.compactMap(\.dictionary) ?? []
    }

    private static func summary(_ specifier: PropertyListDictionary) -> String {
        let name = specifier["Key"]?.string ?? specifier["Title"]?.string ?? "?"
        let idioms = specifier["SupportedUserInterfaceIdioms"]?.array?.compactMap(\.string).joined(separator: "+")
        return [name, specifier["Platform"]?.string.map { "Platform \($0)" }, idioms.map { "idioms \($0)" }].compactMap { $0 }.joined(separator: " ")
    }

    @Test func aSettingsBundleWritesPlatformAndIdiomsPerDialect() throws {
        #expect(try Self.specifiers(.apple).map(Self.summary) == [
            "sound", "touch Platform iOS", "touch Platform xrOS", "cursor", "Devices Platform iOS idioms Pad", "pencil Platform iOS idioms Pad",
            "vibrate Platform iOS idioms Pad",
        ])
        // InAppSettingsKit tells a Mac apart too.
        #expect(try Self.specifiers(.inAppSettingsKit).map(Self.summary) == [
            "sound", "touch Platform iOS", "touch Platform xrOS", "cursor idioms Pad+Mac", "Devices Platform iOS idioms Pad",
            "pencil Platform iOS idioms Pad", "vibrate Platform iOS idioms Pad",
        ])
        // A row for Android only has no specifier.
        let androidOnly = Self.spec.replacingOccurrences(of: "{toggle: cursor, platforms: [iPadOS, macOS]}", with: "{toggle: cursor, platforms: [android]}")
        #expect(try Self.specifiers(.apple, androidOnly).map(Self.summary).contains { $0.hasPrefix("cursor") } == false)
    }

    @Test func whatASettingsBundleCannotSayIsReported() {
        let text = Self.spec.replacingOccurrences(of: "{toggle: cursor, platforms: [iPadOS, macOS]}", with: "{toggle: cursor, platforms: [android]}")
        let reported = Self.compiled(text, enabling: ["VS0269"]).filter { $0.id.code == "VS0269" }
        #expect(reported.map { "\($0.range.start.line):\($0.range.start.column)" } == ["16:24", "17:41"])
        #expect(reported.first?.message.hasPrefix("a row for visionOS only cannot be limited so in a Settings.bundle") == true)
        #expect(reported.first?.message.hasSuffix("its 'Platform' key names 'xrOS' for a build step that removes it from other systems' bundles") == true)
        #expect(reported.last?.message == "a row for android only has no place in a Settings.bundle, which is for Apple's platforms: the exported bundle leaves it out")
    }

    /// A row or a section for Android only is left out of a Settings.bundle whole, and
    /// reported so once: its subtitle, icon, placeholder, conditions and control are not
    /// reported again as parts the bundle cannot show.
    @Test func aRowOrSectionForAndroidOnlyIsReportedOnceNotPartByPart() {
        let text = """
            viewspec: 1
            models:
              S: {kind: preferences, fields: {on: Bool, name: String, when: Date}}
            preferences:
              Main:
                model: S
                sections:
                  - items:
                      - {toggle: on, subtitle: Sound, icon: speaker, platforms: [android]}
                      - {textField: name, placeholder: Your name, visibleWhen: {on: true}, platforms: [android]}
                  - platforms: [android]
                    visibleWhen: {on: true}
                    items:
                      - {datePicker: when, subtitle: When, hidden: true}
            """
        let reported = Self.compiled(text, enabling: ["VS0269", "VS0270"]).filter { $0.id.code == "VS0269" || $0.id.code == "VS0270" }
        #expect(reported.map { "\($0.id.code) \($0.range.start.line):\($0.range.start.column)" } == ["VS0269 9:69", "VS0269 10:91", "VS0269 11:20"])
        #expect(reported.count == 3, "\(reported.map { "\($0.range.start.line):\($0.range.start.column) \($0.message)" })")
        #expect(reported.allSatisfy { $0.message.contains("has no place in a Settings.bundle") }, "\(reported.map(\.message))")
    }

    @Test func platformKeysFollowWhatTheyStandFor() {
        func keys(_ platforms: Set<SpecPlatform>?, _ dialect: SettingsBundleDialect = .apple) -> SettingsBundlePlatforms.Keys {
            SettingsBundlePlatforms.keys(for: platforms, dialect: dialect)
        }
        #expect(keys(nil) == .init())
        #expect(keys(Set(SpecPlatform.allCases)) == .init())
        #expect(keys([.iOS]) == .init(idioms: ["Phone"], platform: "iOS"))
        #expect(keys([.iOS, .iPadOS, .android]) == .init(platform: "iOS"))
        #expect(keys([.tvOS]) == .init(platform: "tvOS"))
        #expect(keys([.macOS]) == .init(platform: "macOS"))
        #expect(keys([.macOS], .inAppSettingsKit) == .init(idioms: ["Mac"], platform: "macOS"))
        // Several systems: no one Platform, and no idioms that would hide it on visionOS.
        #expect(keys([.iOS, .visionOS]) == .init())
        #expect(SettingsBundlePlatforms.platforms(platform: "iOS", idioms: ["Phone"]).platforms == [.iOS])
        #expect(SettingsBundlePlatforms.platforms(platform: "xrOS", idioms: nil).platforms == [.visionOS])
        #expect(SettingsBundlePlatforms.platforms(platform: nil, idioms: ["Pad", "Watch"]) == ([.iPadOS], ["Watch"]))
    }

    // MARK: - Import

    @Test func aSettingsBundlesPlatformsAreImported() throws {
        let group = specifier("PSGroupSpecifier", "<key>Title</key><string>Gestures</string><key>Platform</key><string>iOS</string>")
        let longPress = specifier(
            "PSToggleSwitchSpecifier", "<key>Key</key><string>longPress</string><key>DefaultValue</key><true/><key>Platform</key><string>iOS</string>")
        let pencil = specifier(
            "PSToggleSwitchSpecifier",
            "<key>Key</key><string>pencil</string><key>DefaultValue</key><true/><key>SupportedUserInterfaceIdioms</key><array><string>Pad</string></array>")
        let touch = specifier(
            "PSMultiValueSpecifier",
            """
            <key>Key</key><string>touch</string><key>DefaultValue</key><integer>1</integer><key>Platform</key><string>iOS</string>
            <key>Titles</key><array><string>Drag</string><string>Touch</string></array><key>Values</key><array><integer>0</integer><integer>1</integer></array>
            """)
        let visibility = specifier(
            "PSMultiValueSpecifier",
            """
            <key>Key</key><string>touch</string><key>DefaultValue</key><integer>1</integer><key>Platform</key><string>xrOS</string>
            <key>Titles</key><array><string>Show</string><string>Hide</string></array><key>Values</key><array><integer>1</integer><integer>2</integer></array>
            """)
        let odd = specifier(
            "PSToggleSwitchSpecifier",
            "<key>Key</key><string>odd</string><key>DefaultValue</key><true/><key>Platform</key><string>Windows</string><key>ExcludeTargets</key><array><string>Lite</string></array>")
        let cursor = specifier("PSGroupSpecifier", "<key>Title</key><string>Cursor</string>")
        try withScratchDirectory { directory in
            let bundle = try TestBundle(in: directory, ["Root.plist": pane(group + longPress + pencil + cursor + touch + visibility + odd)])
            let (imported, reported) = bundle.run()
            let text = imported.files.map(\.text).joined(separator: "\n")
            #expect(text.contains("      - title: Gestures\n        platforms: [iOS, iPadOS]\n        items:\n          - {toggle: longPress, title: ''}\n          - {toggle: pencil, title: '', platforms: [iPadOS]}"), "\(text)")
            #expect(text.contains("- choice: touch\n            title: ''\n            titles: [Drag, Touch]\n            values: [0, 1]\n            platforms: [iOS, iPadOS]\n"), "\(text)")
            #expect(text.contains("- {choice: touch, title: '', titles: [Show, Hide], values: [1, 2], platforms: [visionOS]}"), "\(text)")
            #expect(imported.statistics.lossless == 6, "\(imported.statistics.summary)")
            #expect(imported.statistics.lossy == 1)
            let messages = reported.map(\.message)
            #expect(messages.contains { $0.hasPrefix("'Windows' names no platform of the spec language") }, "\(messages)")
            #expect(messages.contains { $0.hasPrefix("'ExcludeTargets' of this PSToggleSwitchSpecifier is not imported: build targets are the app's own") }, "\(messages)")
            #expect(!messages.contains { $0.contains("offers other values") }, "\(messages)")
            #expect(lint(imported.files).isEmpty, "\(lint(imported.files).map(\.message))")
        }
    }

    /// Exported in InAppSettingsKit's dialect and imported again, rows and sections keep
    /// their Apple platforms (Android's have no place in a Settings.bundle).
    @Test func platformsComeBackFromASettingsBundle() throws {
        let pane = SettingsBundleEmitter(dialect: .inAppSettingsKit).emit(try SettingsBundleEmitterTests.checked(Self.spec)).panes[0]
        try withScratchDirectory { directory in
            let bundle = try TestBundle(in: directory, ["Root.plist": String(decoding: pane.bytes, as: UTF8.self)])
            let (imported, reported) = bundle.run()
            let text = imported.files.map(\.text).joined(separator: "\n")
            // Both choices of one field come back, each for its platforms.
            #expect(text.contains("            values: [0, 1, 2]\n            platforms: [iOS, iPadOS]\n"), "\(text)")
            #expect(text.contains("            values: [1, 2]\n            platforms: [visionOS]\n"), "\(text)")
            #expect(text.contains("- {toggle: cursor, title: cursor, platforms: [iPadOS, macOS]}"), "\(text)")
            // The section's android is for no Settings.bundle: its Apple platforms come back.
            #expect(text.contains("      - title: Devices\n        platforms: [iPadOS]\n        items:\n          - {toggle: pencil, title: pencil}\n"), "\(text)")
            #expect(!reported.contains { $0.message.contains("Platform") || $0.message.contains("Idioms") }, "\(reported.map(\.message))")
            #expect(lint(imported.files).isEmpty, "\(lint(imported.files).map(\.message))")
        }
    }

    /// A field has one default on every platform: a choice for another platform that does
    /// not offer it is not imported, and says why.
    @Test func aChoiceWithoutTheFieldsDefaultIsNotImported() throws {
        let touch = specifier(
            "PSMultiValueSpecifier",
            """
            <key>Key</key><string>touch</string><key>DefaultValue</key><integer>0</integer><key>Platform</key><string>iOS</string>
            <key>Titles</key><array><string>Drag</string><string>Touch</string></array><key>Values</key><array><integer>0</integer><integer>1</integer></array>
            """)
        let visibility = specifier(
            "PSMultiValueSpecifier",
            """
            <key>Key</key><string>touch</string><key>DefaultValue</key><integer>1</integer><key>Platform</key><string>xrOS</string>
            <key>Titles</key><array><string>Show</string><string>Hide</string></array><key>Values</key><array><integer>1</integer><integer>2</integer></array>
            """)
        try withScratchDirectory { directory in
            let bundle = try TestBundle(in: directory, ["Root.plist": pane(touch + visibility)])
            let (imported, reported) = bundle.run()
            #expect(imported.statistics.dropped == 1)
            #expect(reported.first { $0.id == .conflictingSpecifiers }?.message.hasPrefix(
                "key 'touch' defaults to 0, which this visionOS choice does not offer, and a field has one default on every platform") == true)
            #expect(lint(imported.files).isEmpty, "\(lint(imported.files).map(\.message))")
        }
    }
}
