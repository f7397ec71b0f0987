import Foundation
import CellshotModel

extension UIControl {
    /// The events a control sends (`UIControl.Event`).
    public struct Event: OptionSet, Sendable {
        /// The raw value.
        public let rawValue: UInt
        /// A raw value.
        /// - Parameter rawValue: the bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// A touch down.
        public static let touchDown = Event(rawValue: 1 << 0)
        /// A repeated touch down.
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        /// A touch dragged inside.
        public static let touchDragInside = Event(rawValue: 1 << 2)
        /// A touch dragged outside.
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        /// A touch dragged into the control.
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        /// A touch dragged out of the control.
        public static let touchDragExit = Event(rawValue: 1 << 5)
        /// A touch lifted inside: a tap.
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// A touch lifted outside.
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        /// A touch cancelled.
        public static let touchCancel = Event(rawValue: 1 << 8)
        /// The value changed.
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// The primary action was triggered.
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// A menu action was triggered.
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        /// Editing began.
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        /// The text changed.
        public static let editingChanged = Event(rawValue: 1 << 17)
        /// Editing ended.
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        /// Editing ended with the return key.
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        /// Every touch event.
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        /// Every editing event.
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        /// Every event.
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    /// A control's states, for its titles and images (`UIControl.State`).
    public struct State: OptionSet, Hashable, Sendable {
        /// The raw value.
        public let rawValue: UInt
        /// A raw value.
        /// - Parameter rawValue: the bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Normal.
        public static let normal = State([])
        /// Highlighted.
        public static let highlighted = State(rawValue: 1 << 0)
        /// Disabled.
        public static let disabled = State(rawValue: 1 << 1)
        /// Selected.
        public static let selected = State(rawValue: 1 << 2)
        /// Focused.
        public static let focused = State(rawValue: 1 << 3)
    }

    /// Adds an action run on events (inert: nothing is tapped in a snapshot, so it never runs).
    /// - Parameters:
    ///   - action: the action.
    ///   - controlEvents: the events.
    public func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {
        registeredActions.append((action, controlEvents))
    }

    /// Removes an action.
    /// - Parameters:
    ///   - action: the action.
    ///   - controlEvents: the events.
    public func removeAction(_ action: UIAction, for controlEvents: UIControl.Event) {
        registeredActions.removeAll { $0.action === action && $0.events == controlEvents }
    }

    /// Removes the action with an identifier.
    /// - Parameters:
    ///   - actionIdentifier: the identifier.
    ///   - controlEvents: the events.
    public func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: UIControl.Event) {
        registeredActions.removeAll { $0.action.identifier == actionIdentifier && $0.events == controlEvents }
    }
}

/// A button (`UIButton`): drawn in a custom content view, a header or footer view and as a custom view
/// accessory (image only) — its image, title, type or configuration style and tint (docs/uikit.md, "Buttons");
/// what it says that is not drawn is a warning naming it.
@MainActor open class UIButton: UIControl {
    /// The kinds of button (`UIButton.ButtonType`).
    public enum ButtonType: Int, Sendable {
        /// No style.
        case custom
        /// The system's style.
        case system
        /// A detail disclosure button.
        case detailDisclosure
        /// A light info button.
        case infoLight
        /// A dark info button.
        case infoDark
        /// A plus button.
        case contactAdd
        /// A close button.
        case close
    }

    /// The button's kind.
    public let buttonType: ButtonType
    private var titles: [UInt: String] = [:]
    private var titleColors: [UInt: UIColor] = [:]
    private var images: [UInt: UIImage] = [:]
    /// The menu shown when tapped.
    open var menu: UIMenu?
    /// Whether the menu shows on a tap.
    open var showsMenuAsPrimaryAction = false
    /// The label that shows the title.
    public let titleLabel: UILabel? = UILabel()
    /// The image view that shows the image.
    public let imageView: UIImageView? = UIImageView()

    /// A button of a kind.
    /// - Parameter buttonType: the kind.
    public init(type buttonType: ButtonType) {
        self.buttonType = buttonType
        super.init(frame: .zero)
    }

    /// A button of a kind that runs an action when tapped.
    /// - Parameters:
    ///   - buttonType: the kind.
    ///   - primaryAction: the action; its title and image become the button's.
    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        if let primaryAction {
            addAction(primaryAction, for: .primaryActionTriggered)
            setTitle(primaryAction.title, for: .normal)
            if let image = primaryAction.image { setImage(image, for: .normal) }
        }
    }

    /// A custom button with a frame.
    /// - Parameter frame: the frame.
    public override init(frame: CGRect) {
        buttonType = .custom
        super.init(frame: frame)
    }

    /// A button from an archive (never used by cellshot).
    /// - Parameter coder: the archive.
    public required init?(coder: NSCoder) {
        buttonType = .custom
        super.init(coder: coder)
    }

    /// Sets the title for a state.
    /// - Parameters:
    ///   - title: the title.
    ///   - state: the state.
    open func setTitle(_ title: String?, for state: UIControl.State) { titles[state.rawValue] = title }

    /// The title for a state, else the normal one.
    /// - Parameter state: the state.
    /// - Returns: the title.
    open func title(for state: UIControl.State) -> String? { titles[state.rawValue] ?? titles[0] }

    /// Sets the title's colour for a state.
    /// - Parameters:
    ///   - color: the colour.
    ///   - state: the state.
    open func setTitleColor(_ color: UIColor?, for state: UIControl.State) { titleColors[state.rawValue] = color }

    /// The title's colour for a state, else the normal one.
    /// - Parameter state: the state.
    /// - Returns: the colour.
    open func titleColor(for state: UIControl.State) -> UIColor? { titleColors[state.rawValue] ?? titleColors[0] }

    /// Sets the image for a state.
    /// - Parameters:
    ///   - image: the image.
    ///   - state: the state.
    open func setImage(_ image: UIImage?, for state: UIControl.State) { images[state.rawValue] = image }

    /// The image for a state, else the normal one.
    /// - Parameter state: the state.
    /// - Returns: the image.
    open func image(for state: UIControl.State) -> UIImage? { images[state.rawValue] ?? images[0] }

    /// The button's configuration (iOS 15): its style, title, image, colours, insets and padding are drawn.
    open var configuration: UIButton.Configuration?

    /// The symbol configurations given with ``setPreferredSymbolConfiguration(_:forImageIn:)``, by state.
    private var preferredSymbolConfigurations: [UInt: UIImage.SymbolConfiguration] = [:]

    /// A button drawn with a configuration's look.
    /// - Parameters:
    ///   - configuration: the look and content.
    ///   - primaryAction: the action run when tapped (never run in a snapshot).
    public convenience init(configuration: UIButton.Configuration, primaryAction: UIAction? = nil) {
        self.init(type: .system)
        self.configuration = configuration
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    /// Sets the symbol configuration of the image for a state (its point size, weight, scale).
    /// - Parameters:
    ///   - configuration: the configuration.
    ///   - state: the state.
    open func setPreferredSymbolConfiguration(_ configuration: UIImage.SymbolConfiguration?,
                                              forImageIn state: UIControl.State) {
        preferredSymbolConfigurations[state.rawValue] = configuration
    }

    /// The symbol configuration of the image for a state, else the normal one.
    /// - Parameter state: the state.
    /// - Returns: the configuration.
    open func preferredSymbolConfigurationForImage(in state: UIControl.State) -> UIImage.SymbolConfiguration? {
        preferredSymbolConfigurations[state.rawValue] ?? preferredSymbolConfigurations[0]
    }

    /// The normal title.
    open var currentTitle: String? { title(for: .normal) }
    /// The normal image.
    open var currentImage: UIImage? { image(for: .normal) }
}

extension UIButton {
    /// A button's look (`UIButton.Configuration`, iOS 15): its style, title, image, `baseForegroundColor`,
    /// `contentInsets`, `imagePadding` and `preferredSymbolConfigurationForImage` are drawn; the others are
    /// warned about when they differ from the style's.
    public struct Configuration: Hashable, Sendable {
        /// The look the configuration was made with (`plain()`, `gray()`…), as the document's button style.
        var style: ButtonStyle = .plain
        /// Whether `contentInsets` was set (else the style's insets are drawn).
        var hasContentInsets = false
        /// How the corners are rounded (`UIButton.Configuration.CornerStyle`).
        public enum CornerStyle: Int, Hashable, Sendable {
            /// The system's choice.
            case dynamic
            /// Fixed.
            case fixed
            /// Small.
            case small
            /// Medium.
            case medium
            /// Large.
            case large
            /// A capsule.
            case capsule
        }

        /// The button's size (`UIButton.Configuration.Size`).
        public enum Size: Int, Hashable, Sendable {
            /// Mini.
            case mini
            /// Small.
            case small
            /// Medium.
            case medium
            /// Large.
            case large
        }

        /// The title.
        public var title: String?
        /// The subtitle.
        public var subtitle: String?
        /// The image.
        public var image: UIImage?
        /// The colour of the title and image.
        public var baseForegroundColor: UIColor?
        /// The colour of the background.
        public var baseBackgroundColor: UIColor?
        /// How the corners are rounded.
        public var cornerStyle: CornerStyle = .dynamic
        /// The size.
        public var buttonSize: Size = .medium
        /// The space between the image and the title.
        public var imagePadding: CGFloat = 0
        /// The insets of the content; the medium size's (7, 12, 7, 12) until set.
        public var contentInsets = NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12) {
            didSet { hasContentInsets = true }
        }
        /// The symbol configuration of the image.
        public var preferredSymbolConfigurationForImage: UIImage.SymbolConfiguration?

        /// A plain button's look.
        public static func plain() -> Configuration { Configuration(style: .plain) }
        /// A tinted button's look.
        public static func tinted() -> Configuration { Configuration(style: .tinted) }
        /// A grey button's look.
        public static func gray() -> Configuration { Configuration(style: .gray) }
        /// A filled button's look.
        public static func filled() -> Configuration { Configuration(style: .filled) }
        /// A borderless button's look.
        public static func borderless() -> Configuration { Configuration(style: .plain) }
        /// A bordered button's look.
        public static func bordered() -> Configuration { Configuration(style: .gray) }
        /// A bordered tinted button's look.
        public static func borderedTinted() -> Configuration { Configuration(style: .tinted) }
        /// A bordered prominent button's look.
        public static func borderedProminent() -> Configuration { Configuration(style: .filled) }
    }
}
