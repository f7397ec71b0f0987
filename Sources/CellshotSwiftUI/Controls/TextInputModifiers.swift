import CellshotSwiftUILayout
import Foundation

// What a text field does as someone types — its keyboard, capitalization, autocorrection, autofill, submit
// key — changes nothing in a still picture of an unfocused field: these modifiers are accepted and draw nothing
// (docs/swiftui.md, "What is not drawn").

/// How typed text is capitalized (SwiftUI's `TextInputAutocapitalization`).
public struct TextInputAutocapitalization: Sendable, Equatable {
    let kind: UITextAutocapitalizationType

    /// No capitalization.
    public static let never = TextInputAutocapitalization(kind: .none)
    /// Each word capitalized.
    public static let words = TextInputAutocapitalization(kind: .words)
    /// Each sentence capitalized.
    public static let sentences = TextInputAutocapitalization(kind: .sentences)
    /// Every character capitalized.
    public static let characters = TextInputAutocapitalization(kind: .allCharacters)

    /// The SwiftUI value of a UIKit capitalization.
    public init?(_ type: UITextAutocapitalizationType) {
        kind = type
    }

    init(kind: UITextAutocapitalizationType) {
        self.kind = kind
    }
}

/// The title of the keyboard's return key (SwiftUI's `SubmitLabel`).
public struct SubmitLabel: Sendable, Equatable {
    let name: String
    /// “Done”.
    public static let done = SubmitLabel(name: "done")
    /// “Go”.
    public static let go = SubmitLabel(name: "go")
    /// “Send”.
    public static let send = SubmitLabel(name: "send")
    /// “Join”.
    public static let join = SubmitLabel(name: "join")
    /// “Route”.
    public static let route = SubmitLabel(name: "route")
    /// A search.
    public static let search = SubmitLabel(name: "search")
    /// “Return”.
    public static let `return` = SubmitLabel(name: "return")
    /// “Next”.
    public static let next = SubmitLabel(name: "next")
    /// “Continue”.
    public static let `continue` = SubmitLabel(name: "continue")
}

/// What submits a view's text (SwiftUI's `SubmitTriggers`).
public struct SubmitTriggers: OptionSet, Sendable {
    /// The triggers' bits.
    public let rawValue: Int
    /// Triggers from their bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Text submitted from a field.
    public static let text = SubmitTriggers(rawValue: 1)
    /// A search.
    public static let search = SubmitTriggers(rawValue: 2)
}

extension View {
    /// The keyboard for the text fields in this view (draws nothing).
    public func keyboardType(_ type: UIKeyboardType) -> some View { self }

    /// How typed text is capitalized (draws nothing).
    public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View { self }

    /// How typed text is capitalized, UIKit's way (draws nothing).
    public func autocapitalization(_ style: UITextAutocapitalizationType) -> some View { self }

    /// Whether typed text is autocorrected (draws nothing).
    public func autocorrectionDisabled(_ disable: Bool = true) -> some View { self }

    /// Whether typed text is autocorrected (draws nothing).
    public func disableAutocorrection(_ disable: Bool?) -> some View { self }

    /// What the text fields hold, for autofill (draws nothing).
    public func textContentType(_ textContentType: UITextContentType?) -> some View { self }

    /// The title of the keyboard's return key (draws nothing).
    public func submitLabel(_ submitLabel: SubmitLabel) -> some View { self }

    /// An action run when text is submitted (never, in a picture).
    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View { self }
}
