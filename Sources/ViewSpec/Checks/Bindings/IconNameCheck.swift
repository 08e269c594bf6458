/// A row's icon names an image of the app's assets (`icon: NAME`, or `icon: {ios: NAME,
/// android: NAME}`): a name each platform can look an image up by.
struct IconNameCheck: Check {
    static let scope = CheckScope.declarations
    static let description = RuleDescription(
        id: DiagnosticID(
            code: "VS0297", name: "icon-name",
            summary: "A row's icon is empty, holds white space or control characters, names neither platform ('{}'), or names an Android drawable that is not a resource name or a reference to an image resource."),
        rationale: """
            A row's icon is an image of the app's assets, looked up by its name: on iOS an \
            asset catalogue image or an SF Symbol (InAppSettingsKit's `IASKCellImage` tries \
            `imageNamed:`, then `systemImageNamed:`), on Android a drawable resource \
            (`android:icon="@drawable/NAME"`). An empty name, or one with white space or \
            control characters, names no image on either; an icon that names neither platform \
            (`icon: {}`) says nothing. A drawable's name is its file's name in the app's \
            resources, which Android allows lower-case letters, digits and underscores alone, \
            starting with a letter (`ic_settings`), and which is a field of the app's `R` class, \
            so no Java keyword (`class`): an `android:` name of another form names no \
            drawable, and aapt rejects the exported reference. An image that is no drawable of \
            the app's by name is written as resource files reference it, under `android:` \
            alone: a launcher icon (`@mipmap/ic_launcher`), the framework's drawable \
            (`@android:drawable/ic_menu_info_details`) or a library's; a reference to \
            another type of resource is no image. (A name given for both platforms \
            that is no resource name, such as the SF Symbol `capslock.fill`, is iOS's alone: \
            the Android export leaves it out, which not-in-android-preferences reports.) The \
            names themselves are not checked against the app's assets, which the compiler \
            does not see.
            """,
        triggeringExamples: [
            RuleExample("""
                viewspec: 1
                models:
                  Settings:
                    kind: preferences
                    fields: {sound: Bool, vibrate: Bool, name: String, theme: String}
                preferences:
                  General:
                    model: Settings
                    sections:
                      - items:
                          - {toggle: sound, icon: ↓''}
                          - {toggle: vibrate, icon: ↓'speaker wave'}
                          - {textField: name, icon: ↓{}}
                          - {textField: theme, icon: {ios: paintpalette, android: ↓Ic-Theme}}
                """)
        ],
        nonTriggeringExamples: [
            RuleExample("""
                viewspec: 1
                models:
                  Settings:
                    kind: preferences
                    fields: {sound: Bool, name: String}
                preferences:
                  General:
                    model: Settings
                    sections:
                      - items:
                          - {toggle: sound, icon: ic_volume}
                          - {textField: name, icon: {ios: person.crop.circle, android: ic_person}}
                          - {link: 'https://example.org', icon: {ios: app.badge, android: '@mipmap/ic_launcher'}}
                          - {link: 'https://example.com', icon: {ios: safari}}
                """)
        ],
        corrections: [
            RuleCorrection(
                """
                viewspec: 1
                models:
                  Settings:
                    kind: preferences
                    fields: {sound: Bool, vibrate: Bool, name: String}
                preferences:
                  General:
                    model: Settings
                    sections:
                      - items:
                          - {toggle: sound, icon: ↓'ic_volume '}
                          - {textField: name, title: Name, icon: ↓{}}
                          - {toggle: vibrate, title: Vibrate, icon: ↓''}
                """,
                """
                viewspec: 1
                models:
                  Settings:
                    kind: preferences
                    fields: {sound: Bool, vibrate: Bool, name: String}
                preferences:
                  General:
                    model: Settings
                    sections:
                      - items:
                          - {toggle: sound, icon: ic_volume}
                          - {textField: name, title: Name}
                          - {toggle: vibrate, title: Vibrate}
                """)
        ],
        howToFix: """
            Write the image's name as the app's assets name it, without spaces; give the \
            Android drawable's resource name (`ic_settings`) under `android:` where it differs \
            from iOS's (`icon: {ios: gearshape, android: ic_settings}`); leave `icon` out of a \
            row that shows none.
            """)

    func run(in context: CheckContext) {
        for screen in context.declarations.preferenceScreens {
            for item in screen.items {
                guard let icon = item.icon else { continue }
                if icon.ios == nil, icon.android == nil {
                    context.report(
                        "expected 'ios', 'android' or both in a row's icon, found neither: the row shows no icon on either platform",
                        at: icon.range, fixIts: [.init("remove the empty 'icon'", replacing: icon.entryRange, with: "")])
                    continue
                }
                var judged: [Located<String>] = []
                for name in [icon.ios, icon.android].compactMap({ $0 }) where !judged.contains(where: { $0.range == name.range }) {
                    judged.append(name)
                    Self.judge(name, of: icon, in: context)
                }
                if !icon.isShared, let android = icon.android, ItemIcon.isImageName(android.value), !ItemIcon.isAndroidResourceName(android.value),
                    !ItemIcon.isAndroidImageReference(android.value)
                {
                    context.report(
                        "expected an Android drawable resource name as the row's 'android' icon (lower-case letters, digits and underscores, starting with a letter, such as ic_settings, and no Java keyword) or a reference to an image resource ('@mipmap/ic_launcher', '@android:drawable/ic_menu_info_details'), found '\(PrintableText.escaped(android.value))': it names no drawable, so the exported preference has no icon",
                        at: android.range)
                }
            }
        }
    }

    /// An empty name, or one with white space or control characters: trimmed where that
    /// leaves a name, removed where the icon is one empty name.
    private static func judge(_ name: Located<String>, of icon: ItemIcon, in context: CheckContext) {
        let text = name.value
        guard !ItemIcon.isImageName(text) else { return }
        let which = icon.isShared ? "the row's icon" : name.range == icon.ios?.range ? "the row's 'ios' icon" : "the row's 'android' icon"
        if text.isEmpty {
            context.report(
                "expected an image name as \(which), found the empty string: it names no image",
                at: name.range, fixIts: icon.isShared ? [.init("remove the empty 'icon'", replacing: icon.entryRange, with: "")] : [])
            return
        }
        let trimmed = String(text.unicodeScalars.drop { Self.isBlank($0) }.reversed().drop { Self.isBlank($0) }.reversed().map(Character.init))
        let fixIts: [Diagnostic.FixIt] = ItemIcon.isImageName(trimmed)
            ? [.init("remove the blanks around '\(PrintableText.escaped(trimmed))'", replacing: name.range, with: YAMLQuoting.scalar(trimmed))] : []
        context.report(
            "expected an image name without white space or control characters as \(which), found '\(PrintableText.escaped(text))': no asset or drawable is named so",
            at: name.range, fixIts: fixIts)
    }

    private static func isBlank(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isWhitespace || scalar.properties.generalCategory == .control
    }
}
