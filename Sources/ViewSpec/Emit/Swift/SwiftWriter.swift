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

    /// A `///` documentation comment; spec text in it must come from `SwiftLiteral`.
    mutating func doc(_ text: String) {
        line("/// " + text)
    }

    /// An empty line, unless the last line is already empty or opens a block.
    mutating func separator() {
        guard let last = lines.last, !last.isEmpty, !last.hasSuffix("{") else { return }
        line()
    }

    /// The text, ending in exactly one line break.
    var text: String { lines.joined(separator: "\n") + "\n" }
}
