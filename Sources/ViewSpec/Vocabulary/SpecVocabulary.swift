/// Every construct of the spec language (docs/spec-format.md). The decoder reads each
/// mapping as one of these, and `SpecSchema` turns them into the JSON Schema editors use.
public enum SpecVocabulary {
    /// The short forms of a field's type.
    public static let fieldTypes = [
        OptionWord("Int", "A 64-bit integer."),
        OptionWord("Float", "A floating-point number."),
        OptionWord("Bool", "true or false."),
        OptionWord("String", "Text."),
        OptionWord("Date", "A moment in time; a default is an ISO 8601 date and time in UTC, such as 2026-01-01T08:00:00Z."),
    ]
    public static let enumType = OptionWord("enum", "A closed list of cases, given in 'cases'.")
    public static let fill = OptionWord("fill", "The parent's whole bounds.")
    public static let allEdges = OptionWord("all", "Every edge.")
    public static let simpleViewKinds = [
        OptionWord("view", "A plain view (the default)."),
        OptionWord("image", "An image, named by 'image'."),
        OptionWord("text", "A label showing 'text'."),
    ]
    /// The keys of an item that name its control; an item has exactly one.
    public static let controlKeys: [Construct.Key] = [
        .init("toggle", .anyOf([.name, .construct("toggleValues")]),
              "A switch bound to a Bool field; or one storing other values of a String or Int field: {field: F, on: V, off: W}."),
        .init("slider", .name, "A slider bound to an Int or Float field; 'min', 'max' and 'step' bound it."),
        .init("stepper", .name, "A stepper bound to an Int or Float field; 'min', 'max' and 'step' bound it."),
        .init("textField", .name, "A text field bound to a String (or number) field."),
        .init("choice", .name, "One choice among an enumeration's cases or 'values', bound to the field."),
        .init("multiChoice", .name, "Several choices, bound to a multiple enumeration field."),
        .init("datePicker", .anyOf([.name, .construct("datePickerOptions")]),
              "A date, a time of day or both, picked for a Date field; or {field: F, mode: date|time|dateAndTime, minuteInterval: N, style: compact|wheels|inline}."),
        .init("value", .name, "The field's value, read-only; beside 'childPane', the field whose value the child pane's row shows."),
        .init("childPane", .anyOf([.name, .construct("externalPane")]),
              "A row opening the named preference screen, or one the app's own code makes: {external: Name}; 'value' names a field whose value the row shows beside its title."),
        .init("button", .name, "A button calling the named action."),
        .init("link", .anyOf([.string, .construct("urlLink"), .construct("localizedLink"), .construct("intentLink"), .construct("systemSettingsLink")]),
              "A row opening this URL ({url: URL, inApp: true} opens its page inside the app), or a localized one: {localized: KEY, default: URL}; or another app's or the system's screen through an Android intent: {intent: {action: A, extras: {NAME: VALUE}}}; or the app's own page in the system's settings: {systemSettings: app}."),
        .init("colorPicker", .anyOf([.name, .construct("colorPicker")]),
              "A colour well bound to a String field holding '#RRGGBB' or '#AARRGGBB' (or an Int field holding ARGB); {field: F, alpha: false} offers no opacity."),
        .init("soundPicker", .anyOf([.name, .construct("soundPicker")]),
              "A system sound picker bound to a String field holding the sound's URI ('' for silence); {field: F, sounds: notification, showDefault: B, showSilent: B}."),
        .init("custom", .anyOf([.name, .construct("customRow")]),
              "A row the app's own code draws and stores, named by the key the app finds it by; {key: K, android: org.example.ThemePreference, default: V, childPane: P} names the app's Android preference class, the value the row starts with and the pane it opens."),
    ]

    static let text = ValueShape.anyOf([.string, .construct("localizedText")])
    /// `platforms: [iOS, iPadOS]`, or one name alone. The words are offered, but any name
    /// (and an empty list) is read, for `unknown-platform` to report with the one meant.
    static let platforms: ValueShape = {
        let platform = ValueShape.anyOf([SpecPlatform.shape, .string])
        return .anyOf([platform, .sequence(of: platform)])
    }()
    static let frame = ValueShape.anyOf([.options([fill]), .construct("frame")])

    public static let file = Construct(
        "specFile", "A ViewSpec file: models, preference screens, tables, hierarchies, action sheets and animations.",
        keys: [
            .init("viewspec", .constant(1), required: true, "The format version this file is written in; 1."),
            .init("models", .anyOf([.namedMap(of: .construct("model")), .null]), "Models by name: typed fields that screens and tables bind to."),
            .init("preferences", .anyOf([.namedMap(of: .construct("preferenceScreen")), .null]), "Preference screens by name."),
            .init("tables", .anyOf([.namedMap(of: .construct("table")), .null]), "Selectable tables by name."),
            .init("hierarchies", .anyOf([.namedMap(of: .construct("hierarchy")), .null]), "Layered view hierarchies by name."),
            .init("actionSheets", .anyOf([.namedMap(of: .construct("actionSheet")), .null]),
                  "Action sheets by name: buttons bound to actions, shown from a view, a table row or a preference button."),
            .init("animations", .anyOf([.namedMap(of: .construct("animation")), .null]),
                  "2D animations by name: texts, images and hierarchy views moved by keyframes with a timing."),
            .init("urlSchemes", .sequence(of: .pattern(LinkSchemeCheck.schemePattern, example: "myapp")),
                  "URL schemes the app itself handles, which link items may open besides http, https, mailto and tel; declared for the whole project."),
        ])

    public static let model = Construct(
        "model", "Named, typed fields.",
        keys: [
            .init("kind", Model.Kind.shape, required: true, "What the model stores."),
            .init("key", .name, "The unique key field of a keyed model."),
            .init("fields", .namedMap(of: .anyOf([.options(fieldTypes), .construct("field")])), required: true,
                  "Fields by name: a type (Int, Float, Bool, String, Date), or a mapping with 'type' and constraints; at least one in a record, none ({}) in a preferences model whose screens store nothing."),
        ],
        // A preferences model may have none (`fields: {}`), a record at least one.
        nonEmptyUnless: ["fields": ("kind", Model.Kind.preferences.rawValue)])

    public static let field = Construct(
        "field", "A field with its type, default and constraints.",
        keys: [
            .init("type", .options(fieldTypes + [enumType]), required: true, "The field's type."),
            .init("cases", .anyOf([.sequence(of: .name, nonEmpty: true), .namedMap(of: .anyOf([.integer(minimum: nil), .string]), nonEmpty: true)]),
                  "An enumeration's cases: names, or names with raw values (all integers or all strings)."),
            .init("multiple", .boolean, "An enumeration field holding a set of cases."),
            .init("default", .anyOf([.scalar, .sequence(of: .scalar), .null]), "The value a new record or store starts with; valid for the type (null for an optional field)."),
            .init("min", .number, "Smallest value of a number field."),
            .init("max", .number, "Largest value of a number field."),
            .init("maxLength", .integer(minimum: 0), "Longest value of a String field, in characters."),
            .init("pattern", .string, "A regular expression a String field's value must match."),
            .init("optional", .boolean, "The field may hold no value."),
            .init("stored", .boolean, "false: a preferences field shown and edited but never written to the preference store (its value comes from elsewhere)."),
            .init("key", .string, "The key a preferences field's value is stored under (UserDefaults, Settings.bundle, SharedPreferences), when it differs from the field's name."),
            .init("list", .boolean,
                  "A preferences field holding an ordered list of values of its type (String, Int, Float or a single-choice enum), shown in a list section; 'default' is then a sequence."),
            .init("androidDefault", .string,
                  "The app's Android resource that Android's preference reads the field's default from, quoted: '@bool/NAME', '@integer/NAME', '@color/NAME', '@string/NAME' or '@array/NAME' (the framework's '@android:TYPE/NAME'). The Android export writes it as android:defaultValue; 'default' stays the value everywhere else."),
        ])

    public static let preferenceScreen = Construct(
        "preferenceScreen", "A settings screen built from its definition alone, bound to a preferences model.",
        keys: [
            .init("model", .name, required: true, "The preferences model the screen's controls bind to."),
            .init("title", text, "The screen's title."),
            .init("sections", .sequence(of: .construct("section")), required: true, "The screen's sections, in order."),
            .init("entry", .boolean, "The app opens this screen itself (an entry point)."),
            .init("strings", .string, "The strings table every localized text of the screen is looked up in (default: the table named like the screen's exported pane)."),
        ])

    public static let section = Construct(
        "section", "A group of items with an optional title and footer.",
        keys: [
            .init("id", .name, "The name the app knows the section by, to hide or find it; unique in the screen."),
            .init("title", text, "Shown above the section."),
            .init("note", text, "In place of a title, for a section that has no rows: text shown between sections."),
            .init("footer", text, "Shown below the section."),
            .init("visibleWhen", .construct("condition"), "Show the section and its rows only when every listed field has its value."),
            .init("hidden", .boolean, "Hidden until the app shows it (on a system version that has what it sets, say)."),
            .init("platforms", platforms, "The section, and its rows, exist only on these platforms; every platform without it."),
            .init("items", .anyOf([.sequence(of: .construct("preferenceItem")), .null]), "The section's rows, in order."),
            .init("list", .construct("list"), "In place of 'items': a row for each element of a list (a list field, or a list the app stores under a key), an optional row that adds one, and deletion."),
        ])

    public static let list = Construct(
        "list", "A list section's list: a row for each element, an optional last row that adds one, and whether elements can be deleted.",
        keys: [
            .init("field", .name, "A list field ('list: true') of the screen's model, whose elements the rows show and edit."),
            .init("key", .string, "In place of 'field': the key of a list the app stores and edits itself (of dictionaries, say); its rows bind no field."),
            .init("row", .construct("preferenceItem"), required: true,
                  "Each element's row: value, textField, choice, childPane, button or custom; one that binds a field binds the list field."),
            .init("add", .construct("preferenceItem"), "The last row, which adds an element: textField, choice, childPane, button or custom."),
            .init("deletable", .boolean, "The user may delete elements (swipe to delete); false without it."),
        ])

    public static let item = Construct(
        "preferenceItem", "One row: exactly one control key, and the options that control takes.",
        keys: controlKeys + [
            .init("title", text, "The row's title."),
            .init("subtitle", .anyOf([.string, .construct("localizedText"), .construct("subtitleByValue")]),
                  "A line under the row's title (a summary), localizable like the title; or a text for each value of the field, e.g. {true: On, false: Off}."),
            .init("visibleWhen", .construct("condition"), "Show the row only when every listed field has its value."),
            .init("enabledWhen", .construct("condition"), "Enable the row only when every listed field has its value."),
            .init("hidden", .boolean, "Hidden until the app shows it (on a system version that has what it sets, say)."),
            .init("platforms", platforms, "The row exists only on these platforms (and those of its section); every platform without it."),
            .init("icon", .anyOf([.string, .construct("icon")]),
                  "The picture beside the row's title: an image of the app's assets (iOS: an asset catalogue image or an SF Symbol, such as gearshape; Android: a drawable resource, such as ic_settings); or {ios: NAME, android: NAME} where the names differ."),
            .init("min", .number, "slider, stepper: smallest value."),
            .init("max", .number, "slider, stepper: largest value."),
            .init("step", .number, "slider, stepper: the step between values."),
            .init("placeholder", text, "textField: shown while empty; childPane: shown beside the title while the field 'value' names holds no value."),
            .init("secure", .boolean, "textField: hide what is typed."),
            .init("keyboard", TextFieldOptions.Keyboard.shape, "textField: the keyboard to show."),
            .init("autocapitalization", TextFieldOptions.Autocapitalization.shape, "textField: what is capitalized."),
            .init("autocorrection", TextFieldOptions.Autocorrection.shape, "textField: whether corrections are offered."),
            .init("contentType", TextFieldOptions.ContentType.shape,
                  "textField: what the field holds (a password, an e-mail address), so that the system can offer to fill it in; a String field."),
            .init("multiline", .boolean, "textField: lines of text rather than one (a text view); a String field, not secure."),
            .init("titles", .sequence(of: text),
                  "choice, multiChoice: the options' titles, parallel to 'values' or the cases; value: the title shown for each listed value (a lookup table)."),
            .init("values", .sequence(of: .scalar), "choice, multiChoice: the options' values, of the field's type; value: the values 'titles' names."),
            .init("presentation", .options(ChoiceOptions.Presentation.words + TogglePresentation.words),
                  "choice, multiChoice: how the options are shown (radio, menu); toggle: as a switch or a checkbox."),
            .init("dialogTitle", text, "choice, multiChoice: the title of the list of options, where it differs from the row's."),
            .init("footer", text, "choice, multiChoice: shown under the list of options."),
            .init("shortTitles", .sequence(of: text), "choice: a shorter title for each option, shown in the row for the chosen one; one per option."),
            .init("sortByTitle", .boolean, "choice: list the options sorted by their shown titles rather than as written."),
            .init("options", ChoiceOptions.Source.shape,
                  "choice: 'dynamic', the app supplies the options (titles and values) at run time, in place of 'values' and 'titles'; a String, Int or Float field."),
            .init("presents", .name, "button: the action sheet the button shows, acting on the screen's preferences; its row anchors it on iPad."),
            .init("detail", text, "link: a short text beside the row's title, such as the site it opens; localizable like the title."),
            .init("destructive", .boolean, "button: the action destroys something (deletes data, signs out); the row is shown in the destructive colour."),
            .init("key", .string, "button: the key an exported button is told apart by (InAppSettingsKit's Key, android:key), when it differs from the action's name; link: the key the app tells the row apart by (to hide it, say), exported as InAppSettingsKit's Key and android:key (an intent link's when it differs from the intent's action); childPane: the key the app tells the row apart by (which account of several the one screen edits), exported as the child pane's Key and android:key; any row of a list section but a custom one: the Key InAppSettingsKit is given for it (the element dictionary's entry the row shows)."),
            .init("androidClass", .string,
                  "toggle, slider, stepper, textField, choice, multiChoice: the app's subclass of the androidx preference the Android export writes for the row (org.example.app.MaterialListPreference), written as the row's element; a dotted Java class name of a top-level class."),
        ],
        exactlyOneOf: controlKeys.map(\.name), optionBeside: ["value": "childPane"])

    /// Not read through a `MappingReader`: any field name is a key.
    public static let condition = Construct(
        "condition", "Field names with the value each must have, e.g. {soundEnabled: true}.", keys: [], patternKeys: .scalar)

    /// Not read through a `MappingReader`: any value of the field is a key.
    public static let subtitleByValue = Construct(
        "subtitleByValue", "The subtitle shown while the field holds each value, e.g. {true: On, false: Off}; under `_`, the one for every other value.",
        keys: [], patternKeys: text)

    public static let externalPane = Construct(
        "externalPane", "A screen the app's own code makes, which the row opens; not one of the project's preference screens.",
        keys: [
            .init("external", .name, required: true, "The screen's name: a Swift type name, listed in the generated screen's ExternalPane for the app to make."),
            .init("opening", ExternalPane.Opening.shape, "How it is opened: InAppSettingsKit's view controller class of the name or storyboard segue of that identifier, or the Settings.bundle pane file of that name, which a build step makes."),
            .init("fragment", .string, "The Android fragment class that makes it (org.example.AboutFragment), where it is not the name itself."),
            .init("file", .string, "The file the screen is made with: a name or relative path in the app's bundle (settings_about.html), which InAppSettingsKit passes to the class's initWithFile:specifier: and an Android fragment gets as its 'file' argument."),
            .init("selector", .string,
                  "The initializer of two arguments InAppSettingsKit makes the view controller class with, passing it the file (or none) and the row (initWithFile:specifier:); without it, a class given a file is made with initWithFile:specifier: and one without with init."),
        ])

    public static let urlLink = Construct(
        "urlLink", "A row opening a URL, written long to say how its page opens.",
        keys: [
            .init("url", .string, required: true, "The URL, as a link's short form writes it."),
            .init("inApp", .boolean, "Open the page inside the app (a web view) rather than in the browser (the default: false)."),
        ])

    public static let localizedLink = Construct(
        "localizedLink", "A row opening a URL each language may replace.",
        keys: [
            .init("localized", .string, required: true, "The localization key of the URL."),
            .init("default", .string, required: true, "The URL a language without a translation opens; checked as any link's URL."),
            .init("inApp", .boolean, "Open the page inside the app (a web view) rather than in the browser (the default: false)."),
        ])

    public static let intentLink = Construct(
        "intentLink", "A row opening another app's or the system's screen through an Android intent, not a URL.",
        keys: [
            .init("intent", .construct("intent"), required: true, "The Android intent the row starts: its action or class, data and extras."),
        ])

    public static let systemSettingsLink = Construct(
        "systemSettingsLink", "A row opening a page of the system's settings, not a URL.",
        keys: [
            .init("systemSettings", SystemSettingsPage.shape, required: true, "The page: 'app', the app's own page (iOS's Settings app, Android's application details)."),
        ])

    public static let intent = Construct(
        "intent", "An Android intent: an action or an activity class (at least one), with the data, type and extras it carries.",
        keys: [
            .init("action", .string, "The intent's action (android.settings.APP_NOTIFICATION_SETTINGS)."),
            .init("data", .string, "The URI the intent acts on (package:com.example.app, market://details?id=com.example.app)."),
            .init("targetPackage", .string, "The package of the activity the intent starts."),
            .init("targetClass", .string, "The class of the activity the intent starts (com.example.app.AboutActivity)."),
            .init("mimeType", .string, "The MIME type of the intent's data."),
            .init("extras", .namedMap(of: .scalar), "The intent's extras: each name with its value, a string, number or boolean."),
        ])

    public static let toggleValues = Construct(
        "toggleValues", "A switch that stores other values than true and false: one while on, another while off.",
        keys: [
            .init("field", .name, required: true, "The String or Int field the switch binds."),
            .init("on", .scalar, required: true, "What the field holds while the switch is on; of the field's type."),
            .init("off", .scalar, required: true, "What the field holds while the switch is off; of the field's type, not the same as 'on'."),
        ])

    public static let colorPicker = Construct(
        "colorPicker", "A colour well: the field it binds and whether it offers opacity.",
        keys: [
            .init("field", .name, required: true, "The String field ('#RRGGBB' or '#AARRGGBB') or Int field (ARGB) the colour is stored in."),
            .init("alpha", .boolean, "Offer opacity as well as the colour (the default: true); false stores '#RRGGBB' in a String field."),
        ])

    public static let soundPicker = Construct(
        "soundPicker", "A system sound picker: the field it binds and the sounds it lists.",
        keys: [
            .init("field", .name, required: true, "The String field the chosen sound's URI is stored in; '' is silence."),
            .init("sounds", SoundKind.shape, "Which sounds are listed (the default: ringtone)."),
            .init("showDefault", .boolean, "List the system's default sound first (the default: true)."),
            .init("showSilent", .boolean, "List silence, stored as '' (the default: true)."),
        ])

    public static let customRow = Construct(
        "customRow", "A row the app's own code draws and stores: its key, the app's Android preference class, the value it starts with and the pane it opens.",
        keys: [
            .init("key", .name,
                  "The key the app finds the row by (InAppSettingsKit's Key, android:key); one row per key in a screen. Required but in a list section's row, which the app finds by the list's key and the element's index."),
            .init("android", .string,
                  "The app's preference class the Android export writes as the row's element: a dotted Java class name of a top-level class."),
            .init("default", .scalar, "The value the app's row starts with, exported as InAppSettingsKit's DefaultValue and android:defaultValue."),
            .init("androidDefault", .string,
                  "The app's Android resource the row's preference reads its default from, quoted ('@string/NAME'), exported as android:defaultValue in place of 'default'."),
            .init("childPane", .anyOf([.name, .construct("externalPane")]),
                  "The pane the row opens when tapped, written as a child pane's: a preference screen's name, or a screen the app's own code makes: {external: Name}."),
        ])

    public static let icon = Construct(
        "icon", "A row's picture named for each platform, where the names differ; a platform left out shows no icon.",
        keys: [
            .init("ios", .string, "The image on iOS: an asset catalogue image or an SF Symbol (capslock.fill), exported as InAppSettingsKit's IASKCellImage."),
            .init("android", .string, "The drawable resource on Android (ic_settings: lower-case letters, digits and underscores), exported as android:icon=\"@drawable/NAME\"."),
        ])

    public static let datePickerOptions = Construct(
        "datePickerOptions", "A date picker that says what it picks and how it is drawn.",
        keys: [
            .init("field", .name, required: true, "The Date field the picker binds."),
            .init("mode", DatePickerOptions.Mode.shape, "What is picked: a date, a time of day, or both (the default)."),
            .init("minuteInterval", .integer(minimum: 1), "The step between the minutes offered: a divisor of 60 from 1 (the default) to 30."),
            .init("style", DatePickerOptions.Style.shape, "How the picker is drawn, where the platform offers a choice (iOS); the platform's own by default."),
        ])

    public static let localizedText = Construct(
        "localizedText", "Text looked up by key in the app's localizations.",
        keys: [
            .init("localized", .string, required: true, "The localization key."),
            .init("default", .string, "The text when the key has no translation."),
        ])

    public static let table = Construct(
        "table", "A list the user selects rows from, with the selection kept in the model.",
        keys: [
            .init("model", .name, "The record or keyed model whose records are the rows (with 'display')."),
            .init("strings", .sequence(of: .string), "The rows, when the table lists fixed strings instead of a model."),
            .init("display", .name, "The String field each row shows, for a table bound to a model."),
            .init("selection", .anyOf([SelectableTable.Selection.Mode.shape, .construct("selection")]),
                  "How rows are selected: a mode, or a mapping with 'mode' and limits."),
            .init("accessory", SelectableTable.Accessory.shape, "What each row shows at its end."),
            .init("sortBy", .name, "The field rows are sorted by (not a Bool field)."),
            .init("reorderable", .boolean, "Rows can be moved by index."),
            .init("onReload", SelectableTable.ReloadPolicy.shape, "What a reload does to the selection."),
            .init("hooks", .construct("hooks"), "App code run after the table's own work."),
            .init("frame", frame, "Where the table is placed: 'fill' or {x, y, width, height}."),
            .init("presents", .name, "The action sheet a tap on a row shows, acting on that row's record."),
            .init("anchor", frame, "Where on the tapped row an iPad points the sheet's popover: 'fill' (the whole row) or {x, y, width, height} in the row's coordinates; required with 'presents'."),
        ])

    public static let selection = Construct(
        "selection", "The selection mode and its limits.",
        keys: [
            .init("mode", SelectableTable.Selection.Mode.shape, required: true, "How many rows can be selected."),
            .init("min", .integer(minimum: 0), "Fewest rows selected."),
            .init("max", .integer(minimum: 0), "Most rows selected."),
            .init("atMax", SelectableTable.Selection.AtMaximum.shape, "What a tap does once 'max' rows are selected."),
            .init("initial", .sequence(of: .integer(minimum: 0)), "Indexes of the rows selected at first."),
            .init("programmaticSelectionFiresHooks", .boolean, "Selecting rows from code runs didSelect and didDeselect too."),
        ])

    public static let hooks = Construct(
        "hooks", "Names of app functions the table calls last, after its own work.",
        keys: [
            .init("editCell", .name, "Customizes a cell after the table has set it up."),
            .init("didSelect", .name, "Runs after a row was selected."),
            .init("didDeselect", .name, "Runs after a row was deselected."),
        ])

    public static let frameConstruct = Construct(
        "frame", "A rectangle in the parent's coordinates, in points.",
        keys: [
            .init("x", .number, "Left edge; 0 when absent."),
            .init("y", .number, "Top edge; 0 when absent."),
            .init("width", .number, required: true, "Width."),
            .init("height", .number, required: true, "Height."),
        ])

    public static let hierarchy = Construct(
        "hierarchy", "Views in numbered layers: the layer alone decides which view is above another.",
        keys: [
            .init("layers", .sequence(of: .name), required: true, "Layer names, from the back to the front."),
            .init("views", .anyOf([.sequence(of: .construct("view")), .null]), "The views, in any order."),
        ])

    public static let view = Construct(
        "view", "One view of a hierarchy.",
        keys: [
            .init("id", .name, required: true, "The view's name, unique in its hierarchy."),
            .init("kind", .anyOf([.options(simpleViewKinds), .construct("viewReference")]),
                  "view, image, text, or {table: Name}, {preferences: Name}, {hierarchy: Name}."),
            .init("image", .string, "kind image: the image's name."),
            .init("text", text, "kind text: the text shown."),
            .init("layer", .name, required: true, "The layer the view is in."),
            .init("frame", frame, required: true, "Where the view is: 'fill' or {x, y, width, height}."),
            .init("border", .construct("border"), "Borders on chosen edges."),
            .init("hidden", .boolean, "The view is not shown."),
            .init("interactive", .boolean, "The view receives touches (true by default)."),
            .init("presents", .name, "The action sheet a tap on the view shows."),
            .init("anchor", frame, "Where on the view an iPad points the sheet's popover: 'fill' (the whole view) or {x, y, width, height} in the view's coordinates; required with 'presents'."),
        ])

    /// Read by hand (a one-key mapping), described here for the schema.
    public static let viewReference = Construct(
        "viewReference", "A view showing a table, a preference screen or a hierarchy declared elsewhere.",
        keys: [
            .init("table", .name, "The table shown."),
            .init("preferences", .name, "The preference screen shown."),
            .init("hierarchy", .name, "The hierarchy shown."),
        ],
        exactlyOneOf: ["table", "preferences", "hierarchy"])

    public static let border = Construct(
        "border", "Borders on chosen edges, with a colour and width.",
        keys: [
            .init("edges", .anyOf([.options([allEdges]), Border.Edge.shape, .sequence(of: Border.Edge.shape)]), "'all' (the default), one edge or a list of edges."),
            .init("width", .number, "Line width in points; 1 when absent."),
            .init("color", .string, required: true, "'#RRGGBB' or '#RRGGBBAA' (checked by invalid-color, VS0244)."),
        ])

    public static let actionSheet = Construct(
        "actionSheet", "Buttons shown over the screen, each calling an action with the sheet's target.",
        keys: [
            .init("title", text, "Shown above the buttons."),
            .init("message", text, "Shown under the title."),
            .init("target", .name, "The model the actions act on: the preferences object, or the record of the tapped row."),
            .init("buttons", .sequence(of: .construct("sheetButton")), required: true, "The buttons, in the order written; at least one."),
        ])

    public static let sheetButton = Construct(
        "sheetButton", "One button of an action sheet.",
        keys: [
            .init("title", text, required: true, "The button's title."),
            .init("role", ActionSheet.Button.Role.shape, "How the button is shown and where the platform places it."),
            .init("action", .name, required: true, "The handler method choosing the button calls; unique in its sheet."),
        ])

    /// How many times something plays: a number, or `infinite`.
    static let iterations = ValueShape.anyOf([
        .number, .options([OptionWord("infinite", "Plays forever, until cancelled.")]),
    ])

    /// A timing function: a word, `cubicBezier(x1, y1, x2, y2)` or `steps(n)`. The numbers
    /// are judged by the checks, which say what is wrong with them.
    static let easing = ValueShape.anyOf([
        .options([
            OptionWord("linear", "Constant speed."),
            OptionWord("ease", "Starts quickly and slows down: cubicBezier(0.25, 0.1, 0.25, 1)."),
            OptionWord("easeIn", "Starts slowly: cubicBezier(0.42, 0, 1, 1)."),
            OptionWord("easeOut", "Ends slowly: cubicBezier(0, 0, 0.58, 1)."),
            OptionWord("easeInOut", "Starts and ends slowly: cubicBezier(0.42, 0, 0.58, 1)."),
        ]),
        .pattern(#"^cubicBezier\(\s*[-+.0-9eE]+\s*(,\s*[-+.0-9eE]+\s*){3}\)$"#, example: "cubicBezier(0.25, 0.1, 0.25, 1)"),
        .pattern(#"^steps\(\s*[-+]?[0-9]+\s*\)$"#, example: "steps(4)"),
    ])

    public static let animation = Construct(
        "animation", "Elements moved by tracks of keyframes, played together as one group.",
        keys: [
            .init("hierarchy", .name, "The hierarchy whose views the 'view' elements animate."),
            .init("iterations", iterations, "How many times the whole group plays (1 by default); each time starts when every track of the previous one has ended."),
            .init("elements", .namedMap(of: .construct("animationElement")), required: true, "What the tracks move, by name: a text, an image or a view of the hierarchy."),
            .init("tracks", .namedMap(of: .construct("animationTrack")), required: true, "The motions, by name; each moves one element."),
        ])

    public static let animationElement = Construct(
        "animationElement", "One thing an animation moves.",
        keys: [
            .init("text", text, "A text, drawn in 'size' and 'color'."),
            .init("size", .number, "text: the size of the text in points; 24 by default."),
            .init("color", .string, "text: '#RRGGBB' or '#RRGGBBAA'; black by default."),
            .init("image", .name, "An image of the app, by name."),
            .init("view", .name, "A view of the animation's hierarchy, by id."),
        ],
        exactlyOneOf: ["text", "image", "view"])

    public static let animationTrack = Construct(
        "animationTrack", "One element's motion: keyframes played with a timing (the Web Animations model).",
        keys: [
            .init("element", .name, required: true, "The element the track moves."),
            .init("after", .name, "A track of the same animation whose end starts this one; without it the track starts with the group."),
            .init("offset", .number, "Seconds from the start of the group (or the end of 'after') to the start of the track; 0 by default."),
            .init("duration", .number, required: true, "Seconds one iteration takes; above zero."),
            .init("delay", .number, "Seconds before the first iteration, within the track's own timing; 0 by default."),
            .init("iterations", iterations, "How many times the keyframes play (1 by default); fractions play part of the last iteration."),
            .init("direction", AnimationTiming.Direction.shape, "Which way each iteration plays."),
            .init("fill", AnimationTiming.Fill.shape, "Whether the element shows the track's values before it starts and after it ends."),
            .init("easing", easing, "The timing function applied to each iteration as a whole; linear by default."),
            .init("from", .construct("animationKeyframe"), "The values at the start of each iteration; with 'to', instead of 'keyframes'."),
            .init("to", .construct("animationKeyframe"), "The values at the end of each iteration."),
            .init("keyframes", .sequence(of: .construct("animationKeyframe")), "Values at offsets 0 to 1 of each iteration, in order; at least two."),
        ])

    public static let animationKeyframe = Construct(
        "animationKeyframe", "The values of an element's properties at one point of an iteration; a property not given follows the keyframes that give it.",
        keys: [
            .init("offset", .number, "keyframes: where in the iteration (0 to 1) the values hold; spaced evenly between written offsets when not given."),
            .init("easing", easing, "keyframes: the timing function from this keyframe to the next; linear by default."),
            .init("x", .number, "Points the element moves right; x and y are one translation, so a keyframe giving one gives the other as 0."),
            .init("y", .number, "Points the element moves down."),
            .init("scale", .number, "1 is the element's own size (the default)."),
            .init("rotation", .anyOf([.pattern(#"^[-+]?[0-9.]+([eE][-+]?[0-9]+)?\s*(deg|rad)$"#, example: "90deg"), .number]),
                  "Clockwise, with its unit: '90deg' or '1.5rad'; a bare number is reported (rotation-without-unit)."),
            .init("opacity", .number, "0 (transparent) to 1 (opaque, the default)."),
        ])

    /// Every construct, the file first.
    public static let constructs = [
        file, model, field, preferenceScreen, section, list, item, condition, subtitleByValue, externalPane, urlLink, localizedLink, intentLink, systemSettingsLink, intent, toggleValues, colorPicker, soundPicker, datePickerOptions, customRow, icon, localizedText, table, selection, hooks, frameConstruct,
        hierarchy, view, viewReference, border, actionSheet, sheetButton, animation, animationElement, animationTrack,
        animationKeyframe,
    ]
}
