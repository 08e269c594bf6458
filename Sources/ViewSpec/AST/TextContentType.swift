extension TextFieldOptions {
    /// What a text field holds, for the platform's autofill: UIKit's `UITextContentType`s,
    /// as InAppSettingsKit names them (`IASKTextContentType`), most with an Android
    /// autofill hint.
    public enum ContentType: String, Sendable, CaseIterable {
        case name, namePrefix, givenName, middleName, familyName, nameSuffix, nickname
        case jobTitle, organizationName
        case location, fullStreetAddress, streetAddressLine1, streetAddressLine2, addressCity, addressState, addressCityAndState
        case sublocality, countryName, postalCode
        case telephoneNumber, emailAddress, url
        case creditCardNumber
        case username, password, newPassword, oneTimeCode

        /// The `IASKTextContentType` value: the case's name with a capital, `URL` for `url`.
        public var inAppSettingsKitName: String {
            switch self {
            case .url: "URL"
            default: rawValue.prefix(1).uppercased() + rawValue.dropFirst()
            }
        }

        /// The Android autofill hint (androidx.autofill's `HintConstants`) that means the
        /// same; nil where Android has none.
        public var androidAutofillHint: String? {
            switch self {
            case .name: "personName"
            case .namePrefix: "personNamePrefix"
            case .givenName: "personGivenName"
            case .middleName: "personMiddleName"
            case .familyName: "personFamilyName"
            case .nameSuffix: "personNameSuffix"
            case .fullStreetAddress: "postalAddress"
            case .streetAddressLine1: "streetAddress"
            case .streetAddressLine2: "extendedAddress"
            case .addressCity: "addressLocality"
            case .addressState: "addressRegion"
            case .countryName: "addressCountry"
            case .postalCode: "postalCode"
            case .telephoneNumber: "phoneNumber"
            case .emailAddress: "emailAddress"
            case .creditCardNumber: "creditCardNumber"
            case .username: "username"
            case .password: "password"
            case .newPassword: "newPassword"
            case .oneTimeCode: "smsOTPCode"
            case .nickname, .jobTitle, .organizationName, .location, .addressCityAndState, .sublocality, .url: nil
            }
        }

        /// The content type an Android autofill hint names, the framework's older spellings
        /// (`phone`, `name`) included.
        static func fromAndroidAutofillHint(_ hint: String) -> ContentType? {
            if let match = allCases.first(where: { $0.androidAutofillHint == hint }) { return match }
            switch hint {
            case "name": return .name
            case "phone": return .telephoneNumber
            case "postalAddress": return .fullStreetAddress
            default: return nil
            }
        }
    }
}
