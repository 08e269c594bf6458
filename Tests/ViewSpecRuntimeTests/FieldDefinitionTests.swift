import Testing
@testable import ViewSpecRuntime

/// Field validation: every problem names the field, what it expects and what it found.
@Suite struct FieldDefinitionTests {
    private func failure(_ definition: FieldDefinition, _ value: FieldValue) -> FieldValidationError? {
        do throws(FieldValidationError) {
            try definition.validate(value)
            return nil
        } catch {
            return error
        }
    }

    @Test func numbersOutsideTheirBoundsAreRejectedWithTheBounds() throws {
        let interval = FieldDefinition(name: "syncInterval", type: .int, minimum: 5, maximum: 120)
        let low = try #require(failure(interval, .int(4)))
        #expect(low.problem == .belowMinimum)
        #expect(low.description == "field 'syncInterval': expected a number from 5 to 120, found 4")
        #expect(failure(interval, .int(121))?.problem == .aboveMaximum)
        #expect(failure(interval, .int(5)) == nil)
        #expect(failure(interval, .int(120)) == nil)

        let volume = FieldDefinition(name: "volume", type: .float, minimum: 0)
        #expect(failure(volume, .float(-0.5))?.description == "field 'volume': expected a number of at least 0, found -0.5")
        #expect(failure(FieldDefinition(name: "rate", type: .float, maximum: 1.5), .float(2))?.expected == "a number of at most 1.5")
        #expect(failure(volume, .float(.nan))?.problem == .notFinite)
        #expect(failure(volume, .float(.infinity))?.problem == .notFinite)
    }

    @Test func valuesOfAnotherTypeAreRejected() throws {
        let number = FieldDefinition(name: "number", type: .int)
        let error = try #require(failure(number, .string("12")))
        #expect(error.problem == .typeMismatch)
        #expect(error.description == #"field 'number': expected an Int, found a String ("12")"#)
        #expect(failure(number, .float(12))?.problem == .typeMismatch)
        #expect(failure(FieldDefinition(name: "flag", type: .bool), .int(1))?.problem == .typeMismatch)
        let theme = FieldDefinition(name: "theme", type: .enumeration(Theme.enumDefinition()))
        #expect(failure(theme, .string("dark"))?.description == #"field 'theme': expected one of "light", "dark", "system", found a String ("dark")"#)
        #expect(failure(theme, .enumSet([.string("dark")]))?.problem == .typeMismatch)
    }

    @Test func nullIsAcceptedOnlyByOptionalFields() {
        let required = FieldDefinition(name: "name", type: .string)
        #expect(failure(required, .null)?.problem == .missingValue)
        #expect(failure(required, .null)?.description == "field 'name': expected a value (the field is not optional), found null")
        #expect(failure(FieldDefinition(name: "name", type: .string, isOptional: true), .null) == nil)
    }

    @Test func stringsAreCheckedForLengthAndWholePatternMatch() {
        let name = FieldDefinition(name: "name", type: .string, maxLength: 3, pattern: "a|ab|abc")
        #expect(failure(name, .string("abcd"))?.description == #"field 'name': expected at most 3 characters, found 4 characters ("abcd")"#)
        // The alternation's first branch matches a prefix only; the whole value must match.
        #expect(failure(name, .string("ab")) == nil)
        let mismatch = failure(name, .string("b"))
        #expect(mismatch?.problem == .patternMismatch)
        #expect(mismatch?.expected == "a String matching /a|ab|abc/")
        // Length counts characters, not bytes or UTF-16 units.
        #expect(failure(FieldDefinition(name: "name", type: .string, maxLength: 2), .string("日本")) == nil)
    }

    @Test func enumerationsAcceptOnlyTheirCasesAndSetsEachCaseOnce() {
        let quality = FieldDefinition(name: "quality", type: .enumeration(Quality.enumDefinition()))
        #expect(failure(quality, .enumCase(.int(2))) == nil)
        #expect(failure(quality, .enumCase(.int(3)))?.description == "field 'quality': expected one of 0, 1, 2, found 3")
        #expect(failure(quality, .enumCase(.string("high")))?.problem == .unknownCase)

        let topics = FieldDefinition(name: "topics", type: .enumeration(Topic.enumDefinition(multiple: true)))
        #expect(failure(topics, .enumSet([])) == nil)
        #expect(failure(topics, .enumSet([.string("news"), .string("sport")])) == nil)
        #expect(failure(topics, .enumSet([.string("news"), .string("news")]))?.problem == .repeatedCase)
        #expect(failure(topics, .enumSet([.string("cars")]))?.problem == .unknownCase)
    }

    @Test func typesHaveStableSignaturesForFiles() {
        #expect(FieldType.int.signature == "Int")
        #expect(FieldType.float.signature == "Float")
        #expect(FieldType.enumeration(Theme.enumDefinition()).signature == "enum<String>")
        #expect(FieldType.enumeration(Quality.enumDefinition(multiple: true)).signature == "set<enum<Int>>")
        #expect(Theme.enumDefinition().cases.map(\.name) == ["light", "dark", "system"])
    }

    @Test func modelFieldsConvertBetweenPropertiesAndValues() {
        var settings = AppSettings()
        let topics = AppSettings.fields[6]
        settings.topics = [.weather, .news]
        // Sets are written in declaration order whatever order they were built in.
        #expect(topics.value(in: settings) == .enumSet([.string("news"), .string("weather")]))
        #expect(AppSettings.fields[7].definition.isOptional)
        #expect(AppSettings.fields[7].value(in: settings) == .null)
        #expect(AppSettings.fields[5].value(in: settings) == .enumCase(.int(1)))
    }
}

// MARK: - Model definitions

private struct BadDefault: PreferenceModel {
    static let modelName = "BadDefault"
    static let fields: [ModelField<BadDefault>] = [.float("volume", \.volume, min: 0, max: 1), .string("code", \.code, pattern: "[A-Z]+")]
    var volume = 1.5
    var code = "abc"
}

private struct BrokenDefinition: PreferenceModel {
    static let modelName = ""
    static let fields: [ModelField<BrokenDefinition>] = [
        .int("count", \.count, min: 10, max: 1),
        .int("count", \.other),
        .string("code", \.code, maxLength: -1, pattern: "(unclosed"),
        .int("alias", \.other),
        .float("ratio", \.ratio, min: .nan),
    ]
    var count = 0
    var other = 0
    var code = ""
    var ratio = 0.0
}

private struct NoPreferences: PreferenceModel {
    static let modelName = "NoPreferences"
    static let fields: [ModelField<NoPreferences>] = []
}

private struct NoRecord: RecordModel {
    static let modelName = "NoRecord"
    static let fields: [ModelField<NoRecord>] = []
}

private struct OptionalKey: KeyedRecordModel {
    static let modelName = "OptionalKey"
    static let fields: [ModelField<OptionalKey>] = [.string("id", \.id)]
    static var key: KeyPath<OptionalKey, String?> { \.id }
    var id: String?
}

private struct BoolKey: KeyedRecordModel {
    static let modelName = "BoolKey"
    static let fields: [ModelField<BoolKey>] = [.bool("flag", \.flag)]
    static var key: KeyPath<BoolKey, Bool> { \.flag }
    var flag = false
}

private struct StrayKey: KeyedRecordModel {
    static let modelName = "StrayKey"
    static let fields: [ModelField<StrayKey>] = [.string("name", \.name)]
    static var key: KeyPath<StrayKey, Int> { \.other }
    var name = ""
    var other = 0
}

@MainActor @Suite struct ModelDefinitionTests {
    @Test func defaultsMustBeValidForTheirOwnFields() throws {
        // BRIEF §1: defaults live with the model definition and are valid for their type
        // and range; a store refuses to start from an invalid one.
        let error = try #require(throws: ModelDefinitionError.self) { try PreferenceStore<BadDefault>() }
        #expect(error.model == "BadDefault")
        #expect(error.problems.count == 2)
        guard case .invalidDefault(let volume) = error.problems.first else {
            Issue.record("expected an invalid default, found \(error.problems)")
            return
        }
        #expect(volume.field == "volume")
        #expect(volume.problem == .aboveMaximum)
        #expect(error.description.contains("invalid default: field 'code'"))
    }

    @Test func everyDefinitionProblemIsReportedAtOnce() throws {
        let error = try #require(throws: ModelDefinitionError.self) { try PreferenceStore<BrokenDefinition>() }
        #expect(error.problems == [
            .emptyModelName,
            .invalidBounds(field: "count"),
            .duplicateField("count"),
            .negativeMaxLength(field: "code", maxLength: -1),
            .invalidPattern(field: "code", pattern: "(unclosed"),
            .duplicateKeyPath(field: "alias", other: "count"),
            .invalidBounds(field: "ratio"),
        ])
    }

    /// A preferences model may store nothing (the model of a screen of links and buttons); a
    /// record of nothing is refused.
    @Test func onlyAPreferencesModelMayHaveNoFields() throws {
        let store = try PreferenceStore<NoPreferences>()
        #expect(store.fieldDefinitions.isEmpty && NoPreferences.registeredDefaults.isEmpty)
        let error = try #require(throws: ModelDefinitionError.self) { try RecordStore<NoRecord>() }
        #expect(error.problems == [.noFields])
    }

    @Test func keyedModelsNeedARequiredIntOrStringKeyField() throws {
        let optional = try #require(throws: ModelDefinitionError.self) { try RecordStore<OptionalKey>() }
        #expect(optional.problems == [.invalidKeyField(field: "id", reason: "must not be optional")])
        let bool = try #require(throws: ModelDefinitionError.self) { try RecordStore<BoolKey>() }
        #expect(bool.problems == [.invalidKeyField(field: "flag", reason: "must be an Int or a String, found Bool")])
        let stray = try #require(throws: ModelDefinitionError.self) { try RecordStore<StrayKey>() }
        #expect(stray.problems == [.keyFieldNotFound])
    }
}
