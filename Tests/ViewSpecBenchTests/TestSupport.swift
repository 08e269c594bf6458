import Testing

/// Expects `action` to throw an error whose description contains `fragment`.
func expectFailure(containing fragment: String, _ action: () throws -> Void, sourceLocation: SourceLocation = #_sourceLocation) {
    do {
        try action()
        Issue.record("expected a failure saying \"\(fragment)\"", sourceLocation: sourceLocation)
    } catch {
        #expect("\(error)".contains(fragment), "\(error)", sourceLocation: sourceLocation)
    }
}
