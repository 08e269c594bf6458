extension SwiftNamePlan {
    /// `XSheet`, with `XSheetAction` (a case per action) and `XSheetHandler` (a method per
    /// action) beside it in the module; action names are judged once, as the handler's
    /// methods and the enumeration's cases they become.
    static func sheet(_ sheet: ActionSheet, namer: Namer, module: Namer.ModuleClaims) -> SheetNames {
        let sheetName = sheet.name.value
        let base = namer.identifier(sheet.name, style: .upperCamelCase, what: "action sheet name", reserved: [])
        let type = base.map { SwiftReservedNames.escaping($0.suffixed("Sheet"), from: SwiftReservedNames.moduleTypes) }
        module.claim(type, as: .actionSheet, spec: sheetName, at: sheet.name.range)
        var actionType: SwiftIdentifier?
        var handlerProtocol: SwiftIdentifier?
        if let type {
            actionType = SwiftIdentifier(verbatim: type.name + "Action")
            module.claim(actionType, as: .sheetActions, spec: sheetName, at: sheet.name.range)
            handlerProtocol = SwiftIdentifier(verbatim: type.name + "Handler")
            module.claim(handlerProtocol, as: .sheetHandler, spec: sheetName, at: sheet.name.range)
        }
        var scope = namer.scope("the actions of action sheet", named: sheetName)
        var actions: [(specName: String, method: SwiftIdentifier)] = []
        for button in sheet.buttons where !actions.contains(where: { $0.specName == button.action.value }) {
            let method = namer.identifier(button.action, style: .lowerCamelCase, what: "action name", reserved: SwiftReservedNames.sheetActions)
            scope.claim(method, spec: button.action.value, as: "action", at: button.action.range)
            actions.append((button.action.value, method ?? .placeholder))
        }
        return SheetNames(
            type: type ?? .placeholder, actionType: actionType ?? .placeholder, handlerProtocol: handlerProtocol ?? .placeholder, actions: actions)
    }
}
