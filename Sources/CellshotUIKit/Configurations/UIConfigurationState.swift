import Foundation

/// The name of a custom state in a configuration state (`UIConfigurationStateCustomKey`).
///
/// ```swift
/// extension UIConfigurationStateCustomKey {
///     static let isArchived = UIConfigurationStateCustomKey("com.example.isArchived")
/// }
/// state[.isArchived] = true
/// ```
public struct UIConfigurationStateCustomKey: RawRepresentable, Hashable, Sendable {
    /// The key's name.
    public let rawValue: String

    /// A key from its name.
    /// - Parameter rawValue: a name unique to your app (reverse DNS).
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// A key from its name.
    /// - Parameter rawValue: a name unique to your app (reverse DNS).
    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }
}

/// The inputs a configuration is updated for: a trait collection and custom states
/// (`UIConfigurationState`); ``UICellConfigurationState`` adds the cell's own states.
public protocol UIConfigurationState {
    /// A state with a trait collection and nothing else set.
    /// - Parameter traitCollection: the traits.
    init(traitCollection: UITraitCollection)

    /// The traits of the view the state belongs to.
    var traitCollection: UITraitCollection { get set }

    /// A custom state's value, `nil` when not set.
    subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? { get set }
}

/// The state of a view (`UIViewConfigurationState`): traits, highlighted, selected, disabled, focused and
/// custom states.
public struct UIViewConfigurationState: UIConfigurationState, Hashable {
    /// The traits.
    public var traitCollection: UITraitCollection
    /// Whether the view is disabled.
    public var isDisabled = false
    /// Whether the view is highlighted (touched down).
    public var isHighlighted = false
    /// Whether the view is selected.
    public var isSelected = false
    /// Whether the view has focus.
    public var isFocused = false
    var customStates: [UIConfigurationStateCustomKey: AnyHashable] = [:]

    /// A state with a trait collection and nothing else set.
    /// - Parameter traitCollection: the traits.
    public init(traitCollection: UITraitCollection) {
        self.traitCollection = traitCollection
    }

    /// A custom state's value, `nil` when not set.
    public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
        get { customStates[key] }
        set { customStates[key] = newValue }
    }
}

/// The state of a cell (`UICellConfigurationState`): the view states plus editing, swiped, expanded and
/// reordering.
///
/// ```swift
/// override func updateConfiguration(using state: UICellConfigurationState) {
///     var content = defaultContentConfiguration().updated(for: state)
///     content.textProperties.color = state.isSelected ? .white : .black
///     contentConfiguration = content
/// }
/// ```
public struct UICellConfigurationState: UIConfigurationState, Hashable {
    /// The traits.
    public var traitCollection: UITraitCollection
    /// Whether the cell is disabled.
    public var isDisabled = false
    /// Whether the cell is highlighted (touched down).
    public var isHighlighted = false
    /// Whether the cell is selected.
    public var isSelected = false
    /// Whether the cell has focus.
    public var isFocused = false
    /// Whether the list is in editing mode.
    public var isEditing = false
    /// Whether the cell is expanded in an outline.
    public var isExpanded = false
    /// Whether the cell is swiped open.
    public var isSwiped = false
    /// Whether the cell is being reordered.
    public var isReordering = false
    var customStates: [UIConfigurationStateCustomKey: AnyHashable] = [:]

    /// A state with a trait collection and nothing else set.
    /// - Parameter traitCollection: the traits.
    public init(traitCollection: UITraitCollection) {
        self.traitCollection = traitCollection
    }

    /// A custom state's value, `nil` when not set.
    public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
        get { customStates[key] }
        set { customStates[key] = newValue }
    }
}
