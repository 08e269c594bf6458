/// "Did you mean" for misspelt keys and names.
enum Suggestion {
    /// The candidate closest to `word` by edit distance, if it is close enough to be a
    /// plausible typo: at most a third of the word's length (and at least 1) edits away.
    /// Ties go to the first candidate, so the suggestion never depends on hashing order.
    static func closest(to word: String, among candidates: some Sequence<String>) -> String? {
        let limit = max(1, word.count / 3)
        let lowered = word.lowercased()
        let length = lowered.unicodeScalars.count
        var best: (candidate: String, distance: Int)?
        for candidate in candidates where candidate != word {
            // The distance is at least the difference in length: a candidate too long or too
            // short is not measured, so a long word costs no more than its length to judge.
            let candidateLowered = candidate.lowercased()
            guard abs(candidateLowered.unicodeScalars.count - length) <= limit else { continue }
            let distance = editDistance(lowered, candidateLowered)
            if distance <= limit, distance < (best?.distance ?? .max) {
                best = (candidate, distance)
            }
        }
        return best?.candidate
    }

    /// "; did you mean 'x'?" or nothing.
    static func didYouMean(_ word: String, among candidates: some Sequence<String>) -> String {
        closest(to: word, among: candidates).map { "; did you mean '\($0)'?" } ?? ""
    }

    /// Edit distance over Unicode scalars in which swapping two neighbours counts as one
    /// edit (optimal string alignment), since `titel` for `title` is one typo, not two.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a.unicodeScalars)
        let b = Array(b.unicodeScalars)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var beforePrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], beforePrevious[j - 2] + 1)
                }
            }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return previous[b.count]
    }
}
