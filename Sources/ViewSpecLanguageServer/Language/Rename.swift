import Foundation
import ViewSpec

/// Renames a model, field, screen, table, hierarchy, action sheet, layer, view id, animation,
/// element or track everywhere the project names it, or refuses with the reason.
enum Rename {
    static func prepare(at position: Position, in context: LanguageContext) throws(ResponseError) -> PrepareRenameResult {
        let occurrence = try renamable(at: position, in: context)
        return PrepareRenameResult(range: context.positions.range(of: occurrence.span), placeholder: occurrence.symbol.name)
    }

    static func edit(at position: Position, to newName: String, in context: LanguageContext) throws(ResponseError) -> WorkspaceEdit {
        let occurrence = try renamable(at: position, in: context)
        let symbol = occurrence.symbol
        guard newName != symbol.name else { return WorkspaceEdit(changes: [:]) }
        guard SpecLanguage.isValidName(newName) else {
            throw .requestFailed("'\(newName)' is not a valid name: a name is not empty and has no spaces or control characters")
        }
        let project = context.project
        let files = project.files
        let renamed = symbol.renamed(newName)
        if let clash = SymbolOccurrences.of(renamed, in: files).first(where: \.isDeclaration) {
            throw .requestFailed(
                "cannot rename \(symbol.kindName) '\(symbol.name)' to '\(newName)': a \(symbol.kindName) '\(newName)' is already declared\(symbol.scopeDescription) at \(place(of: clash.span, in: context)); the two would become one")
        }
        if isWrittenButUnread(renamed, in: project) {
            throw .requestFailed(
                "cannot rename \(symbol.kindName) '\(symbol.name)' to '\(newName)': a \(symbol.kindName) '\(newName)' is already written\(symbol.scopeDescription), in a declaration that cannot be read")
        }
        var changes: [String: [TextEdit]] = [:]
        let replacement = SpecLanguage.scalar(newName)
        for found in SymbolOccurrences.of(symbol, in: files) {
            changes[context.workspace.uri(for: found.span.path), default: []].append(
                TextEdit(range: context.positions(in: found.span.path).range(of: found.span), newText: replacement))
        }
        return WorkspaceEdit(changes: changes)
    }

    /// The symbol at `position`, if it can be renamed: declared, and every file of the
    /// project readable, so that no reference to it goes unseen.
    private static func renamable(at position: Position, in context: LanguageContext) throws(ResponseError) -> SymbolOccurrence {
        guard let spec = context.spec else {
            throw .requestFailed("this document cannot be read as a spec now; fix its errors to rename in it")
        }
        guard let occurrence = SymbolOccurrences.at(context.offset(of: position), in: spec) else {
            throw .requestFailed("nothing to rename here: put the cursor on the name of a model, field, preference screen, table, hierarchy, action sheet, layer, view, animation, element or track")
        }
        let symbol = occurrence.symbol
        guard SymbolOccurrences.of(symbol, in: context.project.files).contains(where: \.isDeclaration) else {
            throw .requestFailed("\(symbol.kindName) '\(symbol.name)' is not declared\(symbol.scopeDescription), so there is nothing to rename")
        }
        if let unread = context.project.unreadFiles.first {
            throw .requestFailed(
                "'\((unread as NSString).lastPathComponent)' cannot be read as a spec; fix its errors first, or a reference to '\(symbol.name)' in it would keep the old name")
        }
        return occurrence
    }

    /// Whether a declaration of `symbol` is written but could not be read: renaming to its
    /// name would clash with it once it is fixed.
    private static func isWrittenButUnread(_ symbol: SpecSymbol, in project: Project) -> Bool {
        switch symbol {
        case .model(let name): project.isUnread(.model, named: name)
        case .preferenceScreen(let name): project.isUnread(.preferenceScreen, named: name)
        case .table(let name): project.isUnread(.table, named: name)
        case .hierarchy(let name): project.isUnread(.hierarchy, named: name)
        case .actionSheet(let name): project.isUnread(.actionSheet, named: name)
        case .animation(let name): project.isUnread(.animation, named: name)
        case .field(let model, let name): project.model(named: model)?.unreadFieldNames.contains(name) ?? false
        case .layer, .view, .animationElement, .animationTrack: false
        }
    }

    private static func place(of span: SourceSpan, in context: LanguageContext) -> String {
        let position = context.positions(in: span.path).position(ofOffset: span.startOffset)
        return "\((span.path as NSString).lastPathComponent):\(position.line + 1)"
    }
}
