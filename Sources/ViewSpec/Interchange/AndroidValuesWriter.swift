/// Writes resources as a `res/values*/` file that Android's resource compiler reads back
/// to the same values: the XML declaration, `<resources>`, one resource per line indented
/// by four spaces (array items by eight), texts escaped for aapt2 (`AndroidText`) and then
/// for XML, `translatable="false"` and `formatted="false"` where they apply.
package struct AndroidValuesWriter: Sendable {
    package init() {}

    package func write(_ values: AndroidValues) -> [UInt8] {
        var output = "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<resources>\n"
        for resource in values.resources {
            var attributes = " " + XMLText.attribute("name", resource.name)
            if !resource.translatable { attributes += " translatable=\"false\"" }
            if !resource.formatted { attributes += " formatted=\"false\"" }
            let tag = resource.elementName
            switch resource.content {
            case .string(let value), .bool(let value), .integer(let value):
                output += "    <\(tag)\(attributes)>\(Self.text(value))</\(tag)>\n"
            case .stringArray(let items), .integerArray(let items):
                guard !items.isEmpty else {
                    output += "    <\(tag)\(attributes) />\n"
                    continue
                }
                output += "    <\(tag)\(attributes)>\n"
                for item in items { output += "        <item>\(Self.text(item))</item>\n" }
                output += "    </\(tag)>\n"
            }
        }
        output += "</resources>\n"
        return Array(output.utf8)
    }

    static func text(_ value: AndroidValue) -> String {
        XMLText.escaped(value.isReference ? value.text : AndroidText.escaped(value.text))
    }
}
