import Foundation

/// The keyboard a text field shows (UIKit's `UIKeyboardType`): nobody types in a picture, so it draws nothing.
public enum UIKeyboardType: Int, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress
    case decimalPad, twitter, webSearch, asciiCapableNumberPad
}

/// How a text field capitalizes what is typed (UIKit's `UITextAutocapitalizationType`): draws nothing.
public enum UITextAutocapitalizationType: Int, Sendable {
    case none, words, sentences, allCharacters
}

/// Whether a text field corrects what is typed (UIKit's `UITextAutocorrectionType`): draws nothing.
public enum UITextAutocorrectionType: Int, Sendable {
    case `default`, no, yes
}

/// Whether a text field checks spelling (UIKit's `UITextSpellCheckingType`): draws nothing.
public enum UITextSpellCheckingType: Int, Sendable {
    case `default`, no, yes
}

/// The return key's title (UIKit's `UIReturnKeyType`): nobody types in a picture, so it draws nothing.
public enum UIReturnKeyType: Int, Sendable {
    case `default`, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`
}

/// What a text field holds, for autofill (UIKit's `UITextContentType`): draws nothing.
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
    /// The content type's name.
    public let rawValue: String
    /// A content type by name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A content type by name.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// Autofill of the kind named “name”.
    public static let name = UITextContentType("name")
    /// Autofill of the kind named “given-name”.
    public static let givenName = UITextContentType("given-name")
    /// Autofill of the kind named “family-name”.
    public static let familyName = UITextContentType("family-name")
    /// Autofill of the kind named “nickname”.
    public static let nickname = UITextContentType("nickname")
    /// Autofill of the kind named “username”.
    public static let username = UITextContentType("username")
    /// Autofill of the kind named “password”.
    public static let password = UITextContentType("password")
    /// Autofill of the kind named “new-password”.
    public static let newPassword = UITextContentType("new-password")
    /// Autofill of the kind named “one-time-code”.
    public static let oneTimeCode = UITextContentType("one-time-code")
    /// Autofill of the kind named “email”.
    public static let emailAddress = UITextContentType("email")
    /// Autofill of the kind named “tel”.
    public static let telephoneNumber = UITextContentType("tel")
    /// Autofill of the kind named “url”.
    public static let URL = UITextContentType("url")
    /// Autofill of the kind named “street-address”.
    public static let fullStreetAddress = UITextContentType("street-address")
    /// Autofill of the kind named “postal-code”.
    public static let postalCode = UITextContentType("postal-code")
    /// Autofill of the kind named “address-level2”.
    public static let addressCity = UITextContentType("address-level2")
    /// Autofill of the kind named “country-name”.
    public static let countryName = UITextContentType("country-name")
    /// Autofill of the kind named “organization”.
    public static let organizationName = UITextContentType("organization")
    /// Autofill of the kind named “organization-title”.
    public static let jobTitle = UITextContentType("organization-title")
    /// Autofill of the kind named “cc-number”.
    public static let creditCardNumber = UITextContentType("cc-number")
}
