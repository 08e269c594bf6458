/// The HTML of preview pages. Every text from a spec is escaped for where it goes
/// (`HTMLText`); the layout, the source lines and the layouts of the action sheets the page
/// presents sit in `<script type="application/json">` elements that the shared script reads.
enum PreviewPage {
    struct IndexEntry {
        var name: String
        var kind: LayoutDocument.Kind
        var page: String
        /// Where the declaration was written.
        var location: PreviewSourceLines.Location
    }

    /// `sheets`: the layout documents of the action sheets the page presents, by name;
    /// `documents`: those the page's views show, by file; `animations`: those it plays, by
    /// name.
    static func document(
        _ entry: IndexEntry, layout: [UInt8], sources: JSONValue, sheets: [(name: String, layout: [UInt8])] = [],
        documents: [(file: String, layout: [UInt8])] = [], animations: [(name: String, layout: [UInt8])] = []
    ) -> [UInt8] {
        var html = head(title: "\(entry.name) (\(entry.kind.rawValue))")
        html += """
            <body class="style-ios">
            <header class="bar">
            <a class="home" href="\(PreviewSite.indexFileName)">All documents</a>
            <h1><span class="kind">\(entry.kind.rawValue)</span> \(HTMLText.escaped(entry.name))</h1>
            \(sourceLink(entry.location))
            </header>
            <main id="preview" data-kind="\(entry.kind.rawValue)" data-name="\(HTMLText.escaped(entry.name))">
            <noscript>This page draws the layout with its script; allow scripts for local files to see it.</noscript>
            </main>
            <script type="application/json" id="viewspec-layout">
            """
        var bytes = Array(html.utf8)
        bytes += HTMLText.scriptSafeJSON(layout)
        bytes += Array("</script>\n<script type=\"application/json\" id=\"viewspec-sources\">".utf8)
        bytes += HTMLText.scriptSafeJSON(JSONWriter(style: .compact).bytes(for: sources))
        if !sheets.isEmpty {
            bytes += Array("</script>\n<script type=\"application/json\" id=\"viewspec-sheets\">".utf8)
            bytes += HTMLText.scriptSafeJSON(object(sheets.map { ($0.name, $0.layout) }))
        }
        if !documents.isEmpty {
            bytes += Array("</script>\n<script type=\"application/json\" id=\"viewspec-documents\">".utf8)
            bytes += HTMLText.scriptSafeJSON(object(documents.map { ($0.file, $0.layout) }))
        }
        if !animations.isEmpty {
            bytes += Array("</script>\n<script type=\"application/json\" id=\"viewspec-animations\">".utf8)
            bytes += HTMLText.scriptSafeJSON(object(animations.map { ($0.name, $0.layout) }))
        }
        bytes += Array("</script>\n<script src=\"\(PreviewSite.scriptFileName)\"></script>\n</body>\n</html>\n".utf8)
        return bytes
    }

    /// A JSON object of documents by key, each as the layout wrote it.
    private static func object(_ members: [(key: String, document: [UInt8])]) -> [UInt8] {
        var object = Array("{".utf8)
        for (index, member) in members.enumerated() {
            if index > 0 { object += Array(",".utf8) }
            object += JSONWriter(style: .compact).bytes(for: .string(member.key)) + Array(":".utf8) + member.document
        }
        object += Array("}".utf8)
        return object
    }

        static func index(_ entries: [IndexEntry]) -> [UInt8] {
        var html = head(title: "ViewSpec preview")
        html += """
            <body class="style-ios index">
            <header class="bar"><h1>ViewSpec preview</h1></header>
            <main id="documents">

            """
        let groups: [(LayoutDocument.Kind, String)] = [
            (.preferences, "Preference screens"), (.table, "Tables"), (.hierarchy, "Hierarchies"), (.actionSheet, "Action sheets"),
            (.animation, "Animations"),
        ]
        for (kind, heading) in groups {
            let listed = entries.filter { $0.kind == kind }
            html += "<section class=\"group\" data-kind=\"\(kind.rawValue)\">\n<h2>\(heading) (\(listed.count))</h2>\n"
            if listed.isEmpty {
                html += "<p class=\"empty\">None.</p>\n"
            } else {
                html += "<ul>\n"
                for entry in listed {
                    html += "<li data-name=\"\(HTMLText.escaped(entry.name))\"><a class=\"page\" href=\"\(HTMLText.escaped(entry.page))\">\(HTMLText.escaped(entry.name))</a> \(sourceLink(entry.location))</li>\n"
                }
                html += "</ul>\n"
            }
            html += "</section>\n"
        }
        // The script only reloads the index when it is served and the specs change.
        html += "</main>\n<script src=\"\(PreviewSite.scriptFileName)\"></script>\n</body>\n</html>\n"
        return Array(html.utf8)
    }

    /// What a served preview shows instead of its pages while the project has errors.
    static func diagnostics(_ report: String) -> [UInt8] {
        var html = head(title: "ViewSpec preview: errors")
        html += """
            <body class="style-ios diagnostics">
            <header class="bar"><a class="home" href="\(PreviewSite.indexFileName)">All documents</a><h1>The specs have errors</h1></header>
            <main id="diagnostics">
            <p>Nothing is drawn while errors remain; this page reloads when the specs change.</p>
            <pre class="report">\(HTMLText.escaped(report))</pre>
            </main>
            <script src="\(PreviewSite.scriptFileName)"></script>
            </body>
            </html>

            """
        return Array(html.utf8)
    }

    private static func head(title: String) -> String {
        // The policy forbids every request but the page's own script and style sheet (and,
        // when served, asking its own server for changes), so a page cannot reach the
        // network even through a text a spec holds.
        """
        \(PreviewSite.headerMarker); do not edit. -->
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta http-equiv="Content-Security-Policy" content="default-src 'none'; script-src 'self'; style-src 'self'; img-src data:; connect-src 'self'">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(HTMLText.escaped(title))</title>
        <link rel="stylesheet" href="\(PreviewSite.styleFileName)">
        </head>

        """
    }

    private static func sourceLink(_ location: PreviewSourceLines.Location) -> String {
        "<a class=\"source\" href=\"\(HTMLText.escaped(location.href))\" data-line=\"\(location.line)\" title=\"Open the spec file\">\(HTMLText.escaped(location.file)):\(location.line)</a>"
    }
}
