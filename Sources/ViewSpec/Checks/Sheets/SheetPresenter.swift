/// A place that presents an action sheet: a hierarchy view, a table's rows or a
/// preference button, with what it can hand the sheet's actions.
struct SheetPresenter {
    enum Kind {
        /// A view of a hierarchy: it has no record or settings object of its own.
        case view(hierarchy: Hierarchy, view: HierarchyView)
        /// A table's rows: each row's record, for a table bound to a model.
        case tableRows(SelectableTable)
        /// A button of a preference screen: the screen's preferences object.
        case preferenceButton(screen: PreferenceScreen, item: PreferenceItem)
    }

    let kind: Kind
    let presentation: SheetPresentation

    /// How a message names it: "view 'edit' of hierarchy 'Main'".
    var description: String {
        switch kind {
        case .view(let hierarchy, let view): "view '\(view.id.value)' of hierarchy '\(hierarchy.name.value)'"
        case .tableRows(let table): "the rows of table '\(table.name.value)'"
        case .preferenceButton(let screen, let item):
            if case .button(let action) = item.control {
                "button '\(action.value)' of preference screen '\(screen.name.value)'"
            } else {
                "an item of preference screen '\(screen.name.value)'"
            }
        }
    }

    /// The model whose value the presenter hands the sheet's actions; nil when it has none
    /// (a view, a table of strings).
    var suppliedModel: Located<String>? {
        switch kind {
        case .view: nil
        case .tableRows(let table):
            if case .model(let name, _) = table.source { name } else { nil }
        case .preferenceButton(let screen, _): screen.model
        }
    }

    /// Whether an iPad shows the sheet in a popover that must be told where to point. A
    /// preference button's row is known to the runtime, which points the popover at it.
    var needsAnchor: Bool {
        if case .preferenceButton = kind { false } else { true }
    }

    /// Every presenter among `declarations`, in project order: hierarchies' views, tables,
    /// then preference screens' buttons.
    static func all(in declarations: Declarations) -> [SheetPresenter] {
        var presenters: [SheetPresenter] = []
        for hierarchy in declarations.hierarchies {
            for view in hierarchy.views {
                if let presentation = view.presents { presenters.append(.init(kind: .view(hierarchy: hierarchy, view: view), presentation: presentation)) }
            }
        }
        for table in declarations.tables {
            if let presentation = table.presents { presenters.append(.init(kind: .tableRows(table), presentation: presentation)) }
        }
        for screen in declarations.preferenceScreens {
            for item in screen.items {
                if let presentation = item.presents {
                    presenters.append(.init(kind: .preferenceButton(screen: screen, item: item), presentation: presentation))
                }
            }
        }
        return presenters
    }
}
