import Testing
import ViewSpecRuntime

/// A row's icon names an image for each platform; a platform without a name shows none.
@Suite struct PreferenceIconTests {
    @Test func eachPlatformShowsItsOwnName() {
        let icon = PreferenceIcon(ios: "capslock.fill", android: "ic_caps_lock")
        #expect(icon.name(on: .android) == "ic_caps_lock")
        #expect(Platform.allCases.filter { $0 != .android }.allSatisfy { icon.name(on: $0) == "capslock.fill" })
        // Off every named platform (Linux, say), Apple's name.
        #expect(icon.name(on: nil) == "capslock.fill")
    }

    @Test func aPlatformWithoutANameShowsNone() {
        #expect(PreferenceIcon(ios: "safari").name(on: .android) == nil)
        #expect(PreferenceIcon(android: "ic_reset").name(on: .iOS) == nil)
        #expect(PreferenceIcon(ios: "a", android: "a") == PreferenceIcon(ios: "a", android: "a"))
    }
}
