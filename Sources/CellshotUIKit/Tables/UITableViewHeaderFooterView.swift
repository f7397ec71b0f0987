import CellshotModel
import Foundation

/// A section's header or footer in a table view (`UITableViewHeaderFooterView`): a list content
/// configuration (or the legacy `textLabel`) and a background configuration.
///
/// ```swift
/// func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
///     let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "header")
///     var content = UIListContentConfiguration.prominentInsetGroupedHeader()
///     content.text = "Favorites"
///     header?.contentConfiguration = content
///     return header
/// }
/// ```
@MainActor @preconcurrency open class UITableViewHeaderFooterView: UIView {
    /// The identifier the view was registered and dequeued with.
    public let reuseIdentifier: String?
    /// The header or footer style of the place the view is drawn in, set when a table view asks for it.
    var placementStyle: HeaderFooterStyle = .plainHeader
    var needsConfigurationUpdate = true
    private var legacyLabel: UILabel?

    /// A header or footer view.
    /// - Parameter reuseIdentifier: the identifier the table view reuses it by.
    public init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
    }

    /// A view from an archive (never used by cellshot).
    /// - Parameter coder: the archive.
    public required init?(coder: NSCoder) {
        reuseIdentifier = nil
        super.init(coder: coder)
    }

    /// A view with no reuse identifier.
    /// - Parameter frame: the frame (not used).
    public override convenience init(frame: CGRect) {
        self.init(reuseIdentifier: nil)
    }

    /// The content configuration.
    open var contentConfiguration: (any UIContentConfiguration)?
    /// The background configuration; `nil` draws none.
    open var backgroundConfiguration: UIBackgroundConfiguration?
    /// Whether the view calls `updated(for:)` on its content configuration when its state changes; `true`.
    open var automaticallyUpdatesContentConfiguration = true
    /// Whether the view calls `updated(for:)` on its background configuration when its state changes; `true`.
    open var automaticallyUpdatesBackgroundConfiguration = true

    /// The view's configuration state: the column's traits.
    open var configurationState: UIViewConfigurationState { UIViewConfigurationState(traitCollection: traitCollection) }

    /// A new list content configuration in the style of the place the view is drawn in (the table style's
    /// header or footer), with no content.
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        var configuration = UIListContentConfiguration(kind: .headerFooter(placementStyle))
        configuration.isListDefault = true
        return configuration
    }

    /// Asks for a configuration update before the view is next drawn.
    open func setNeedsUpdateConfiguration() {
        needsConfigurationUpdate = true
    }

    /// Updates the view's configurations for a state; override it. The default does nothing.
    /// - Parameter state: the state to configure for.
    open func updateConfiguration(using state: UIViewConfigurationState) {}

    /// The legacy label (drawn when no content configuration is set).
    open var textLabel: UILabel? {
        if legacyLabel == nil { legacyLabel = UILabel() }
        return legacyLabel
    }

    var legacyText: UILabel? { legacyLabel }

    /// Runs one configuration update, as a cell's.
    func runConfigurationUpdate() {
        let state = configurationState
        if automaticallyUpdatesContentConfiguration, let content = contentConfiguration {
            contentConfiguration = content.updated(for: state)
        }
        if automaticallyUpdatesBackgroundConfiguration, let background = backgroundConfiguration {
            backgroundConfiguration = background.updated(for: state)
        }
        updateConfiguration(using: state)
        needsConfigurationUpdate = false
    }
}
