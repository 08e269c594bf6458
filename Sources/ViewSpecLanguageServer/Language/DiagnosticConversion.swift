import ViewSpec

/// The compiler's diagnostics as LSP's: the same message and code, notes as related
/// information, fix-its as code actions.
enum DiagnosticConversion {
    static func lspDiagnostic(_ diagnostic: Diagnostic, in context: LanguageContext) -> LSPDiagnostic {
        LSPDiagnostic(
            range: context.positions(in: diagnostic.range.path).range(of: diagnostic.range),
            severity: severity(diagnostic.severity),
            code: diagnostic.id.code,
            source: "viewspecc",
            message: diagnostic.message,
            relatedInformation: diagnostic.notes.isEmpty
                ? nil : diagnostic.notes.map { .init(location: context.location(of: $0.range), message: $0.message) })
    }

    static func severity(_ severity: Severity) -> Int {
        switch severity {
        case .error: 1
        case .warning: 2
        case .note: 3
        }
    }
}

/// A quick fix for every fix-it of the diagnostics in the range asked about.
enum CodeActions {
    static func actions(in range: Range, context: LanguageContext) -> [CodeAction] {
        guard let path = context.path else { return [] }
        let positions = context.positions
        var actions: [CodeAction] = []
        for diagnostic in context.workspace.project.diagnostics(in: path) where !diagnostic.fixIts.isEmpty {
            guard positions.range(of: diagnostic.range).overlaps(range) else { continue }
            let converted = DiagnosticConversion.lspDiagnostic(diagnostic, in: context)
            for fixIt in diagnostic.fixIts {
                let edit = TextEdit(range: context.positions(in: fixIt.range.path).range(of: fixIt.range), newText: fixIt.replacement)
                actions.append(CodeAction(
                    title: fixIt.message.prefix(1).uppercased() + fixIt.message.dropFirst(), kind: "quickfix", diagnostics: [converted],
                    isPreferred: diagnostic.fixIts.count == 1 ? true : nil,
                    edit: WorkspaceEdit(changes: [context.workspace.uri(for: fixIt.range.path): [edit]])))
            }
        }
        return actions
    }
}
