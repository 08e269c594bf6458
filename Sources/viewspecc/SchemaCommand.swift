import ArgumentParser
import ViewSpec

struct SchemaCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "schema",
        abstract: "Prints the JSON Schema (draft-07) of spec files, for editors.",
        discussion: """
            The schema is generated from the compiler's own vocabulary, so it accepts the keys \
            and words the compiler does, with a description of each for completion and hover. \
            docs/schema/viewspec.schema.json is a copy; point yaml-language-server at it with \
            a first line '# yaml-language-server: $schema=<path or URL of the schema>'.

            Examples:
              viewspecc schema > viewspec.schema.json
            """
    )

    func run() throws {
        try Terminal.write(SpecSchema.text())
    }
}
