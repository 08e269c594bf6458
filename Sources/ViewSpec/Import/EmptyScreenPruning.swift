/// Removes imported screens left without a section, and the child panes that open them,
/// until none is left empty: a screen of the spec language needs a section, and a section
/// an item or a footer. Each child pane removed is reported at its source with `report`.
enum EmptyScreenPruning {
    static func pruned(_ screens: [ImportedScreen], report: (_ removedFrom: ImportedScreen, _ childPane: SourceSpan) -> Void) -> [ImportedScreen] {
        var screens = screens
        while let empty = screens.firstIndex(where: { $0.sections.isEmpty }) {
            let removed = screens.remove(at: empty)
            for index in screens.indices {
                for sectionIndex in screens[index].sections.indices {
                    screens[index].sections[sectionIndex].items.removeAll { item in
                        guard item.control == .childPane, item.target == removed.name else { return false }
                        if let origin = item.origin { report(removed, origin) }
                        return true
                    }
                }
                // A section with a footer is static text, and a note a header alone: neither needs an item.
                screens[index].sections.removeAll { $0.items.isEmpty && $0.footer == nil && !$0.isNote }
            }
        }
        return screens
    }
}
