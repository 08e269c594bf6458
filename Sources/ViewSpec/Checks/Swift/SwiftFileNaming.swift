/// The name of the Swift file generated for a spec file, known from the spec's path alone
/// so that a build plugin can declare its outputs before any spec is read.
///
/// The spec's file name without its last extension is split into words at `-` `_` `.`
/// `:` `+`, and the words are joined in UpperCamelCase as type names are
/// (`app-settings.yaml` → `AppSettings.swift`, `record_card.yml` → `RecordCard.swift`,
/// `Menu.yaml` → `Menu.swift`). A name without letters or digits is kept as written.
/// Characters other than ASCII letters and digits, `-`, `_` and `.`, and non-ASCII
/// letters and digits, are then written `%XX`, as layout documents are named.
public enum SwiftFileNaming {
    public static func fileName(forSpecPath path: String) -> String {
        let base = path.split(separator: "/", omittingEmptySubsequences: true).last.map(String.init) ?? path
        var stem = base
        if let dot = base.lastIndex(of: "."), dot != base.startIndex { stem = String(base[..<dot]) }
        let joined = SwiftIdentifier.words(of: stem).map { word in (word.first?.uppercased() ?? "") + word.dropFirst() }.joined()
        return DocumentNaming.fileStem(forFileName: joined.isEmpty ? stem : joined) + ".swift"
    }
}
