/// Names that Java, Objective-C and Android's resource files write in ASCII alone: a class
/// or package of Android's, a label of an Objective-C selector.
enum ASCIIName {
    /// ASCII letters, digits and `_`, not empty and not starting with a digit.
    static func isIdentifier(_ text: Substring) -> Bool {
        guard let first = text.unicodeScalars.first, !("0"..."9").contains(first) else { return false }
        return text.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "_" }
    }

    /// Identifiers joined by dots (`org.example.app`), at least `parts` of them.
    static func isDotted(_ text: Substring, parts: Int = 1) -> Bool {
        let split = text.split(separator: ".", omittingEmptySubsequences: false)
        return split.count >= parts && split.allSatisfy(isIdentifier)
    }
}
