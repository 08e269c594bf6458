/// Builds Swift source text line by line with four-space indentation, so the emitters
/// say what to write and never count spaces.
struct SwiftWriter {
    private(set) var lines: [String] = []
    private var depth = 0

    /// One line at the current indentation; an empty string writes an empty line.
    mutating func line(_ text: String = "") {
        lines.append(text.isEmpty ? "" : String(repeating: "    ", count: depth) + text)
    }

    /// `opening {`, the body one level deeper, then `}`.
    mutating func block(_ opening: String, _ body: (inout SwiftWriter) -> Void) {
        line(opening + " {")
        depth += 1
        body(&self)
        depth -= 1
        line("}")
    }

    /// A function's block, or an empty one when no call can reach the body (the function
    /// takes a value of an enum without cases): Swift then needs no return value and warns
    /// ("will never be executed") about any statement, even `switch value {}`.
    mutating func block(_ opening: String, reachable: Bool, _ body: (inout SwiftWriter) -> Void) {
        block(opening, reachable ? body : { _ in })
    }

    /// `switch subject {`, its cases at the switch's own depth (Swift's usual style), `}`.
    mutating func switchBlock(_ subject: String, _ body: (inout SwiftWriter) -> Void) {
        line("switch \(subject) {")
        body(&self)
        line("}")
    }

    /// A closure: `opening { parameters in`, the body one level deeper, then `}`.
    mutating func block(_ opening: String, parameters: String, _ body: (inout SwiftWriter) -> Void) {
        line(opening + " { " + parameters + " in")
        depth += 1
        body(&self)
        depth -= 1
        line("}")
    }

    /// `opening [`, the elements one level deeper, then `]`.
    mutating func list(_ opening: String, _ body: (inout SwiftWriter) -> Void) {
        line(opening + " [")
        depth += 1
        body(&self)
        depth -= 1
        line("]")
    }

    /// `\(visibility)enum name: Swift.String, …` with a case per `(identifier, raw value)`,
    /// then the body's members. Swift derives a raw type only for an enum with cases, so one
    /// without (the layers or views of an empty hierarchy) gets the same interface written
    /// out: an initializer that finds no case and a raw value no value can reach.
    mutating func stringEnum(
        _ name: String, visibility: String, conformances: String, cases: [(identifier: String, rawValue: String)],
        _ body: (inout SwiftWriter) -> Void
    ) {
        let rawType = cases.isEmpty ? "Swift.RawRepresentable" : "Swift.String"
        block("\(visibility)enum \(name): \(rawType), \(conformances)") { w in
            for (identifier, rawValue) in cases { w.line("case \(identifier) = \(rawValue)") }
            if cases.isEmpty {
                w.line("\(visibility)init?(rawValue: Swift.String) { nil }")
                w.line("\(visibility)var rawValue: Swift.String { switch self {} }")
            }
            body(&w)
        }
    }

    /// A `///` documentation comment; spec text in it must come from `SwiftLiteral`.
    mutating func doc(_ text: String) {
        line(text.isEmpty ? "///" : "/// " + text)
    }

    /// An empty line, unless the last line is already empty or opens a block.
    mutating func separator() {
        guard let last = lines.last, !last.isEmpty, !last.hasSuffix("{") else { return }
        line()
    }

    /// The text, ending in exactly one line break.
    var text: String { lines.joined(separator: "\n") + "\n" }
}
