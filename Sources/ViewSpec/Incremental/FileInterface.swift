/// A declaration's kind and name: what references name, and what a declaration is found by.
struct DeclarationName: Hashable, Sendable {
    var kind: UnreadDeclaration.Kind
    var name: String

    init(_ kind: UnreadDeclaration.Kind, _ name: String) {
        self.kind = kind
        self.name = name
    }
}

/// What other files' checks can see of one spec file: the declarations it makes and
/// exactly where each is written, and the declarations of other files it names.
///
/// A declaration is decoded from the text between its name and the end of its definition
/// and from nothing else (a file with anchors aside, whose aliases may bring text from
/// anywhere in it): when that text is the same bytes at the same offset, line and column,
/// the declaration decodes to the same model and every position in it resolves to the
/// same line and column. Such a declaration is unchanged, and the checks of the files that
/// refer to it need not run again. The text is compared by a hash taken when the file is
/// read, so that the project need not keep every file's bytes to tell.
struct FileInterface: Sendable {
    /// Where each declaration is written, by name, in the order written (a name may be
    /// declared twice in one file).
    var declared: [DeclarationName: [DeclarationExtent]] = [:]
    /// Declarations written but not read (reported where they are written): other files'
    /// references to them are not reported as unknown.
    var unread: Set<DeclarationName> = []
    /// The declarations of the project this file's declarations refer to by name.
    var references: Set<DeclarationName> = []
    /// The file's YAML uses anchors, so an alias inside a declaration may stand for text
    /// outside it: no declaration of it is judged unchanged by its text alone.
    var hasAnchors = false
    /// The file could not be read as a spec.
    var isUnread = false

    init() {}

    init(spec: SpecFile?, source: SourceFile?, hasAnchors: Bool) {
        guard let spec else {
            isUnread = true
            return
        }
        self.hasAnchors = hasAnchors
        let lines = source.map { SourceMap([$0]) }
        func record(_ kind: UnreadDeclaration.Kind, _ name: Located<String>, _ range: SourceSpan) {
            let start = name.range.startOffset
            let end = max(range.endOffset, name.range.endOffset)
            let location = lines?.range(of: name.range.atStart).start
            declared[DeclarationName(kind, name.value), default: []].append(
                DeclarationExtent(
                    start: start, end: end, line: location?.line ?? 0, column: location?.column ?? 0,
                    textHash: source.map { DeclarationExtent.hash(of: $0.bytes, from: start, to: end) } ?? 0))
        }
        for model in spec.models { record(.model, model.name, model.range) }
        for screen in spec.preferenceScreens {
            record(.preferenceScreen, screen.name, screen.range)
            references.insert(DeclarationName(.model, screen.model.value))
            for childPane in screen.childPanes { references.insert(DeclarationName(.preferenceScreen, childPane.target.value)) }
            for item in screen.items { if let presents = item.presents { references.insert(DeclarationName(.actionSheet, presents.sheet.value)) } }
        }
        for table in spec.tables {
            record(.table, table.name, table.range)
            if case .model(let model, _) = table.source { references.insert(DeclarationName(.model, model.value)) }
            if let presents = table.presents { references.insert(DeclarationName(.actionSheet, presents.sheet.value)) }
        }
        for sheet in spec.actionSheets {
            record(.actionSheet, sheet.name, sheet.range)
            if let target = sheet.target { references.insert(DeclarationName(.model, target.value)) }
        }
        for animation in spec.animations {
            record(.animation, animation.name, animation.range)
            if let hierarchy = animation.hierarchy { references.insert(DeclarationName(.hierarchy, hierarchy.value)) }
        }
        for hierarchy in spec.hierarchies {
            record(.hierarchy, hierarchy.name, hierarchy.range)
            for view in hierarchy.views {
                if let presents = view.presents { references.insert(DeclarationName(.actionSheet, presents.sheet.value)) }
                switch view.kind {
                case .table(let name): references.insert(DeclarationName(.table, name.value))
                case .preferences(let name): references.insert(DeclarationName(.preferenceScreen, name.value))
                case .hierarchy(let name): references.insert(DeclarationName(.hierarchy, name.value))
                case .plain, .image, .text: break
                }
            }
        }
        unread = Set(spec.unreadDeclarations.map { DeclarationName($0.kind, $0.name) })
    }

    /// Every name the file declares, read or not.
    var declaredNames: Set<DeclarationName> { Set(declared.keys).union(unread) }

    /// The names whose declarations in this file differ between `old` and `new`: added,
    /// removed, moved or written differently, or read in one and not in the other.
    static func changedNames(from old: FileInterface, to new: FileInterface) -> Set<DeclarationName> {
        var changed = old.unread.symmetricDifference(new.unread)
        let comparesText = !old.hasAnchors && !new.hasAnchors
        for name in Set(old.declared.keys).union(new.declared.keys) {
            if !comparesText || old.declared[name] != new.declared[name] { changed.insert(name) }
        }
        return changed
    }
}

/// Where one declaration is written: from its name to the end of its definition, the line
/// and column it starts at, and a hash of its text.
///
/// Two extents are equal when they are at the same place with the same text, as far as a
/// 64-bit hash tells: the hash is seeded anew in each process, so no text can be written to
/// collide with another on purpose, and a chance collision (about one in 2^64) would only
/// leave the other files' findings about that declaration as they were until its next edit.
struct DeclarationExtent: Equatable, Sendable {
    var start: Int
    var end: Int
    var line: Int
    var column: Int
    var textHash: Int

    static func hash(of bytes: [UInt8], from start: Int, to end: Int) -> Int {
        var hasher = Hasher()
        hasher.combine(end - start)
        bytes[min(start, bytes.count)..<min(end, bytes.count)].withUnsafeBytes { hasher.combine(bytes: $0) }
        return hasher.finalize()
    }
}
