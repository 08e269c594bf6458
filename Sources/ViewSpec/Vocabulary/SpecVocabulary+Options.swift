// What each option word of the spec language means: the decoder accepts exactly these
// cases, and the schema offers them with these descriptions.

extension Model.Kind: DocumentedOption {
    public var summary: String {
        switch self {
        case .preferences: "One settings object, stored as a preference store."
        case .record: "An ordered list of records (the original record card)."
        case .keyed: "Records with a unique key field (name it with 'key')."
        }
    }
}

extension SelectableTable.Accessory: DocumentedOption {
    public var summary: String {
        switch self {
        case .none: "No accessory."
        case .checkmark: "A checkmark on selected rows, and no grey highlight."
        case .disclosure: "A disclosure indicator on every row."
        case .detail: "A detail button on every row."
        }
    }
}

extension SelectableTable.ReloadPolicy: DocumentedOption {
    public var summary: String {
        switch self {
        case .resetSelection: "A reload clears the selection and every checkmark (the default)."
        case .keepSelection: "A reload keeps the selected rows that still exist."
        }
    }
}

extension SelectableTable.Selection.Mode: DocumentedOption {
    public var summary: String {
        switch self {
        case .none: "Rows cannot be selected."
        case .single: "At most one row is selected (the default)."
        case .multiple: "Any number of rows, within 'min' and 'max'."
        }
    }
}

extension SelectableTable.Selection.AtMaximum: DocumentedOption {
    public var summary: String {
        switch self {
        case .reject: "A tap on another row does nothing once 'max' rows are selected (the default)."
        case .disableOthers: "Unselected rows are shown disabled once 'max' rows are selected."
        }
    }
}

extension TextFieldOptions.Keyboard: DocumentedOption {
    public var summary: String {
        switch self {
        case .default: "The standard keyboard."
        case .number: "Digits only."
        case .decimal: "Digits and a decimal separator."
        case .numbersAndPunctuation: "Digits and punctuation: a minus sign, a point, a dash (a negative number, a port range)."
        case .email: "A keyboard for e-mail addresses."
        case .url: "A keyboard for URLs."
        case .phone: "A phone pad."
        }
    }
}

extension TextFieldOptions.Autocapitalization: DocumentedOption {
    public var summary: String {
        switch self {
        case .none: "Nothing is capitalized."
        case .words: "The first letter of every word."
        case .sentences: "The first letter of every sentence."
        case .all: "Every letter."
        }
    }
}

extension TextFieldOptions.Autocorrection: DocumentedOption {
    public var summary: String {
        switch self {
        case .default: "The platform's default."
        case .enabled: "Corrections are offered."
        case .disabled: "No corrections (for codes, user names, addresses)."
        }
    }
}

extension ChoiceOptions.Presentation: DocumentedOption {
    public var summary: String {
        switch self {
        case .radio: "Every option visible in the screen, with a checkmark on the chosen ones."
        case .menu: "A row showing the current choice that opens the list (the default)."
        }
    }
}

extension TogglePresentation: DocumentedOption {
    public var summary: String {
        switch self {
        case .switch: "A switch (the default)."
        case .checkbox: "A checkbox, where the platform has one (Android's CheckBoxPreference); a switch elsewhere."
        }
    }
}

extension SystemSettingsPage: DocumentedOption {
    public var summary: String {
        switch self {
        case .app: "The app's own page: its page in the Settings app on iOS, its application details on Android."
        }
    }
}

extension DatePickerOptions.Mode: DocumentedOption {
    public var summary: String {
        switch self {
        case .date: "A day: year, month and day."
        case .time: "A time of day: hours and minutes."
        case .dateAndTime: "A day and a time of day (the default)."
        }
    }
}

extension DatePickerOptions.Style: DocumentedOption {
    public var summary: String {
        switch self {
        case .compact: "A short row that opens the picker when tapped."
        case .wheels: "Spinning wheels, one for each part."
        case .inline: "A calendar or clock shown in the row itself."
        }
    }
}

extension ChoiceOptions.Source: DocumentedOption {
    public var summary: String {
        switch self {
        case .dynamic: "The app supplies the options, titles and values, at run time; the spec lists none."
        }
    }
}

extension ExternalPane.Opening: DocumentedOption {
    public var summary: String {
        switch self {
        case .viewController: "InAppSettingsKit makes the view controller class the name names (the default)."
        case .segue: "InAppSettingsKit performs the storyboard segue of that identifier."
        case .file: "The Settings.bundle pane file of that name, made when the app is built (a list of licences, say); the Settings app opens it too."
        }
    }
}

extension Border.Edge: DocumentedOption {
    public var summary: String {
        switch self {
        case .top: "The top edge."
        case .bottom: "The bottom edge."
        case .left: "The left edge."
        case .right: "The right edge."
        }
    }
}

extension ActionSheet.Button.Role: DocumentedOption {
    public var summary: String {
        switch self {
        case .default: "An ordinary action (the default)."
        case .destructive: "An action that deletes or discards, shown in red."
        case .cancel: "Dismisses the sheet; shown last and apart on iPhone, and not at all in an iPad popover, where a tap outside cancels."
        }
    }
}

extension AnimationTiming.Direction: DocumentedOption {
    public var summary: String {
        switch self {
        case .normal: "Every iteration plays from the first keyframe to the last (the default)."
        case .reverse: "Every iteration plays from the last keyframe to the first."
        case .alternate: "Odd iterations play forwards, even ones backwards."
        case .alternateReverse: "Odd iterations play backwards, even ones forwards."
        }
    }
}

extension AnimationTiming.Fill: DocumentedOption {
    public var summary: String {
        switch self {
        case .none: "The track acts only while it plays (the default); before and after, the element shows its own values."
        case .forwards: "After the track ends, the element keeps its last values."
        case .backwards: "During the delay, the element already shows its first values."
        case .both: "Both forwards and backwards."
        }
    }
}

extension SpecPlatform: DocumentedOption {
    public var summary: String {
        switch self {
        case .iOS: "iPhone and iPod touch."
        case .iPadOS: "iPad."
        case .macOS: "Mac, an iPad app running on a Mac included."
        case .visionOS: "Apple Vision (xrOS in its SDK)."
        case .tvOS: "Apple TV."
        case .watchOS: "Apple Watch."
        case .android: "Android."
        }
    }
}

extension SoundKind: DocumentedOption {
    public var summary: String {
        switch self {
        case .ringtone: "Ringtones (the default)."
        case .notification: "Notification sounds."
        case .alarm: "Alarm sounds."
        case .all: "Every sound: ringtones, notification and alarm sounds."
        }
    }
}
