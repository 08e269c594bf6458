/// Writes a preference screen the way Android Studio lays one out: the XML declaration;
/// the root's namespace declarations first, one per line, sorted by prefix; every
/// attribute on its own line, indented four spaces past its element; children indented
/// four spaces; an element without children closed with ` />`.
///
/// Each namespace is declared once, on the root, with its conventional prefix (`android`,
/// `app`, `tools`), else the prefix it was read with, else `ns1`, `ns2`…; a prefix two
/// namespaces were read with is given to the first and the other numbered.
package struct PreferenceXMLWriter: Sendable {
    package init() {}

    package func write(_ root: PreferenceElement) -> [UInt8] {
        let prefixes = Self.prefixes(for: root)
        var output = "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n"
        let declarations = prefixes.filter { $0.key != AndroidNamespace.xml }.sorted { $0.value < $1.value }.map { XMLText.attribute("xmlns:\($0.value)", $0.key) }
        // Elements are written from an explicit stack: `(element, depth, closing)`.
        var pending: [(PreferenceElement, Int, Bool)] = [(root, 0, false)]
        while let (element, depth, closing) = pending.popLast() {
            let indentation = String(repeating: " ", count: 4 * depth)
            if closing {
                output += "\(indentation)</\(element.name)>\n"
                continue
            }
            var lines = depth == 0 ? declarations : []
            for attribute in element.attributes {
                let name = attribute.namespace.flatMap { prefixes[$0] }.map { "\($0):\(attribute.localName)" } ?? attribute.localName
                lines.append(XMLText.attribute(name, attribute.value))
            }
            output += "\(indentation)<\(element.name)"
            for line in lines { output += "\n\(indentation)    \(line)" }
            if element.children.isEmpty {
                output += " />\n"
            } else {
                output += ">\n"
                pending.append((element, depth, true))
                for child in element.children.reversed() { pending.append((child, depth + 1, false)) }
            }
        }
        return Array(output.utf8)
    }

    /// A prefix for each namespace the tree's attributes use.
    private static func prefixes(for root: PreferenceElement) -> [String: String] {
        var readPrefixes: [(namespace: String, prefix: String?)] = []
        var seen = Set<String>()
        var pending = [root]
        while let element = pending.popLast() {
            for attribute in element.attributes {
                if let namespace = attribute.namespace, seen.insert(namespace).inserted {
                    readPrefixes.append((namespace, attribute.prefix))
                }
            }
            pending.append(contentsOf: element.children.reversed())
        }
        var prefixes: [String: String] = [:]
        var taken = Set<String>()
        // Conventional prefixes first, so that no read prefix takes one of them.
        for (namespace, prefix) in AndroidNamespace.conventionalPrefixes where seen.contains(namespace) {
            prefixes[namespace] = prefix
            taken.insert(prefix)
        }
        var next = 1
        for (namespace, prefix) in readPrefixes where prefixes[namespace] == nil {
            if let prefix, prefix != "xml", prefix != "xmlns", taken.insert(prefix).inserted {
                prefixes[namespace] = prefix
            } else {
                while taken.contains("ns\(next)") { next += 1 }
                prefixes[namespace] = "ns\(next)"
                taken.insert("ns\(next)")
            }
        }
        return prefixes
    }
}
