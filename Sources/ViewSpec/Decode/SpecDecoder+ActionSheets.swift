extension SpecDecoder {
    func decodeActionSheet(name: Located<String>, node: YAMLNode, context: DecodeContext) -> ActionSheet? {
        let what = "action sheet '\(name.value)'"
        guard var reader = MappingReader(node, context, what: what, construct: SpecVocabulary.actionSheet) else { return nil }
        let title = reader.optional("title").flatMap { context.text($0) }
        let message = reader.optional("message").flatMap { context.text($0) }
        let target = reader.optional("target").flatMap { context.name($0, what: "a model name") }
        let buttonsNode = reader.required("buttons", in: what)
        var isPartlyUnread = reader.rejectUnknownKeys(in: what)
        var buttons: [ActionSheet.Button] = []
        if let buttonsNode {
            let buttonNodes = context.sequence(buttonsNode, what: "buttons")
            buttons = buttonNodes?.compactMapPresized { node in readWhole(context) { decodeSheetButton(node, context: context) } } ?? []
            if buttons.count != buttonNodes?.count ?? -1 { isPartlyUnread = true }
        } else {
            isPartlyUnread = true
        }
        return ActionSheet(
            name: name, title: title, message: message, target: target, buttons: buttons, buttonsRange: buttonsNode?.span,
            isPartlyUnread: isPartlyUnread, range: node.span)
    }

    private func decodeSheetButton(_ node: YAMLNode, context: DecodeContext) -> ActionSheet.Button? {
        guard var reader = MappingReader(node, context, what: "a button", construct: SpecVocabulary.sheetButton) else { return nil }
        let title = reader.required("title", in: "a button").flatMap { context.text($0) }
        let role = reader.optional("role").flatMap { context.option($0, ActionSheet.Button.Role.self, key: "role") }
        let action = reader.required("action", in: "a button").flatMap { context.name($0, what: "an action name") }
        reader.rejectUnknownKeys(in: action.map { "button '\($0.value)'" } ?? "a button")
        guard let title, let action else { return nil }
        return ActionSheet.Button(title: title, role: role ?? Located(.default, at: node.span), action: action, range: node.span)
    }

    /// `presents:` and, where the construct has it, `anchor:`. An anchor without a sheet to
    /// anchor is reported: it would silently do nothing.
    func decodePresentation(_ reader: inout MappingReader, context: DecodeContext) -> SheetPresentation? {
        let presentsNode = reader.optional("presents")
        let hasAnchorKey = reader.construct.keyIndex("anchor") != nil
        let anchorNode = hasAnchorKey ? reader.optional("anchor") : nil
        let anchor = anchorNode.flatMap { context.frame($0) }
        guard let presentsNode else {
            // Under a misspelt 'presents' the sheet is named but not read: the misspelling is
            // the one mistake, not the anchor, nor a sheet that then looks unpresented.
            if let misspelt = reader.valueOfMisspelling(of: "presents") {
                if let name = misspelt.stringValue { context.unreadPresentedSheets.append(name) }
                return nil
            }
            if anchorNode != nil, let key = reader.keyNode("anchor") {
                context.error(.unknownKey, "'anchor' says where a presented action sheet points, but nothing is presented: add 'presents' or remove 'anchor'", at: key.span)
            }
            return nil
        }
        guard let sheet = context.name(presentsNode, what: "an action sheet name") else { return nil }
        let hasUnreadAnchor = (anchorNode != nil && anchor == nil) || (hasAnchorKey && anchorNode == nil && reader.hasMisspelling(ofAnyOf: ["anchor"]))
        return SheetPresentation(
            sheet: sheet, anchor: anchor, hasUnreadAnchor: hasUnreadAnchor, keyRange: reader.keyNode("presents")?.span ?? presentsNode.span)
    }
}
