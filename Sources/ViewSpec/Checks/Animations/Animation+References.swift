extension CheckContext {
    /// Reports `reference` as naming nothing among `declared`, with the closest name as a
    /// fix-it when one is near.
    func reportUnknown(_ reference: Located<String>, _ message: String, among declared: [Located<String>]) {
        let near = Suggestion.closest(to: reference.value, among: declared.map(\.value)).flatMap { name in declared.first { $0.value == name } }
        report(
            message + (near.map { "; did you mean '\($0.value)'?" } ?? ""),
            at: reference.range,
            notes: near.map { [.init("'\($0.value)' is declared here", at: $0.range)] } ?? [],
            fixIts: near.map { [.init("replace '\(reference.value)' with '\($0.value)'", replacing: reference.range, with: YAMLQuoting.scalar($0.value))] } ?? [])
    }
}
