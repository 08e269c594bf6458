import Testing
@testable import ViewSpec

@Suite struct SuggestionTests {
    @Test(arguments: [
        ("titel", "title", 1), ("feilds", "fields", 1), ("kitten", "sitting", 3), ("", "abc", 3), ("same", "same", 0), ("ab", "ba", 1),
    ])
    func editDistance(a: String, b: String, distance: Int) {
        #expect(Suggestion.editDistance(a, b) == distance)
    }

    @Test func suggestsOnlyPlausibleTypos() {
        #expect(Suggestion.closest(to: "titel", among: ["model", "title", "sections"]) == "title")
        #expect(Suggestion.closest(to: "Volume", among: ["volume", "value"]) == "volume")
        #expect(Suggestion.closest(to: "zzz", among: ["model", "title"]) == nil)
        // Ties go to the first candidate, whatever the order of a set would be.
        #expect(Suggestion.closest(to: "ab", among: ["ac", "ad"]) == "ac")
    }

    /// A candidate whose length differs from the word's by more than the edits allowed is
    /// not measured: a word of megabytes (a fuzzed specifier type) is judged by its length.
    @Test func candidatesOfAnotherLengthAreNotMeasured() {
        let long = String(repeating: "PSToggleSwitchSpecifier", count: 40_000)
        #expect(Suggestion.closest(to: long, among: ["PSToggleSwitchSpecifier", "PSGroupSpecifier"]) == nil)
        #expect(Suggestion.closest(to: "PSToggleSwitchSpecifierr", among: ["PSGroupSpecifier", "PSToggleSwitchSpecifier"]) == "PSToggleSwitchSpecifier")
        // The allowance is in edits: a candidate three shorter than a nine-letter word is one.
        #expect(Suggestion.closest(to: "abcdefghi", among: ["abcdef"]) == "abcdef")
    }
}
