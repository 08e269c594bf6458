/// Keeps each row key of an imported screen on its first row: a key names one row of its
/// screen (conflicting-row-key), but a source may give several rows one key (two child
/// panes to a file the bundle lacks, say). A later row keeps everything but the key, and
/// is reported at its source with `report`; a later row the app draws, which is nothing but
/// its key, is left out.
enum RowKeyDeduplication {
    static func deduplicated(_ screens: [ImportedScreen], report: (_ key: String, _ row: SourceSpan, _ isDropped: Bool) -> Void) -> [ImportedScreen] {
        var screens = screens
        for index in screens.indices {
            var taken: Set<String> = []
            for sectionIndex in screens[index].sections.indices {
                var dropped: [Int] = []
                for itemIndex in screens[index].sections[sectionIndex].items.indices {
                    let item = screens[index].sections[sectionIndex].items[itemIndex]
                    // A row the app draws is nothing but its key: a later one is left out.
                    if item.control == .custom {
                        if !taken.insert(item.target).inserted {
                            dropped.append(itemIndex)
                            if let origin = item.origin { report(item.target, origin, true) }
                        }
                        continue
                    }
                    guard let option = item.options.firstIndex(where: { $0.key == "key" }), case .word(let key) = item.options[option].value,
                        !taken.insert(key).inserted
                    else { continue }
                    screens[index].sections[sectionIndex].items[itemIndex].options.remove(at: option)
                    if let origin = item.origin { report(key, origin, false) }
                }
                for itemIndex in dropped.reversed() { screens[index].sections[sectionIndex].items.remove(at: itemIndex) }
            }
        }
        return screens
    }
}
