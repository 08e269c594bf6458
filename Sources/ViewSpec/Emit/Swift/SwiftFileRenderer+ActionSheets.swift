extension SwiftFileRenderer {
    /// Per action sheet: an enumeration of its actions, a protocol with one method per
    /// action for the app to implement, called with the sheet's target typed (the tapped
    /// row's record, or the preference store of the screen whose button presents it), and
    /// an enumeration describing the sheet and presenting it headlessly.
    func renderActionSheet(_ sheet: ActionSheet) {
        let sheetName = sheet.name.value
        guard let identifier = names.identifier(sheet.name, what: "action sheet name") else { return }
        let type = identifier.suffixed("Sheet")
        let actionType = SwiftIdentifier.trusted(type.name + "Action")
        let handlerType = SwiftIdentifier.trusted(type.name + "Handler")
        module.claim(type, for: "action sheet '\(sheetName)'", at: sheet.name.range)
        module.claim(actionType, for: "the actions of action sheet '\(sheetName)'", at: sheet.name.range)
        module.claim(handlerType, for: "the handler of action sheet '\(sheetName)'", at: sheet.name.range)
        // Actions are the handler's methods and the action enumeration's cases at once.
        let afterADot = "after a dot means the action enumeration's metatype or the enumeration itself"
        let scope = names.scope(
            "the actions of action sheet '\(sheetName)'",
            reserved: ["allCases": "CaseIterable declares", "Type": afterADot, "Protocol": afterADot, "self": afterADot])
        var actions: [(specName: String, identifier: SwiftIdentifier)] = []
        for button in sheet.buttons where !actions.contains(where: { $0.specName == button.action.value }) {
            guard let method = names.identifier(button.action, what: "action name"),
                scope.claim(method, for: "action '\(button.action.value)'", at: button.action.range)
            else { continue }
            actions.append((button.action.value, method))
        }
        let target = sheetTarget(sheet)
        let targetParameter = target.map { ", target: \($0.type)" } ?? ""
        let presentedTarget = target?.type ?? "Swift.Void"

        beginDeclaration()
        writer.doc("The actions of action sheet \(quoted(sheetName)), one per button; a case's raw value is the action's name in the spec.")
        writer.block("\(visibility)enum \(actionType.escaped): Swift.String, Swift.CaseIterable, Swift.Sendable") { w in
            for action in actions { w.line("case \(action.identifier.escaped) = \(SwiftLiteral.string(action.specName))") }
        }

        beginDeclaration()
        writer.doc("What the buttons of action sheet \(quoted(sheetName)) do; the app implements it" + (target.map { ", each method called with \($0.what)." } ?? "."))
        writer.line("@MainActor")
        writer.block("\(visibility)protocol \(handlerType.escaped)") { w in
            for action in actions { w.line("func \(action.identifier.escaped)(\(target.map { "_ target: \($0.type)" } ?? ""))") }
        }

        beginDeclaration()
        writer.doc("The action sheet \(quoted(sheetName)).")
        writer.block("\(visibility)enum \(type.escaped)") { w in
            w.line("\(visibility)static let sheetName: Swift.String = \(SwiftLiteral.string(sheetName))")
            w.line()
            w.doc("The sheet as the spec declares it: title, message and buttons in the order written.")
            w.block("\(visibility)static func makeDescription() throws(ActionSheetError) -> ActionSheetDescription<\(actionType.escaped)>") { w in
                w.line("try ActionSheetDescription(")
                w.line("    name: Self.sheetName, title: \(displayText(sheet.title?.value)), message: \(displayText(sheet.message?.value)),")
                w.line("    buttons: [")
                for button in sheet.buttons {
                    guard let action = actions.first(where: { $0.specName == button.action.value }) else { continue }
                    w.line("        ActionSheetButton(title: \(displayText(button.title.value)), role: .\(button.role.value.rawValue), action: \(actionType.escaped).\(Self.member(action.identifier))),")
                }
                w.line("    ])")
            }
            w.line()
            w.doc("Calls the handler's method for `action`" + (target != nil ? ", with `target`." : "."))
            w.line("@MainActor")
            w.block("\(visibility)static func dispatch(_ action: \(actionType.escaped), to handler: any \(handlerType.escaped)\(targetParameter))") { w in
                w.line("switch action {")
                for action in actions {
                    w.line("case .\(Self.member(action.identifier)): handler.\(Self.member(action.identifier))(\(target != nil ? "target" : ""))")
                }
                w.line("}")
            }
            w.line()
            w.doc("Shows the sheet headlessly on `idiom`: its `buttons` are in the order the platform shows them, and choosing one calls the handler's method once.")
            w.line("@MainActor")
            w.block(
                "\(visibility)static func present(on idiom: ActionSheetIdiom\(targetParameter), handler: any \(handlerType.escaped)) "
                    + "throws(ActionSheetError) -> ActionSheetPresentation<\(actionType.escaped), \(presentedTarget)>"
            ) { w in
                w.line("ActionSheetPresentation(try Self.makeDescription(), on: idiom, target: \(target != nil ? "target" : "()")) { action, target in")
                w.line("    Self.dispatch(action, to: handler\(target != nil ? ", target: target" : ""))")
                w.line("}")
            }
        }
    }

    /// An action after a dot, always in backticks: `Type` and `self` there would mean the
    /// metatype or the value itself, not the case or method of that name.
    static func member(_ identifier: SwiftIdentifier) -> String { "`\(identifier.name)`" }

    /// The Swift type of a sheet's target and how a comment names it; nil for a sheet
    /// without one.
    private func sheetTarget(_ sheet: ActionSheet) -> (type: String, what: String)? {
        guard let target = sheet.target, let model = project.model(named: target.value), let names = models[target.value] else { return nil }
        switch model.kind.value {
        case .preferences: return ("PreferenceStore<\(names.type.escaped)>", "the preference store of \(quoted(target.value))")
        case .record, .keyed: return (names.type.escaped, "the record of \(quoted(target.value)) it acts on")
        }
    }
}
