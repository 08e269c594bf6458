@testable import ViewSpec

// The emitters take only a `CheckedProject`; tests that start from a compilation go through
// `Compilation.checked(for:)` as `viewspecc build` does, so a compilation with errors is
// refused here rather than laid out.

extension LayoutEmitter {
    func emit(_ compilation: Compilation) throws -> LayoutOutput {
        emit(try compilation.checked(for: [.layout]))
    }

    func emit<Settled: Sendable>(
        _ compilation: Compilation, settle: @Sendable (LayoutDocument) -> Settled
    ) throws -> (documents: [Settled], index: LayoutDocument) {
        emit(try compilation.checked(for: [.layout]), settle: settle)
    }
}

extension SwiftEmitter {
    func emit(_ compilation: Compilation) throws -> SwiftOutput {
        emit(try compilation.checked(for: [.swift]))
    }
}

extension OutputWriter {
    func writeLayout(of compilation: Compilation, with emitter: LayoutEmitter) throws -> Report {
        try writeLayout(of: try compilation.checked(for: [.layout]), with: emitter)
    }

    func stageLayout(of compilation: Compilation, with emitter: LayoutEmitter) throws -> OutputStage {
        try stageLayout(of: try compilation.checked(for: [.layout]), with: emitter)
    }
}

extension CheckedProject {
    /// The project of `compilation` as though the checks had accepted it for `outputs`,
    /// whatever they said: for tests of what an emitter does with what a check missed.
    static func unchecked(_ compilation: Compilation, for outputs: Set<GeneratedOutput>) -> CheckedProject {
        CheckedProject(
            project: compilation.project, outputs: outputs, layoutElementLimit: compilation.options.layoutElementLimit, swiftNames: nil)
    }
}
