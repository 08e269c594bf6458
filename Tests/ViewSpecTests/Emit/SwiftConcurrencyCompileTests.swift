import Foundation
import Testing
@testable import ViewSpec

/// An app's code against the generated Swift and the runtime, compiled by the real compiler
/// (warnings as errors): the stores belong to the main actor and the compiler says so, in
/// the Swift 6 and 5 language modes; observation sees changes made through generated code;
/// a file is read off the main actor and handed over; and the SwiftUI conveniences compile
/// against SwiftUI's own `Binding` signature and behave.
@Suite(.serialized) struct SwiftConcurrencyCompileTests {
    static func exampleFiles() throws -> [String: String] {
        try SwiftCompileTests.generated([LayoutTestSupport.specsDirectory])
    }

    @Test(arguments: ["6", "5"])
    func anAppOnTheMainActorCompilesAndObservesTheGeneratedCode(swiftVersion: String) throws {
        var files = try Self.exampleFiles()
        files["main.swift"] = Self.appProgram
        let program = try SwiftCompilerSupport.buildProgram(files, swiftVersion: swiftVersion)
        let output = SwiftCompilerSupport.run(program.path, [], in: program.deletingLastPathComponent())
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout == """
            enabledHeard=true
            volumeEnabled=false
            rejectedVolume=0.5
            volumeError=field 'volume': expected a number from 0 to 1, found 1.5
            volumeErrorHeard=true
            volumeErrorAfterValidSet=none
            loadedOffMain=true
            loadedVolume=0.75
            selectionHeard=true
            recordsHeard=true
            hitTestHeard=true
            hitAfterHiding=none

            """)
    }

    /// Each line that touches a store, table, stack or generated screen outside the main
    /// actor is an error in the Swift 6 language mode.
    @Test func usingTheStoresOffTheMainActorDoesNotCompile() throws {
        var files = try Self.exampleFiles()
        files["main.swift"] = "\n"
        files["Background.swift"] = Self.offMainProgram
        let (output, _) = try SwiftCompilerSupport.compileProgram(files, swiftVersion: "6")
        #expect(output.status != 0)
        let errorLines = Set(
            output.stderr.split(separator: "\n").compactMap { line -> Int? in
                guard line.contains("Background.swift:"), line.contains(": error:"), line.contains("main actor-isolated") else { return nil }
                return line.split(separator: ":").dropFirst().first.flatMap { Int($0) }
            })
        let offending = Self.offMainProgram.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            .filter { $0.element.contains("// off the main actor") }.map { $0.offset + 1 }
        #expect(offending.count == 6)
        #expect(errorLines == Set(offending), "\(output.stderr)")
    }

    @Test func theSwiftUIBindingsCompileAgainstSwiftUIsSignatureAndBehave() throws {
        var files = try Self.exampleFiles()
        files["main.swift"] = Self.swiftUIProgram
        let program = try SwiftCompilerSupport.buildProgram(
            files, runtime: SwiftCompilerSupport.runtimeWithSwiftUIStandIn, libraries: ["SwiftUI"])
        let output = SwiftCompilerSupport.run(program.path, [], in: program.deletingLastPathComponent())
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout == """
            volume=0.5 error=aboveMaximum
            volume=0.25 error=none
            sound=false
            syncInterval=45
            syncIntervalError=aboveMaximum
            topics=news,sport
            topicsAfterToggle=sport

            """)
    }

    /// Top-level code that awaits runs on the main actor in both language modes.
    static let appProgram = #"""
        import Foundation
        import Observation
        import ViewSpecRuntime

        func report(_ label: String, _ value: Any) { print("\(label)=\(value)") }

        @MainActor final class Flag {
            var raised = false
        }

        /// Whether an observation of what `read` reads hears `change`.
        @MainActor func heard(_ read: () -> Void, when change: () throws -> Void) rethrows -> Bool {
            let flag = Flag()
            withObservationTracking(read) { MainActor.assumeIsolated { flag.raised = true } }
            try change()
            return flag.raised
        }

        let settings = try PreferenceStore<AppSettings>()
        let general = GeneralSettingsScreen(store: settings)
        report("enabledHeard", heard({ _ = general.isEnabled(.volume) }, when: { general.soundEnabled.value = false }))
        report("volumeEnabled", general.isEnabled(.volume))
        general.volume.value = 1.5
        report("rejectedVolume", general.volume.value)
        report("volumeError", general.volume.validationError?.description ?? "none")
        report("volumeErrorHeard", heard({ _ = general.volume.validationError }, when: { general.volume.value = 0.75 }))
        report("volumeErrorAfterValidSet", general.volume.validationError?.description ?? "none")

        /// A new store with the values of `file`, read by a background task.
        @MainActor func restore(from file: URL) async throws -> PreferenceStore<AppSettings> {
            let restored = try PreferenceStore<AppSettings>()
            let loaded = try await Task.detached {
                report("loadedOffMain", !Thread.isMainThread)
                return try restored.read(from: file)
            }.value
            restored.apply(loaded)
            return restored
        }

        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("viewspec-app-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try settings.save(to: directory.appendingPathComponent("settings.json"))
        let restored = try await restore(from: directory.appendingPathComponent("settings.json"))
        report("loadedVolume", restored[\.volume])
        try FileManager.default.removeItem(at: directory)

        let colors = try ColorsTable()
        report("selectionHeard", try heard({ _ = colors.table.selectedIndexes }, when: { try colors.table.tap(1) }))
        let records = try RecordStore<RecordCard>()
        report("recordsHeard", try heard({ _ = records.count }, when: { try records.add(RecordCard()) }))
        let main = try MainScreenHierarchy(bounds: Rect(width: 390, height: 844))
        let point = Point(x: 100, y: 300)
        report("hitTestHeard", try heard({ _ = main.hitTest(point) }, when: { try main.setHidden(true, for: .members) }))
        report("hitAfterHiding", main.hitTest(point)?.rawValue ?? "none")
        """#

    static let offMainProgram = #"""
        import ViewSpecRuntime

        func readPreferences(_ store: PreferenceStore<AppSettings>) -> Double {
            store[\.volume] // off the main actor
        }

        func addRecord(_ store: RecordStore<RecordCard>) throws {
            try store.add(RecordCard()) // off the main actor
        }

        func tap(_ table: SelectionTable) throws {
            try table.tap(0) // off the main actor
        }

        func hide(_ stack: LayerStack) throws {
            try stack.setHidden(true, for: "members") // off the main actor
        }

        func setVolume(_ screen: GeneralSettingsScreen) {
            screen.volume.value = 0.5 // off the main actor
        }

        func backgroundReset(_ store: PreferenceStore<AppSettings>) async {
            Task.detached { store.resetToDefaults() } // off the main actor
        }
        """#

    static let swiftUIProgram = #"""
        import SwiftUI
        import ViewSpecRuntime

        let settings = try PreferenceStore<AppSettings>()
        let general = GeneralSettingsScreen(store: settings)
        let volume = general.volume.binding
        await volume.write(1.5)
        print("volume=\(await volume.read()) error=\(general.volume.validationError?.problem.rawValue ?? "none")")
        await volume.write(0.25)
        print("volume=\(await volume.read()) error=\(general.volume.validationError?.problem.rawValue ?? "none")")

        let sound = general.soundEnabled.binding
        await sound.write(false)
        print("sound=\(settings[\.soundEnabled])")

        let syncInterval = AdvancedSettingsScreen(store: settings).syncInterval
        await syncInterval.sliderBinding.write(44.6)
        print("syncInterval=\(await syncInterval.binding.read())")
        await syncInterval.sliderBinding.write(500)
        print("syncIntervalError=\(syncInterval.validationError?.problem.rawValue ?? "none")")

        let display = DisplaySettingsScreen(store: try PreferenceStore<DisplaySettings>())
        await display.topics.binding(contains: .sport).write(true)
        print("topics=\(display.topics.value.map(\.rawValue).sorted().joined(separator: ","))")
        await display.topics.binding(contains: .news).write(false)
        print("topicsAfterToggle=\(display.topics.value.map(\.rawValue).sorted().joined(separator: ","))")
        """#
}
