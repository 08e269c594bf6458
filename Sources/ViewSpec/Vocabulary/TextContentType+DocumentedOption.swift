extension TextFieldOptions.ContentType: DocumentedOption {
    public var summary: String {
        switch self {
        case .name: "A person's full name."
        case .namePrefix: "A title before a name, such as Dr."
        case .givenName: "A given (first) name."
        case .middleName: "A middle name."
        case .familyName: "A family (last) name."
        case .nameSuffix: "A suffix after a name, such as Jr."
        case .nickname: "A nickname."
        case .jobTitle: "A job title."
        case .organizationName: "The name of a company or organization."
        case .location: "A place: an address, a point of interest or a city."
        case .fullStreetAddress: "A whole street address, in one field."
        case .streetAddressLine1: "The first line of a street address."
        case .streetAddressLine2: "The second line of a street address."
        case .addressCity: "A city."
        case .addressState: "A state or province."
        case .addressCityAndState: "A city and its state or province."
        case .sublocality: "A part of a city, such as a district."
        case .countryName: "A country."
        case .postalCode: "A postal code."
        case .telephoneNumber: "A telephone number."
        case .emailAddress: "An e-mail address."
        case .url: "A URL."
        case .creditCardNumber: "A credit card number."
        case .username: "A user name or account name, offered with a saved password."
        case .password: "A saved password."
        case .newPassword: "A new password, which the system may offer to make up."
        case .oneTimeCode: "A one-time code, such as one received by text message."
        }
    }
}
