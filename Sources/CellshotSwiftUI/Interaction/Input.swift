/// Keyboard and input modifiers: they shape the keyboard and focus, which a still picture does not show, so
/// each is accepted and changes nothing drawn.
extension View {
    /// The keyboard a text field shows.
    public func keyboardType(_ type: UIKeyboardType) -> some View { modifier(EmptyModifier()) }
    /// How a text field capitalises.
    public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View {
        modifier(EmptyModifier())
    }
    /// How a text field capitalises (iOS 13's form).
    public func autocapitalization(_ style: UITextAutocapitalizationType) -> some View { modifier(EmptyModifier()) }
    /// Whether a text field corrects spelling.
    public func autocorrectionDisabled(_ disable: Bool = true) -> some View { modifier(EmptyModifier()) }
    /// Whether a text field corrects spelling (iOS 13's form).
    public func disableAutocorrection(_ disable: Bool?) -> some View { modifier(EmptyModifier()) }
    /// The return key's label.
    public func submitLabel(_ submitLabel: SubmitLabel) -> some View { modifier(EmptyModifier()) }
    /// How scrolling dismisses the keyboard.
    public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View { modifier(EmptyModifier()) }
    /// A hardware keyboard shortcut.
    public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some View {
        modifier(EmptyModifier())
    }
    /// A hardware keyboard shortcut.
    public func keyboardShortcut(_ shortcut: KeyboardShortcut) -> some View { modifier(EmptyModifier()) }
    /// Binds the view's focus to a Boolean focus state.
    public func focused(_ condition: FocusState<Bool>.Binding) -> some View { modifier(EmptyModifier()) }
    /// Binds the view's focus to a focus state's value.
    public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View {
        modifier(EmptyModifier())
    }
    /// Whether the view can take focus.
    public func focusable(_ isFocusable: Bool = true) -> some View { modifier(EmptyModifier()) }
    /// Haptic feedback when a value changes: not felt in a picture.
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View { modifier(EmptyModifier()) }
    /// A tooltip (macOS, iPadOS pointer): not drawn.
    public func help(_ text: Text) -> some View { modifier(EmptyModifier()) }
    /// A tooltip: not drawn.
    public func help(_ textKey: LocalizedStringKey) -> some View { modifier(EmptyModifier()) }
    /// A tooltip: not drawn.
    @_disfavoredOverload
    public func help<S: StringProtocol>(_ text: S) -> some View { modifier(EmptyModifier()) }
    /// The pointer's hover effect (iPadOS): not drawn.
    public func hoverEffect(_ effect: HoverEffect = .automatic, isEnabled: Bool = true) -> some View { modifier(EmptyModifier()) }
    /// An action as the pointer enters and leaves: never in a picture.
    public func onHover(perform action: @escaping (Bool) -> Void) -> some View { modifier(EmptyModifier()) }
    /// Whether the view takes touches: a picture is not touched.
    public func allowsHitTesting(_ enabled: Bool) -> some View { modifier(EmptyModifier()) }
    /// The shape that takes touches: not drawn.
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View { modifier(EmptyModifier()) }
    /// The shape of a kind of interaction (hover, context menu preview, drag preview): not drawn.
    public func contentShape<S: Shape>(_ kind: ContentShapeKinds, _ shape: S, eoFill: Bool = false) -> some View {
        modifier(EmptyModifier())
    }
    /// A context menu: shown on a long press, never in a picture.
    public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View { modifier(EmptyModifier()) }
    /// A context menu with a preview: never shown in a picture.
    public func contextMenu<M: View, P: View>(@ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P) -> some View {
        modifier(EmptyModifier())
    }
    /// Swipe actions of a list row: revealed by a swipe, never in a picture.
    public func swipeActions<T: View>(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true,
                                      @ViewBuilder content: () -> T) -> some View {
        modifier(EmptyModifier())
    }
    /// An animation for changes of `value`: a picture shows where an animation ends.
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View { modifier(EmptyModifier()) }
    /// An animation for every change (deprecated in iOS 15): a picture shows where it ends.
    public func animation(_ animation: Animation?) -> some View { modifier(EmptyModifier()) }
    /// How the view comes and goes: a picture shows it present.
    public func transition(_ transition: AnyTransition) -> some View { modifier(EmptyModifier()) }
    /// Changes in a transaction: nothing animates in a picture.
    public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View { modifier(EmptyModifier()) }
    /// A view matched with another across a change: a picture shows the view where its own layout puts it.
    public func matchedGeometryEffect<ID: Hashable>(id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame,
                                                    anchor: UnitPoint = .center, isSource: Bool = true) -> some View {
        modifier(EmptyModifier())
    }
}

/// The keyboard a text field shows (UIKit's `UIKeyboardType`, which SwiftUI's `keyboardType(_:)` takes).
public enum UIKeyboardType: Int, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress,
         decimalPad, twitter, webSearch, asciiCapableNumberPad
}

/// How a text field capitalises (UIKit's `UITextAutocapitalizationType`, iOS 13's `autocapitalization(_:)`).
public enum UITextAutocapitalizationType: Int, Sendable {
    case none, words, sentences, allCharacters
}

/// How a text field capitalises (SwiftUI's `TextInputAutocapitalization`).
public struct TextInputAutocapitalization: Sendable {
    let style: UITextAutocapitalizationType
    public static let never = TextInputAutocapitalization(style: .none)
    public static let words = TextInputAutocapitalization(style: .words)
    public static let sentences = TextInputAutocapitalization(style: .sentences)
    public static let characters = TextInputAutocapitalization(style: .allCharacters)

    /// The SwiftUI value of a UIKit capitalization.
    public init?(_ type: UITextAutocapitalizationType) { style = type }

    init(style: UITextAutocapitalizationType) { self.style = style }
}

/// The return key's label (SwiftUI's `SubmitLabel`).
public struct SubmitLabel: Sendable {
    let name: String
    public static let done = SubmitLabel(name: "done")
    public static let go = SubmitLabel(name: "go")
    public static let send = SubmitLabel(name: "send")
    public static let join = SubmitLabel(name: "join")
    public static let route = SubmitLabel(name: "route")
    public static let search = SubmitLabel(name: "search")
    public static let `return` = SubmitLabel(name: "return")
    public static let next = SubmitLabel(name: "next")
    public static let `continue` = SubmitLabel(name: "continue")
}

/// How scrolling dismisses the keyboard (SwiftUI's `ScrollDismissesKeyboardMode`).
public struct ScrollDismissesKeyboardMode: Sendable {
    let name: String
    public static let automatic = ScrollDismissesKeyboardMode(name: "automatic")
    public static let immediately = ScrollDismissesKeyboardMode(name: "immediately")
    public static let interactively = ScrollDismissesKeyboardMode(name: "interactively")
    public static let never = ScrollDismissesKeyboardMode(name: "never")
}

/// A key of a keyboard shortcut (SwiftUI's `KeyEquivalent`).
public struct KeyEquivalent: Hashable, Sendable, ExpressibleByExtendedGraphemeClusterLiteral {
    public var character: Character
    public init(_ character: Character) { self.character = character }
    public init(extendedGraphemeClusterLiteral value: Character) { character = value }
    public static let `return` = KeyEquivalent("\r")
    public static let escape = KeyEquivalent("\u{1B}")
    public static let delete = KeyEquivalent("\u{8}")
    public static let tab = KeyEquivalent("\t")
    public static let space = KeyEquivalent(" ")
    public static let upArrow = KeyEquivalent("\u{F700}")
    public static let downArrow = KeyEquivalent("\u{F701}")
    public static let leftArrow = KeyEquivalent("\u{F702}")
    public static let rightArrow = KeyEquivalent("\u{F703}")
}

/// Modifier keys (SwiftUI's `EventModifiers`).
public struct EventModifiers: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let capsLock = EventModifiers(rawValue: 1)
    public static let shift = EventModifiers(rawValue: 2)
    public static let control = EventModifiers(rawValue: 4)
    public static let option = EventModifiers(rawValue: 8)
    public static let command = EventModifiers(rawValue: 16)
    public static let numericPad = EventModifiers(rawValue: 32)
    public static let all = EventModifiers(rawValue: 63)
}

/// A keyboard shortcut (SwiftUI's `KeyboardShortcut`).
public struct KeyboardShortcut: Hashable, Sendable {
    public var key: KeyEquivalent
    public var modifiers: EventModifiers
    public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command) {
        self.key = key
        self.modifiers = modifiers
    }
    public static let defaultAction = KeyboardShortcut(.return, modifiers: [])
    public static let cancelAction = KeyboardShortcut(.escape, modifiers: [])
}

/// Haptic feedback (SwiftUI's `SensoryFeedback`).
public struct SensoryFeedback: Hashable, Sendable {
    let name: String
    public static let success = SensoryFeedback(name: "success")
    public static let warning = SensoryFeedback(name: "warning")
    public static let error = SensoryFeedback(name: "error")
    public static let selection = SensoryFeedback(name: "selection")
    public static let increase = SensoryFeedback(name: "increase")
    public static let decrease = SensoryFeedback(name: "decrease")
    public static let start = SensoryFeedback(name: "start")
    public static let stop = SensoryFeedback(name: "stop")
    public static let alignment = SensoryFeedback(name: "alignment")
    public static let levelChange = SensoryFeedback(name: "levelChange")
    public static let impact = SensoryFeedback(name: "impact")
    public static func impact(weight: Weight = .medium, intensity: Double = 1) -> SensoryFeedback { .impact }
    public static func impact(flexibility: Flexibility, intensity: Double = 1) -> SensoryFeedback { .impact }

    /// An impact's weight.
    public struct Weight: Hashable, Sendable {
        let name: String
        public static let light = Weight(name: "light")
        public static let medium = Weight(name: "medium")
        public static let heavy = Weight(name: "heavy")
    }

    /// An impact's flexibility.
    public struct Flexibility: Hashable, Sendable {
        let name: String
        public static let rigid = Flexibility(name: "rigid")
        public static let solid = Flexibility(name: "solid")
        public static let soft = Flexibility(name: "soft")
    }
}

/// A pointer hover effect (SwiftUI's `HoverEffect`).
public struct HoverEffect: Sendable {
    let name: String
    public static let automatic = HoverEffect(name: "automatic")
    public static let highlight = HoverEffect(name: "highlight")
    public static let lift = HoverEffect(name: "lift")
}

/// The kinds of interaction a content shape is for (SwiftUI's `ContentShapeKinds`).
public struct ContentShapeKinds: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let interaction = ContentShapeKinds(rawValue: 1)
    public static let dragPreview = ContentShapeKinds(rawValue: 2)
    public static let contextMenuPreview = ContentShapeKinds(rawValue: 4)
    public static let hoverEffect = ContentShapeKinds(rawValue: 8)
    public static let accessibility = ContentShapeKinds(rawValue: 16)
}

/// A horizontal edge (SwiftUI's `HorizontalEdge`).
public enum HorizontalEdge: Int8, CaseIterable, Hashable, Sendable {
    case leading, trailing
}

/// How a view comes and goes (SwiftUI's `AnyTransition`): a picture shows it present.
public struct AnyTransition: Sendable {
    let name: String
    public static let identity = AnyTransition(name: "identity")
    public static let opacity = AnyTransition(name: "opacity")
    public static let slide = AnyTransition(name: "slide")
    public static let scale = AnyTransition(name: "scale")
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition { .scale }
    public static func move(edge: Edge) -> AnyTransition { AnyTransition(name: "move") }
    public static func push(from edge: Edge) -> AnyTransition { AnyTransition(name: "push") }
    public static func offset(_ offset: CGSize) -> AnyTransition { AnyTransition(name: "offset") }
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { AnyTransition(name: "offset") }
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition { insertion }
    public func combined(with other: AnyTransition) -> AnyTransition { self }
    public func animation(_ animation: Animation?) -> AnyTransition { self }
}

/// What a matched geometry effect matches (SwiftUI's `MatchedGeometryProperties`).
public struct MatchedGeometryProperties: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let position = MatchedGeometryProperties(rawValue: 1)
    public static let size = MatchedGeometryProperties(rawValue: 2)
    public static let frame = MatchedGeometryProperties([.position, .size])
}
