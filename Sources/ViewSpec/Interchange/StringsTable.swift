/// A `.strings` table: the localized texts of a Settings.bundle (`en.lproj/Root.strings`),
/// as `"key" = "value";` entries with the comments before them.
package struct StringsTable: Sendable, Equatable {
    package var entries: [StringsEntry]
    /// The encoding it was read in, which a writer may keep.
    package var encoding: StringsEncoding

    package init(entries: [StringsEntry], encoding: StringsEncoding = .utf8) {
        self.entries = entries
        self.encoding = encoding
    }

    /// The value of `key`.
    package subscript(key: String) -> String? {
        entries.last { $0.key == key }?.value
    }

    /// Equal entries in the same order, comments included; encodings and positions aside.
    package static func == (lhs: StringsTable, rhs: StringsTable) -> Bool {
        lhs.entries == rhs.entries
    }
}

package struct StringsEntry: Sendable, Equatable {
    package var key: String
    package var value: String
    /// The text of the comments between the previous entry and this one, each without its
    /// `/* */` or `//` and trimmed, joined by line feeds and trimmed again; nil without
    /// comments.
    package var comment: String?
    package var keySpan: SourceSpan
    package var valueSpan: SourceSpan

    package init(key: String, value: String, comment: String? = nil, keySpan: SourceSpan, valueSpan: SourceSpan) {
        self.key = key
        self.value = value
        self.comment = comment
        self.keySpan = keySpan
        self.valueSpan = valueSpan
    }

    /// Positions aside.
    package static func == (lhs: StringsEntry, rhs: StringsEntry) -> Bool {
        lhs.key.unicodeScalars.elementsEqual(rhs.key.unicodeScalars) && lhs.value.unicodeScalars.elementsEqual(rhs.value.unicodeScalars)
            && lhs.comment == rhs.comment
    }
}

/// The encodings `.strings` tables are written in; UTF-16 ones start with a byte order mark.
package enum StringsEncoding: Sendable, Equatable {
    case utf8
    case utf16LittleEndian
    case utf16BigEndian
}
