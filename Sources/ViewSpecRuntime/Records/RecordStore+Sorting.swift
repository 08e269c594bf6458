public import Foundation

extension RecordStore {
    /// The record indexes ordered by the field called `name`, ascending.
    ///
    /// Numbers sort by value, enumeration cases by declaration order, and strings in
    /// `locale`'s order, ignoring case and character width, so "ＡＢＣ" sorts with "abc"
    /// and "１２" with "12". Absent values of optional fields come first. Records that
    /// compare equal keep their record order. `descending` returns the ascending order
    /// reversed, as the original library defined it, so equal records then come in
    /// reverse record order.
    ///
    /// - Throws: `StoreError.unsortableField` for a Bool field, whose values have no order
    ///   worth showing, and for a set of cases; `StoreError.unknownField`.
    public func sortedIndexes(by name: String, descending: Bool = false, locale: Locale = .current) throws(StoreError) -> [Int] {
        guard let field = schema.field(named: name) else { throw .unknownField(name) }
        return try sortedIndexes(by: field, descending: descending, locale: locale)
    }

    /// The record indexes ordered by the field at `keyPath`; see `sortedIndexes(by:descending:locale:)`.
    public func sortedIndexes<Value>(
        by keyPath: KeyPath<Record, Value>, descending: Bool = false, locale: Locale = .current
    ) throws(StoreError) -> [Int] {
        guard let field = schema.field(for: keyPath) else { throw .unknownField(String(describing: keyPath)) }
        return try sortedIndexes(by: field, descending: descending, locale: locale)
    }

    /// Puts the records in the order `sortedIndexes(by:descending:locale:)` gives for the
    /// field called `name`; every record keeps its id.
    ///
    /// - Throws: `StoreError.unsortableField`, `StoreError.unknownField`; the order stays.
    public func sort(by name: String, descending: Bool = false, locale: Locale = .current) throws(StoreError) {
        reorder(try sortedIndexes(by: name, descending: descending, locale: locale))
    }

    /// Puts the records in the order of the field at `keyPath`; see `sort(by:descending:locale:)`.
    public func sort<Value>(by keyPath: KeyPath<Record, Value>, descending: Bool = false, locale: Locale = .current) throws(StoreError) {
        reorder(try sortedIndexes(by: keyPath, descending: descending, locale: locale))
    }

    private func sortedIndexes(by field: ModelField<Record>, descending: Bool, locale: Locale) throws(StoreError) -> [Int] {
        let type = field.definition.type
        if type == .bool || type.enumDefinition?.multiple == true {
            throw .unsortableField(field: field.name, type: type.name)
        }
        let values = entries.map { field.read($0.record) }
        let ascending = values.indices.sorted { left, right in
            switch FieldOrdering.compare(values[left], values[right], type: type, locale: locale) {
            case .orderedAscending: true
            case .orderedDescending: false
            case .orderedSame: left < right
            }
        }
        return descending ? ascending.reversed() : ascending
    }
}

/// The order of field values when records are sorted.
enum FieldOrdering {
    static func compare(_ left: FieldValue, _ right: FieldValue, type: FieldType, locale: Locale) -> ComparisonResult {
        switch (left, right) {
        case (.null, .null): return .orderedSame
        case (.null, _): return .orderedAscending
        case (_, .null): return .orderedDescending
        case (.int(let a), .int(let b)): return order(a, b)
        case (.float(let a), .float(let b)): return order(a, b)
        case (.date(let a), .date(let b)): return order(a, b)
        case (.string(let a), .string(let b)): return compareStrings(a, b, locale: locale)
        case (.enumCase(let a), .enumCase(let b)):
            let cases = type.enumDefinition
            return order(cases?.index(of: a) ?? Int.max, cases?.index(of: b) ?? Int.max)
        default: return .orderedSame
        }
    }

    /// Localized, case-insensitive and width-insensitive: full-width and half-width forms
    /// of a letter or digit are the same character for sorting.
    static func compareStrings(_ left: String, _ right: String, locale: Locale) -> ComparisonResult {
        left.compare(right, options: [.caseInsensitive, .widthInsensitive], range: nil, locale: locale)
    }

    private static func order<T: Comparable>(_ a: T, _ b: T) -> ComparisonResult {
        a < b ? .orderedAscending : (a > b ? .orderedDescending : .orderedSame)
    }
}
