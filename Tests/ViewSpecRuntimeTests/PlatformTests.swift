import Testing
import ViewSpecRuntime

/// The platforms a spec's `platforms:` names, by the names the spec writes, and the one the
/// app runs on.
@MainActor @Suite struct PlatformTests {
    @Test func theRawValuesAreTheSpecsNames() {
        #expect(Platform.allCases.map(\.rawValue) == ["iOS", "iPadOS", "macOS", "visionOS", "tvOS", "watchOS", "android"])
        #expect(Platform(rawValue: "xrOS") == nil)
    }

    @Test func theCurrentPlatformIsTheSystemsOwn() {
        #if os(Linux) || os(Windows)
            // No case names these systems: every item is shown there.
            #expect(Platform.current == nil)
        #elseif os(macOS)
            #expect(Platform.current == .macOS)
        #else
            #expect(Platform.current != nil)
        #endif
    }
}
