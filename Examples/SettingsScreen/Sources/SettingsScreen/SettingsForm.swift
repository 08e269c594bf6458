// tvOS has no sliders, so the SwiftUI forms are built everywhere else SwiftUI is.
#if canImport(SwiftUI) && !os(tvOS)
import SwiftUI
import ViewSpecRuntime

/// A generated screen as a SwiftUI form: its sections with the spec's titles and footers,
/// each row drawn by `control` and disabled while its `enabledWhen` does not hold.
///
/// The form reads the screen's sections in `body`, and the screen reads its store, which is
/// observable: SwiftUI draws the form again when a value its conditions read changes.
struct SettingsForm<Screen: FormScreen, Control: View>: View {
    let screen: Screen
    @ViewBuilder let control: (FormRow<Screen.Item>) -> Control

    var body: some View {
        Form {
            ForEach(screen.sections()) { section in
                Section {
                    ForEach(section.rows) { row in
                        control(row).disabled(!row.isEnabled)
                    }
                } header: {
                    if let title = section.title { Text(title) }
                } footer: {
                    if let footer = section.footer { Text(footer) }
                }
            }
        }
        .navigationTitle(Screen.title?.resolved() ?? "")
    }
}
#endif
