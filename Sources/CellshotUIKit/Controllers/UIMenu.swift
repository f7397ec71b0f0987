import Foundation

/// An element of a menu (`UIMenuElement`): declared, inert (menus show when tapped; a snapshot taps nothing).
@MainActor open class UIMenuElement: NSObject {
    /// How an element looks (`UIMenuElement.Attributes`).
    public struct Attributes: OptionSet, Sendable {
        /// The raw value.
        public let rawValue: UInt
        /// A raw value.
        /// - Parameter rawValue: the bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Disabled.
        public static let disabled = Attributes(rawValue: 1 << 0)
        /// Destructive, drawn red.
        public static let destructive = Attributes(rawValue: 1 << 1)
        /// Hidden.
        public static let hidden = Attributes(rawValue: 1 << 2)
        /// Keeps the menu open.
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    /// Whether an element is checked (`UIMenuElement.State`).
    public enum State: Int, Sendable {
        /// Not checked.
        case off
        /// Checked.
        case on
        /// Mixed.
        case mixed
    }

    /// The title.
    open var title: String
    /// The image.
    open var image: UIImage?

    init(title: String, image: UIImage?) {
        self.title = title
        self.image = image
        super.init()
    }
}

/// A menu (`UIMenu`): declared, inert.
@MainActor open class UIMenu: UIMenuElement {
    /// A menu's identifier (`UIMenu.Identifier`).
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        /// The raw value.
        public let rawValue: String
        /// An identifier.
        /// - Parameter rawValue: its name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// An identifier.
        /// - Parameter rawValue: its name.
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// How a menu shows its children (`UIMenu.Options`).
    public struct Options: OptionSet, Sendable {
        /// The raw value.
        public let rawValue: UInt
        /// A raw value.
        /// - Parameter rawValue: the bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Inline in its parent.
        public static let displayInline = Options(rawValue: 1 << 0)
        /// Destructive.
        public static let destructive = Options(rawValue: 1 << 1)
        /// One child is checked at a time.
        public static let singleSelection = Options(rawValue: 1 << 5)
    }

    /// The subtitle.
    open var subtitle: String?
    /// The identifier.
    public let identifier: Identifier
    /// The options.
    public let options: Options
    /// The children.
    public let children: [UIMenuElement]

    /// A menu.
    /// - Parameters:
    ///   - title: the title.
    ///   - image: the image.
    ///   - identifier: the identifier.
    ///   - options: the options.
    ///   - children: the children.
    public init(title: String = "", image: UIImage? = nil, identifier: Identifier? = nil, options: Options = [],
                children: [UIMenuElement] = []) {
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.options = options
        self.children = children
        super.init(title: title, image: image)
    }

    /// A copy with other children.
    /// - Parameter newChildren: the children.
    /// - Returns: the menu.
    open func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
        UIMenu(title: title, image: image, identifier: identifier, options: options, children: newChildren)
    }
}

/// An action run by a control, a bar button item or a menu (`UIAction`): declared so modern target–action
/// code compiles without `#selector`; inert — nothing is tapped in a snapshot, so its handler never runs.
@MainActor open class UIAction: UIMenuElement {
    /// An action's identifier (`UIAction.Identifier`).
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        /// The raw value.
        public let rawValue: String
        /// An identifier.
        /// - Parameter rawValue: its name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// An identifier.
        /// - Parameter rawValue: its name.
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// The identifier.
    public let identifier: Identifier
    /// The title shown for discovery.
    open var discoverabilityTitle: String?
    /// How the action looks.
    open var attributes: UIMenuElement.Attributes
    /// Whether it is checked.
    open var state: UIMenuElement.State
    /// The subtitle.
    open var subtitle: String?
    /// What the action does.
    public let handler: UIActionHandler

    /// An action.
    /// - Parameters:
    ///   - title: the title.
    ///   - image: the image.
    ///   - identifier: the identifier.
    ///   - discoverabilityTitle: the title shown for discovery.
    ///   - attributes: how it looks.
    ///   - state: whether it is checked.
    ///   - handler: what it does (never run by a render).
    public init(title: String = "", image: UIImage? = nil, identifier: Identifier? = nil,
                discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
                state: UIMenuElement.State = .off, handler: @escaping UIActionHandler) {
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        self.handler = handler
        super.init(title: title, image: image)
    }

    /// The object that sent the action (`nil`: a render sends none).
    open var sender: Any? { nil }
}

/// What a ``UIAction`` runs (`UIActionHandler`).
public typealias UIActionHandler = @MainActor (UIAction) -> Void
