/// Accessibility modifiers: what VoiceOver reads and how it groups elements. A picture shows none of it, so
/// each is accepted and changes nothing drawn.
extension View {
    /// The label VoiceOver reads.
    public func accessibilityLabel(_ label: Text) -> some View { modifier(EmptyModifier()) }
    /// The label VoiceOver reads.
    public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> some View { modifier(EmptyModifier()) }
    /// The label VoiceOver reads.
    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View { modifier(EmptyModifier()) }

    /// The hint VoiceOver reads.
    public func accessibilityHint(_ hint: Text) -> some View { modifier(EmptyModifier()) }
    /// The hint VoiceOver reads.
    public func accessibilityHint(_ hintKey: LocalizedStringKey) -> some View { modifier(EmptyModifier()) }
    /// The hint VoiceOver reads.
    @_disfavoredOverload
    public func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View { modifier(EmptyModifier()) }

    /// The value VoiceOver reads.
    public func accessibilityValue(_ value: Text) -> some View { modifier(EmptyModifier()) }
    /// The value VoiceOver reads.
    public func accessibilityValue(_ valueKey: LocalizedStringKey) -> some View { modifier(EmptyModifier()) }
    /// The value VoiceOver reads.
    @_disfavoredOverload
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View { modifier(EmptyModifier()) }

    /// Whether VoiceOver skips the view.
    public func accessibilityHidden(_ hidden: Bool) -> some View { modifier(EmptyModifier()) }
    /// How the view's children form accessibility elements.
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View { modifier(EmptyModifier()) }
    /// Traits VoiceOver announces.
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View { modifier(EmptyModifier()) }
    /// Traits VoiceOver no longer announces.
    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View { modifier(EmptyModifier()) }
    /// The identifier UI tests find the view by.
    public func accessibilityIdentifier(_ identifier: String) -> some View { modifier(EmptyModifier()) }
    /// The order VoiceOver visits the view in.
    public func accessibilitySortPriority(_ sortPriority: Double) -> some View { modifier(EmptyModifier()) }
    /// Words voice control matches.
    public func accessibilityInputLabels(_ inputLabels: [Text]) -> some View { modifier(EmptyModifier()) }
    /// Words voice control matches.
    @_disfavoredOverload
    public func accessibilityInputLabels<S: StringProtocol>(_ inputLabels: [S]) -> some View { modifier(EmptyModifier()) }
    /// Where the view sits among headings.
    public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> some View { modifier(EmptyModifier()) }
    /// Whether VoiceOver reads the view's text as it changes.
    public func accessibilityShowsLargeContentViewer() -> some View { modifier(EmptyModifier()) }

    /// An action VoiceOver offers.
    public func accessibilityAction(_ actionKind: AccessibilityActionKind = .default,
                                    _ handler: @escaping () -> Void) -> some View { modifier(EmptyModifier()) }
    /// A named action VoiceOver offers.
    public func accessibilityAction(named name: Text, _ handler: @escaping () -> Void) -> some View { modifier(EmptyModifier()) }
    /// A named action VoiceOver offers.
    public func accessibilityAction(named nameKey: LocalizedStringKey, _ handler: @escaping () -> Void) -> some View {
        modifier(EmptyModifier())
    }
    /// A named action VoiceOver offers.
    @_disfavoredOverload
    public func accessibilityAction<S: StringProtocol>(named name: S, _ handler: @escaping () -> Void) -> some View {
        modifier(EmptyModifier())
    }
    /// The adjustments VoiceOver's swipe up and down make.
    public func accessibilityAdjustableAction(_ handler: @escaping (AccessibilityAdjustmentDirection) -> Void) -> some View {
        modifier(EmptyModifier())
    }
    /// Whether VoiceOver's focus is on the view.
    public func accessibilityFocused(_ condition: AccessibilityFocusState<Bool>.Binding) -> some View { modifier(EmptyModifier()) }
    /// Whether VoiceOver's focus is on the view, by value.
    public func accessibilityFocused<Value: Hashable>(_ binding: AccessibilityFocusState<Value>.Binding,
                                                      equals value: Value) -> some View { modifier(EmptyModifier()) }
}

/// How a view's children form accessibility elements (SwiftUI's `AccessibilityChildBehavior`).
public struct AccessibilityChildBehavior: Hashable, Sendable {
    let name: String
    /// The children are hidden; the view is one element.
    public static let ignore = AccessibilityChildBehavior(name: "ignore")
    /// The children are elements of their own.
    public static let contain = AccessibilityChildBehavior(name: "contain")
    /// The children's labels are combined into the view's.
    public static let combine = AccessibilityChildBehavior(name: "combine")
}

/// Traits VoiceOver announces (SwiftUI's `AccessibilityTraits`).
public struct AccessibilityTraits: SetAlgebra, Hashable, Sendable {
    private var bits: UInt64
    private init(bits: UInt64) { self.bits = bits }

    public static let isButton = AccessibilityTraits(bits: 1 << 0)
    public static let isHeader = AccessibilityTraits(bits: 1 << 1)
    public static let isSelected = AccessibilityTraits(bits: 1 << 2)
    public static let isLink = AccessibilityTraits(bits: 1 << 3)
    public static let isSearchField = AccessibilityTraits(bits: 1 << 4)
    public static let isImage = AccessibilityTraits(bits: 1 << 5)
    public static let playsSound = AccessibilityTraits(bits: 1 << 6)
    public static let isKeyboardKey = AccessibilityTraits(bits: 1 << 7)
    public static let isStaticText = AccessibilityTraits(bits: 1 << 8)
    public static let isSummaryElement = AccessibilityTraits(bits: 1 << 9)
    public static let updatesFrequently = AccessibilityTraits(bits: 1 << 10)
    public static let startsMediaSession = AccessibilityTraits(bits: 1 << 11)
    public static let allowsDirectInteraction = AccessibilityTraits(bits: 1 << 12)
    public static let causesPageTurn = AccessibilityTraits(bits: 1 << 13)
    public static let isModal = AccessibilityTraits(bits: 1 << 14)
    public static let isToggle = AccessibilityTraits(bits: 1 << 15)
    public static let isTabBar = AccessibilityTraits(bits: 1 << 16)

    public init() { bits = 0 }
    public func union(_ other: Self) -> Self { Self(bits: bits | other.bits) }
    public func intersection(_ other: Self) -> Self { Self(bits: bits & other.bits) }
    public func symmetricDifference(_ other: Self) -> Self { Self(bits: bits ^ other.bits) }
    public func contains(_ member: Self) -> Bool { bits & member.bits == member.bits }
    @discardableResult public mutating func insert(_ newMember: Self) -> (inserted: Bool, memberAfterInsert: Self) {
        let inserted = !contains(newMember)
        bits |= newMember.bits
        return (inserted, newMember)
    }
    @discardableResult public mutating func remove(_ member: Self) -> Self? {
        let had = contains(member)
        bits &= ~member.bits
        return had ? member : nil
    }
    @discardableResult public mutating func update(with newMember: Self) -> Self? {
        let had = contains(newMember)
        bits |= newMember.bits
        return had ? newMember : nil
    }
    public mutating func formUnion(_ other: Self) { bits |= other.bits }
    public mutating func formIntersection(_ other: Self) { bits &= other.bits }
    public mutating func formSymmetricDifference(_ other: Self) { bits ^= other.bits }
}

/// An action VoiceOver performs (SwiftUI's `AccessibilityActionKind`).
public struct AccessibilityActionKind: Hashable, Sendable {
    let name: String
    public static let `default` = AccessibilityActionKind(name: "default")
    public static let escape = AccessibilityActionKind(name: "escape")
    public static let magicTap = AccessibilityActionKind(name: "magicTap")
    public static let delete = AccessibilityActionKind(name: "delete")
    public static let showMenu = AccessibilityActionKind(name: "showMenu")
    public init(named name: Text) { self.name = "named" }
    init(name: String) { self.name = name }
}

/// The direction of VoiceOver's adjustment (SwiftUI's `AccessibilityAdjustmentDirection`).
public enum AccessibilityAdjustmentDirection: Hashable, Sendable {
    case increment, decrement
}

/// A heading level (SwiftUI's `AccessibilityHeadingLevel`).
public enum AccessibilityHeadingLevel: UInt, Hashable, Sendable {
    case unspecified, h1, h2, h3, h4, h5, h6
}

// The accessibility modifiers before iOS 14 (`.accessibility(label:)`…), deprecated and still in much code: no
// effect on a picture, as the newer ones.
extension View {
    /// The label VoiceOver reads (deprecated for `accessibilityLabel(_:)`).
    public func accessibility(label: Text) -> some View { modifier(EmptyModifier()) }
    /// The hint VoiceOver reads (deprecated for `accessibilityHint(_:)`).
    public func accessibility(hint: Text) -> some View { modifier(EmptyModifier()) }
    /// The value VoiceOver reads (deprecated for `accessibilityValue(_:)`).
    public func accessibility(value: Text) -> some View { modifier(EmptyModifier()) }
    /// Whether VoiceOver skips the view (deprecated for `accessibilityHidden(_:)`).
    public func accessibility(hidden: Bool) -> some View { modifier(EmptyModifier()) }
    /// The view's identifier for UI tests (deprecated for `accessibilityIdentifier(_:)`).
    public func accessibility(identifier: String) -> some View { modifier(EmptyModifier()) }
    /// Traits VoiceOver announces (deprecated for `accessibilityAddTraits(_:)`).
    public func accessibility(addTraits traits: AccessibilityTraits) -> some View { modifier(EmptyModifier()) }
    /// Traits VoiceOver no longer announces (deprecated for `accessibilityRemoveTraits(_:)`).
    public func accessibility(removeTraits traits: AccessibilityTraits) -> some View { modifier(EmptyModifier()) }
    /// The order VoiceOver reads in (deprecated for `accessibilitySortPriority(_:)`).
    public func accessibility(sortPriority: Double) -> some View { modifier(EmptyModifier()) }
    /// Words Voice Control knows the view by (deprecated for `accessibilityInputLabels(_:)`).
    public func accessibility(inputLabels: [Text]) -> some View { modifier(EmptyModifier()) }
}

