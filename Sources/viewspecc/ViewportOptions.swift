import ArgumentParser
import ViewSpec

/// The screen size `build` and `preview` lay the project out for.
struct ViewportOptions: ParsableArguments {
    @Option(help: ArgumentHelp(
        "Screen size the layout is computed for, in points. (default: \(SettingSyntax.viewportText(Compiler.Options.defaultViewport)), or viewport in viewspec.yml)",
        valueName: "width>x<height"))
    var viewport: ViewportSize?
}

/// A viewport written `390x844`: two positive sizes in points.
struct ViewportSize: ExpressibleByArgument {
    var rect: Rect

    init?(argument: String) {
        guard let rect = SettingSyntax.viewport(argument) else { return nil }
        self.rect = rect
    }

    var defaultValueDescription: String { SettingSyntax.viewportText(rect) }
}
