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
}
