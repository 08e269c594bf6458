@testable import ViewSpec

/// A hierarchy document with the hierarchies its views show drawn into it, resolved in
/// Swift by the rules of docs/layout.md ("Drawing an embedded document"), independently of
/// the preview's script, so that the tests can hold the page to them.
struct ResolvedHierarchy {
    struct View {
        /// Ids from the document's view down through the views it is drawn in.
        var path: [String]
        /// The view as its own document writes it.
        var json: JSONValue
        /// Its frame in its hierarchy's bounds (`fill` resolved) and in the page's.
        var frame: [Double]
        var absoluteFrame: [Double]
        var key: String { path.joined(separator: "/") }
    }

    /// Every view drawn, bottom to top.
    private(set) var views: [View] = []

    /// `documents`: every layout document of the project, by file.
    init(_ document: JSONValue, documents: [String: JSONValue]) {
        let frame = document["layout"]?["frame"]
        resolve(
            document["layout"], width: frame?["width"]?.numberValue ?? 0, height: frame?["height"]?.numberValue ?? 0, origin: (0, 0),
            prefix: [], documents: documents, depth: 0)
    }

    var byKey: [String: View] { Dictionary(views.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first }) }

    private mutating func resolve(
        _ layout: JSONValue?, width: Double, height: Double, origin: (Double, Double), prefix: [String], documents: [String: JSONValue],
        depth: Int
    ) {
        for layer in layout?["layers"]?.arrayValue ?? [] {
            for view in layer["views"]?.arrayValue ?? [] {
                let own = view["frame"]
                let frame =
                    view["sizing"]?.stringValue == "fill"
                    ? [0, 0, width, height] : ["x", "y", "width", "height"].map { own?[$0]?.numberValue ?? 0 }
                let resolved = View(
                    path: prefix + [view["id"]?.stringValue ?? ""], json: view, frame: frame,
                    absoluteFrame: [origin.0 + frame[0], origin.1 + frame[1], frame[2], frame[3]])
                views.append(resolved)
                guard view["kind"]?.stringValue == "hierarchy", depth < LayoutEmitter.maximumEmbeddingDepth,
                    let file = view["content"]?["document"]?.stringValue, let shown = documents[file]
                else { continue }
                resolve(
                    shown["layout"], width: frame[2], height: frame[3], origin: (resolved.absoluteFrame[0], resolved.absoluteFrame[1]),
                    prefix: resolved.path, documents: documents, depth: depth + 1)
            }
        }
    }
}
