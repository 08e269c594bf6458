/// What androidx.preference can show of a project's preference screens, decided once for the
/// emitter and for the check that reports the rest, so the two never disagree.
struct AndroidExportRules {
    let project: Project
    /// By screen name: the first toggle binding each field on the screen or on a screen it
    /// opens, directly or through others; the screen's file holds all of them.
    private var togglesInTree: [String: [String: PreferenceItem]] = [:]
    /// The fields, by model, whose toggles enable their dependents while off
    /// (`android:disableDependentsState`): every dependency on them says `false`.
    private var invertedFields: Set<ModelField> = []

    private struct ModelField: Hashable {
        var model: String
        var field: String
    }

    init(project: Project) {
        self.project = project
        for screen in project.preferenceScreens where togglesInTree[screen.name.value] == nil {
            var reached: Set<String> = []
            var toggles: [String: PreferenceItem] = [:]
            var pending = [screen.name.value]
            while let name = pending.popLast() {
                guard reached.insert(name).inserted, let current = project.preferenceScreensByName[name] else { continue }
                // A toggle left out of the export (for other platforms) is no dependency's.
                for section in current.sections where Self.isExported(section) {
                    for item in section.items where Self.isExported(item, in: section) {
                        if case .toggle(let field, nil) = item.control, toggles[field.value] == nil { toggles[field.value] = item }
                    }
                }
                pending.append(contentsOf: current.childPanes.map(\.target.value))
            }
            togglesInTree[screen.name.value] = toggles
        }
        var dependentStates: [ModelField: Set<Bool>] = [:]
        for screen in project.preferenceScreens {
            // A list section's rows are not exported (no list section is).
            for item in screen.items where !screen.isListRow(item) {
                guard let (field, state) = dependencyCandidate(of: item, on: screen, reached: []) else { continue }
                dependentStates[ModelField(model: screen.model.value, field: field), default: []].insert(state)
            }
        }
        invertedFields = Set(dependentStates.filter { $0.value == [false] }.keys)
    }

    /// Whether the section is on Android: its `platforms` (if any) list android, and it is
    /// no list section, which androidx.preference has no category for.
    static func isExported(_ section: PreferenceSection) -> Bool {
        section.list == nil && (section.platformSet?.contains(.android) ?? true)
    }

    /// Whether the item is on Android: its `platforms`, and its section's, list android.
    static func isExported(_ item: PreferenceItem, in section: PreferenceSection) -> Bool {
        SpecPlatform.effective(item, in: section)?.contains(.android) ?? true
    }

    /// The key an item's `android:dependency` names. Android disables a dependent while the
    /// two-state preference it names is off (on, with `disableDependentsState`) or disabled
    /// itself: the item's `enabledWhen` must be one Bool field bound by a toggle in the
    /// same file (androidx refuses a key it cannot find in the screen's hierarchy) holding
    /// its toggle's state for dependents, together with exactly that toggle's own
    /// condition, itself exported the same way. Nil when the item has no such condition.
    func dependency(of item: PreferenceItem, on screen: PreferenceScreen) -> String? {
        exportedDependency(of: item, on: screen, reached: [])
    }

    private func exportedDependency(of item: PreferenceItem, on screen: PreferenceScreen, reached: Set<ObjectIdentifier>) -> String? {
        guard let (field, state) = dependencyCandidate(of: item, on: screen, reached: reached),
            state == !disablesDependentsWhenOn(field, model: screen.model.value)
        else { return nil }
        // The toggle's own condition must be exported as well, or Android would enable it.
        if let toggle = togglesInTree[screen.name.value]?[field], toggle.enabledWhen != nil {
            guard exportedDependency(of: toggle, on: screen, reached: reached.union([ObjectIdentifier(item)])) != nil else { return nil }
        }
        return field
    }

    /// Whether the toggles of `field` write `android:disableDependentsState="true"`: every
    /// item depending on the field is enabled while it is off.
    func disablesDependentsWhenOn(_ field: String, model: String) -> Bool {
        invertedFields.contains(ModelField(model: model, field: field))
    }

    /// The clause of the item's `enabledWhen` a dependency can say, and the state it asks
    /// of the field; nil when none can. `reached` holds the items already on the chain,
    /// which a chain of conditions that loops comes back to.
    private func dependencyCandidate(of item: PreferenceItem, on screen: PreferenceScreen, reached: Set<ObjectIdentifier>) -> (field: String, state: Bool)? {
        guard let condition = item.enabledWhen, let toggles = togglesInTree[screen.name.value],
            let model = project.model(named: screen.model.value), !reached.contains(ObjectIdentifier(item))
        else { return nil }
        for (index, clause) in condition.clauses.enumerated() {
            guard case .bool(let state) = clause.value.value, clause.field.value != item.field?.value,
                let toggle = toggles[clause.field.value], model.field(named: clause.field.value)?.type.value == .bool
            else { continue }
            var rest = condition.clauses
            rest.remove(at: index)
            guard Self.sameClauses(rest, toggle.enabledWhen?.clauses ?? []) else { continue }
            // The toggle's own condition must be one a dependency can say too.
            if toggle.enabledWhen != nil {
                guard dependencyCandidate(of: toggle, on: screen, reached: reached.union([ObjectIdentifier(item)])) != nil else { continue }
            }
            return (clause.field.value, state)
        }
        return nil
    }

    private static func sameClauses(_ one: [Condition.Clause], _ other: [Condition.Clause]) -> Bool {
        struct Clause: Hashable {
            var field: String
            var value: LiteralValue
        }
        func clauses(_ list: [Condition.Clause]) -> Set<Clause> { Set(list.map { Clause(field: $0.field.value, value: $0.value.value) }) }
        return one.count == other.count && clauses(one) == clauses(other)
    }

    /// How androidx.preference shows an item's subtitle: one `summary`, or a two-state
    /// preference's `summaryOn` and `summaryOff`.
    enum Summary {
        case fixed(Located<Text>)
        case byState(on: Located<Text>?, off: Located<Text>?)
        /// A subtitle by value on another preference than a switch, or by other values than
        /// true and false: the exported preference has no summary.
        case notExportable
    }

    /// The item's summary; nil when it has no subtitle. A link without a subtitle shows its
    /// detail as its summary, the one line a preference has besides its title.
    static func summary(of item: PreferenceItem) -> Summary? {
        switch item.subtitle {
        case nil: return item.detail.map { .fixed($0) }
        case .text(let text): return .fixed(text)
        case .byValue(let entries, let otherwise, _):
            guard case .toggle(_, nil) = item.control else { return .notExportable }
            // A state not listed shows the text for every other value.
            var on: Located<Text>? = otherwise
            var off: Located<Text>? = otherwise
            for entry in entries {
                guard case .bool(let flag) = entry.value.value else { return .notExportable }
                if flag { on = entry.text } else { off = entry.text }
            }
            return .byState(on: on, off: off)
        }
    }

    /// Whether the item's preference says `android:persistent="false"`: it edits a field
    /// declared `stored: false`, with a control whose preference would otherwise store it (a
    /// read-only value is a plain preference, which stores nothing anyway).
    static func isNotPersistent(_ item: PreferenceItem, field: Field?) -> Bool {
        guard let field, !field.isStored else { return false }
        switch item.control {
        case .toggle, .slider, .stepper, .textField, .choice, .multiChoice, .colorPicker, .soundPicker, .datePicker: return true
        case .value, .childPane, .externalPane, .button, .link, .intent, .systemSettings, .custom: return false
        }
    }

    /// The options of a text field that androidx's `EditTextPreference` cannot take from
    /// the XML: it hands its field neither `android:inputType` nor `android:autofillHints`,
    /// which only the app's `OnBindEditTextListener` can set. Each with where it is written;
    /// `secure`, `autocapitalization` and `autocorrection`, which keep no place of their
    /// own, at the item's control key. A secure field among them matters most: exported, it
    /// shows what is typed.
    static func unexportedTextFieldOptions(_ options: TextFieldOptions, control: SourceSpan) -> [(key: String, range: SourceSpan)] {
        var unexported: [(key: String, range: SourceSpan)] = []
        if options.secure { unexported.append(("secure", control)) }
        if let keyboard = options.keyboard, keyboard.value != .default { unexported.append(("keyboard", keyboard.range)) }
        // Android's plain text field capitalizes nothing, as `none` says.
        if let autocapitalization = options.autocapitalization, autocapitalization != .none { unexported.append(("autocapitalization", control)) }
        if let autocorrection = options.autocorrection, autocorrection != .default { unexported.append(("autocorrection", control)) }
        if let contentType = options.contentType { unexported.append(("contentType", contentType.range)) }
        if let multiline = options.multiline, multiline.value { unexported.append(("multiline", multiline.range)) }
        return unexported
    }

    /// Whether a slider or stepper on `field` becomes a seek bar, which stores an integer.
    static func isSeekBar(_ field: Field?) -> Bool {
        field?.type.value == .int
    }
}

extension AndroidExportRules {
    /// The preference class that stores `control`'s value as text although `field` is of
    /// another type, so the app must read the key as a string; nil when the stored value
    /// is of the field's type.
    static func textStoringPreference(for control: Control, field: Field?) -> String? {
        guard let field else { return nil }
        switch control {
        case .textField: return field.type.value == .string ? nil : "EditTextPreference"
        case .choice: return storesText(field.type.value) ? nil : "ListPreference"
        case .multiChoice: return storesText(field.type.value) ? nil : "MultiSelectListPreference"
        default: return nil
        }
    }

    /// Whether the field's values are texts: strings, and enumeration cases whose raw values are.
    private static func storesText(_ type: FieldType) -> Bool {
        switch type {
        case .string: true
        case .enumeration(let enumType): enumType.cases.allSatisfy { if case .string = $0.rawValue { true } else { false } }
        default: false
        }
    }
}
