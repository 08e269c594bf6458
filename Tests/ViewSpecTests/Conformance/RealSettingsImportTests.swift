import Foundation
import Testing
@testable import ViewSpec

/// Every iOS app of the shared `conformance/real-settings` folder imported with
/// `viewspecc import settings-bundle`: it imports without an error, what it writes passes
/// the compiler as `lint` runs it without a finding, the share of specifiers imported
/// without loss is printed and pinned, and the real mistakes of the sources are reported
/// at their lines.
///
/// The figures are those of docs/real-settings-coverage.md, "Import".
@Suite(.needsSharedMaterial) struct RealSettingsImportTests {
    static let directory = SharedMaterial.url("conformance/real-settings/ios")

    /// Each app's specifiers: without loss, with loss, not imported.
    static let expected: [String: (lossless: Int, lossy: Int, dropped: Int)] = [
        "Awful__Awful.app": (9, 1, 0),
        "BelledonneCommunications__linphone-iphone": (129, 42, 1),
        "OneBusAway__onebusaway-iphone": (8, 0, 0),
        "futuretap__InAppSettingsKit": (220, 84, 0),
        "grp__newsyc": (6, 0, 0),
        "ish-app__ish": (2, 0, 0),
        "litchie__dospad": (22, 0, 0),
        "moonlight-stream__moonlight-ios": (18, 0, 0),
        "utmapp__UTM": (42, 9, 1),
        "videolan__vlc-ios": (102, 26, 4),
        "videolan__vlc-ios__tvOS": (72, 1, 2),
    ]

    static var apps: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).filter { !$0.hasPrefix(".") }.sorted()
    }

    @Test func everyAppIsCovered() {
        #expect(Self.apps == Self.expected.keys.sorted())
    }

    @Test(arguments: expected.keys.sorted())
    func appImportsAndLintsClean(app: String) throws {
        let imported = SettingsBundleImport.run(bundle: Self.directory.appendingPathComponent(app).path)
        let errors = imported.diagnostics.filter { $0.severity == .error }
        #expect(errors.isEmpty, "\(errors.map(\.message))")
        #expect(!imported.files.isEmpty)
        // Not an error, and not a warning either: the specs are as clean as hand-written ones.
        let lintFindings = lint(imported.files)
        #expect(lintFindings.isEmpty, "\(lintFindings.map(\.message))")
        let statistics = imported.statistics
        print("import \(app): \(statistics.summary)")
        let expected = try #require(Self.expected[app])
        let found: [Int] = [statistics.lossless, statistics.lossy, statistics.dropped]
        let wanted: [Int] = [expected.lossless, expected.lossy, expected.dropped]
        #expect(found == wanted, "\(app): \(statistics.summary)")
        // Every figure counts a specifier once: the totals are the specifiers of the panes read.
        #expect(statistics.total > 0)
    }

    @Test func totalsAcrossTheCorpus() {
        var total = ImportStatistics()
        for app in Self.expected.keys.sorted() {
            let statistics = SettingsBundleImport.run(bundle: Self.directory.appendingPathComponent(app).path).statistics
            total.lossless += statistics.lossless
            total.lossy += statistics.lossy
            total.dropped += statistics.dropped
        }
        print("import, all iOS apps: \(total.summary)")
        #expect(total.summary == "801 specifiers: 630 without loss (78.7%), 163 with loss, 8 not imported")
    }

    /// The strings table of each pane whose table is not named like its screen (gap G15):
    /// panes that share `Root` name it, and a pane whose table is its own says nothing.
    /// No pane mixes tables: a pane names one `StringsTable` for all its texts.
    @Test func aPaneLookingItsTextsUpInAnotherTableNamesIt() {
        var named: [String] = []
        for app in Self.expected.keys.sorted() {
            for file in SettingsBundleImport.run(bundle: Self.directory.appendingPathComponent(app).path).files {
                for line in file.text.split(separator: "\n") where line.hasPrefix("    strings: ") {
                    named.append("\(app)/\(file.fileName): \(line.dropFirst("    strings: ".count))")
                }
            }
        }
        #expect(named == [
            "futuretap__InAppSettingsKit/Complete.yaml: Root",
            "futuretap__InAppSettingsKit/Advanced.yaml: Root",
            "futuretap__InAppSettingsKit/Fruit.yaml: Root",
            "futuretap__InAppSettingsKit/RootInApp.yaml: Root",
            "videolan__vlc-ios/RootInApp.yaml: Root",
            "videolan__vlc-ios__tvOS/RootInApp.yaml: Root",
        ])
    }

    /// The mistakes the sources hold (docs/real-settings-coverage.md, "Problems found in the
    /// sources"), each at its line.
    @Test(arguments: [
        ("OneBusAway__onebusaway-iphone", DiagnosticID.misspeltSpecifierKey, "Root.plist:82", "found 'AutoCorrectionType', which it ignores; did you mean 'AutocorrectionType'?"),
        ("BelledonneCommunications__linphone-iphone", .mistypedDefault, "Advanced.plist:21", "found 'YES'; imported as true"),
        ("BelledonneCommunications__linphone-iphone", .mistypedDefault, "Account.plist:201", "what a text field stores, found true; imported as '1'"),
        ("BelledonneCommunications__linphone-iphone", .mistypedDefault, "Video.plist:115", "found '0'; imported as 0"),
        ("BelledonneCommunications__linphone-iphone", .defaultNotAmongValues, "LDAP.plist:115", "found 'simple'"),
        ("futuretap__InAppSettingsKit", .defaultNotAmongValues, "Complete.plist:763", "found 'Fruit'"),
        ("futuretap__InAppSettingsKit", .defaultNotAmongValues, "Fruit.plist:17", "found 1"),
        ("futuretap__InAppSettingsKit", .defaultNotAmongValues, "Advanced.plist:69", "that is TrueValue or FalseValue (1 or 2), found true"),
        ("futuretap__InAppSettingsKit", .conflictingSpecifiers, "Root.inApp.plist:34", "key 'mulValue' is stored as a string here and as an integer before"),
        ("utmapp__UTM", .mixedValueTypes, "Root.plist:163", "integers and strings that read as integers"),
        ("utmapp__UTM", .mistypedDefault, "Root.plist:182", "found '0'; imported as 0"),
        ("utmapp__UTM", .conflictingSpecifiers, "Root.plist:375", "key 'MouseTouchType' defaults to 0, which this visionOS choice does not offer"),
        ("Awful__Awful.app", .defaultNotAmongValues, "Root.plist:99", "found '1'"),
    ])
    func sourceMistakeIsReportedAtItsLine(app: String, id: DiagnosticID, place: String, message: String) {
        let imported = SettingsBundleImport.run(bundle: Self.directory.appendingPathComponent(app).path)
        let reported = imported.diagnostics.reported(in: imported.sources).filter {
            $0.id == id && "\(($0.range.path as NSString).lastPathComponent):\($0.range.start.line)" == place
        }
        #expect(reported.count == 1, "\(app) \(place)")
        #expect(reported.first?.message.contains(message) == true, "\(reported.first?.message ?? "nothing reported")")
    }
}
