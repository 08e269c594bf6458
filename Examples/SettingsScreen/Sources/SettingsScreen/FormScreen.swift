public import ViewSpecRuntime

/// What a form needs of a generated preference screen. Every generated screen has these
/// members already, so a screen adopts the protocol with an empty extension, and one form
/// draws any of them.
@MainActor
public protocol FormScreen {
    associatedtype Item: FormItem

    static var title: DisplayText? { get }
    static var sectionTitles: [DisplayText?] { get }
    static var sectionFooters: [DisplayText?] { get }
    var visibleItems: [Item] { get }
    func isEnabled(_ item: Item) -> Bool
}

/// What a form needs of a generated screen's `Item`, which has these members already.
public protocol FormItem: Hashable, Sendable {
    var control: PreferenceControl { get }
    var title: DisplayText? { get }
    var section: Int { get }
}

extension FormScreen {
    /// The sections to draw now: the items `visibleWhen` shows, in order, under their
    /// section's title and footer, each with its title, its control and whether
    /// `enabledWhen` lets it take input. A section none of whose items is shown is left out.
    ///
    /// It reads the screen's store, so an observation of it (a SwiftUI view that draws it)
    /// hears every change of a field the screen's conditions read, and of nothing else.
    ///
    /// - Parameter translate: the app's translation of a localized text's key; where it
    ///   gives nil, the spec's fallback is shown.
    public func sections(translate: (String) -> String? = { _ in nil }) -> [FormSection<Item>] {
        let rows = visibleItems.map { item in
            FormRow(item: item, title: item.title?.resolved(translate) ?? "", control: item.control, isEnabled: isEnabled(item))
        }
        return zip(Self.sectionTitles, Self.sectionFooters).enumerated().compactMap { index, texts in
            let sectionRows = rows.filter { $0.item.section == index }
            guard !sectionRows.isEmpty else { return nil }
            return FormSection(
                index: index, title: texts.0?.resolved(translate), footer: texts.1?.resolved(translate), rows: sectionRows)
        }
    }
}
