/// Java's reserved words, which no name of an Android resource may be: each resource
/// becomes a field of the app's `R` class (`R.drawable.ic_settings`), and aapt refuses a
/// resource named `class` ("invalid symbol").
enum JavaKeywords {
    static let all: Set<String> = [
        "abstract", "assert", "boolean", "break", "byte", "case", "catch", "char", "class", "const", "continue", "default", "do", "double",
        "else", "enum", "extends", "false", "final", "finally", "float", "for", "goto", "if", "implements", "import", "instanceof", "int",
        "interface", "long", "native", "new", "null", "package", "private", "protected", "public", "return", "short", "static", "strictfp",
        "super", "switch", "synchronized", "this", "throw", "throws", "transient", "true", "try", "void", "volatile", "while",
    ]
}
