import Testing
@testable import ViewSpec

/// `NameIndex` finds a model's fields by name: it must answer as a dictionary of the
/// names' first positions does, `String` equality included, whatever the names.
@Suite struct NameIndexTests {
    /// What the index must answer: the first position of each name, as `String` compares.
    private func firstPositions(_ names: [String]) -> [String: Int] {
        var positions: [String: Int] = [:]
        for (position, name) in names.enumerated() where positions[name] == nil { positions[name] = position }
        return positions
    }

    /// The same first positions as the dictionary, and as repeated every name whose first
    /// position is an earlier one.
    private func expectSameAnswers(_ index: NameIndex<[String]>, _ names: [String], asking others: [String] = []) {
        let expected = firstPositions(names)
        for name in names + others {
            #expect(index.position(of: name) == expected[name], "'\(name)'")
        }
        #expect(index.repeatedPositions == names.indices.filter { expected[names[$0]] != $0 })
    }

    @Test func findsEachNameAtItsFirstPosition() {
        let names = ["volume", "rate", "spMember", "rate", "name", "", "place", "volume"]
        let index = NameIndex(names)
        #expect(index.position(of: "rate") == 1)
        #expect(index.position(of: "volume") == 0)
        #expect(index.position(of: "") == 5)
        #expect(index.repeatedPositions == [3, 7])
        expectSameAnswers(index, names, asking: ["Rate", "rat", "rates", "volumes", "plac"])
    }

    @Test func anEmptyListFindsNothing() {
        #expect(NameIndex([String]()).position(of: "anything") == nil)
        #expect(NameIndex([String]()).position(of: "") == nil)
    }

    /// Canonically equivalent spellings are one name to `String`, so they stay one name
    /// here: "é" precomposed and decomposed, and the Kelvin sign and "K", which makes a
    /// name beyond ASCII the same as an ASCII one.
    @Test func namesBeyondASCIIKeepStringEquality() {
        let precomposed = "caf\u{E9}"
        let decomposed = "cafe\u{301}"
        let names = [precomposed, "caf", "\u{212A}elvin", "名前", "cafe"]
        let index = NameIndex(names)
        #expect(index.position(of: decomposed) == 0)
        #expect(index.position(of: "Kelvin") == 2)
        expectSameAnswers(index, names, asking: [decomposed, "Kelvin", "名", "cafe\u{301}s"])
    }

    /// Whichever of two equivalent spellings comes first, both find its position.
    @Test func anASCIINameAndItsEquivalentBeyondASCIIShareTheFirstPosition() {
        for names in [["Kelvin", "\u{212A}elvin"], ["\u{212A}elvin", "Kelvin"], ["x", "semi\u{37E}", "semi;"]] {
            let index = NameIndex(names)
            expectSameAnswers(index, names, asking: ["Kelvin", "\u{212A}elvin", "semi;", "semi\u{37E}"])
        }
    }

    /// Many names, some of them long, and lookups of every prefix: the table grows, probes
    /// past occupied slots and compares lengths before bytes.
    @Test func answersAsADictionaryOverManyNames() {
        let names = (0..<3000).map { "field\($0 % 2000)_" + String(repeating: "x", count: $0 % 40) }
        let index = NameIndex(names)
        #expect(!index.isDictionaryOnly)
        expectSameAnswers(index, names, asking: names.prefix(200).map { String($0.dropLast()) })
    }

    /// A list whose names collide past the probe limit goes to the dictionary entirely and
    /// still answers the same.
    @Test func collidingNamesFallBackToTheDictionary() {
        let names = (0..<64).map { "n\($0)" } + ["caf\u{E9}"]
        let index = NameIndex(names, maximumProbes: 0)
        #expect(index.isDictionaryOnly, "64 names in 128 slots collide at least once")
        expectSameAnswers(index, names, asking: ["cafe\u{301}", "n64", "n"])
    }
}
