import Testing
@testable import ViewSpec

/// The files of a name, held without a set while there is one: it must behave as the set
/// of paths it stands for through every insertion and removal.
@Suite struct PathSetTests {
    @Test func behavesAsASetOfPaths() {
        var generator = SystemRandomNumberGenerator()
        let paths = ["a.yaml", "b.yaml", "specs/a long folder name/c.yaml", "d.yaml"]
        for _ in 0..<200 {
            var pathSet = PathSet()
            var expected = Set<String>()
            for _ in 0..<12 {
                let path = paths[Int(generator.next() % UInt64(paths.count))]
                if generator.next() % 3 == 0 {
                    pathSet.remove(path)
                    expected.remove(path)
                } else {
                    pathSet.insert(path)
                    expected.insert(path)
                }
                let listed = Array(pathSet)
                #expect(listed.count == expected.count)
                #expect(Set(listed) == expected)
            }
        }
    }

    @Test func arrayLiteralKeepsEachPathOnce() {
        let paths: PathSet = ["a.yaml", "b.yaml", "a.yaml"]
        #expect(Array(paths).sorted() == ["a.yaml", "b.yaml"])
        #expect(Array(PathSet()).isEmpty)
    }
}
