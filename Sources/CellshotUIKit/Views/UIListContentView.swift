import Foundation

/// The content view of ``UIListContentConfiguration`` (`UIListContentView`): it holds the configuration,
/// which the list draws.
@MainActor open class UIListContentView: UIView, UIContentView {
    /// The list content configuration shown.
    var listConfiguration: UIListContentConfiguration
    /// The text guide, once asked for.
    var storedTextGuide: UILayoutGuide?

    /// A content view showing a configuration.
    /// - Parameter configuration: the configuration.
    public init(configuration: UIListContentConfiguration) {
        listConfiguration = configuration
        super.init(frame: .zero)
    }

    /// A content view from an archive (never used by cellshot).
    /// - Parameter coder: the archive.
    public required init?(coder: NSCoder) {
        listConfiguration = .cell()
        super.init(coder: coder)
    }

    /// The configuration shown; a configuration of another type is ignored, as UIKit's view does.
    open var configuration: any UIContentConfiguration {
        get { listConfiguration }
        set {
            if let configuration = newValue as? UIListContentConfiguration { listConfiguration = configuration }
        }
    }

    /// Whether the view can show a configuration: only list content configurations.
    /// - Parameter configuration: the configuration to show.
    open func supports(_ configuration: any UIContentConfiguration) -> Bool {
        configuration is UIListContentConfiguration
    }
}
