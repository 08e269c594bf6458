/// A value reached through an alias is written once, under its anchor, and used wherever
/// an alias names it. A mistake it makes only where an alias brings it (a field that does
/// not fit the screen that an alias gives it to) is reported at that alias, where it is
/// made, with a note where the value is written; reported at the anchor, it would point at
/// text that is right where it stands.
extension Array where Element == Diagnostic {
    /// These diagnostics with every range in an alias's expansion (`SourcePath.aliasExpansion`)
    /// moved to its file: the diagnostic to the alias, with a note at the text the alias
    /// brought; a note to the alias; a fix-it to the text it edits. A diagnostic that says
    /// exactly what another says at that text is the same mistake, reported once, there.
    func relocatingAliasExpansions() -> [Diagnostic] {
        guard contains(where: \.touchesAliasExpansion) else { return self }
        let direct = Set(filter { $0.range.file.aliasExpansion == nil }.map(\.identity))
        return compactMap { diagnostic in
            guard diagnostic.touchesAliasExpansion else { return diagnostic }
            var relocated = diagnostic
            if let expansion = diagnostic.range.file.aliasExpansion {
                let written = Self.written(diagnostic.range, in: expansion)
                var twin = diagnostic
                twin.range = written
                if direct.contains(twin.identity) { return nil }
                relocated.range = Self.alias(of: expansion)
                relocated.notes.append(.init("the value that alias '*\(expansion.anchor)' stands for is written here", at: written))
            }
            relocated.notes = relocated.notes.map { note in
                guard let expansion = note.range.file.aliasExpansion else { return note }
                return .init(note.message, at: Self.alias(of: expansion))
            }
            relocated.fixIts = relocated.fixIts.map { fixIt in
                guard let expansion = fixIt.range.file.aliasExpansion else { return fixIt }
                // Moved, not made again: it keeps the place in the compiler that made it.
                var moved = fixIt
                moved.range = Self.written(fixIt.range, in: expansion)
                return moved
            }
            return relocated
        }
    }

    /// `span` where it is written in the alias's file: an expansion's spans have the
    /// offsets of the anchored text they come from.
    private static func written(_ span: SourceSpan, in expansion: AliasExpansion) -> SourceSpan {
        SourceSpan(file: expansion.file, startOffset: span.startOffset, endOffset: span.endOffset)
    }

    private static func alias(of expansion: AliasExpansion) -> SourceSpan {
        SourceSpan(file: expansion.file, startOffset: expansion.alias.lowerBound, endOffset: expansion.alias.upperBound)
    }
}

extension Diagnostic {
    var touchesAliasExpansion: Bool {
        range.file.aliasExpansion != nil || notes.contains { $0.range.file.aliasExpansion != nil }
            || fixIts.contains { $0.range.file.aliasExpansion != nil }
    }

    /// What makes two diagnostics the same finding, whatever their notes.
    fileprivate var identity: Identity {
        Identity(id: id, severity: severity, message: message, file: range.file, start: range.startOffset, end: range.endOffset)
    }

    fileprivate struct Identity: Hashable {
        var id: DiagnosticID
        var severity: Severity
        var message: String
        var file: SourcePath
        var start: Int
        var end: Int
    }
}
