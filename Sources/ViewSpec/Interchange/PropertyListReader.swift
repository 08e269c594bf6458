/// Reads a property list in either format, told apart by its first bytes.
package enum PropertyListReader {
    package static func read(_ file: SourceFile, limits: InterchangeLimits = .standard) -> InterchangeReadResult<PropertyList> {
        BinaryPropertyListReader.isBinaryPropertyList(file.bytes)
            ? BinaryPropertyListReader.read(file, limits: limits)
            : PropertyListXMLReader.read(file, limits: limits)
    }
}
