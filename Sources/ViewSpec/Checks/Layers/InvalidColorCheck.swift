/// A colour (a border's, an animated text's) is written `#RRGGBB` or `#RRGGBBAA`.
struct InvalidColorCheck: Check {
    static let scope = CheckScope.declarations
    static let guardedOutputs: Set<GeneratedOutput> = [.layout]
    static let description = RuleDescription(
        id: DiagnosticID(
            code: "VS0244", name: "invalid-color",
            summary: "A colour (of a border, or of a text an animation moves) is not written as `#RRGGBB` or `#RRGGBBAA`."),
        rationale: """
            Borders on chosen edges carry a colour and a width. ViewSpec writes the colour one \
            way, as hexadecimal red, green, blue and optional alpha, so that every target reads it \
            alike; names, short forms and other notations are refused rather than guessed at.
            """,
        triggeringExamples: [
            RuleExample("""
                viewspec: 1
                hierarchies:
                  Main:
                    layers: [front]
                    views:
                      - id: members
                        layer: front
                        frame: {x: 20, y: 100, width: 320, height: 480}
                        border: {edges: [top, bottom], color: ↓"#CCC"}
                      - id: title
                        layer: front
                        frame: {x: 20, y: 50, width: 200, height: 30}
                        border: {color: ↓grey}
                """),
            RuleExample("""
                viewspec: 1
                animations:
                  Intro:
                    elements:
                      title: {text: Welcome, color: ↓white}
                    tracks:
                      fadeIn:
                        element: title
                        duration: 1
                        from: {opacity: 0}
                        to: {opacity: 1}
                """),
        ],
        nonTriggeringExamples: [
            RuleExample("""
                viewspec: 1
                hierarchies:
                  Main:
                    layers: [front]
                    views:
                      - id: members
                        layer: front
                        frame: {x: 20, y: 100, width: 320, height: 480}
                        border: {edges: [top, bottom], width: 1, color: "#C8C8C8"}
                      - id: title
                        layer: front
                        frame: {x: 20, y: 50, width: 200, height: 30}
                        border: {color: "#00000033"}
                """)
        ],
        corrections: [
            RuleCorrection(
                """
                viewspec: 1
                hierarchies:
                  Main:
                    layers: [front]
                    views:
                      - id: members
                        layer: front
                        frame: {x: 20, y: 100, width: 320, height: 480}
                        border: {edges: [top, bottom], color: ↓"#CCC"}
                      - id: title
                        layer: front
                        frame: {x: 20, y: 50, width: 200, height: 30}
                        border: {color: ↓C8C8C8AA}
                """,
                """
                viewspec: 1
                hierarchies:
                  Main:
                    layers: [front]
                    views:
                      - id: members
                        layer: front
                        frame: {x: 20, y: 100, width: 320, height: 480}
                        border: {edges: [top, bottom], color: '#CCCCCC'}
                      - id: title
                        layer: front
                        frame: {x: 20, y: 50, width: 200, height: 30}
                        border: {color: '#C8C8C8AA'}
                """)
        ])

    func run(in context: CheckContext) {
        for hierarchy in context.declarations.hierarchies {
            for view in hierarchy.views {
                guard let color = view.border?.color, !Self.isValid(color.value) else { continue }
                context.report(
                    "border colour of view '\(view.id.value)' is not a colour: expected '#RRGGBB' or '#RRGGBBAA' in hexadecimal digits, found '\(color.value)'",
                    at: color.range, fixIts: Self.fixIts(for: color))
            }
        }
        for animation in context.declarations.animations {
            for element in animation.elements {
                guard case .text(_, _, let color?) = element.kind, !Self.isValid(color.value) else { continue }
                context.report(
                    "colour of text '\(element.name.value)' in animation '\(animation.name.value)' is not a colour: expected '#RRGGBB' or '#RRGGBBAA' in hexadecimal digits, found '\(color.value)'",
                    at: color.range, fixIts: Self.fixIts(for: color))
            }
        }
    }

    /// The near miss corrected, when it is one.
    private static func fixIts(for color: Located<String>) -> [Diagnostic.FixIt] {
        correction(of: color.value).map {
            [Diagnostic.FixIt("replace '\(color.value)' with '\($0)'", replacing: color.range, with: YAMLQuoting.scalar($0))]
        } ?? []
    }

    static func isValid(_ text: String) -> Bool {
        guard text.first == "#" else { return false }
        let digits = text.dropFirst()
        return (digits.count == 6 || digits.count == 8) && digits.allSatisfy(\.isHexDigit)
    }

    /// The colour meant by a common near miss: the `#` left out, or the CSS short form
    /// `#RGB` / `#RGBA` with each digit doubled.
    static func correction(of text: String) -> String? {
        let digits = text.hasPrefix("#") ? Substring(text.dropFirst()) : Substring(text)
        guard digits.allSatisfy(\.isHexDigit) else { return nil }
        switch digits.count {
        case 6, 8: return "#" + digits
        case 3, 4: return "#" + digits.map { "\($0)\($0)" }.joined()
        default: return nil
        }
    }
}
