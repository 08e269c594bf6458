import Foundation
import Testing
@testable import ViewSpec

/// Every iOS bundle of the shared corpus, imported and exported again (InAppSettingsKit's
/// dialect, which has a specifier for every item the import makes), compared specifier by
/// specifier with its source: type, key, titles, default, values, bounds and text field
/// traits, and a list group's item and add specifiers by the same keys. A pane's device
/// variants are compared with what its one exported pane shows on their device. Prints each
/// app's share that comes back equal.
@Suite struct SettingsBundleRoundTripTests {
    /// What a specifier says, as compared: every key the import reads into a spec.
    static let comparedKeys = [
        "Type", "Key", "File", "Title", "FooterText", "DefaultValue", "Titles", "Values", "MinimumValue", "MaximumValue", "IsSecure",
        "KeyboardType", "AutocapitalizationType", "AutocorrectionType", "IASKSubtitle", "IASKIsCritical", "IASKTextContentType", "ShortTitles",
        "DisplaySortedByTitle", "IASKViewControllerClass", "IASKViewControllerSelector", "IASKSegueIdentifier", "TrueValue", "FalseValue", "Platform",
        "SupportedUserInterfaceIdioms", "DatePickerMode", "DatePickerStyle", "MinuteInterval",
        "IASKMailComposeToRecipents", "IASKMailComposeCcRecipents", "IASKMailComposeBccRecipents", "IASKMailComposeSubject", "IASKMailComposeBody",
        "IASKMailComposeBodyIsHTML", "ItemSpecifier", "AddSpecifier", "Deletable", "IASKCellImage",
    ]

    struct Share: CustomStringConvertible {
        var app: String
        var equal = 0
        var total = 0
        /// Panes whose exported pane looks its texts up in the table the source pane does.
        var tablesEqual = 0
        var panes = 0
        /// The source tables the panes use, and those the export writes.
        var sourceTables: Set<String> = []
        var exportedTables: Set<String> = []
        /// How many specifiers differ in each set of keys, for the printed summary.
        var differing: [String: Int] = [:]
        var description: String {
            let percent = total == 0 ? 100 : Double(equal) * 100 / Double(total)
            let keys = differing.sorted { $0.value > $1.value || ($0.value == $1.value && $0.key < $1.key) }.map { "\($0.key) \($0.value)" }
            return "\(app): \(equal)/\(total) specifiers equal (\(String(format: "%.1f", percent))%), \(tablesEqual)/\(panes) panes with their strings table, tables \(sourceTables.sorted()) -> \(exportedTables.sorted())"
                + (keys.isEmpty ? "" : "; differing: " + keys.joined(separator: ", "))
        }
    }

    @Test(.needsSharedMaterial)
    func everyIOSBundleExportsBackToItsSpecifiers() throws {
        let apps = try FileManager.default.contentsOfDirectory(at: SharedMaterial.url("conformance/real-settings/ios"), includingPropertiesForKeys: nil)
            .filter { $0.hasDirectoryPath || FileManager.default.fileExists(atPath: $0.appendingPathComponent("Root.plist").path) }
            .sorted { $0.path < $1.path }
        #expect(!apps.isEmpty)
        var shares: [Share] = []
        try withScratchDirectory { scratch in
            for app in apps {
                shares.append(try roundTrip(app, scratch: scratch.appendingPathComponent(app.lastPathComponent)))
            }
        }
        for share in shares { print("Settings.bundle round trip: \(share)") }
        let equal = shares.reduce(0) { $0 + $1.equal }, total = shares.reduce(0) { $0 + $1.total }
        print("Settings.bundle round trip: all: \(equal)/\(total) specifiers equal")
        let tablesEqual = shares.reduce(0) { $0 + $1.tablesEqual }, panes = shares.reduce(0) { $0 + $1.panes }
        print("Settings.bundle round trip: all: \(tablesEqual)/\(panes) panes look their texts up in the same strings table")
        // A pane's StringsTable (else its own name) comes back, and the export writes no
        // table the source panes do not use: each once, not one per pane. (A bundle whose
        // texts are all their own keys imports as written, with no table to export.)
        #expect(tablesEqual == panes)
        for share in shares { #expect(share.exportedTables.isSubset(of: share.sourceTables), "\(share.app)") }
        // Every bundle imports, compiles and exports, and as many specifiers come back equal
        // as docs/export.md says (what still differs is listed there).
        #expect(shares.allSatisfy { $0.total > 0 })
        #expect(equal == 771 && total == 801, "\(equal)/\(total)")
    }

    /// Only what no reader tells apart is normalised: a toggle's YES/NO string, not one it
    /// stores as its TrueValue or FalseValue, nor another string; a text field's number.
    @Test func defaultsAreComparedAsTheirReadersTakeThem() {
        func specifier(_ entries: [(String, PropertyList.Content)]) -> PropertyListDictionary {
            let here = SourceSpan.startOfFile("test")
            return PropertyListDictionary(entries.map { PropertyListDictionary.Entry(key: $0.0, keySpan: here, value: PropertyList($0.1, at: here)) })
        }
        func reading(_ entries: [(String, PropertyList.Content)]) -> PropertyList? { Self.normalized(specifier(entries), "DefaultValue") }
        let toggle: (String, PropertyList.Content) = ("Type", .string("PSToggleSwitchSpecifier"))
        #expect(reading([toggle, ("DefaultValue", .string("YES"))]) == reading([toggle, ("DefaultValue", .bool(true))]))
        #expect(reading([toggle, ("DefaultValue", .string("no"))]) == reading([toggle, ("DefaultValue", .bool(false))]))
        #expect(reading([toggle, ("DefaultValue", .string("maybe"))]) != reading([toggle, ("DefaultValue", .bool(false))]))
        #expect(reading([toggle, ("TrueValue", .string("YES")), ("DefaultValue", .string("YES"))]) != reading([toggle, ("DefaultValue", .bool(true))]))
        #expect(reading([toggle, ("DefaultValue", .bool(true))]) == reading([toggle, ("DefaultValue", .integer(.signed(1)))]))
        #expect(reading([toggle, ("DefaultValue", .bool(true))]) != reading([toggle, ("DefaultValue", .integer(.signed(2)))]))
        let field: (String, PropertyList.Content) = ("Type", .string("PSTextFieldSpecifier"))
        #expect(reading([field, ("DefaultValue", .integer(.signed(-1)))]) == reading([field, ("DefaultValue", .string("-1"))]))
        #expect(reading([field, ("DefaultValue", .bool(false))]) == reading([field, ("DefaultValue", .string("0"))]))
        #expect(reading([field, ("DefaultValue", .bool(true))]) != reading([field, ("DefaultValue", .string("true"))]))
        let choice: (String, PropertyList.Content) = ("Type", .string("PSMultiValueSpecifier"))
        #expect(reading([choice, ("DefaultValue", .string("0"))]) != reading([choice, ("DefaultValue", .integer(.signed(0)))]))
    }

    private func roundTrip(_ app: URL, scratch: URL) throws -> Share {
        var share = Share(app: app.lastPathComponent)
        let imported = SettingsBundleImport.run(bundle: app.path, modelName: "Settings")
        let compilation = Compiler().compile(sources: imported.files.map { SourceFile(path: $0.fileName, text: $0.text) })
        guard !imported.files.isEmpty, let checked = try? compilation.checked(for: [.layout]) else {
            Issue.record("\(app.lastPathComponent): the imported specs do not compile: \(compilation.diagnostics.filter { $0.severity == .error }.map(\.message))")
            return share
        }
        let output = SettingsBundleEmitter(dialect: .inAppSettingsKit).emit(checked)
        let exported = Dictionary(output.panes.map { ($0.fileName, $0.bytes) }, uniquingKeysWith: { first, _ in first })
        share.exportedTables = Set(output.localizations.flatMap(\.tables).map { String($0.fileName.dropLast(".strings".count)) })
        let sourcePanes = try FileManager.default.contentsOfDirectory(atPath: app.path).filter { $0.hasSuffix(".plist") }.sorted()
        for pane in sourcePanes {
            let source = PropertyListReader.read(SourceFile(path: pane, bytes: Array(try Data(contentsOf: app.appendingPathComponent(pane)))))
            guard let specifiers = source.value?.dictionary?["PreferenceSpecifiers"]?.array else { continue }
            // The table a pane's texts are looked up in: its StringsTable, else its own name.
            let sourceTable = source.value?.dictionary?["StringsTable"]?.string ?? String(pane.dropLast(".plist".count))
            if FileManager.default.fileExists(atPath: app.appendingPathComponent("en.lproj/\(sourceTable).strings").path) {
                share.sourceTables.insert(sourceTable)
            }
            // A pane the export has (not a device variant, which the import merges into its
            // pane) looks its texts up in the same table.
            if let bytes = exported[pane] {
                share.panes += 1
                let dictionary = PropertyListReader.read(SourceFile(path: pane, bytes: bytes)).value?.dictionary
                if (dictionary?["StringsTable"]?.string ?? String(pane.dropLast(".plist".count))) == sourceTable { share.tablesEqual += 1 }
            }
            // A device variant is compared with its pane as exported, as the device shows it.
            let (exportedPane, device) = Self.exportedPane(of: pane, among: Set(sourcePanes))
            var candidates = exported[exportedPane].flatMap { PropertyListReader.read(SourceFile(path: pane, bytes: $0)).value?.dictionary?["PreferenceSpecifiers"]?.array } ?? []
            if let device { candidates = candidates.filter { Self.isShown($0, on: device) } }
            for specifier in specifiers {
                guard let dictionary = specifier.dictionary else { continue }
                share.total += 1
                let identity = Self.identity(dictionary)
                // The keys the export writes for a row of some of a pane's files only say which
                // device shows it: the files say that by their names.
                let expressed: Set<String> = device == nil ? [] : Set(["SupportedUserInterfaceIdioms", "Platform"].filter { dictionary[$0] == nil })
                func differences(_ other: PropertyListDictionary) -> [String] {
                    Self.comparedKeys.filter { !expressed.contains($0) && Self.normalized(dictionary, $0) != Self.normalized(other, $0) }
                }
                // Of several specifiers of one identity (links to one URL), an equal one first.
                let sameIdentity = candidates.indices.filter { candidates[$0].dictionary.map(Self.identity) == identity }
                guard let index = sameIdentity.first(where: { candidates[$0].dictionary.map(differences)?.isEmpty == true }) ?? sameIdentity.first else {
                    if Self.printsDifferences { print("Settings.bundle round trip: \(app.lastPathComponent) \(pane) \(identity): missing") }
                    continue
                }
                let match = candidates.remove(at: index)
                guard let other = match.dictionary else { continue }
                let differing = differences(other)
                if !differing.isEmpty, Self.printsDifferences {
                    let changes = differing.map { "\($0): \(Self.shown(Self.normalized(dictionary, $0))) → \(Self.shown(Self.normalized(other, $0)))" }
                    print("Settings.bundle round trip: \(app.lastPathComponent) \(pane) \(identity): \(changes.joined(separator: "; "))")
                }
                if differing.isEmpty { share.equal += 1 } else { share.differing[differing.joined(separator: "+"), default: 0] += 1 }
            }
        }
        return share
    }

    /// Whether each specifier that differs is printed, with what differs
    /// (`VIEWSPEC_PRINT_DIFFERENCES=1`), as the Android round trip prints its preferences.
    static let printsDifferences = ProcessInfo.processInfo.environment["VIEWSPEC_PRINT_DIFFERENCES"] == "1"

    /// A compared value in a line: strings quoted, numbers, booleans, arrays and dictionaries.
    static func shown(_ value: PropertyList?) -> String {
        guard let value else { return "none" }
        switch value.content {
        case .string(let text): return "'\(PrintableText.escaped(text))'"
        case .real(let number): return number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
        case .integer(let number): return number.description
        case .bool(let flag): return flag ? "true" : "false"
        case .array(let elements): return "[" + elements.map(shown).joined(separator: ", ") + "]"
        case .dictionary(let dictionary): return "{" + dictionary.entries.map { "\($0.key): \(shown($0.value))" }.joined(separator: ", ") + "}"
        default: return "\(value.content)"
        }
    }

    /// The documented normalisations (docs/export.md, "Round trip"): a number is compared
    /// by its value, integer or real; a text field trait left out is its default, and on
    /// another specifier, which ignores it, is not compared; an empty title is none; a mail
    /// composer's empty recipient list is none, and a body that is not HTML says nothing.
    static func normalized(_ dictionary: PropertyListDictionary, _ key: String) -> PropertyList? {
        let here = SourceSpan.startOfFile("normalized")
        if key == "Title", dictionary[key]?.string == "" { return nil }
        if key.hasPrefix("IASKMailCompose"), key.hasSuffix("Recipents"), dictionary[key]?.array?.isEmpty == true { return nil }
        if key == "IASKMailComposeBodyIsHTML", !PaneImporter.isHTMLBody(dictionary) { return nil }
        if SpecifierReader.textFieldTraits.contains(key), !["PSTextFieldSpecifier", "IASKTextViewSpecifier"].contains(dictionary["Type"]?.string ?? "") {
            return nil
        }
        let defaults: [String: PropertyList.Content] = [
            "IsSecure": .bool(false), "KeyboardType": .string("Alphabet"), "AutocorrectionType": .string("Default"), "Deletable": .bool(false),
        ]
        guard var value = dictionary[key] ?? defaults[key].map({ PropertyList($0, at: here) }) else { return nil }
        // A list group's rows are specifiers, compared by the same keys, normalised alike.
        if key == "ItemSpecifier" || key == "AddSpecifier", let row = value.dictionary {
            let entries = comparedKeys.compactMap { rowKey in
                normalized(row, rowKey).map { PropertyListDictionary.Entry(key: rowKey, keySpan: here, value: $0) }
            }
            return PropertyList(.dictionary(PropertyListDictionary(entries)), at: here)
        }
        if key == "DefaultValue", let reading = defaultAsRead(value, of: dictionary) { value = PropertyList(reading, at: here) }
        func number(_ value: PropertyList) -> PropertyList {
            switch value.content {
            case .integer(.signed(let integer)): PropertyList(.real(Double(integer)), at: here)
            case .array(let elements): PropertyList(.array(elements.map(number)), at: here)
            default: value
            }
        }
        value = number(value)
        return value
    }

    /// A default as every reader takes it, where its type differs from what the control
    /// stores but no reader tells them apart (docs/export.md, "Round trip"): a toggle's
    /// boolean as the number 1 or 0 (NSNumber compares them equal, `boolForKey:` and
    /// `integerForKey:` read them alike), and without TrueValue and FalseValue its string
    /// YES, true, NO or false (any case) as that boolean (`boolForKey:` and InAppSettingsKit's
    /// `boolValue` read it so); a text field's integer as its decimal text, and its boolean
    /// as 1 or 0 (InAppSettingsKit shows a default's `description`, `stringForKey:` reads a
    /// number as that text, and an edited field stores text either way).
    static func defaultAsRead(_ value: PropertyList, of dictionary: PropertyListDictionary) -> PropertyList.Content? {
        switch (dictionary["Type"]?.string, value.content) {
        case ("PSToggleSwitchSpecifier", .bool(let on)):
            return .real(on ? 1 : 0)
        case ("PSToggleSwitchSpecifier", .string(let text)) where dictionary["TrueValue"] == nil && dictionary["FalseValue"] == nil:
            switch text.lowercased() {
            case "yes", "true": return .real(1)
            case "no", "false": return .real(0)
            default: return nil
            }
        case ("PSTextFieldSpecifier", .integer(let number)), ("IASKTextViewSpecifier", .integer(let number)):
            return .string(number.description)
        case ("PSTextFieldSpecifier", .bool(let on)), ("IASKTextViewSpecifier", .bool(let on)):
            return .string(on ? "1" : "0")
        default:
            return nil
        }
    }

    /// The exported pane a source pane's specifiers are compared with, and the device
    /// (`SupportedUserInterfaceIdioms`' name) whose view of it they are compared with when
    /// the pane has device variants: `Root~iphone.plist` with `Root.plist` on an iPhone,
    /// `Root~ipad.plist` on an iPad, and `Root.plist` on the first of an iPhone, an iPad and
    /// a Mac that has no variant of its own (docs/export.md, "Round trip").
    static func exportedPane(of pane: String, among panes: Set<String>) -> (pane: String, device: String?) {
        for (marker, device) in [("~iphone", "Phone"), ("~ipad", "Pad")] where DeviceVariantMerge.isVariant(pane) && pane.contains(marker + ".") {
            return (pane.replacingOccurrences(of: marker + ".", with: "."), device)
        }
        let variants = DeviceVariantMerge.variants(ofPane: pane).filter { panes.contains($0.file) }
        guard !variants.isEmpty else { return (pane, nil) }
        let devices: [(SpecPlatform, String)] = [(.iOS, "Phone"), (.iPadOS, "Pad"), (.macOS, "Mac")]
        let device = devices.first { entry in !variants.contains { $0.platform == entry.0 } }?.1 ?? "Mac"
        return (pane, device)
    }

    /// Whether the reader shows an exported specifier on `device`: it names no idioms, or that one.
    static func isShown(_ specifier: PropertyList, on device: String) -> Bool {
        guard let idioms = specifier.dictionary?["SupportedUserInterfaceIdioms"]?.array else { return true }
        return idioms.contains { $0.string == device }
    }

    /// What pairs a source specifier with an exported one: its type and what it stores or opens.
    static func identity(_ dictionary: PropertyListDictionary) -> [String] {
        ["Type", "Key", "File"].map { dictionary[$0]?.string ?? "" } + [dictionary["Key"] == nil && dictionary["File"] == nil ? dictionary["Title"]?.string ?? "" : ""]
    }
}
