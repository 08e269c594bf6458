import Testing
@testable import ViewSpec

/// The binding checks: one failing spec per check, asserting the exact message, where it is
/// reported, and its notes and fix-its where they carry the point of the rule.
@Suite struct BindingCheckTests {
    private static let header = """
        viewspec: 1
        models:
          Settings:
            kind: preferences
            fields:

        """

    // MARK: - One test per check

    @Test func invalidDefault() throws {
        let diagnostic = try #require(expectOneDiagnostic(
            of: InvalidDefaultCheck.self,
            in: Self.header + """
                      theme: {type: enum, cases: [light, dark, system], default: sytem}
                """,
            line: 6, column: 66,
            message: "invalid default for enum field 'theme': expected a case of 'theme' (light, dark, system), found 'sytem'; did you mean 'system'?"))
        #expect(diagnostic.fixIts.map(\.replacement) == ["system"])
        #expect(diagnostic.notes.map(\.message) == ["'theme' is declared here in model 'Settings' as enum"])
        #expect(diagnostic.notes.first?.range.start.line == 6)
        #expect(diagnostic.notes.first?.range.start.column == 7)
    }

    /// The runtime validates the zero a field without a default starts at, as it validates
    /// a declared default; the compiler says so first.
    @Test func impliedDefaultMustMeetTheConstraints() throws {
        let level = try #require(expectOneDiagnostic(
            of: InvalidDefaultCheck.self, in: Self.header + "      level: {type: Int, min: 1, max: 5}\n", line: 6, column: 7,
            message: "Int field 'level' declares no default, so it starts at 0: expected a value from 1 to 5, found 0; "
                + "declare a default (such as 'default: 1') or make the field optional"))
        #expect(level.notes.map(\.message) == ["'level' has the minimum 1"])
        expectOneDiagnostic(
            of: InvalidDefaultCheck.self, in: Self.header + "      offset: {type: Float, max: -0.5}\n", line: 6, column: 7,
            message: "Float field 'offset' declares no default, so it starts at 0: expected a value of at most -0.5, found 0; "
                + "declare a default (such as 'default: -0.5') or make the field optional")
        let pin = try #require(expectOneDiagnostic(
            of: InvalidDefaultCheck.self, in: Self.header + "      pin: {type: String, pattern: \"[0-9]{4}\"}\n", line: 6, column: 7,
            message: "String field 'pin' declares no default, so it starts as the empty string: expected a value matching the whole "
                + "pattern '[0-9]{4}', found ''; declare a default or make the field optional"))
        #expect(pin.notes.map(\.message) == ["'pin' has the pattern '[0-9]{4}'"])
        // Optional fields start at null; a zero inside the range, or matched by the pattern, is fine.
        let fine = compileSpec(Self.header + """
                  level: {type: Int, min: 1, max: 5, optional: true}
                  count: {type: Int, min: 0, max: 5}
                  pin: {type: String, pattern: "[0-9]*"}
                  name: {type: String, maxLength: 3}

            """)
        #expect(fine.isEmpty, "\(fine.map(\.message))")
    }

    @Test func choiceValuesMustIncludeTheDefault() throws {
        let diagnostic = try #require(expectOneDiagnostic(
            of: ChoiceValuesCheck.self,
            in: Self.header + """
                      fontSize: {type: Int, default: 14}
                preferences:
                  General:
                    model: Settings
                    sections:
                      - items:
                          - choice: fontSize
                            titles: [Small, Medium, Large]
                            values: [12, 15, 18]
                """,
            line: 14, column: 21,
            message: "choice values for Int field 'fontSize': expected a list including the default 14, found 12, 15, 18"))
        let note = try #require(diagnostic.notes.first)
        #expect(note.message == "'fontSize' defaults to 14 here")
        #expect(note.range.start.line == 6)
        #expect(note.range.start.column == 38)
    }

    @Test func emptyRangeOfAControlOutsideItsField() throws {
        let diagnostic = try #require(expectOneDiagnostic(
            of: EmptyRangeCheck.self,
            in: Self.header + """
                      volume: {type: Float, min: 0, max: 1}
                preferences:
                  General:
                    model: Settings
                    sections:
                      - items:
                          - slider: volume
                            max: 10
                """,
            line: 13, column: 18,
            message: "slider for Float field 'volume': max is outside the field's range: expected a value from 0 to 1, found 10"))
        #expect(diagnostic.fixIts.map(\.replacement) == ["1"])
        #expect(diagnostic.notes.map(\.message) == ["'volume' has the maximum 1", "'volume' is declared here in model 'Settings' as Float"])
    }

    @Test func conflictingBindingsAcrossFiles() throws {
        let models = Self.header + """
                  volume: {type: Float, min: 0, max: 1}
            preferences:
              General:
                model: Settings
                sections:
                  - items:
                      - slider: volume
                        step: 0.1
            """
        let quick = """
            viewspec: 1
            preferences:
              Quick:
                model: Settings
                sections:
                  - items:
                      - stepper: volume
                        max: 0.5
            """
        let diagnostic = try #require(expectOneDiagnostic(
            of: ConflictingBindingsCheck.self, in: [("general.yaml", models), ("quick.yaml", quick)], path: "quick.yaml",
            line: 7, column: 13,
            message: "stepper for 'volume' of model 'Settings' conflicts with another control bound to it: "
                + "expected a range from 0 to 1 with step 0.1 as in screen 'General', found a range from 0 to 0.5"))
        let first = try #require(diagnostic.notes.first)
        #expect(first.message == "'volume' is first bound here, in screen 'General'")
        #expect(first.range.path == "general.yaml")
        #expect(first.range.start.line == 12)
        #expect(first.range.start.column == 13)
    }

    @Test func invalidCondition() throws {
        let diagnostic = try #require(expectOneDiagnostic(
            of: InvalidConditionCheck.self,
            in: Self.header + """
                      sound: Bool
                      volume: Float
                preferences:
                  General:
                    model: Settings
                    sections:
                      - items:
                          - slider: volume
                            enabledWhen: {sound: yes}
                """,
            line: 14, column: 34,
            message: "enabledWhen value for Bool field 'sound': expected true or false, found the string 'yes'"))
        #expect(diagnostic.fixIts.map(\.replacement) == ["true"])
    }

    @Test func inapplicableConstraint() {
        expectOneDiagnostic(
            of: InapplicableConstraintCheck.self,
            in: Self.header + """
                      count: {type: Int, maxLength: 3}
                """,
            line: 6, column: 37,
            message: "'maxLength' does not apply to Int field 'count': expected it on a String field, found it on an Int field; use min and max to bound a number")
    }

    /// -9223372036854775808 is Int.min, a whole number the message must not call fractional.
    @Test func inapplicableConstraintForAnIntBoundBeyondFifteenDigits() throws {
        let diagnostic = try #require(expectOneDiagnostic(
            of: InapplicableConstraintCheck.self,
            in: Self.header + """
                      count: {type: Int, min: -9223372036854775808}
                """,
            line: 6, column: 31,
            message: "'min' of Int field 'count' is too large to be kept exactly: expected an integer of at most 15 digits, found one of 19"))
        #expect(diagnostic.fixIts.isEmpty)
        #expect(diagnostic.notes.first?.range.start.line == 6)
    }

    @Test func invalidKeyField() throws {
        let diagnostic = try #require(expectOneDiagnostic(
            of: InvalidKeyFieldCheck.self,
            in: """
                viewspec: 1
                models:
                  Members:
                    kind: keyed
                    key: memberID
                    fields:
                      memberID: {type: String, optional: true}
                """,
            line: 5, column: 10,
            message: "key field 'memberID' of keyed model 'Members' is optional: expected a field every record has, found one declared 'optional: true'"))
        #expect(diagnostic.notes.first?.range.start.line == 7)
    }

    @Test func invalidPattern() {
        expectOneDiagnostic(
            of: InvalidPatternCheck.self,
            in: Self.header + """
                      code: {type: String, pattern: "(abc"}
                """,
            line: 6, column: 37,
            message: "invalid pattern for String field 'code': expected a regular expression, found '(abc' (expected ')')")
    }

    @Test func invalidURL() throws {
        let diagnostic = try #require(expectOneDiagnostic(
            of: InvalidURLCheck.self,
            in: Self.header + """
                      sound: Bool
                preferences:
                  About:
                    model: Settings
                    sections:
                      - items:
                          - link: example.com/help
                """,
            line: 12, column: 19,
            message: "invalid link URL: expected an absolute URL with a scheme and a host, or a mailto: or tel: URL with an address, "
                + "found 'example.com/help', which has no scheme"))
        #expect(diagnostic.fixIts.map(\.replacement) == ["https://example.com/help"])
    }

    /// RFC 6068: a mailto: URL may give its recipients in header fields, or none at all;
    /// without an address or a field it has nothing to send, and tel: needs its number.
    @Test func mailtoWithHeaderFieldsOnlyIsAValidURL() throws {
        let spec = Self.header + """
                  sound: Bool
            preferences:
              About:
                model: Settings
                sections:
                  - items:
                      - link: "mailto:?subject=Feedback&body=Hello%20there"
                      - link: "mailto:?to=a@example.com"
                      - link: "mailto:"
                      - link: "tel:?x=1"
            """
        let found = compileSpec(spec).filter { $0.id == InvalidURLCheck.description.id }
        #expect(found.map(\.range.start.line) == [14, 15], "\(found.map(\.message))")
        #expect(found.allSatisfy { $0.message.hasSuffix("which has no address") }, "\(found.map(\.message))")
    }

    @Test func emptySection() {
        let diagnostic = expectOneDiagnostic(
            of: EmptySectionCheck.self,
            in: Self.header + """
                      sound: Bool
                preferences:
                  General:
                    model: Settings
                    sections:
                      - title: Sound
                        items: []
                      - items:
                          - toggle: sound
                """,
            line: 11, column: 9,
            message: "section 'Sound' of preference screen 'General' is empty: expected at least one item, or a footer to show as text, "
                + "found neither; a title meant to stand alone between sections is written as 'note'")
        #expect(diagnostic?.severity == .warning)
    }

    /// A section that is only its title is kept as a note by the fix-it; the result
    /// compiles without a diagnostic. An untitled empty section has nothing to keep.
    @Test func emptySectionWithATitleBecomesANote() throws {
        let spec = Self.header + """
                  sound: Bool
            preferences:
              General:
                model: Settings
                sections:
                  - items:
                      - toggle: sound
                  - {title: "Note: restart to apply", hidden: false}
            """
        let diagnostic = try #require(expectOneDiagnostic(of: EmptySectionCheck.self, in: spec, line: 13, column: 9,
            message: "section 'Note: restart to apply' of preference screen 'General' is empty: expected at least one item, or a footer to show as text, "
                + "found neither; a title meant to stand alone between sections is written as 'note'"))
        #expect(diagnostic.severity == .warning)
        let fixIt = try #require(diagnostic.fixIts.first)
        #expect(diagnostic.fixIts.count == 1 && fixIt.message == "replace 'title' with 'note'")
        let fixed = applying(fixIt, to: spec)
        #expect(fixed.hasSuffix("  - {note: \"Note: restart to apply\", hidden: false}"), "\(fixed)")
        #expect(compileSpec(fixed).isEmpty, "\(compileSpec(fixed).map(\.message))")
        let untitled = try #require(expectOneDiagnostic(
            of: EmptySectionCheck.self, in: spec.replacingOccurrences(of: "{title: \"Note: restart to apply\", hidden: false}", with: "{items: []}"),
            line: 13, column: 9,
            message: "section 2 of preference screen 'General' is empty: expected at least one item, or a footer to show as text, found neither"))
        #expect(untitled.fixIts.isEmpty)
    }

    /// A note stands alone: rows under it are reported, with a fix-it making it their title;
    /// a title beside it is reported without one (which header to keep is the author's).
    @Test func noteSection() throws {
        let spec = Self.header + """
                  sound: Bool
            preferences:
              General:
                model: Settings
                sections:
                  - note: Sound
                    items:
                      - toggle: sound
                  - note: Changes take effect after a restart.
                  - title: Restart
                    note: Changes take effect after a restart.
            """
        let found = compileSpec(spec)
        #expect(found.map(\.id.name) == ["note-section", "note-section"], "\(found.map(\.message))")
        let rows = try #require(found.first)
        #expect(rows.range.start.line == 11 && rows.range.start.column == 9)
        #expect(rows.message == "expected a note to stand alone, found 1 item under it: a section with rows has a title over them")
        #expect(rows.severity == .error)
        let fixIt = try #require(rows.fixIts.first)
        let fixed = applying(fixIt, to: spec)
        #expect(fixed.contains("  - title: Sound\n        items:"), "\(fixed)")
        #expect(compileSpec(fixed).map(\.id.name) == ["note-section"])
        let both = try #require(found.last)
        #expect(both.range.start.line == 16 && both.range.start.column == 9)
        #expect(both.message == "expected the section's header once, as 'title' or as 'note', found both: a note is a section's only text, in place of its title")
        #expect(both.fixIts.isEmpty)
    }

    /// A section with a footer and no items is static text, as in UTM's License.plist.
    @Test func sectionOfOnlyAFooterIsStaticText() {
        let diagnostics = compileSpec(Self.header + """
                  sound: Bool
            preferences:
              General:
                model: Settings
                sections:
                  - items:
                      - toggle: sound
                  - title: Licence
                    footer: Distributed under the MIT licence.
                  - footer: {localized: about.footer, default: Made with care.}
            """)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
    }

    @Test func subtitleValues() throws {
        let diagnostic = try #require(expectOneDiagnostic(
            of: SubtitleValuesCheck.self,
            in: Self.header + """
                      sound: Bool
                preferences:
                  General:
                    model: Settings
                    sections:
                      - items:
                          - toggle: sound
                            subtitle: {true: Plays, off: Silent}
                """,
            line: 13, column: 37,
            message: "subtitle value for Bool field 'sound': expected true or false, found the string 'off'"))
        #expect(diagnostic.fixIts.map(\.replacement) == ["false"])
        #expect(diagnostic.notes.map(\.message) == ["'sound' is declared here in model 'Settings' as Bool"])
    }

    /// `_` gives the text for every value not listed; listing every value of a Bool or an
    /// enumeration leaves it nothing, unless the field may hold none.
    @Test func subtitleForOtherValuesThatNoValueReaches() throws {
        let diagnostic = try #require(expectOneDiagnostic(
            of: SubtitleValuesCheck.self,
            in: Self.header + """
                      sound: Bool
                      theme: {type: enum, cases: [light, dark]}
                      size: {type: Int, default: 1}
                      mode: {type: enum, cases: [fast, slow], optional: true}
                preferences:
                  General:
                    model: Settings
                    sections:
                      - items:
                          - toggle: sound
                            subtitle: {true: Plays, false: Silent, _: Never shown}
                          - {choice: theme, subtitle: {dark: Dim, _: Bright}}
                          - {stepper: size, min: 0, max: 3, subtitle: {1: One, _: Some}}
                          - {choice: mode, subtitle: {fast: Quick, slow: Careful, _: Not chosen}}
                """,
            line: 16, column: 55,
            message: "subtitle for every other value of Bool field 'sound': expected a value the list leaves out, found every value listed; its text is never shown"))
        #expect(diagnostic.notes.map(\.message) == ["'sound' is declared here in model 'Settings' as Bool"])
    }

    @Test func sectionConditionValueOfAnotherType() throws {
        let diagnostic = try #require(expectOneDiagnostic(
            of: InvalidConditionCheck.self,
            in: Self.header + """
                      sound: Bool
                preferences:
                  General:
                    model: Settings
                    sections:
                      - visibleWhen: {sound: yes}
                        items:
                          - toggle: sound
                """,
            line: 11, column: 30,
            message: "visibleWhen value for Bool field 'sound': expected true or false, found the string 'yes'"))
        #expect(diagnostic.fixIts.map(\.replacement) == ["true"])
    }

    @Test func everyBindingCheckHasATest() {
        // Keep this list in step with the tests above (VS0221: LinkSchemeCheckTests; VS0274
        // and VS0275: TextFieldAndChoiceKeysDecoderTests; VS0286: StoredOutsidePreferencesCheckTests;
        // VS0281: ToggleValuesTests; VS0282: DynamicOptionsTests; VS0283: IntentTargetCheckTests;
        // VS0284: PlatformItemTests; VS0288: PickerCheckTests;
        // VS0285 and VS0287: DatePickerTests; VS0289: ConflictingRowKeyCheckTests; VS0290:
        // InAppMailLinkTests; VS0292: CustomRowTests; VS0294: ListSectionTests; VS0295:
        // AndroidDefaultTests; VS0297: RowIconTests; VS0298: ChildPanePlaceholderCheckTests).
        let tested: Set<String> = [
            "VS0211", "VS0212", "VS0213", "VS0214", "VS0215", "VS0216", "VS0217", "VS0218", "VS0219", "VS0220", "VS0221", "VS0273", "VS0274", "VS0275",
            "VS0276", "VS0277", "VS0281", "VS0282", "VS0283", "VS0284", "VS0285", "VS0286", "VS0287", "VS0288", "VS0289",
            "VS0290", "VS0292", "VS0293", "VS0294", "VS0295", "VS0297", "VS0298",
        ]
        let bindingChecks = Set(CheckRegistry.bindings.map { $0.description.id.code }).subtracting([ControlFieldTypeCheck.description.id.code])
        #expect(bindingChecks == tested)
    }

    // MARK: - Rules shared with other checks

    /// A condition naming a field the model lacks is an unknown reference, not an invalid
    /// condition, so it is reported once.
    @Test func unknownConditionFieldIsAnUnknownReference() throws {
        let text = Self.header + """
                  sound: Bool
            preferences:
              General:
                model: Settings
                sections:
                  - items:
                      - toggle: sound
                        visibleWhen: {sond: true}
            """
        let diagnostics = compileSpec(text)
        #expect(diagnostics.filter { $0.id == InvalidConditionCheck.description.id }.isEmpty)
        let unknown = try #require(diagnostics.first { $0.id == UnknownReferenceCheck.description.id })
        #expect(unknown.message == "unknown field 'sond' in model 'Settings'; did you mean 'sound'?")
        #expect(unknown.range.start.line == 13)
        #expect(unknown.range.start.column == 27)
    }

    /// Controls whose own range is broken are reported by empty-range alone, not compared.
    @Test func brokenRangesAreNotComparedForConflicts() {
        let text = Self.header + """
                  volume: {type: Float, min: 0, max: 1}
            preferences:
              General:
                model: Settings
                sections:
                  - items:
                      - slider: volume
                      - slider: volume
                        step: 0
            """
        let diagnostics = compileSpec(text)
        #expect(diagnostics.map(\.id.name) == ["empty-range"])
    }

    /// Without a declared default a field starts at its type's zero, which a choice must
    /// offer as it must offer a declared default.
    @Test func aChoiceMustOfferTheZeroAFieldWithoutDefaultStartsAt() throws {
        func spec(_ field: String, values: String) -> String {
            """
            viewspec: 1
            models:
              Settings:
                kind: preferences
                fields:
                  \(field)
            preferences:
              General:
                model: Settings
                sections:
                  - items:
                      - choice: size
                        values: \(values)
            """
        }
        let diagnostic = try #require(expectOneDiagnostic(
            of: ChoiceValuesCheck.self, in: spec("size: Int", values: "[12, 15, 18]"), line: 13, column: 21,
            message: "choice values for Int field 'size': expected a list including 0, where 'size' starts as it declares no default, found 12, 15, 18; declare a default among the values (such as 'default: 12')"))
        #expect(diagnostic.notes.map(\.message) == ["'size' is declared here in model 'Settings' as Int"])
        expectOneDiagnostic(
            of: ChoiceValuesCheck.self, in: spec("size: String", values: "[small, large]"), line: 13, column: 21,
            message: "choice values for String field 'size': expected a list including '', where 'size' starts as it declares no default, found 'small', 'large'; declare a default among the values (such as 'default: small')")
        // Offered zero, a declared default, or an optional field (which starts at null): fine.
        for (field, values) in [("size: Int", "[0, 12]"), ("size: {type: Int, default: 12}", "[12, 15]"), ("size: {type: Float, optional: true}", "[1.5, 2]")] {
            let diagnostics = compileSpec(spec(field, values: values)).filter { $0.severity == .error }
            #expect(diagnostics.isEmpty, "\(field): \(diagnostics.map(\.message))")
        }
    }

    @Test func aScreenWithoutSectionsIsEmpty() {
        expectOneDiagnostic(
            of: EmptySectionCheck.self, in: """
                viewspec: 1
                models:
                  Settings: {kind: preferences, fields: {sound: Bool}}
                preferences:
                  General:
                    model: Settings
                    sections: []
                """, line: 7, column: 15,
            message: "preference screen 'General' is empty: expected at least one section with an item, found no sections")
        // A screen whose sections could not be read has that error, not this warning.
        let unread = compileSpec("""
            viewspec: 1
            models:
              Settings: {kind: preferences, fields: {sound: Bool}}
            preferences:
              General:
                model: Settings
                sections: {items: []}
            """)
        #expect(unread.map(\.id.name) == ["wrong-value-type"])
    }

    @Test func storedOutsidePreferences() throws {
        let diagnostic = try #require(expectOneDiagnostic(
            of: StoredOutsidePreferencesCheck.self,
            in: """
                viewspec: 1
                models:
                  Contact:
                    kind: record
                    fields:
                      name: String
                      online: {type: Bool, stored: false}
                """,
            line: 7, column: 36,
            message: "expected 'stored: false' on a field of a preferences model only, found it on field 'online' of record model 'Contact', which is saved whole"))
        #expect(diagnostic.notes.map(\.message) == ["'online' is declared here in model 'Contact' as Bool"])
    }

    /// `stored: true` says what every field is; only leaving a field out is a preference store's.
    @Test func storedTrueIsAllowedOnARecordField() {
        let found = compileSpec("""
            viewspec: 1
            models:
              Contact:
                kind: record
                fields:
                  name: {type: String, stored: true}
            """).filter { $0.id == StoredOutsidePreferencesCheck.description.id || $0.severity == .error }
        #expect(found.isEmpty, "\(found.map(\.message))")
    }

    @Test func keyOutsidePreferences() throws {
        let diagnostic = try #require(expectOneDiagnostic(
            of: StoredOutsidePreferencesCheck.self,
            in: """
                viewspec: 1
                models:
                  Contact:
                    kind: keyed
                    key: id
                    fields:
                      id: String
                      nickname: {type: String, key: "nick name"}
                """,
            line: 8, column: 37,
            message: "expected 'key:' on a field of a preferences model only, found it on field 'nickname' of keyed model 'Contact', whose fields are saved under their names"))
        #expect(diagnostic.notes.map(\.message) == ["'nickname' is declared here in model 'Contact' as String"])
    }

    // MARK: - Stored keys

    @Test func twoFieldsStoredUnderOneKey() throws {
        let found = compileSpec(Self.header + """
                      autoFit: {type: Bool, key: "text_autofit disabled"}
                      shrinkText: {type: Bool, key: "text_autofit disabled"}
                      darkMode: Bool
                      nightMode: {type: Bool, key: darkMode}
            """).filter { $0.id == DuplicateStoredKeyCheck.description.id }
        #expect(found.map(\.message) == [
            "field 'shrinkText' is stored under key 'text_autofit disabled', which field 'autoFit' of model 'Settings' is stored under too: expected one field per stored key",
            "field 'nightMode' is stored under key 'darkMode', which field 'darkMode' of model 'Settings' is stored under too: expected one field per stored key",
        ])
        #expect(found.map { "\($0.range.start.line):\($0.range.start.column)" } == ["7:41", "9:40"])
        #expect(found.map { $0.notes.map(\.message) } == [
            ["'autoFit' is stored under key 'text_autofit disabled' here"], ["'darkMode' is stored under its name here"],
        ])
        #expect(found.map { $0.notes.map { "\($0.range.start.line):\($0.range.start.column)" } } == [["6:38"], ["8:11"]])
        #expect(found.allSatisfy { $0.severity == .error })
    }

    @Test func aKeyThatIsTheFieldsNameIsRedundant() throws {
        let text = Self.header + """
                  sound: {type: Bool, key: sound}
                  volume:
                    type: Float
                    key: volume
            """
        let found = compileSpec(text).filter { $0.id == RedundantStoredKeyCheck.description.id }
        #expect(found.map(\.message) == [
            "field 'sound' is stored under its name without 'key:'; expected a key other than the name, found 'sound'",
            "field 'volume' is stored under its name without 'key:'; expected a key other than the name, found 'volume'",
        ])
        #expect(found.allSatisfy { $0.severity == .warning })
        #expect(found.map { "\($0.range.start.line):\($0.range.start.column)" } == ["6:32", "9:14"])
        // Removing the key leaves the rest of each mapping as it was.
        var fixed = text
        for fixIt in found.flatMap(\.fixIts).sorted(by: { $0.range.span.startOffset > $1.range.span.startOffset }) {
            fixed = applying(fixIt, to: fixed)
        }
        #expect(fixed == Self.header + """
                  sound: {type: Bool}
                  volume:
                    type: Float
            """)
        #expect(compileSpec(fixed).filter { $0.severity == .error || $0.id == RedundantStoredKeyCheck.description.id }.isEmpty)
    }

    @Test func aButtonKeyThatIsTheActionsNameIsRedundant() throws {
        let text = Self.header + """
                  sound: Bool
            preferences:
              General:
                model: Settings
                sections:
                  - items:
                      - {button: signOut, key: signOut}
                      - {button: clear, key: Clear Cache}
            """
        let found = compileSpec(text).filter { $0.id == RedundantStoredKeyCheck.description.id }
        #expect(found.map(\.message) == [
            "button 'signOut' is told apart by its action's name without 'key:'; expected a key other than the name, found 'signOut'"
        ])
        #expect(found.map { "\($0.range.start.line):\($0.range.start.column)" } == ["12:36"])
        let fixed = try applying(#require(found.first?.fixIts.first), to: text)
        #expect(fixed.contains("- {button: signOut}\n"), "\(fixed)")
    }
}
