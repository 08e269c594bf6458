extension CheckContext {
    /// The Swift names of the project, worked out once for the Swift checks.
    func swiftNamePlan() -> SwiftNamePlan {
        facts.swiftNames.value { SwiftNamePlan(project: project) }
    }

    /// Reports the plan's problems of one kind.
    func reportSwiftNameProblems(_ kind: SwiftNamePlan.Problem.Kind) {
        for problem in swiftNamePlan().problems where problem.kind == kind {
            report(problem.message, at: problem.span, notes: problem.notes)
        }
    }
}
