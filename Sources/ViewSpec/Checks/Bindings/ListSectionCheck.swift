/// A list section shows a list: its `field` is a list field of the screen's model, or its
/// `key` a list the app stores itself; its rows are drawn with controls that show one
/// element, and bind that list field or, for the app's list, no field at all.
struct ListSectionCheck: Check {
    static let scope = CheckScope.declarations
    static let guardedOutputs: Set<GeneratedOutput> = [.layout, .swift]
    static let description = RuleDescription(
        id: DiagnosticID(
            code: "VS0294", name: "list-section",
            summary: "A list section's field is not a list field of the screen's model, its row or add row has a control that cannot show an element, binds another field than the list's (or any field, in a list the app stores under a key), or picks a text or its options by one value."),
        rationale: """
            A list section draws one row for each element of a list and, where it has one, a \
            last row that adds an element (InAppSettingsKit's list group). The rows read and \
            write the list's elements, so a list section's `field` must be a list field \
            (`list: true`) of the screen's model, and a row that binds a field binds that one \
            field, each row one of its elements: a row bound to another field would show the \
            same value on every row. A list the app stores itself under `key` (of \
            dictionaries, an account's details, say) is edited by the app's own screens, so \
            its rows bind no field: a child pane, a button or a custom row (which needs no key \
            there: the app finds each element's row by the list's key and its index). An element's row \
            is a read-only value, a text field, a choice, a child pane, a button or a custom \
            row, and the row that adds one any of these but a read-only value, which could \
            add nothing: these are the rows InAppSettingsKit draws in a list group. Every \
            element's row is drawn alike, and the field holds the whole list, not one value \
            to pick by: a list's row has one subtitle, not a text for each value, a read-only \
            value shows the element as it is, without a lookup table, and a choice lists its \
            options, which the app cannot supply for one value (`options: dynamic`).
            """,
        triggeringExamples: [
            RuleExample("""
                viewspec: 1
                models:
                  Settings:
                    kind: preferences
                    fields:
                      name: String
                      tags: {type: String, list: true}
                      sizes: {type: Int, list: true}
                preferences:
                  General:
                    model: Settings
                    sections:
                      - list:
                          field: ↓name
                          row: {textField: name}
                      - list:
                          field: tags
                          row: {↓textField: name}
                          add: {↓value: tags}
                      - list:
                          field: sizes
                          row: {↓stepper: sizes}
                      - list:
                          key: accounts
                          row: {↓textField: tags}
                      - list:
                          field: tags
                          row: {textField: tags, subtitle: ↓{home: At home}}
                """)
        ],
        nonTriggeringExamples: [
            RuleExample("""
                viewspec: 1
                models:
                  Settings:
                    kind: preferences
                    fields:
                      tags: {type: String, list: true, default: [home, work]}
                      genes: {type: enum, cases: [A, C, G, T], list: true}
                preferences:
                  General:
                    model: Settings
                    sections:
                      - title: Tags
                        list:
                          field: tags
                          row: {textField: tags}
                          add: {textField: tags, placeholder: New Tag, key: tag}
                          deletable: true
                      - title: DNA
                        list:
                          field: genes
                          row: {choice: genes, title: Gene}
                          add: {choice: genes, title: Add Gene...}
                      - title: Accounts
                        list:
                          key: accounts
                          row: {custom: {childPane: {external: Account, opening: file}}}
                          add: {childPane: {external: Account, opening: file}, title: Add Account..., key: addAccount}
                          deletable: true
                """)
        ],
        corrections: [
            RuleCorrection(
                """
                viewspec: 1
                models:
                  Settings:
                    kind: preferences
                    fields:
                      name: String
                      tags: {type: String, list: true}
                preferences:
                  General:
                    model: Settings
                    entry: true
                    sections:
                      - items:
                          - textField: name
                      - list:
                          field: tags
                          row: {↓textField: name}
                """,
                """
                viewspec: 1
                models:
                  Settings:
                    kind: preferences
                    fields:
                      name: String
                      tags: {type: String, list: true}
                preferences:
                  General:
                    model: Settings
                    entry: true
                    sections:
                      - items:
                          - textField: name
                      - list:
                          field: tags
                          row: {textField: tags}
                """)
        ])

    func run(in context: CheckContext) {
        for screen in context.declarations.preferenceScreens {
            let model = context.model(of: screen)
            for section in screen.sections {
                guard let list = section.list else { continue }
                if let reference = list.field, let model, let field = context.field(reference, in: model), !field.isList {
                    context.report(
                        "list section of preference screen '\(screen.name.value)': expected a list field ('list: true') of model '\(model.name.value)', "
                            + "found '\(field.name.value)', which holds one \(field.type.value.name) value",
                        at: reference.range, notes: [context.declarationNote(for: field, in: model)])
                }
                for (item, role, kinds) in [(list.row, "row", PreferenceList.rowKinds), (list.add, "add", PreferenceList.addKinds)] {
                    guard let item else { continue }
                    let kind = item.control.kindName
                    guard kinds.contains(kind) else {
                        let what = role == "row" ? "an element's row ('row')" : "the row that adds an element ('add')"
                        context.report(
                            "\(what) of a list section: expected \(Self.listed(kinds)), found \(kind)",
                            at: item.controlRange)
                        continue
                    }
                    reportPerValueParts(of: item, in: context)
                    guard let bound = item.field else { continue }
                    if let listField = list.field {
                        // A list field the model does not declare is unknown-reference's to
                        // report, with its own correction; a row that binds another field is
                        // then no evidence the row is wrong, and no fix-it may rename it to
                        // the unknown name.
                        if bound.value != listField.value, context.field(listField, in: model) != nil {
                            context.report(
                                "\(kind) in a list section of field '\(listField.value)' binds '\(bound.value)': expected it to bind the list field '\(listField.value)', one element on each row",
                                at: item.controlRange, fixIts: [.init("replace '\(bound.value)' with the list field '\(listField.value)'", replacing: bound.range, with: YAMLQuoting.scalar(listField.value))])
                        }
                    } else if let key = list.key {
                        context.report(
                            "\(kind) in the list '\(key.value)' the app stores binds field '\(bound.value)': expected a row that binds no field "
                                + "(a child pane, a button or a custom row), the app's own screens edit its elements",
                            at: item.controlRange)
                    }
                }
            }
        }
    }

    /// What a row picks by its field's one value: an element's row is drawn alike for every
    /// element, and the generated screen has no value of one element to pick by (the field
    /// holds the whole list), so these would be laid out and then left out of the Swift.
    private func reportPerValueParts(of item: PreferenceItem, in context: CheckContext) {
        if case .byValue(_, _, let range)? = item.subtitle {
            context.report(
                "subtitle of a list section's row: expected one text, found a text for each value; every element's row shows the same subtitle",
                at: range)
        }
        switch item.control {
        case .value(_, let table?):
            context.report(
                "value row of a list section: expected the element shown as it is, found a lookup table ('titles'); every element's row is drawn alike",
                at: table.titles?.range ?? table.values?.range ?? item.controlRange)
        case .choice(_, let options) where options.isDynamic:
            if let source = options.source {
                context.report(
                    "choice of a list section's row: expected listed options, found 'options: dynamic'; the options the app supplies are for one value, not for a list's elements",
                    at: source.range)
            }
        default:
            break
        }
    }

    private static func listed(_ kinds: [String]) -> String {
        guard let last = kinds.last else { return "" }
        return kinds.dropLast().joined(separator: ", ") + " or " + last
    }
}
