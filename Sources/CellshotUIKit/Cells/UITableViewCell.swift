import Foundation

/// A table view's row (`UITableViewCell`): a content configuration or the legacy labels, a background
/// configuration, an accessory, and the states a snapshot column draws it in.
///
/// Before a cell is drawn in a column, the column's state is set through ``isSelected``, ``isHighlighted``
/// and ``isEditing`` (so `didSet` observers in subclasses run), then the configuration update runs:
/// `updated(for:)` on the content and background configurations (while ``automaticallyUpdatesContentConfiguration``
/// and ``automaticallyUpdatesBackgroundConfiguration`` are `true`), then ``updateConfiguration(using:)``, then
/// ``configurationUpdateHandler`` — see docs/uikit.md, "Configuration updates".
@MainActor @preconcurrency open class UITableViewCell: UIView {
    /// The legacy layouts of a table view cell.
    public enum CellStyle: Int, Sendable {
        /// Image and text (`UIListContentConfiguration.cell()`).
        case `default`
        /// Image, text and a value at the trailing edge (`valueCell()`).
        case value1
        /// A blue value label beside a text (no list content configuration draws it).
        case value2
        /// Image, text and a subtitle below it (`subtitleCell()`).
        case subtitle
    }

    /// The legacy accessory of a table view cell.
    public enum AccessoryType: Int, Sendable {
        /// None.
        case none
        /// A chevron.
        case disclosureIndicator
        /// An info button and a chevron.
        case detailDisclosureButton
        /// A checkmark.
        case checkmark
        /// An info button.
        case detailButton
    }

    /// How a cell looks when it is selected or highlighted (`UITableViewCell.SelectionStyle`).
    public enum SelectionStyle: Int, Sendable {
        /// No selected look: the cell keeps its background when selected or highlighted.
        case none = 0
        /// The system's selected background (blue before iOS 7; the same grey as ``default`` since).
        case blue = 1
        /// The system's selected background.
        case gray = 2
        /// The system's selected background: the list's grey.
        case `default` = 3
    }

    /// A closure that updates a cell's configuration for a state.
    public typealias ConfigurationUpdateHandler = (UITableViewCell, UICellConfigurationState) -> Void

    /// The cell's legacy style.
    let style: CellStyle
    /// The identifier the cell was registered and dequeued with.
    public let reuseIdentifier: String?
    var stateFlags = CellStateFlags()
    var needsConfigurationUpdate = true
    /// The separator guide, once asked for.
    var storedSeparatorGuide: UILayoutGuide?
    private var labels: (text: UILabel?, detail: UILabel?, image: UIImageView?)

    /// A cell of a legacy style.
    /// - Parameters:
    ///   - style: the legacy layout of ``textLabel``, ``detailTextLabel`` and ``imageView``.
    ///   - reuseIdentifier: the identifier the table view reuses it by.
    public init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        self.style = style
        self.reuseIdentifier = reuseIdentifier
        // UIKit makes a cell 320 × 44 points until the table view sizes it; frames computed from its
        // content view's bounds before that (for autoresizing subviews) start from this size too.
        super.init(frame: UITableViewCell.initialFrame)
    }

    /// A cell from an archive (never used by cellshot).
    /// - Parameter coder: the archive.
    public required init?(coder: NSCoder) {
        style = .default
        reuseIdentifier = nil
        super.init(coder: coder)
    }

    /// A default-style cell with no reuse identifier.
    /// - Parameter frame: the frame (the table view sizes the cell when it draws it).
    public override convenience init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    /// The frame of a new cell and of its content view, as UIKit's.
    static let initialFrame = CGRect(x: 0, y: 0, width: 320, height: 44)

    // MARK: State

    /// Whether the cell is selected; setting it asks for a configuration update.
    open var isSelected: Bool {
        get { stateFlags.selected }
        set { stateFlags.selected = newValue; setNeedsUpdateConfiguration() }
    }

    /// Whether the cell is highlighted; setting it asks for a configuration update.
    open var isHighlighted: Bool {
        get { stateFlags.highlighted }
        set { stateFlags.highlighted = newValue; setNeedsUpdateConfiguration() }
    }

    /// Whether the cell is in editing mode; setting it asks for a configuration update.
    open var isEditing: Bool {
        get { stateFlags.editing }
        set { stateFlags.editing = newValue; setNeedsUpdateConfiguration() }
    }

    /// Selects or deselects the cell (no animation is drawn).
    /// - Parameters:
    ///   - selected: whether it is selected.
    ///   - animated: ignored.
    open func setSelected(_ selected: Bool, animated: Bool) { isSelected = selected }

    /// Highlights the cell or not (no animation is drawn).
    /// - Parameters:
    ///   - highlighted: whether it is highlighted.
    ///   - animated: ignored.
    open func setHighlighted(_ highlighted: Bool, animated: Bool) { isHighlighted = highlighted }

    /// Puts the cell in editing mode or not (no animation is drawn).
    /// - Parameters:
    ///   - editing: whether it is editing.
    ///   - animated: ignored.
    open func setEditing(_ editing: Bool, animated: Bool) { isEditing = editing }

    /// The cell's configuration state: its flags, custom states and the column's traits.
    open var configurationState: UICellConfigurationState { stateFlags.state(traits: traitCollection) }

    // MARK: Configurations

    /// The view that holds the cell's content: the content configuration's view once one is set.
    open private(set) var contentView = UIView(frame: UITableViewCell.initialFrame)

    /// The content configuration. Setting it applies it to the content view when the view supports it,
    /// else makes a new content view from it (`makeContentView()`).
    open var contentConfiguration: (any UIContentConfiguration)? {
        didSet { contentView = ContentViewSwap.view(for: contentConfiguration, replacing: contentView, in: self) }
    }

    /// The background configuration: at first the one UIKit sets up, the list factory of the table's style
    /// (`listPlainCell()` or `listGroupedCell()`), which draws the list's background for the cell's state;
    /// `nil` draws the same.
    open var backgroundConfiguration: UIBackgroundConfiguration? = .automaticListCell()
    /// A view drawn behind the content view (`backgroundView`); setting one resets ``backgroundConfiguration`` to
    /// `nil`, as in UIKit. Drawn as its background colour (BackgroundViews.swift says what is drawn).
    open var backgroundView: UIView? {
        didSet { if backgroundView != nil { backgroundConfiguration = nil } }
    }
    /// The view drawn above ``backgroundView`` and behind the content view when the cell is selected or
    /// highlighted, in place of the selection style's fill (`selectedBackgroundView`); setting one resets
    /// ``backgroundConfiguration`` to `nil`, as in UIKit.
    open var selectedBackgroundView: UIView? {
        didSet { if selectedBackgroundView != nil { backgroundConfiguration = nil } }
    }

    /// The background configuration as drawn: `nil` for none and for the automatic one left unchanged, so
    /// that the legacy `backgroundColor` and ``selectionStyle`` apply, as in UIKit.
    var drawnBackgroundConfiguration: UIBackgroundConfiguration? {
        guard let backgroundConfiguration, !backgroundConfiguration.isUntouchedAutomatic else { return nil }
        return backgroundConfiguration
    }

    /// Whether the cell calls `updated(for:)` on its content configuration when its state changes; `true`.
    open var automaticallyUpdatesContentConfiguration = true

    /// Whether the cell calls `updated(for:)` on its background configuration when its state changes; `true`.
    open var automaticallyUpdatesBackgroundConfiguration = true

    /// A closure run after ``updateConfiguration(using:)`` in each configuration update.
    open var configurationUpdateHandler: UITableViewCell.ConfigurationUpdateHandler?

    /// A new list content configuration in the style of the cell (`cell()` for `.default`, `subtitleCell()`
    /// for `.subtitle`, `valueCell()` for `.value1` and `.value2`), with no content.
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        switch style {
        case .default: .cell()
        case .subtitle: .subtitleCell()
        case .value1, .value2: .valueCell()
        }
    }

    /// Asks for a configuration update before the cell is next drawn.
    open func setNeedsUpdateConfiguration() {
        needsConfigurationUpdate = true
    }

    /// Updates the cell's configurations for a state; override it to style the cell per state. The
    /// default does nothing (the automatic `updated(for:)` has already run).
    /// - Parameter state: the state to configure for.
    open func updateConfiguration(using state: UICellConfigurationState) {}

    /// Called before a dequeued cell is handed out again.
    open func prepareForReuse() {}

    // MARK: Legacy content

    /// The legacy accessory.
    open var accessoryType: UITableViewCell.AccessoryType = .none

    /// A view shown at the trailing edge in place of ``accessoryType``: a `UISwitch`, or a `UIImageView` with
    /// an image (the document's switch and custom image accessories); other views are reported when drawn.
    open var accessoryView: UIView?

    /// Whether the cell draws the system's selected background when selected or highlighted; `.default`.
    /// It applies to the legacy background (no ``backgroundConfiguration``), as in UIKit.
    open var selectionStyle: UITableViewCell.SelectionStyle = .default

    /// The ``separatorInset`` the code set, if any.
    var assignedSeparatorInset: UIEdgeInsets?
    /// Where this row's separator starts and ends. Unset, the list's automatic insets are drawn; another value
    /// (a zero inset for a full-width separator, a huge one that hides it) is kept but not drawn yet — the render
    /// warns naming the row. Read unset, it is zero (UIKit reports its automatic insets).
    open var separatorInset: UIEdgeInsets {
        get { assignedSeparatorInset ?? .zero }
        set { assignedSeparatorInset = newValue }
    }

    /// The indentation level of the content.
    open var indentationLevel = 0

    /// The width of one indentation level, in points.
    open var indentationWidth: CGFloat = 10

    /// The legacy primary label (drawn when no content configuration is set).
    open var textLabel: UILabel? {
        if labels.text == nil { labels.text = UILabel() }
        return labels.text
    }

    /// The legacy secondary label; `nil` for the `.default` style, which has none.
    open var detailTextLabel: UILabel? {
        guard style != .default else { return nil }
        if labels.detail == nil { labels.detail = UILabel() }
        return labels.detail
    }

    /// The legacy image view; `nil` for the `.value2` style, which has none.
    open var imageView: UIImageView? {
        guard style != .value2 else { return nil }
        if labels.image == nil { labels.image = UIImageView() }
        return labels.image
    }

    /// The legacy views that were touched, for drawing.
    var legacyContent: LegacyContent {
        LegacyContent(text: labels.text, detail: labels.detail, image: labels.image?.image,
                      imageHidden: labels.image?.isHidden ?? false, imageTint: labels.image?.explicitTintColor,
                      imageConfiguration: labels.image?.symbolConfiguration)
    }

    /// Runs one configuration update (see the type's documentation).
    func runConfigurationUpdate() {
        let state = configurationState
        if automaticallyUpdatesContentConfiguration, let content = contentConfiguration {
            contentConfiguration = content.updated(for: state)
        }
        if automaticallyUpdatesBackgroundConfiguration, let background = backgroundConfiguration {
            backgroundConfiguration = background.updated(for: state)
        }
        updateConfiguration(using: state)
        configurationUpdateHandler?(self, state)
        needsConfigurationUpdate = false
    }
}

/// The states a snapshot column sets on a cell.
struct CellStateFlags: Hashable {
    var selected = false
    var highlighted = false
    var editing = false
    var disabled = false
    var focused = false
    var expanded = false

    func state(traits: UITraitCollection) -> UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: traits)
        state.isSelected = selected
        state.isHighlighted = highlighted
        state.isEditing = editing
        state.isDisabled = disabled
        state.isFocused = focused
        state.isExpanded = expanded
        return state
    }
}

/// A legacy cell's labels and image, as drawn.
struct LegacyContent {
    var text: UILabel?
    var detail: UILabel?
    var image: UIImage?
    var imageHidden = false
    var imageTint: UIColor?
    /// The symbol configuration of the image view: the image's own over its `preferredSymbolConfiguration`.
    var imageConfiguration: UIImage.SymbolConfiguration?
}

/// Replaces or reuses a content view for a new content configuration, as UIKit's cells do.
@MainActor enum ContentViewSwap {
    static func view(for configuration: (any UIContentConfiguration)?, replacing current: UIView,
                     in cell: UIView) -> UIView {
        guard let configuration else { return current is UIContentView ? UIView() : current }
        if let contentView = current as? (UIView & UIContentView), contentView.supports(configuration),
           type(of: contentView.configuration) == type(of: configuration) {
            contentView.configuration = configuration
            return contentView
        }
        let view = configuration.makeContentView()
        view.parent = cell
        return view
    }
}
