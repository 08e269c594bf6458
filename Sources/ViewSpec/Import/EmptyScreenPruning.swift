/// Removes imported screens left without a section, and the child panes that open them,
/// until none is left empty: a screen of the spec language needs a section, and a section
/// an item or a footer. Each child pane removed is reported at its source with `report`,
/// and each group or category whose section goes with `reportSection`: its title and id
/// are lost with it.
enum EmptyScreenPruning {
    static func pruned(
        _ screens: [ImportedScreen], report: (_ removedFrom: ImportedScreen, _ childPane: SourceSpan) -> Void,
        reportSection: (_ group: SourceSpan) -> Void
    ) -> [ImportedScreen] {
        var screens = screens
        // Sections a later step left without a row (a row whose key another row took).
        for index in screens.indices { removeEmptySections(of: &screens[index], report: reportSection) }
        while let empty = screens.firstIndex(where: { $0.sections.isEmpty }) {
            let removed = screens.remove(at: empty)
            for index in screens.indices {
                for sectionIndex in screens[index].sections.indices {
                    screens[index].sections[sectionIndex].items.removeAll { item in
                        guard item.control == .childPane, item.target == removed.name else { return false }
                        if let origin = item.origin { report(removed, origin) }
                        return true
                    }
                    // A row the app draws stays, without the pane it opened.
                    for itemIndex in screens[index].sections[sectionIndex].items.indices {
                        let item = screens[index].sections[sectionIndex].items[itemIndex]
                        guard item.custom?.pane == .screen(removed.name) else { continue }
                        screens[index].sections[sectionIndex].items[itemIndex].custom?.pane = nil
                        if let origin = item.origin { report(removed, origin) }
                    }
                }
                // A list whose rows open the removed screen goes with it.
                screens[index].sections.removeAll { section in
                    guard let list = section.list else { return false }
                    let opening = ([list.row] + (list.add.map { [$0] } ?? [])).filter {
                        ($0.control == .childPane && $0.target == removed.name) || $0.custom?.pane == .screen(removed.name)
                    }
                    for item in opening { if let origin = item.origin { report(removed, origin) } }
                    return !opening.isEmpty
                }
                removeEmptySections(of: &screens[index], report: reportSection)
            }
        }
        return screens
    }

    /// What is said of a group (or category) whose rows were all left out after it was read.
    static func emptiedSectionMessage(of what: String) -> String {
        "this \(what) is not imported: every row under it was left out, and a section needs an item or a footer; its title is lost"
    }

    /// A section with a footer is static text, a note a header alone, and a list section's
    /// rows are its list's: none needs an item. Any other section without one goes, its
    /// group reported where it had one with a title or an id (an untitled group's rows
    /// are reported themselves).
    private static func removeEmptySections(of screen: inout ImportedScreen, report: (SourceSpan) -> Void) {
        screen.sections.removeAll { section in
            guard section.items.isEmpty, section.footer == nil, !section.isNote, section.list == nil else { return false }
            if let origin = section.origin, section.title != nil || section.id != nil { report(origin) }
            return true
        }
    }
}
