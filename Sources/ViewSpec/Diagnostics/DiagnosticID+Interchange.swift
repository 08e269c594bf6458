// MARK: - Reading native settings formats: property lists, .strings tables, Android resources (VS05xx)

extension DiagnosticID {
    /// Every diagnostic the readers of native settings formats can report, in code order.
    ///
    /// No command reads these formats yet, so the rule catalogue does not list them; the
    /// commands that import and export settings add them with their documentation.
    package static let interchangeDiagnostics: [DiagnosticID] = [
        .xmlSyntax, .propertyListStructure, .binaryPropertyListStructure, .stringsTableSyntax,
        .androidResourceStructure, .interchangeLimit, .interchangeContentDropped, .interchangeDuplicateKey,
    ]

    package static let xmlSyntax = DiagnosticID(
        code: "VS0500", name: "xml-syntax",
        summary: "An XML file (a property list, an Android resource) is not well-formed XML.")
    package static let propertyListStructure = DiagnosticID(
        code: "VS0501", name: "property-list-structure",
        summary: "An XML property list holds an element or a value that property lists do not have.")
    package static let binaryPropertyListStructure = DiagnosticID(
        code: "VS0502", name: "binary-property-list-structure",
        summary: "A binary property list is truncated or corrupt: a bad trailer, offset, object reference or count.")
    package static let stringsTableSyntax = DiagnosticID(
        code: "VS0503", name: "strings-table-syntax",
        summary: "A .strings table is not a list of `\"key\" = \"value\";` entries in UTF-8 or UTF-16.")
    package static let androidResourceStructure = DiagnosticID(
        code: "VS0504", name: "android-resource-structure",
        summary: "An Android resource file is well-formed XML but not the resources or preferences it should hold.")
    package static let interchangeLimit = DiagnosticID(
        code: "VS0505", name: "interchange-limit",
        summary: "A property list, .strings table or Android resource file is over a resource limit (size, nesting, values).")
    package static let interchangeContentDropped = DiagnosticID(
        code: "VS0506", name: "interchange-content-dropped",
        summary: "A reader skipped part of a file that it reads no further: Android plurals, styling markup in a string.",
        defaultSeverity: .warning)
    package static let interchangeDuplicateKey = DiagnosticID(
        code: "VS0507", name: "interchange-duplicate-key",
        summary: "A property list dictionary, a .strings table or an Android resource file defines the same key twice; the last one counts.",
        defaultSeverity: .warning)
}
