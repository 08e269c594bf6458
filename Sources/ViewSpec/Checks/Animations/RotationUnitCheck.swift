/// A rotation says whether it is in degrees or radians.
struct RotationUnitCheck: Check {
    static let scope = CheckScope.declarations
    static let guardedOutputs: Set<GeneratedOutput> = [.layout, .swift]
    /// The two fix-its: the number read in degrees, or in radians.
    static let degrees = "insert 'deg' after the number"
    static let radians = "insert 'rad' after the number"
    static let description = RuleDescription(
        id: DiagnosticID(
            code: "VS0265", name: "rotation-without-unit",
            summary: "A keyframe's `rotation` is a bare number, without `deg` or `rad`."),
        rationale: """
            Core Animation turns views by radians, CSS and most designers by degrees. A bare \
            `rotation: 90` is a quarter turn to one reader and more than fourteen turns to \
            another, so the unit is part of the value: `90deg` or `1.57rad`.
            """,
        triggeringExamples: [
            RuleExample("""
                viewspec: 1
                animations:
                  Spinner:
                    elements:
                      wheel: {image: wheel}
                    tracks:
                      spin:
                        element: wheel
                        duration: 1
                        iterations: infinite
                        from: {rotation: ↓0}
                        to: {rotation: ↓360}
                """)
        ],
        nonTriggeringExamples: [
            RuleExample("""
                viewspec: 1
                animations:
                  Spinner:
                    elements:
                      wheel: {image: wheel}
                    tracks:
                      spin:
                        element: wheel
                        duration: 1
                        iterations: infinite
                        from: {rotation: 0deg}
                        to: {rotation: 6.283rad}
                """)
        ],
        corrections: [
            RuleCorrection(
                """
                viewspec: 1
                animations:
                  Spinner:
                    elements:
                      wheel: {image: wheel}
                    tracks:
                      spin:
                        element: wheel
                        duration: 1
                        from: {rotation: ↓0}
                        to: {rotation: ↓360}
                """,
                """
                viewspec: 1
                animations:
                  Spinner:
                    elements:
                      wheel: {image: wheel}
                    tracks:
                      spin:
                        element: wheel
                        duration: 1
                        from: {rotation: 0deg}
                        to: {rotation: 360deg}
                """,
                fixIt: degrees),
            RuleCorrection(
                """
                viewspec: 1
                animations:
                  Spinner:
                    elements:
                      wheel: {image: wheel}
                    tracks:
                      spin:
                        element: wheel
                        duration: 1
                        from: {rotation: 0deg}
                        to: {rotation: ↓3.14}
                """,
                """
                viewspec: 1
                animations:
                  Spinner:
                    elements:
                      wheel: {image: wheel}
                    tracks:
                      spin:
                        element: wheel
                        duration: 1
                        from: {rotation: 0deg}
                        to: {rotation: 3.14rad}
                """,
                fixIt: radians),
        ])

    func run(in context: CheckContext) {
        for (placed, keyframe) in context.declarations.animationKeyframes {
            guard let rotation = keyframe.rotation, rotation.value.unit == nil else { continue }
            let number = AnimationKeyframe.format(rotation.value.value)
            context.report(
                "rotation \(number) in \(placed.described) has no unit: expected degrees or radians, as '\(number)deg' or '\(number)rad'",
                at: rotation.range,
                fixIts: [
                    .init(Self.degrees, replacing: rotation.range.atEnd, with: "deg"),
                    .init(Self.radians, replacing: rotation.range.atEnd, with: "rad"),
                ])
        }
    }
}
