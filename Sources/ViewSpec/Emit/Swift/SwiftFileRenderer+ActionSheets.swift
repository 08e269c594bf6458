extension SwiftFileRenderer {
    /// An enumeration per action sheet describing it and presenting it headlessly; an
    /// enumeration of its actions; and a protocol with one method per action for the app to
    /// implement, called with the sheet's target typed: the tapped row's record, or the
    /// preference store of the screen whose button presents it.
    func renderActionSheet(_ sheet: ActionSheet) {
        let sheetName = sheet.name.value
        guard let names = plan.sheets[sheetName] else {
            unexpected.note("action sheet '\(sheetName)' has no Swift names")
            return
        }
        let type = names.type.escaped
        let actionType = names.actionType.escaped
        let handlerType = names.handlerProtocol.escaped
        let target = sheetTarget(sheet)
        let targetParameter = target.map { ", target: \($0.type)" } ?? ""
        let targetArgument = target != nil ? ", target: target" : ""
        let presentedTarget = target?.type ?? "Swift.Void"

        beginDeclaration()
        writer.doc("The actions of action sheet \(quoted(sheetName)), one per button; a case's raw value is the action's name in the spec.")
        writer.block("\(visibility)enum \(actionType): Swift.String, Swift.CaseIterable, Swift.Sendable") { w in
            for action in names.actions {
                w.line("case \(action.method.escaped) = \(SwiftLiteral.string(action.specName))")
            }
        }

        beginDeclaration()
        writer.doc("What the buttons of action sheet \(quoted(sheetName)) do; the app implements it"
            + (target.map { ", each method called with \($0.what)." } ?? "."))
        writer.line("@Swift.MainActor")
        writer.block("\(visibility)protocol \(handlerType)") { w in
            for action in names.actions {
                w.line("func \(action.method.escaped)(\(target.map { "_ target: \($0.type)" } ?? ""))")
            }
        }

        beginDeclaration()
        writer.doc("The action sheet \(quoted(sheetName)).")
        writer.block("\(visibility)enum \(type)") { w in
            w.line("\(visibility)static let sheetName: Swift.String = \(SwiftLiteral.string(sheetName))")
            w.line()
            w.doc("The sheet as the spec declares it: title, message and buttons in the order written.")
            w.block("\(visibility)static func makeDescription() throws(ViewSpecRuntime.ActionSheetError) -> ViewSpecRuntime.ActionSheetDescription<\(actionType)>") { w in
                w.line("try ViewSpecRuntime.ActionSheetDescription(")
                w.line("    name: Self.sheetName, title: \(displayText(sheet.title?.value)), message: \(displayText(sheet.message?.value)),")
                w.line("    buttons: [")
                for button in sheet.buttons {
                    let method = names.actions.first { $0.specName == button.action.value }?.method ?? .placeholder
                    w.line("        ViewSpecRuntime.ActionSheetButton(title: \(displayText(button.title.value)), role: .\(button.role.value.rawValue), action: \(actionType).\(method.escaped)),")
                }
                w.line("    ])")
            }
            w.line()
            w.doc("Calls the handler's method for `action`" + (target != nil ? ", with `target`." : "."))
            w.line("@Swift.MainActor")
            w.block("\(visibility)static func dispatch(_ action: \(actionType), to handler: any \(handlerType)\(targetParameter))") { w in
                w.line("switch action {")
                for action in names.actions {
                    w.line("case .\(action.method.escaped): handler.\(action.method.escaped)(\(target != nil ? "target" : ""))")
                }
                w.line("}")
            }
            w.line()
            w.doc("Shows the sheet headlessly on `idiom`: its `buttons` are in the order the platform shows them, and choosing one calls the handler's method once.")
            w.line("@Swift.MainActor")
            w.block(
                "\(visibility)static func present(on idiom: ViewSpecRuntime.ActionSheetIdiom\(targetParameter), handler: any \(handlerType)) "
                    + "throws(ViewSpecRuntime.ActionSheetError) -> ViewSpecRuntime.ActionSheetPresentation<\(actionType), \(presentedTarget)>"
            ) { w in
                w.line("ViewSpecRuntime.ActionSheetPresentation(try Self.makeDescription(), on: idiom, target: \(target != nil ? "target" : "()")) { action, target in")
                w.line("    Self.dispatch(action, to: handler\(targetArgument))")
                w.line("}")
            }
        }
    }

    /// The Swift type of a sheet's target and how a comment names it; nil for a sheet
    /// without one.
    private func sheetTarget(_ sheet: ActionSheet) -> (type: String, what: String)? {
        guard let target = sheet.target, let model = project.model(named: target.value), let names = plan.models[target.value] else { return nil }
        switch model.kind.value {
        case .preferences: return ("ViewSpecRuntime.PreferenceStore<\(names.type.escaped)>", "the preference store of \(quoted(target.value))")
        case .record, .keyed: return (names.type.escaped, "the record of \(quoted(target.value)) it acts on")
        }
    }
}
