/// A pane's device variants merged into one list of specifiers (docs/import.md, "Device
/// variants").
///
/// The Settings app and InAppSettingsKit pick one file of a pane by the device:
/// `Root~iphone.plist` on an iPhone, `Root~ipad.plist` on an iPad, else `Root.plist`
/// (`Root~ipad.inApp.plist` for InAppSettingsKit's in-app pane, `Advanced~ipad.plist` for a
/// child pane). The merge aligns the files' sections, then each matched section's rows, as
/// a diff does (a longest common subsequence), comparing specifiers by what they say. What
/// every file has is for every platform; what some files have is for their platforms: a
/// variant's device (`~iphone` iOS, `~ipad` iPadOS), and the base file's, every platform
/// that has no variant file of its own. A section whose group differs between the files
/// (another footer, say) is one section per group, each with its rows.
struct DeviceVariantMerge {
    /// One file of the pane: its name, its platforms and its specifiers.
    struct File {
        var name: String
        var platforms: Set<SpecPlatform>
        var specifiers: [PropertyList]
    }

    /// One specifier of the merged pane: the first file's that has it, the files that have
    /// it, and where the others have it (which count as it).
    struct Specifier {
        var specifier: PropertyList
        var file: String
        var files: [String]
        /// The platforms of the files that have it; nil when every file has it.
        var platforms: Set<SpecPlatform>?
        var duplicates: [SourceSpan]
        /// A group specifier that begins a section.
        var isGroup: Bool
    }

    /// The variant file names of the pane `name`, each with the platform that reads it:
    /// `Root~iphone.plist` and `Root~ipad.plist` for `Root.plist`, `Root~ipad.inApp.plist`
    /// for `Root.inApp.plist`.
    static func variants(ofPane name: String) -> [(file: String, platform: SpecPlatform)] {
        let inApp = ".inApp.plist"
        let suffix = name.hasSuffix(inApp) ? inApp : ".plist"
        guard name.hasSuffix(suffix), !name.contains("~") else { return [] }
        let stem = name.dropLast(suffix.count)
        return [("\(stem)~iphone\(suffix)", .iOS), ("\(stem)~ipad\(suffix)", .iPadOS)]
    }

    /// Whether `name` is a variant file of some pane (`Root~ipad.plist`).
    static func isVariant(_ name: String) -> Bool {
        ["~iphone.plist", "~ipad.plist", "~iphone.inApp.plist", "~ipad.inApp.plist"].contains { name.hasSuffix($0) }
    }

    /// Keys that only change how a row looks, which the import does not read: rows that
    /// differ only in them are one row. A row's icon (`IASKCellImage`) is not among them:
    /// which picture a row shows is content, as its title is.
    static let ignoredKeys: Set<String> = [
        "IASKTextAlignment", "IASKAdjustsFontSizeToFitWidth", "IconNames", "MinimumValueImage", "MaximumValueImage",
    ]

    /// Whether two specifiers say the same, wherever they are written.
    static func same(_ lhs: PropertyList, _ rhs: PropertyList) -> Bool {
        guard let left = lhs.dictionary, let right = rhs.dictionary else { return lhs == rhs }
        // Compared without gathering the keys first: the alignment may compare millions of pairs.
        var compared = 0
        for entry in left.entries where !ignoredKeys.contains(entry.key) {
            guard right[entry.key] == entry.value else { return false }
            compared += 1
        }
        return compared == right.entries.count { !ignoredKeys.contains($0.key) }
    }

    /// The most cells the alignment of two lists fills (a table of one number per pair):
    /// past it, lists are aligned by their common start and end only.
    static let maximumAlignmentCells = 4_000_000

    private struct Entry {
        var specifier: PropertyList
        var files: [Int]
        var duplicates: [SourceSpan] = []

        /// Takes in `other`, the same specifier in the file numbered `file`.
        mutating func absorb(_ other: Entry, file: Int) {
            files.append(file)
            duplicates.append(other.specifier.span)
        }
    }

    private struct Section {
        var group: Entry?
        var items: [Entry]
    }

    /// The merged specifiers of `files`, the base file first when there is one.
    static func merge(_ files: [File]) -> [Specifier] {
        var merged: [Section] = []
        for (index, file) in files.enumerated() {
            let sections = Self.sections(of: file.specifiers).map { section in
                Section(group: section.group.map { Entry(specifier: $0, files: [index]) }, items: section.items.map { Entry(specifier: $0, files: [index]) })
            }
            merged = Self.merge(merged, with: sections, file: index)
        }
        let every = Set(SpecPlatform.allCases)
        func specifier(_ entry: Entry, isGroup: Bool) -> Specifier {
            let platforms = entry.files.reduce(into: Set<SpecPlatform>()) { $0.formUnion(files[$1].platforms) }
            return Specifier(
                specifier: entry.specifier, file: files[entry.files[0]].name, files: entry.files.map { files[$0].name },
                platforms: platforms == every ? nil : platforms, duplicates: entry.duplicates, isGroup: isGroup)
        }
        return merged.flatMap { section in
            (section.group.map { [specifier($0, isGroup: true)] } ?? []) + section.items.map { specifier($0, isGroup: false) }
        }
    }

    /// A file's specifiers as sections: each group with the rows after it, and the rows
    /// before the first group as a section without one.
    private static func sections(of specifiers: [PropertyList]) -> [(group: PropertyList?, items: [PropertyList])] {
        var sections: [(group: PropertyList?, items: [PropertyList])] = []
        for specifier in specifiers {
            if specifier.dictionary?["Type"]?.string == SpecifierVocabulary.SpecifierType.group.rawValue {
                sections.append((specifier, []))
            } else if sections.isEmpty {
                sections.append((nil, [specifier]))
            } else {
                sections[sections.count - 1].items.append(specifier)
            }
        }
        return sections
    }

    private static func merge(_ merged: [Section], with new: [Section], file: Int) -> [Section] {
        let pairs = align(merged, new) { left, right in
            switch (left.group, right.group) {
            case (nil, nil): true
            case (let left?, let right?): same(left.specifier, right.specifier)
            default: false
            }
        }
        return pairs.map { pair in
            switch pair {
            case .both(let old, let added):
                var section = merged[old]
                if let other = new[added].group { section.group?.absorb(other, file: file) }
                section.items = mergeItems(section.items, with: new[added].items, file: file)
                return section
            case .left(let old): return merged[old]
            case .right(let added): return new[added]
            }
        }
    }

    private static func mergeItems(_ merged: [Entry], with new: [Entry], file: Int) -> [Entry] {
        align(merged, new) { same($0.specifier, $1.specifier) }.map { pair in
            switch pair {
            case .both(let old, let added):
                var entry = merged[old]
                entry.absorb(new[added], file: file)
                return entry
            case .left(let old): return merged[old]
            case .right(let added): return new[added]
            }
        }
    }

    enum Pair: Equatable {
        case both(Int, Int)
        case left(Int)
        case right(Int)
    }

    /// The two lists aligned by a longest common subsequence: pairs of indices of equal
    /// elements, and each other element alone, the first list's before the second's where
    /// both have some between two pairs.
    static func align<Element>(_ lhs: [Element], _ rhs: [Element], same: (Element, Element) -> Bool) -> [Pair] {
        var prefix = 0
        while prefix < lhs.count, prefix < rhs.count, same(lhs[prefix], rhs[prefix]) { prefix += 1 }
        var suffix = 0
        while suffix < lhs.count - prefix, suffix < rhs.count - prefix, same(lhs[lhs.count - 1 - suffix], rhs[rhs.count - 1 - suffix]) { suffix += 1 }
        var pairs: [Pair] = (0..<prefix).map { .both($0, $0) }
        let leftMiddle = Array(prefix..<(lhs.count - suffix)), rightMiddle = Array(prefix..<(rhs.count - suffix))
        let rows = leftMiddle.count, columns = rightMiddle.count
        if rows > 0, columns > 0, rows * columns <= maximumAlignmentCells {
            // lengths[i][j]: the longest common subsequence of the middles from i and j on.
            var lengths = [Int](repeating: 0, count: (rows + 1) * (columns + 1))
            for i in stride(from: rows - 1, through: 0, by: -1) {
                for j in stride(from: columns - 1, through: 0, by: -1) {
                    lengths[i * (columns + 1) + j] = same(lhs[leftMiddle[i]], rhs[rightMiddle[j]])
                        ? lengths[(i + 1) * (columns + 1) + j + 1] + 1
                        : max(lengths[(i + 1) * (columns + 1) + j], lengths[i * (columns + 1) + j + 1])
                }
            }
            var i = 0, j = 0
            var leftAlone: [Pair] = [], rightAlone: [Pair] = []
            while i < rows, j < columns {
                if same(lhs[leftMiddle[i]], rhs[rightMiddle[j]]), lengths[i * (columns + 1) + j] == lengths[(i + 1) * (columns + 1) + j + 1] + 1 {
                    pairs += leftAlone + rightAlone
                    leftAlone = []
                    rightAlone = []
                    pairs.append(.both(leftMiddle[i], rightMiddle[j]))
                    i += 1
                    j += 1
                } else if lengths[(i + 1) * (columns + 1) + j] >= lengths[i * (columns + 1) + j + 1] {
                    leftAlone.append(.left(leftMiddle[i]))
                    i += 1
                } else {
                    rightAlone.append(.right(rightMiddle[j]))
                    j += 1
                }
            }
            pairs += leftAlone + leftMiddle[i...].map { .left($0) } + rightAlone + rightMiddle[j...].map { .right($0) }
        } else {
            pairs += leftMiddle.map { .left($0) } + rightMiddle.map { .right($0) }
        }
        pairs += (0..<suffix).map { .both(lhs.count - suffix + $0, rhs.count - suffix + $0) }
        return pairs
    }
}
