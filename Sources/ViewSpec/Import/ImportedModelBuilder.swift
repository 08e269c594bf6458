/// Collects the fields of the imported model: one per stored key, however many specifiers
/// store it, and refuses a second specifier that would store it differently.
///
/// The Settings app keeps every pane's values in one store, so a key two specifiers name is
/// one field. They must agree on what it holds: the same type (and enumeration cases), the
/// same bounds, the same options for choices, and a secure text field's value shown in
/// the clear nowhere else; otherwise the later specifier is not imported
/// (`conflicting-specifiers`), as one field could not be both. (A choice whose options are
/// the earlier ones written in another type is converted to the field's before it gets
/// here, `FieldTypeInference.sameOptions`.) Specifiers on platforms
/// apart (`Platform`, `SupportedUserInterfaceIdioms`) may offer different options and
/// differ in secrecy, as their items may (`conflicting-bindings`), but not in type.
struct ImportedModelBuilder {
    private(set) var fields: [ImportedField] = []
    private var positions: [String: Int] = [:]
    private var records: [String: Record] = [:]
    private var fieldNames = ImportedNameScope(.field)

    /// What was first said about a field, to compare later specifiers with.
    private struct Record {
        var storedKey: String
        var declaredAt: SourceSpan
        var choiceValues: [ImportedValue]?
        /// What a toggle stores on and off, when one stores other values than booleans.
        var toggleValues: [ImportedValue]?
        var isSecure: Bool?
        /// Whether the row that showed it in the clear first was a value row, not a text field.
        var isClearInValueRow = false
        /// The platforms of the specifier that declared it; nil for every platform.
        var platforms: Set<SpecPlatform>?
    }

    /// What a specifier wants stored.
    struct Request {
        var storedKey: String
        var name: String
        var type: ImportedFieldType
        var defaultValue: ImportedValue?
        /// The app's resource an Android preference reads the default from (`@bool/NAME`).
        var androidDefault: String? = nil
        var minimum: Double?
        var maximum: Double?
        /// The options of a choice, for comparison with other choices.
        var choiceValues: [ImportedValue]?
        /// What a toggle stores on and off (TrueValue, FalseValue), for comparison with other
        /// toggles and choices; nil for a toggle storing booleans and for other controls.
        var toggleValues: [ImportedValue]? = nil
        /// Whether a text field shows it hidden; nil for other controls but value rows.
        var isSecure: Bool?
        /// A row that shows the value without editing it (`isSecure` false): it shows in the
        /// clear what a secure text field hides (conflicting-bindings).
        var isValueRow = false
        var isOptional = false
        /// False for a preference that shows the key without storing it (`android:persistent="false"`).
        var isStored = true
        /// The field holds a list of values of `type` (a list group's elements).
        var isList = false
        /// The platforms the specifier is on (`Platform`, `SupportedUserInterfaceIdioms`, its
        /// group's included); nil for every platform.
        var platforms: Set<SpecPlatform>? = nil
        var span: SourceSpan

        /// "visionOS", "iOS and iPadOS": the platforms, for a message.
        var platformsDescription: String {
            guard let platforms else { return "every platform's" }
            return platforms.sorted().map(\.rawValue).joined(separator: " and ")
        }
    }

    /// The conflict with an earlier specifier, when there is one.
    struct Conflict: Error {
        var message: String
        var earlier: SourceSpan
    }

    /// Declares the field, or checks the request against the field already declared.
    /// Returns a note when the request's default differs from the field's (the first is kept).
    mutating func bind(_ request: Request) throws(Conflict) -> String? {
        guard let position = positions[request.name], var record = records[request.name] else {
            positions[request.name] = fields.count
            fields.append(ImportedField(
                name: request.name, type: request.type, defaultValue: request.defaultValue, minimum: request.minimum, maximum: request.maximum,
                isOptional: request.isOptional && request.defaultValue == nil, isStored: request.isStored,
                storedKey: request.storedKey == request.name ? nil : request.storedKey, isList: request.isList, androidDefault: request.androidDefault))
            records[request.name] = Record(
                storedKey: request.storedKey, declaredAt: request.span, choiceValues: request.choiceValues, toggleValues: request.toggleValues,
                isSecure: request.isSecure, isClearInValueRow: request.isValueRow, platforms: request.platforms)
            return nil
        }
        let field = fields[position]
        if record.storedKey != request.storedKey {
            throw Conflict(
                message: "key '\(request.storedKey)' becomes field '\(request.name)', which key '\(record.storedKey)' already is",
                earlier: record.declaredAt)
        }
        if field.isList != request.isList {
            throw Conflict(
                message: "key '\(request.storedKey)' holds \(request.isList ? "a list group's elements" : "one value") here and \(field.isList ? "a list group's elements" : "one value") before",
                earlier: record.declaredAt)
        }
        if field.type != request.type {
            throw Conflict(
                message: "key '\(request.storedKey)' is stored as \(Self.describe(request.type)) here and as \(Self.describe(field.type)) before",
                earlier: record.declaredAt)
        }
        if field.minimum != request.minimum || field.maximum != request.maximum {
            throw Conflict(message: "key '\(request.storedKey)' has other bounds here than before", earlier: record.declaredAt)
        }
        // Specifiers on platforms apart never show the key together: each may offer its own
        // options and edit it its own way (UTM's MouseTouchType on iOS and on visionOS).
        let apart = !SpecPlatform.overlap(record.platforms, request.platforms)
        if let values = request.choiceValues, !apart {
            if let earlier = record.choiceValues, earlier != values {
                throw Conflict(message: "key '\(request.storedKey)' offers other values here than before", earlier: record.declaredAt)
            }
            record.choiceValues = values
        }
        // A toggle stores what another toggle stores, and what a choice offers
        // (conflicting-bindings).
        if let toggle = request.toggleValues, !apart {
            if let earlier = record.toggleValues, earlier != toggle {
                throw Conflict(
                    message: "key '\(request.storedKey)' is stored as \(Self.listed(toggle)) by this toggle and as \(Self.listed(earlier)) by a toggle before",
                    earlier: record.declaredAt)
            }
            if let earlier = record.choiceValues, !toggle.allSatisfy(earlier.contains) {
                throw Conflict(
                    message: "key '\(request.storedKey)' is stored as \(Self.listed(toggle)) by this toggle, which the choice before does not offer",
                    earlier: record.declaredAt)
            }
            record.toggleValues = toggle
        }
        if let values = request.choiceValues, !apart, let toggle = record.toggleValues, !toggle.allSatisfy(values.contains) {
            throw Conflict(
                message: "key '\(request.storedKey)' is stored as \(Self.listed(toggle)) by a toggle before, which this choice does not offer",
                earlier: record.declaredAt)
        }
        // A field has one default, on every platform: a choice offers it and a toggle stores
        // it (choices on platforms apart are compared below).
        if !apart || request.choiceValues == nil, let offered = request.choiceValues ?? request.toggleValues, let fieldDefault = field.defaultValue, Self.offersOneValue(field.type),
            !offered.contains(fieldDefault)
        {
            throw Conflict(
                message: "key '\(request.storedKey)' defaults to \(FieldTypeInference.quoted(fieldDefault)), which this \(request.toggleValues == nil ? "choice does not offer" : "toggle does not store"), and a field has one default",
                earlier: record.declaredAt)
        }
        if let secure = request.isSecure, !apart {
            if let earlier = record.isSecure, earlier != secure {
                let message =
                    request.isValueRow
                    ? "key '\(request.storedKey)' is edited hidden in a secure text field, and this row would show it in the clear"
                    : record.isClearInValueRow && secure
                        ? "key '\(request.storedKey)' is shown in the clear by a value row, and this text field would hide it"
                        : "key '\(request.storedKey)' is edited hidden in one text field and in the clear in another"
                throw Conflict(message: message, earlier: record.declaredAt)
            }
            if record.isSecure == nil { record.isClearInValueRow = request.isValueRow }
            record.isSecure = secure
        }
        if apart, let values = request.choiceValues {
            // A field has one default on every platform: each choice must offer it.
            if let fieldDefault = field.defaultValue, !values.contains(fieldDefault) {
                throw Conflict(
                    message: "key '\(request.storedKey)' defaults to \(FieldTypeInference.quoted(fieldDefault)), which this \(request.platformsDescription) choice does not offer, and a field has one default on every platform",
                    earlier: record.declaredAt)
            }
            if field.defaultValue == nil, let newDefault = request.defaultValue, let earlier = record.choiceValues, !earlier.contains(newDefault) {
                throw Conflict(
                    message: "key '\(request.storedKey)' defaults to \(FieldTypeInference.quoted(newDefault)) here, which the earlier choice does not offer, and a field has one default on every platform",
                    earlier: record.declaredAt)
            }
        }
        records[request.name] = record
        if field.isStored != request.isStored {
            // One preference that stores the key is enough for the key to be stored.
            fields[position].isStored = true
            return "key '\(request.storedKey)' is stored by one preference and shown without being stored by another; imported as stored"
        }
        if let reference = request.androidDefault, reference != field.androidDefault {
            guard field.androidDefault == nil else {
                return "key '\(request.storedKey)' reads its default from '\(reference)' here and from '\(field.androidDefault ?? "")' before; the first is imported"
            }
            fields[position].androidDefault = reference
        }
        if let newDefault = request.defaultValue, field.defaultValue == nil {
            if let offered = record.choiceValues ?? record.toggleValues, Self.offersOneValue(field.type), !offered.contains(newDefault) {
                return "key '\(request.storedKey)' defaults to \(FieldTypeInference.quoted(newDefault)) here, which the \(record.choiceValues == nil ? "toggle before does not store" : "choice before does not offer"); no default is imported"
            }
            fields[position].defaultValue = newDefault
            fields[position].isOptional = false
            return nil
        }
        if let newDefault = request.defaultValue, newDefault != field.defaultValue {
            return "key '\(request.storedKey)' has another DefaultValue here than before; the first is imported"
        }
        return nil
    }

    /// Whether a secure text field edits the field `name` (on a platform a value row of
    /// every platform shares).
    func isSecure(_ name: String) -> Bool {
        records[name]?.isSecure == true
    }

    /// `'yes' and 'no'`: what a toggle stores, for a message.
    private static func listed(_ values: [ImportedValue]) -> String {
        values.map(FieldTypeInference.quoted).joined(separator: " and ")
    }

    /// Whether a choice of a field of `type` offers one value (not a set of cases) which
    /// its default must be among.
    private static func offersOneValue(_ type: ImportedFieldType) -> Bool {
        if case .enumerationSet = type { return false }
        return true
    }

    /// The field name of the stored key `key`: the same for the same key, and distinct in
    /// Swift from every other key's.
    mutating func fieldName(forKey key: String) -> ImportedNameScope.Name {
        fieldNames.name(for: key)
    }

    /// The field name `fieldName(forKey:)` gave `key`, when it gave one.
    func existingFieldName(forKey key: String) -> String? {
        fieldNames.existingName(for: key)
    }

    /// The field of `name` when one is declared.
    func field(_ name: String) -> ImportedField? {
        positions[name].map { fields[$0] }
    }

    /// Where the field of `name` was first declared, when it is.
    func declaration(of name: String) -> SourceSpan? {
        records[name]?.declaredAt
    }

    static func describe(_ type: ImportedFieldType) -> String {
        switch type {
        case .bool: "a boolean"
        case .int: "an integer"
        case .float: "a number"
        case .string: "a string"
        case .date: "a date"
        case .enumeration(let cases): "one of " + cases.map { "'\($0)'" }.joined(separator: ", ")
        case .enumerationSet(let cases, _): "a set of " + cases.map { "'\($0)'" }.joined(separator: ", ")
        }
    }
}
