import ViewSpec

/// Go to definition and find references.
enum Navigation {
    /// Where the symbol at `position` is declared: every declaration of it, the one that
    /// references resolve to (the first in the project) first. Nil when there is no symbol
    /// there, or it is declared nowhere.
    static func definition(at position: Position, in context: LanguageContext) -> [Location]? {
        guard let spec = context.spec, let occurrence = SymbolOccurrences.at(context.offset(of: position), in: spec) else { return nil }
        let declarations = SymbolOccurrences.of(occurrence.symbol, in: context.project.files).filter(\.isDeclaration)
        return declarations.isEmpty ? nil : declarations.map { context.location(of: $0.span) }
    }

    static func references(at position: Position, includingDeclaration: Bool, in context: LanguageContext) -> [Location]? {
        guard let spec = context.spec, let occurrence = SymbolOccurrences.at(context.offset(of: position), in: spec) else { return nil }
        return SymbolOccurrences.of(occurrence.symbol, in: context.project.files)
            .filter { includingDeclaration || !$0.isDeclaration }
            .map { context.location(of: $0.span) }
    }
}
