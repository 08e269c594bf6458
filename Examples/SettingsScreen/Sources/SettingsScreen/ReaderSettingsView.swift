#if canImport(SwiftUI) && !os(tvOS)
public import SwiftUI
public import ViewSpecRuntime

/// The reader's settings, drawn from the generated `ReaderSettingsScreen`. Every control
/// binds its field through the runtime's SwiftUI binding: a value the field rejects is not
/// stored, and its validation error shows under the field. Show it inside a
/// `NavigationStack`, which the notifications pane is pushed onto.
public struct ReaderSettingsView: View {
    let screen: ReaderSettingsScreen

    public init(store: PreferenceStore<ReaderSettings>) {
        screen = ReaderSettingsScreen(store: store)
    }

    public var body: some View {
        SettingsForm(screen: screen) { row in
            switch row.item {
            case .textScale:
                LabeledContent(row.title) {
                    Slider(value: screen.textScale.binding, in: screen.textScale.bounds ?? 0...1)
                }
            case .appearance:
                Picker(row.title, selection: screen.appearance.binding) {
                    ForEach(ReaderSettings.Appearance.allCases, id: \.self) { option in
                        Text(option.caseName).tag(option)
                    }
                }
            case .syncEnabled:
                Toggle(row.title, isOn: screen.syncEnabled.binding)
            case .displayName:
                VStack(alignment: .leading) {
                    TextField(row.title, text: screen.displayName.binding)
                    if let error = screen.displayName.validationError {
                        Text(error.description).font(.footnote).foregroundStyle(.red)
                    }
                }
            case .notifications:
                NavigationLink(row.title) {
                    NotificationsView(store: screen.store)
                }
            }
        }
    }
}

/// The notifications pane `ReaderSettingsView` leads to, drawn from the generated
/// `NotificationsScreen` over the same store.
public struct NotificationsView: View {
    let screen: NotificationsScreen

    public init(store: PreferenceStore<ReaderSettings>) {
        screen = NotificationsScreen(store: store)
    }

    public var body: some View {
        SettingsForm(screen: screen) { row in
            switch row.item {
            case .notificationsEnabled:
                Toggle(row.title, isOn: screen.notificationsEnabled.binding)
            case .digest:
                Picker(row.title, selection: screen.digest.binding) {
                    ForEach(ReaderSettings.Digest.allCases, id: \.self) { option in
                        Text(option.caseName).tag(option)
                    }
                }
            }
        }
    }
}
#endif
