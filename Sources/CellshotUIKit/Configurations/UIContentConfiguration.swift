import Foundation

/// A description of a content view's content and style for a state (`UIContentConfiguration`).
///
/// As in UIKit, the protocol is not isolated and ``makeContentView()`` is `@MainActor`: a configuration is
/// a value built anywhere, a view is made on the main actor. cellshot draws ``UIListContentConfiguration``
/// itself; a configuration of your own type is drawn through the view its ``makeContentView()`` makes — labels,
/// images and stacks placed with constraints, turned into a document template (docs/uikit.md, "Custom content
/// views").
public protocol UIContentConfiguration {
    /// Makes a content view that shows this configuration.
    @MainActor func makeContentView() -> any UIView & UIContentView

    /// This configuration updated for a state: the state's defaults applied to every property you did not set.
    /// - Parameter state: the state to update for.
    func updated(for state: any UIConfigurationState) -> Self
}

/// A view that shows a content configuration (`UIContentView`).
@MainActor public protocol UIContentView: NSObjectProtocol {
    /// The configuration shown; setting it applies the new configuration to the view.
    var configuration: any UIContentConfiguration { get set }

    /// Whether the view can show a configuration (so the cell applies it instead of making a new view).
    /// - Parameter configuration: the configuration to show.
    func supports(_ configuration: any UIContentConfiguration) -> Bool
}

extension UIContentView {
    /// Whether the view can show a configuration: `true` unless a content view says otherwise.
    public func supports(_ configuration: any UIContentConfiguration) -> Bool {
        true
    }
}
