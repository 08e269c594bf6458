import Testing
@testable import ViewSpec

/// Each check says which outputs' emitters rely on it (`guardedOutputs`), and `build`
/// refuses to generate those outputs while it is disabled. What it refuses must therefore
/// be harmless to every other output's emitter: with the check disabled, its triggering
/// examples, when nothing else refuses them, reach those emitters without their meeting
/// anything a check should have refused.
@Suite struct GuardedOutputsTests {
    static let checkNames = CheckRegistry.all.map { $0.description.id.name }

    @Test(arguments: checkNames)
    func whatACheckDoesNotGuardMeetsNothingUnexpected(checkName: String) throws {
        let check = try #require(CheckRegistry.check(named: checkName))
        for example in check.description.triggeringExamples {
            let compilation = Compiler(options: .init(disabledChecks: [check.description.id.code])).compile(sources: PreparedExample(example).sources)
            guard !compilation.hasErrors else { continue }
            for output in GeneratedOutput.allCases where !check.guardedOutputs.contains(output) {
                let project = CheckedProject.unchecked(compilation, for: [output])
                let unexpected: [String]
                switch output {
                case .layout: unexpected = LayoutEmitter().emitNotingUnexpected(project, settle: { _ in () }).unexpected
                case .swift: unexpected = SwiftEmitter().emitNotingUnexpected(project).unexpected
                }
                #expect(unexpected.isEmpty, "\(checkName) does not guard \(output), but an example it refuses gives: \(unexpected)")
            }
        }
    }

    @Test func disablingAGuardRefusesItsOutputsOnly() throws {
        let compilation = Compiler(options: .init(disabledChecks: ["invalid-color", "swift-name-clash"]))
            .compile(sources: [SourceFile(path: "a.yaml", text: "viewspec: 1\n")])
        #expect(throws: GenerationRefusal.checksDisabled([InvalidColorCheck.description.id], output: .layout)) {
            try compilation.checked(for: [.layout, .swift])
        }
        #expect(throws: GenerationRefusal.checksDisabled([SwiftNameClashCheck.description.id], output: .swift)) {
            try compilation.checked(for: [.swift])
        }
        #expect(compilation.options.disabledGuards(for: []) == nil)
        // Warnings guard nothing: lint may overlook them, and so may build.
        for check in CheckRegistry.all where check.description.id.defaultSeverity == .warning {
            #expect(check.guardedOutputs.isEmpty, "\(check.description.id.name)")
        }
    }
}
