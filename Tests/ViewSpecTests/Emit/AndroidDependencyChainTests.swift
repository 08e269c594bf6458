import Foundation
import Testing
@testable import ViewSpec

/// Android disables a dependent while the two-state preference it depends on is off (on,
/// with `disableDependentsState`) or disabled itself, so down a chain of dependencies each
/// dependent waits for every preference above it. A spec says so with the whole chain in
/// `enabledWhen`; the import writes it, the export recognises it, and the check reports a
/// condition that Android would judge otherwise.
@Suite struct AndroidDependencyChainTests {
    static let chain = """
        <PreferenceScreen xmlns:android="http://schemas.android.com/apk/res/android">
            <SwitchPreferenceCompat android:key="sync" android:disableDependentsState="true" />
            <SwitchPreferenceCompat android:key="wifi" android:dependency="sync" />
            <EditTextPreference android:key="server" android:dependency="wifi" />
            <SwitchPreferenceCompat android:key="loopA" android:dependency="loopB" />
            <SwitchPreferenceCompat android:key="loopB" android:dependency="loopA" />
        </PreferenceScreen>

        """

    @Test func theImportWritesEveryPreferenceUpTheChain() throws {
        let (imported, reported, _) = try AndroidPreferencesImportTests.run(["xml/s.xml": Self.chain])
        let text = imported.files[1].text
        #expect(text.contains("- {toggle: wifi, enabledWhen: {sync: false}}"), "\(text)")
        #expect(text.contains("- {textField: server, enabledWhen: {wifi: true, sync: false}}"), "\(text)")
        // A loop would keep both disabled for good: each condition stops before it comes back.
        #expect(text.contains("- {toggle: loopA, enabledWhen: {loopB: true}}"), "\(text)")
        #expect(text.contains("- {toggle: loopB, enabledWhen: {loopA: true}}"), "\(text)")
        let loops = reported.filter { $0.id == DiagnosticID.notImported }
        #expect(places(of: .notImported, in: reported) == ["s.xml:5", "s.xml:6"], "\(reported.map(\.message))")
        #expect(loops.first?.message == "the chain of dependencies from here comes back to 'loopA'; the condition stops before it")
        #expect(lint(imported.files).isEmpty, "\(lint(imported.files).map(\.message))")
    }

    static let spec = """
        viewspec: 1
        models:
          S: {kind: preferences, fields: {sync: Bool, wifi: Bool, server: String, name: String}}
        preferences:
          Root:
            model: S
            sections:
              - items:
                  - toggle: sync
                  - {toggle: wifi, enabledWhen: {sync: false}}
                  - {textField: server, enabledWhen: {wifi: true, sync: false}}
                  - {textField: name, enabledWhen: {wifi: true}}
        """

    @Test func theExportNamesTheParentAndWhenItDisablesItsDependents() throws {
        let preferences = try AndroidResourcesEmitterTests.exportedScreen("root.xml", of: Self.spec).preferences
        func attribute(_ key: String, _ name: String) -> String? { preferences.first { $0.attribute("key")?.value == key }?.attribute(name)?.value }
        // Every dependency on sync asks it to be off.
        #expect(attribute("sync", "disableDependentsState") == "true")
        #expect(attribute("wifi", "dependency") == "sync")
        #expect(attribute("wifi", "disableDependentsState") == nil)
        #expect(attribute("server", "dependency") == "wifi")
        // Without sync's state, Android would disable name where the spec does not.
        #expect(attribute("name", "dependency") == nil)
    }

    /// Where the items depending on a toggle disagree on its state, it disables its
    /// dependents while off, as by default, and those asking for off are left out.
    @Test func dependentsAskingForBothStatesKeepTheDefault() throws {
        let spec = Self.spec.replacingOccurrences(of: "name: String}", with: "name: String, mail: String}")
            + "\n          - {textField: mail, enabledWhen: {sync: true}}"
        let preferences = try AndroidResourcesEmitterTests.exportedScreen("root.xml", of: spec).preferences
        func attribute(_ key: String, _ name: String) -> String? { preferences.first { $0.attribute("key")?.value == key }?.attribute(name)?.value }
        #expect(attribute("sync", "disableDependentsState") == nil)
        #expect(attribute("mail", "dependency") == "sync")
        #expect(attribute("wifi", "dependency") == nil)
        #expect(attribute("server", "dependency") == nil)
    }

    @Test func aConditionAndroidWouldJudgeOtherwiseIsReported() {
        let items = """
                      - {toggle: off, enabledWhen: {on: true}}
                      - {textField: name, enabledWhen: {off: true}}
                      - {slider: level, enabledWhen: {off: true, on: true}}
            """
        let message = "expected one Bool field bound by a toggle on this screen or one it opens, being true (false for every item depending on it), and that toggle's own 'enabledWhen', for 'enabledWhen' on Android; the exported preference is always enabled"
        #expect(NotInAndroidPreferencesCheckTests.reported(items) == ["22:44 \(message)"])
    }

    @Test(.enabled(if: AndroidResourcesPackagingTests.isAvailable || SharedMaterial.isRequired, AndroidResourcesPackagingTests.howToEnable))
    func aaptCompilesTheChain() throws {
        let result = try withScratchDirectory { try AndroidResourcesPackagingTests.compileExport(of: try AndroidResourcesEmitterTests.checked(Self.spec), in: $0) }
        #expect(result.status == 0, "\(result.stderr)")
    }

    @Test func aChainSurvivesExportAndImport() throws {
        let checked = try AndroidResourcesEmitterTests.checked(Self.spec)
        let output = AndroidResourcesEmitter().emit(checked)
        try withScratchDirectory { directory in
            let res = directory.appendingPathComponent("res").path
            _ = try OutputWriter.publish(OutputWriter(directory: res).stage(output))
            let imported = AndroidPreferencesImport.run(["\(res)/xml/root.xml"], resourceFolder: res)
            let text = imported.files.last?.text ?? ""
            #expect(text.contains("- {toggle: wifi, title: wifi, enabledWhen: {sync: false}}"), "\(text)")
            #expect(text.contains("- {textField: server, title: server, enabledWhen: {wifi: true, sync: false}}"), "\(text)")
        }
    }
}
