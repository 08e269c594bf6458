import Foundation
import Testing
@testable import ViewSpec

/// An app's code against the generated Swift and the runtime, compiled by the real compiler
/// (warnings as errors): the SwiftUI conveniences compile against SwiftUI's own `Binding`
/// signature and behave.
@Suite(.serialized) struct SwiftConcurrencyCompileTests {
    static func exampleFiles() throws -> [String: String] {
        try SwiftCompileTests.generated([LayoutTestSupport.specsDirectory])
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
