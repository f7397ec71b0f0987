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
    /// The border.
    open var borderStyle: BorderStyle = .none
    /// When the clear button shows.
    open var clearButtonMode: ViewMode = .never
    /// Whether editing clears the text.
    open var clearsOnBeginEditing = false
    /// The delegate (never called).
    open weak var delegate: (any UITextFieldDelegate)?

    // The input traits (UIKit's `UITextInputTraits`): an alert's text-field handler sets them (Aidoku's source-list
    // alert); kept, never drawn: nobody types in a picture.
    /// The keyboard it shows.
    open var keyboardType: UIKeyboardType = .default
    /// Whether it corrects what is typed.
    open var autocorrectionType: UITextAutocorrectionType = .default
    /// How it capitalises.
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    /// Whether it checks spelling.
    open var spellCheckingType: UITextSpellCheckingType = .default
    /// The return key's title.
    open var returnKeyType: UIReturnKeyType = .default
    /// Whether the text is hidden as typed (a password).
    open var isSecureTextEntry = false
    /// What it holds, for autofill.
    open var textContentType: UITextContentType?
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

extension UITextField {
    /// A text field's border (`UITextField.BorderStyle`).
    public enum BorderStyle: Int, Sendable {
        /// None.
        case none
        /// A line.
        case line
        /// A bezel.
        case bezel
        /// Rounded.
        case roundedRect
    }

    /// When an overlay view shows (`UITextField.ViewMode`).
    public enum ViewMode: Int, Sendable {
        /// Never.
        case never
        /// While editing.
        case whileEditing
        /// Unless editing.
        case unlessEditing
        /// Always.
        case always
    }
}

/// What a text field tells (`UITextFieldDelegate`); never called: nobody types in a snapshot.
@MainActor public protocol UITextFieldDelegate: AnyObject {}

/// A text view (`UITextView`): declared, **not drawn** — a text view in a custom content view is an error.
@MainActor open class UITextView: UIView {
    /// The text.
    open var text: String!
    /// The font.
    open var font: UIFont?
    /// The text's colour.
    open var textColor: UIColor?
    /// The alignment.
    open var textAlignment: NSTextAlignment = .natural
    /// Whether it can be edited.
    open var isEditable = true
    /// Whether it scrolls.
    open var isScrollEnabled = true
    /// The space around the text (UIKit's default: 8 points above and below).
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)

    /// A text view on the system background, as UIKit makes one.
    /// - Parameter frame: the frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
    }

    /// A text view from an archive (never used by cellshot).
    /// - Parameter coder: the archive.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        backgroundColor = .systemBackground
    }
    /// The delegate (never called).
    open weak var delegate: (any UITextViewDelegate)?
}

/// What a text view tells (`UITextViewDelegate`); never called.
@MainActor public protocol UITextViewDelegate: AnyObject {}

/// A custom action VoiceOver offers (`UIAccessibilityCustomAction`): inert.
@MainActor open class UIAccessibilityCustomAction: NSObject {
    /// The name.
    public let name: String
    /// What runs (never, in a snapshot).
    public let actionHandler: ((UIAccessibilityCustomAction) -> Bool)?

    /// An action.
    /// - Parameters:
    ///   - name: the name.
    ///   - actionHandler: what runs.
    public init(name: String, actionHandler: ((UIAccessibilityCustomAction) -> Bool)? = nil) {
        self.name = name
        self.actionHandler = actionHandler
        super.init()
    }
}

/// A split view controller (`UISplitViewController`): declared so `splitViewController?…` compiles; a view
/// controller is never in one here, so `splitViewController` is `nil`.
@MainActor open class UISplitViewController: UIViewController {
    /// The controllers of the columns.
    open var viewControllers: [UIViewController] = []
    /// The controllers set by column (`setViewController(_:for:)`, Validation+Declarations.swift).
    var columnControllers: [Column: UIViewController] = [:]
}

extension UIViewController {
    /// Posted when the controller that shows details changes (never posted here).
    nonisolated public static let showDetailTargetDidChangeNotification =
        Notification.Name("UIViewControllerShowDetailTargetDidChangeNotification")

    /// The split view controller holding this one: `nil`, as none is.
    public var splitViewController: UISplitViewController? { nil }

    /// The traits of the controller's view (the drawing's while a render asks the data source).
    public var traitCollection: UITraitCollection { isViewLoaded ? view.traitCollection : UITraitCollection.current }
}
