import CellshotModel
import Foundation

/// The base of collection view cells, headers and footers (`UICollectionReusableView`).
///
/// `@preconcurrency`, as UIKit's classes import from Objective-C (so are the cell classes): an app's subclass
/// inherits that isolation, and nonisolated Swift 5 code may read its `static let kind` as on iOS (Swift 6 warns).
@MainActor @preconcurrency open class UICollectionReusableView: UIView {
    /// The identifier the view was registered and dequeued with.
    open internal(set) var reuseIdentifier: String?

    /// Called before a dequeued view is handed out again.
    open func prepareForReuse() {}
}

/// A collection view's cell (`UICollectionViewCell`): content and background configurations and the
/// states a snapshot column draws it in. The configuration update runs as ``UITableViewCell``'s does.
@MainActor @preconcurrency open class UICollectionViewCell: UICollectionReusableView {
    /// A closure that updates a cell's configuration for a state.
    public typealias ConfigurationUpdateHandler = (UICollectionViewCell, UICellConfigurationState) -> Void

    var stateFlags = CellStateFlags()
    var needsConfigurationUpdate = true

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

    /// The cell's configuration state: its flags, custom states and the column's traits.
    open var configurationState: UICellConfigurationState { stateFlags.state(traits: traitCollection) }

    /// The view that holds the cell's content: the content configuration's view once one is set.
    open private(set) var contentView = UIView()

    /// The content configuration. Setting it applies it to the content view when the view supports it,
    /// else makes a new content view from it (`makeContentView()`).
    open var contentConfiguration: (any UIContentConfiguration)? {
        didSet { contentView = ContentViewSwap.view(for: contentConfiguration, replacing: contentView, in: self) }
    }

    /// The background configuration; `nil` draws the list's background for the cell's state. A
    /// `UICollectionViewListCell` starts with the one UIKit sets up, the list factory of its list's appearance;
    /// a plain `UICollectionViewCell` with none.
    open var backgroundConfiguration: UIBackgroundConfiguration? {
        get { backgroundWasSet ? storedBackground : (self is UICollectionViewListCell ? automaticBackground : nil) }
        set {
            backgroundWasSet = true
            storedBackground = newValue
        }
    }
    private var backgroundWasSet = false
    /// A view drawn behind the content view (`backgroundView`); setting one resets ``backgroundConfiguration`` to
    /// `nil`, as in UIKit. Drawn as its background colour (BackgroundViews.swift says what is drawn).
    open var backgroundView: UIView? {
        didSet { if backgroundView != nil { backgroundConfiguration = nil } }
    }
    /// A view drawn above ``backgroundView`` and behind the content view when the cell is selected or
    /// highlighted (`selectedBackgroundView`); setting one resets ``backgroundConfiguration`` to `nil`, as in
    /// UIKit. Drawn as its background colour over the normal background.
    open var selectedBackgroundView: UIView? {
        didSet { if selectedBackgroundView != nil { backgroundConfiguration = nil } }
    }
    private var storedBackground: UIBackgroundConfiguration?
    /// A list cell's automatic background configuration, in its list's style once it is in one.
    var automaticBackground = UIBackgroundConfiguration.automaticListCell()

    /// The background configuration as drawn: `nil` for none and for the automatic one left unchanged.
    var drawnBackgroundConfiguration: UIBackgroundConfiguration? {
        guard let backgroundConfiguration, !backgroundConfiguration.isUntouchedAutomatic else { return nil }
        return backgroundConfiguration
    }

    /// Whether the cell calls `updated(for:)` on its content configuration when its state changes; `true`.
    open var automaticallyUpdatesContentConfiguration = true

    /// Whether the cell calls `updated(for:)` on its background configuration when its state changes; `true`.
    open var automaticallyUpdatesBackgroundConfiguration = true

    /// A closure run after ``updateConfiguration(using:)`` in each configuration update.
    open var configurationUpdateHandler: UICollectionViewCell.ConfigurationUpdateHandler?

    /// Asks for a configuration update before the cell is next drawn.
    open func setNeedsUpdateConfiguration() {
        needsConfigurationUpdate = true
    }

    /// Updates the cell's configurations for a state; override it to style the cell per state. The
    /// default does nothing (the automatic `updated(for:)` has already run).
    /// - Parameter state: the state to configure for.
    open func updateConfiguration(using state: UICellConfigurationState) {}

    /// Runs one configuration update (see ``UITableViewCell``).
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
