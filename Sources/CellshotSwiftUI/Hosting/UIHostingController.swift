import CellshotModel
import Foundation

/// How a hosting controller tells UIKit its size (SwiftUI's `UIHostingControllerSizingOptions`, iOS 16).
public struct UIHostingControllerSizingOptions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The controller's preferred content size follows its view's ideal size.
    public static let preferredContentSize = UIHostingControllerSizingOptions(rawValue: 1 << 0)
    /// The view's intrinsic content size follows its ideal size.
    public static let intrinsicContentSize = UIHostingControllerSizingOptions(rawValue: 1 << 1)
}

/// A UIKit view controller whose view is a SwiftUI view (SwiftUI's `UIHostingController`). Apps make one to push or
/// present a SwiftUI screen from UIKit code; cellshot keeps its root view so that a test can draw it
/// (`CellshotSwiftUI.render(controller, to: …)`). Put inside a UIKit table's cell, its
/// view is an empty view: UIKit views holding SwiftUI are drawn through `UIHostingConfiguration`, not this.
@MainActor @preconcurrency
open class UIHostingController<Content: View>: UIViewController {
    /// The SwiftUI view the controller shows.
    public var rootView: Content
    /// How the controller tells UIKit its size.
    public var sizingOptions: UIHostingControllerSizingOptions = []
    /// The safe area regions the root view respects.
    public var safeAreaRegions: SafeAreaRegions = .all

    /// A controller showing `rootView`.
    public init(rootView: Content) {
        self.rootView = rootView
        super.init(nibName: nil, bundle: nil)
    }

    /// A controller from a storyboard, showing `rootView`.
    public init?(coder: NSCoder, rootView: Content) {
        self.rootView = rootView
        super.init(nibName: nil, bundle: nil)
    }

    /// SwiftUI's controller cannot be made from a storyboard without a root view: `nil`.
    public required init?(coder: NSCoder) {
        return nil
    }
}

/// A hosting controller seen without its content type, for code that draws whatever controller it is handed (the
/// swift-snapshot-testing integration's `.image(on:)` of a `UIViewController`).
@MainActor
public protocol HostingControllerContent {
    /// The SwiftUI view the controller shows.
    var anyRootView: any View { get }
}

extension UIHostingController: HostingControllerContent {
    /// The SwiftUI view the controller shows.
    public var anyRootView: any View { rootView }
}

extension CellshotSwiftUI {
    /// Draws a hosting controller's root view to a PNG file, as any view is drawn.
    @MainActor
    public static func render<Content: View>(_ controller: UIHostingController<Content>, to path: String,
                                             width: CGFloat = 390, height: CGFloat? = nil, scale: CGFloat = 3,
                                             safeArea: EdgeInsets = EdgeInsets(), colorScheme: ColorScheme = .light,
                                             dynamicTypeSize: DynamicTypeSize = .large, look: Look = .ios26,
                                             fileID: String = #fileID, line: Int = #line) throws(SwiftUIRenderError) {
        try render(controller.rootView, to: path, width: width, height: height, scale: scale, safeArea: safeArea,
                   colorScheme: colorScheme, dynamicTypeSize: dynamicTypeSize, look: look, fileID: fileID, line: line)
    }
}
