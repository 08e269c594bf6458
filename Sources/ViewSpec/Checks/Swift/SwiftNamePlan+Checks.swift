extension CheckContext {
    /// The Swift names of one slice's declarations, named by the first check to ask.
    private func swiftNames(ofSlice index: Int) -> SwiftNamePlan.DeclarationNames {
        let sliceFacts = facts.sliceFacts[index]
        return sliceFacts.swiftNames.value {
            SwiftNamePlan.DeclarationNames(facts.slices[index], in: project, keepingNames: sliceFacts.keepsSwiftNames)
        }
    }

    /// The Swift names of the whole project, put together once from every slice's.
    func swiftNamePlan() -> SwiftNamePlan {
        facts.swiftNames.value { SwiftNamePlan(project: project, declarationNames: facts.slices.indices.map(swiftNames(ofSlice:))) }
    }

    /// Reports the problems of one kind: those of the slice this run judges, or for a run
    /// over the whole project every problem of its names.
    func reportSwiftNameProblems(_ kind: SwiftNamePlan.Problem.Kind) {
        let problems = slice.map { swiftNames(ofSlice: $0).problems } ?? swiftNamePlan().problems
        for problem in problems where problem.kind == kind {
            report(problem.message, at: problem.span, notes: problem.notes)
        }
    }
}
