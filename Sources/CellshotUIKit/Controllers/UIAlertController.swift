import Foundation

/// An alert or action sheet (`UIAlertController`): declared, inert — presenting it does nothing in a
/// snapshot, which draws the list.
@MainActor open class UIAlertController: UIViewController {
    /// An alert's look (`UIAlertController.Style`).
    public enum Style: Int, Sendable {
        /// A sheet from the bottom.
        case actionSheet
        /// A centred alert.
        case alert
    }

    /// The message.
    open var message: String?
    /// The look.
    public let preferredStyle: Style
    /// The actions added.
    open private(set) var actions: [UIAlertAction] = []
    /// The action a return key runs.
    open var preferredAction: UIAlertAction?
    /// The text fields added.
    open private(set) var textFields: [UITextField]?

    /// An alert.
    /// - Parameters:
    ///   - title: the title.
    ///   - message: the message.
    ///   - preferredStyle: the look.
    public init(title: String?, message: String?, preferredStyle: Style) {
        self.message = message
        self.preferredStyle = preferredStyle
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }

    /// An alert from an archive (never used by cellshot).
    /// - Parameter coder: the archive.
    public required init?(coder: NSCoder) {
        preferredStyle = .alert
        super.init(coder: coder)
    }

    /// Adds an action.
    /// - Parameter action: the action.
    open func addAction(_ action: UIAlertAction) { actions.append(action) }

    /// Adds a text field (its configuration handler runs at once).
    /// - Parameter configurationHandler: configures the field.
    open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
        let field = UITextField()
        textFields = (textFields ?? []) + [field]
        configurationHandler?(field)
    }
}

/// A button of an alert (`UIAlertAction`): declared, inert.
@MainActor open class UIAlertAction: NSObject {
    /// An action's look (`UIAlertAction.Style`).
    public enum Style: Int, Sendable {
        /// Plain.
        case `default`
        /// Bold, and it cancels.
        case cancel
        /// Red.
        case destructive
    }

    /// The title.
    public let title: String?
    /// The look.
    public let style: Style
    /// Whether it can be chosen.
    open var isEnabled = true
    private let handler: ((UIAlertAction) -> Void)?

    /// An action.
    /// - Parameters:
    ///   - title: the title.
    ///   - style: the look.
    ///   - handler: what runs when it is chosen (never, in a snapshot).
    public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
        super.init()
    }
}

/// A text field (`UITextField`): declared for alerts and forms; **not drawn** — a text field in a custom
/// content view is an error.
@MainActor open class UITextField: UIControl {
    /// The text.
    open var text: String?
    /// The placeholder.
    open var placeholder: String?
    /// The font.
    open var font: UIFont?
    /// The text's colour.
    open var textColor: UIColor?
    /// The alignment.
    open var textAlignment: NSTextAlignment = .natural
}

/// What a search bar tells (`UISearchBarDelegate`); never called: nobody types in a snapshot.
@MainActor public protocol UISearchBarDelegate: AnyObject {
    /// The text changed.
    /// - Parameters:
    ///   - searchBar: the bar.
    ///   - searchText: the text.
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
}

extension UISearchBarDelegate {
    /// Nothing.
    public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
}

/// A date picker (`UIDatePicker`): declared, **not drawn** — in a custom content view it is an error, as an
/// accessory view it is refused.
@MainActor open class UIDatePicker: UIControl {
    /// What it picks (`UIDatePicker.Mode`).
    public enum Mode: Int, Sendable {
        /// A time.
        case time
        /// A date.
        case date
        /// A date and a time.
        case dateAndTime
        /// A duration.
        case countDownTimer
        /// A year and a month (iOS 17.4).
        case yearAndMonth
    }

    /// How it looks (`UIDatePickerStyle`).
    public enum Style: Int, Sendable {
        /// The system's choice.
        case automatic
        /// Wheels.
        case wheels
        /// A compact button.
        case compact
        /// A calendar.
        case inline
    }

    /// The date shown.
    open var date = Date()
    /// What it picks.
    open var datePickerMode: Mode = .dateAndTime
    /// The look asked for.
    open var preferredDatePickerStyle: UIDatePickerStyle = .automatic
    /// The earliest date.
    open var minimumDate: Date?
    /// The latest date.
    open var maximumDate: Date?
    /// The minutes between choices.
    open var minuteInterval = 1
    /// The locale.
    open var locale: Locale?

    /// Shows a date.
    /// - Parameters:
    ///   - date: the date.
    ///   - animated: ignored.
    open func setDate(_ date: Date, animated: Bool) { self.date = date }
}

/// How a date picker looks (`UIDatePickerStyle`).
public typealias UIDatePickerStyle = UIDatePicker.Style
