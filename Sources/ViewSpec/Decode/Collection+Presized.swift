extension Collection {
    /// `compactMap` into an array made as long as the collection. Nearly every value of a
    /// spec is read, and the standard `compactMap`, which cannot know that, grows its array
    /// by doubling: up to half of each list of fields, items, views or cases was left unused
    /// for as long as the spec model lived (about 5 MB of the 1,000-file benchmark project).
    func compactMapPresized<Result>(_ transform: (Element) throws -> Result?) rethrows -> [Result] {
        var results: [Result] = []
        results.reserveCapacity(count)
        for element in self {
            if let result = try transform(element) { results.append(result) }
        }
        return results
    }
}
