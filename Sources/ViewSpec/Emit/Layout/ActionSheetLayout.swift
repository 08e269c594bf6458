/// An action sheet's layout: its texts, its target, its buttons as written, and the order
/// iOS shows them in on a phone and in an iPad popover, so that a renderer does not have to
/// know the platform's rules.
struct ActionSheetLayout {
    let context: LayoutContext

    func layout<Sink: JSONSink & ~Copyable>(_ sheet: ActionSheet, into sink: inout Sink) {
        sink.beginObject()
        sink.key("title")
        sink.text(sheet.title)
        sink.key("message")
        sink.text(sheet.message)
        sink.key("target")
        sink.modelReference(sheet.target.flatMap { context.resolveModel($0) })
        sink.key("buttons")
        sink.beginArray()
        for (index, button) in sheet.buttons.enumerated() {
            sink.beginObject()
            sink.key("index")
            sink.int(index)
            sink.key("title")
            sink.text(button.title.value)
            sink.key("role")
            sink.string(button.role.value.rawValue)
            sink.key("action")
            sink.string(button.action.value)
            sink.endObject()
        }
        sink.endArray()
        let cancel = sheet.buttons.indices.filter { sheet.buttons[$0].role.value == .cancel }
        let others = sheet.buttons.indices.filter { sheet.buttons[$0].role.value != .cancel }
        if cancel.count > 1 {
            context.problem("action sheet '\(sheet.name.value)' has more than one cancel button", at: sheet.name.range)
        }
        sink.key("shownOrder")
        sink.beginObject()
        sink.key("phone")
        sink.beginArray()
        for index in others + cancel.prefix(1) { sink.int(index) }
        sink.endArray()
        sink.key("pad")
        sink.beginArray()
        for index in others { sink.int(index) }
        sink.endArray()
        sink.endObject()
        sink.key("cancelOnTapOutside")
        sink.int(cancel.first)
        sink.endObject()
    }
}

extension LayoutContext {
    /// `presents` of a view, a table or a preference button: the sheet, its document, and
    /// the anchor as a rectangle in the presenter's coordinates (`fill` being `bounds`).
    /// A preference button is anchored on its row, `bounds`; null when nothing is presented.
    func writePresentation<Sink: JSONSink & ~Copyable>(
        _ presentation: SheetPresentation?, bounds: Rect, anchorRequired: Bool, into sink: inout Sink
    ) {
        guard let presentation else {
            sink.null()
            return
        }
        let name = presentation.sheet.value
        if project.actionSheetsByName[name] == nil { problem("unknown action sheet '\(name)'", at: presentation.sheet.range) }
        if anchorRequired, presentation.anchor == nil {
            problem("action sheet '\(name)' is presented without an 'anchor'", at: presentation.keyRange)
        }
        sink.beginObject()
        sink.key("sheet")
        sink.string(name)
        sink.key("document")
        sink.string(documentFile(.actionSheet, name))
        sink.key("anchor")
        sink.rect(presentation.anchor?.value.resolved(in: bounds) ?? bounds)
        sink.endObject()
    }
}
