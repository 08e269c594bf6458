/// The specifier types and keys of Settings.bundle property lists that an import knows:
/// Apple's (Settings Application Schema Reference) and InAppSettingsKit's.
///
/// A key outside this list is one the Settings app and InAppSettingsKit do not read; one
/// close to a known key is reported as misspelt, the others as not imported.
enum SpecifierVocabulary {
    enum SpecifierType: String, CaseIterable {
        case group = "PSGroupSpecifier"
        case toggle = "PSToggleSwitchSpecifier"
        case multiValue = "PSMultiValueSpecifier"
        case radioGroup = "PSRadioGroupSpecifier"
        case slider = "PSSliderSpecifier"
        case textField = "PSTextFieldSpecifier"
        case titleValue = "PSTitleValueSpecifier"
        case childPane = "PSChildPaneSpecifier"
        case button = "IASKButtonSpecifier"
        case openURL = "IASKOpenURLSpecifier"
        case mailCompose = "IASKMailComposeSpecifier"
        case textView = "IASKTextViewSpecifier"
        case customView = "IASKCustomViewSpecifier"
        case datePicker = "IASKDatePickerSpecifier"
        case listGroup = "IASKListGroupSpecifier"
    }

    /// The keys of the Settings app's schema and of InAppSettingsKit.
    static let knownKeys: Set<String> = [
        "Type", "Title", "Key", "DefaultValue", "FooterText", "Values", "Titles", "ShortTitles", "DisplaySortedByTitle",
        "TrueValue", "FalseValue", "MinimumValue", "MaximumValue", "MinimumValueImage", "MaximumValueImage", "IsSecure",
        "KeyboardType", "AutocapitalizationType", "AutocorrectionType", "File", "SupportedUserInterfaceIdioms",
        "IASKSubtitle", "IASKPlaceholder", "IASKTextAlignment", "IASKCellImage", "IASKAdjustsFontSizeToFitWidth",
        "IASKToggleStyle", "IASKQuickMultiValueSelection", "IASKChildTitle", "IASKViewControllerClass",
        "IASKViewControllerSelector", "IASKViewControllerStoryBoardFile", "IASKViewControllerStoryBoardId",
        "IASKSegueIdentifier", "IASKWebViewShowProgress", "IASKWebViewHideBottomBar", "IASKWebViewShowNavigationalButtons",
        "IASKWebViewFullscreen", "IASKMailComposeToRecipents", "IASKMailComposeCcRecipents", "IASKMailComposeBccRecipents",
        "IASKMailComposeSubject", "IASKMailComposeBody", "IASKMailComposeBodyIsHTML", "IASKTextContentType", "IASKIsCritical",
        "IconNames", "DatePickerMode", "DatePickerStyle", "MinuteInterval", "AddSpecifier", "Deletable", "ItemSpecifier",
        "IASKKeyboardType", "IASKRegex", "IASKRegexValidationMessage", "IASKSecureTextEntry",
    ]

    /// Keys every specifier may carry that say nothing a spec needs: the Settings app's
    /// choice of devices is reported like any other key not imported.
    static let typeKey = "Type"

    static func closestKnownKey(to key: String) -> String? {
        // Key names differ in case only rarely on purpose; compared as Suggestion does.
        Suggestion.closest(to: key, among: knownKeys.sorted())
    }

    static func closestType(to type: String) -> String? {
        Suggestion.closest(to: type, among: SpecifierType.allCases.map(\.rawValue))
    }

    /// `KeyboardType` values and the `keyboard` they become.
    static let keyboards: [String: String] = [
        "Alphabet": "default", "NumberPad": "number", "DecimalPad": "decimal", "NumbersAndPunctuation": "numbersAndPunctuation", "URL": "url",
        "EmailAddress": "email", "PhonePad": "phone",
    ]
    static let autocapitalizations: [String: String] = ["None": "none", "Words": "words", "Sentences": "sentences", "AllCharacters": "all"]
    static let autocorrections: [String: String] = ["No": "disabled", "Yes": "enabled", "Default": "default"]
    /// InAppSettingsKit's `DatePickerMode` values and the `mode` they become.
    static let datePickerModes: [String: String] = ["Date": "date", "Time": "time", "DateAndTime": "dateAndTime"]
    /// InAppSettingsKit's `DatePickerStyle` values and the `style` they become.
    static let datePickerStyles: [String: String] = ["Compact": "compact", "Wheels": "wheels", "Inline": "inline"]
    /// `IASKTextContentType` values and the `contentType` they become.
    static let contentTypes: [String: String] = Dictionary(
        uniqueKeysWithValues: TextFieldOptions.ContentType.allCases.map { ($0.inAppSettingsKitName, $0.rawValue) })
}
