import Foundation

/// The self-identifying JSON file both stores save, so that a wrong file is refused: a
/// header naming the format, its version, the model and its fields with their types, then
/// the data.
///
/// Reading is split from applying: everything is parsed and checked into new values first,
/// and a store replaces its data only when nothing was wrong.
enum ModelFile {
    /// The one version this runtime writes and reads.
    static let formatVersion = 1
    static let preferencesFormat = "viewspec-preferences"
    static let recordsFormat = "viewspec-records"
    /// A badly damaged file could produce a problem per value; past this many the rest add
    /// nothing a reader can act on.
    static let maximumProblems = 100

    /// A field as a file's header declares it.
    struct DeclaredField {
        var name: String
        var signature: String
    }

    // MARK: - Writing

    static func header(format: String, modelName: String) -> [(key: String, value: JSONValue)] {
        [("format", .string(format)), ("formatVersion", .int(formatVersion)), ("model", .string(modelName))]
    }

    static func fieldList(_ definitions: [FieldDefinition]) -> JSONValue {
        .array(definitions.map { .object([("name", .string($0.name)), ("type", .string($0.type.signature))]) })
    }

    static func json(_ value: FieldValue) -> JSONValue {
        switch value {
        case .null: .null
        case .int(let number): .int(number)
        case .float(let number): .double(number)
        case .bool(let flag): .bool(flag)
        case .string(let text): .string(text)
        // Seconds since 2001-01-01 00:00:00 UTC, Foundation's reference date: exact, as a
        // formatted text with whole seconds would not be.
        case .date(let moment): .double(moment.timeIntervalSinceReferenceDate)
        case .enumCase(let raw): json(raw)
        case .enumSet(let raws): .array(raws.map(json))
        case .list(let elements): .array(elements.map(json))
        }
    }

    static func data(_ document: JSONValue) -> Data { Data(JSONWriter.write(document).utf8) }

    // MARK: - Reading

    /// Parses `data` and checks the header: the format id, its version and the model name.
    ///
    /// - Returns: the document and its declared fields.
    static func readHeader(
        _ data: Data, path: String, format: String, modelName: String
    ) throws(PersistenceError) -> (document: JSONValue, fields: [DeclaredField]) {
        let document: JSONValue
        do {
            document = try JSONValue.parse(data)
        } catch .repeatedKey(let key) {
            throw .malformed(path: path, reason: "the key \(JSONWriter.inline(.string(key))) appears more than once in one object")
        } catch {
            throw .malformed(path: path, reason: "the file is not JSON or is truncated")
        }
        guard document.objectMembers != nil else { throw .malformed(path: path, reason: "expected a JSON object at the top level") }
        let foundFormat = document["format"]?.stringValue
        guard foundFormat == format else { throw .wrongFormat(path: path, expected: format, found: foundFormat) }
        guard let version = document["formatVersion"]?.intValue else {
            throw .malformed(path: path, reason: "'formatVersion' must be an integer")
        }
        guard version == formatVersion else { throw .unsupportedFormatVersion(path: path, found: version, supported: formatVersion) }
        guard let model = document["model"]?.stringValue else { throw .malformed(path: path, reason: "'model' must be a string") }
        guard model == modelName else { throw .wrongModel(path: path, expected: modelName, found: model) }
        guard let entries = document["fields"]?.arrayElements else { throw .malformed(path: path, reason: "'fields' must be an array") }
        var fields: [DeclaredField] = []
        for entry in entries {
            guard let name = entry["name"]?.stringValue, let signature = entry["type"]?.stringValue else {
                throw .malformed(path: path, reason: "each entry of 'fields' needs a string 'name' and 'type'")
            }
            fields.append(DeclaredField(name: name, signature: signature))
        }
        return (document, fields)
    }

    /// How a file's fields line up with the model's, under the older-model policy.
    struct FieldMatch {
        /// For each declared field, the position of the model field it fills, or nil when
        /// the model no longer has it.
        var modelIndexes: [Int?]
        var report: LoadReport
        var problems: [ContentProblem]
    }

    /// Fields in both with the same type carry over; fields only in the model take their
    /// defaults; fields only in the file are ignored; a field whose type changed is a
    /// problem, since its old values cannot be trusted to mean the same.
    static func match(_ declared: [DeclaredField], to definitions: [FieldDefinition]) -> FieldMatch {
        var modelIndexes: [Int?] = []
        var problems: [ContentProblem] = []
        var ignored: [String] = []
        var seen = Set<String>()
        for field in declared {
            if !seen.insert(field.name).inserted { problems.append(.duplicateField(field.name)) }
            guard let index = definitions.firstIndex(where: { $0.name == field.name }) else {
                modelIndexes.append(nil)
                ignored.append(field.name)
                continue
            }
            let expected = definitions[index].type.signature
            if expected != field.signature {
                problems.append(.fieldTypeChanged(field: field.name, expected: expected, found: field.signature))
                modelIndexes.append(nil)
            } else {
                modelIndexes.append(index)
            }
        }
        let defaulted = definitions.map(\.name).filter { !seen.contains($0) }
        return FieldMatch(
            modelIndexes: modelIndexes, report: LoadReport(defaultedFields: defaulted, ignoredFields: ignored), problems: problems)
    }

    /// Converts a stored value for `definition` and validates it.
    static func value(_ json: JSONValue, for definition: FieldDefinition) -> Result<FieldValue, FieldValidationError> {
        guard let value = convert(json, for: definition.type) else {
            return .failure(
                FieldValidationError(
                    field: definition.name, problem: .typeMismatch,
                    expected: definition.typeDescription, found: "\(json.kindDescription) (\(JSONWriter.inline(json)))"))
        }
        do throws(FieldValidationError) {
            try definition.validate(value)
            return .success(value)
        } catch {
            return .failure(error)
        }
    }

    // MARK: - Private

    private static func json(_ raw: EnumRawValue) -> JSONValue {
        switch raw {
        case .int(let number): .int(number)
        case .string(let text): .string(text)
        }
    }

    /// The stored value in the field's form; nil when its JSON type cannot be the field's.
    /// `null` converts for every type, and validation decides whether it is allowed.
    private static func convert(_ json: JSONValue, for type: FieldType) -> FieldValue? {
        switch (type, json) {
        case (_, .null): return .null
        case (.int, .int(let number)): return .int(number)
        // Integral numbers are written without a fraction; they are still Floats.
        case (.float, .int(let number)): return .float(Double(number))
        case (.float, .double(let number)): return .float(number)
        case (.bool, .bool(let flag)): return .bool(flag)
        case (.string, .string(let text)): return .string(text)
        case (.date, .int(let seconds)): return .date(Date(timeIntervalSinceReferenceDate: Double(seconds)))
        case (.date, .double(let seconds)): return .date(Date(timeIntervalSinceReferenceDate: seconds))
        case (.enumeration(let definition), .array(let elements)) where definition.multiple:
            var raws: [EnumRawValue] = []
            for element in elements {
                guard let raw = rawValue(element, kind: definition.rawValueKind) else { return nil }
                raws.append(raw)
            }
            return .enumSet(raws)
        case (.enumeration(let definition), _) where !definition.multiple:
            return rawValue(json, kind: definition.rawValueKind).map(FieldValue.enumCase)
        default:
            return nil
        }
    }

    private static func rawValue(_ json: JSONValue, kind: EnumRawValue.Kind) -> EnumRawValue? {
        switch (kind, json) {
        case (.int, .int(let number)): .int(number)
        case (.string, .string(let text)): .string(text)
        default: nil
        }
    }
}
