import CellshotSwiftUILayout
import Foundation

// UIKit views and view controllers inside SwiftUI (SwiftUI's `UIViewRepresentable` and
// `UIViewControllerRepresentable`). An app wraps what SwiftUI lacks this way (a close button, a web view, a share
// sheet): 5 of the corpus's sets do. cellshot makes the coordinator and the view and lets the app configure it, as
// SwiftUI does before the first frame, and sizes it as SwiftUI sizes it. It draws a wrapped view SwiftUI has an equal
// of (a `UIActivityIndicatorView` is SwiftUI's spinner); any other UIKit view inside SwiftUI is not drawn (the UIKit
// front end draws cells, not arbitrary views), so its space stays empty and a warning names the type.

/// What a representable's methods are given (SwiftUI's `UIViewRepresentableContext`).
@MainActor @preconcurrency
public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
    /// The coordinator `makeCoordinator()` made.
    public let coordinator: Representable.Coordinator
    /// The transaction of the update: none in a still picture.
    public var transaction: Transaction
    /// The environment the representable is in.
    public var environment: EnvironmentValues
}

/// What a view controller representable's methods are given (SwiftUI's `UIViewControllerRepresentableContext`).
@MainActor @preconcurrency
public struct UIViewControllerRepresentableContext<Representable: UIViewControllerRepresentable> {
    /// The coordinator `makeCoordinator()` made.
    public let coordinator: Representable.Coordinator
    /// The transaction of the update: none in a still picture.
    public var transaction: Transaction
    /// The environment the representable is in.
    public var environment: EnvironmentValues
}

/// A UIKit view in a SwiftUI hierarchy (SwiftUI's `UIViewRepresentable`). cellshot makes and updates the view and
/// sizes it as SwiftUI does; the view itself is not drawn: the space is left empty and a warning names the type.
@MainActor @preconcurrency
public protocol UIViewRepresentable: View where Body == Never {
    /// The UIKit view's type.
    associatedtype UIViewType: UIView
    /// What connects the view's events to SwiftUI (`Void` when the app makes none).
    associatedtype Coordinator = Void
    /// What the methods are given.
    typealias Context = UIViewRepresentableContext<Self>

    /// Makes the view, once.
    @MainActor @preconcurrency func makeUIView(context: Context) -> UIViewType
    /// Brings the view up to date with the representable's properties.
    @MainActor @preconcurrency func updateUIView(_ uiView: UIViewType, context: Context)
    /// Makes the coordinator, before the view.
    @MainActor @preconcurrency func makeCoordinator() -> Coordinator
    /// The view's size for a proposal, or `nil` for the view's own (its intrinsic content size).
    @MainActor @preconcurrency func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType,
                                                 context: Context) -> CGSize?
    /// Cleans up when the view goes away: never, in a still picture.
    @MainActor @preconcurrency static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator)
}

extension UIViewRepresentable where Coordinator == Void {
    /// No coordinator.
    public func makeCoordinator() -> Coordinator { () }
}

extension UIViewRepresentable {
    /// The view's own size (its intrinsic content size, the proposal along axes that have none).
    public func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context) -> CGSize? { nil }
    /// Nothing to clean up.
    public static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator) {}

    @MainActor
    public static func _makeNodes(_ view: Self, _ inputs: _ViewInputs) -> _ViewOutputs {
        guard inputs.graph.install(view, inputs) else { return _ViewOutputs() }
        let made = inputs.graph.storage(for: inputs.identity) {
            Represented<Coordinator, UIViewType>(coordinator: view.makeCoordinator())
        }
        let context = Context(coordinator: made.coordinator, transaction: Transaction(),
                              environment: inputs.environment)
        let uiView = made.made ?? view.makeUIView(context: context)
        made.made = uiView
        view.updateUIView(uiView, context: context)
        if let drawn = RepresentableLeaf.swiftUIEquivalent(of: uiView, inputs) { return drawn }
        inputs.graph.warn(RepresentableLeaf.warning(for: Self.self, wrapping: UIViewType.self))
        let leaf = RepresentableLeaf(view: uiView) { proposal in
            view.sizeThatFits(proposal, uiView: uiView, context: context)
        }
        return _ViewOutputs(LayoutNode(leaf: leaf, name: "\(Self.self)", direction: inputs.environment.layoutDirection))
    }
}

/// A UIKit view controller in a SwiftUI hierarchy (SwiftUI's `UIViewControllerRepresentable`). cellshot makes and
/// updates the controller and sizes its view as SwiftUI does; the view is not drawn (a warning names the type).
@MainActor @preconcurrency
public protocol UIViewControllerRepresentable: View where Body == Never {
    /// The view controller's type.
    associatedtype UIViewControllerType: UIViewController
    /// What connects the controller's events to SwiftUI (`Void` when the app makes none).
    associatedtype Coordinator = Void
    /// What the methods are given.
    typealias Context = UIViewControllerRepresentableContext<Self>

    /// Makes the controller, once.
    @MainActor @preconcurrency func makeUIViewController(context: Context) -> UIViewControllerType
    /// Brings the controller up to date with the representable's properties.
    @MainActor @preconcurrency func updateUIViewController(_ uiViewController: UIViewControllerType, context: Context)
    /// Makes the coordinator, before the controller.
    @MainActor @preconcurrency func makeCoordinator() -> Coordinator
    /// The controller's view's size for a proposal, or `nil` for its own.
    @MainActor @preconcurrency func sizeThatFits(_ proposal: ProposedViewSize,
                                                 uiViewController: UIViewControllerType, context: Context) -> CGSize?
    /// Cleans up when the controller goes away: never, in a still picture.
    @MainActor @preconcurrency static func dismantleUIViewController(_ uiViewController: UIViewControllerType,
                                                                     coordinator: Coordinator)
}

extension UIViewControllerRepresentable where Coordinator == Void {
    /// No coordinator.
    public func makeCoordinator() -> Coordinator { () }
}

extension UIViewControllerRepresentable {
    /// The controller's view's own size.
    public func sizeThatFits(_ proposal: ProposedViewSize, uiViewController: UIViewControllerType,
                             context: Context) -> CGSize? { nil }
    /// Nothing to clean up.
    public static func dismantleUIViewController(_ uiViewController: UIViewControllerType,
                                                 coordinator: Coordinator) {}

    @MainActor
    public static func _makeNodes(_ view: Self, _ inputs: _ViewInputs) -> _ViewOutputs {
        guard inputs.graph.install(view, inputs) else { return _ViewOutputs() }
        let made = inputs.graph.storage(for: inputs.identity) {
            Represented<Coordinator, UIViewControllerType>(coordinator: view.makeCoordinator())
        }
        let context = Context(coordinator: made.coordinator, transaction: Transaction(),
                              environment: inputs.environment)
        let controller = made.made ?? view.makeUIViewController(context: context)
        made.made = controller
        view.updateUIViewController(controller, context: context)
        inputs.graph.warn(RepresentableLeaf.warning(for: Self.self, wrapping: UIViewControllerType.self))
        let leaf = RepresentableLeaf(view: nil) { proposal in
            view.sizeThatFits(proposal, uiViewController: controller, context: context)
        }
        return _ViewOutputs(LayoutNode(leaf: leaf, name: "\(Self.self)", direction: inputs.environment.layoutDirection))
    }
}

/// A representable's coordinator and what it made (its view or view controller), kept for the graph's later passes:
/// SwiftUI makes them once per view.
final class Represented<Coordinator, Made: AnyObject> {
    let coordinator: Coordinator
    var made: Made?

    init(coordinator: Coordinator) {
        self.coordinator = coordinator
    }
}

/// The space a representable takes: what its `sizeThatFits` says, else its UIKit view's intrinsic content size
/// along each axis that has one and the proposal along the others (SwiftUI's documented default for
/// `UIViewRepresentable.sizeThatFits`, iOS 16; a `nil` proposal along an axis with no intrinsic size takes the
/// unspecified length shapes take, an inference). Nothing is drawn in it.
final class RepresentableLeaf: LeafLayout {
    private let intrinsic: CGSize?
    private let fitting: (ProposedViewSize) -> CGSize?

    @MainActor
    init(view: UIView?, fitting: @escaping (ProposedViewSize) -> CGSize?) {
        intrinsic = view?.intrinsicContentSize
        self.fitting = fitting
    }

    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        if let size = fitting(proposal) { return size }
        func length(_ intrinsic: CGFloat?, _ proposed: CGFloat?) -> CGFloat {
            if let intrinsic, intrinsic >= 0 { return intrinsic }
            if let proposed, proposed.isFinite { return proposed }
            return SwiftUIFigures.unspecifiedDimension
        }
        return CGSize(width: length(intrinsic?.width, proposal.width),
                      height: length(intrinsic?.height, proposal.height))
    }

    /// The SwiftUI view that draws a wrapped UIKit view as UIKit would, for the views apps wrap that SwiftUI has an
    /// equal of: a `UIActivityIndicatorView` (apps wrapped one before `ProgressView`, iOS 14) is SwiftUI's spinner —
    /// the same `UIActivityIndicatorView` on iOS — large or medium as its style, in its colour; hidden when stopped
    /// and `hidesWhenStopped`. `nil` for every other view.
    @MainActor
    static func swiftUIEquivalent(of view: UIView, _ inputs: _ViewInputs) -> _ViewOutputs? {
        guard let indicator = view as? UIActivityIndicatorView else { return nil }
        let large = indicator.style == .large || indicator.style == .whiteLarge
        let spinner = ProgressView()
            .controlSize(large ? .large : .regular)
            .tint(indicator.color.map { Color(uiColor: $0) })
            .opacity(indicator.isHidden ? 0 : 1)
        return type(of: spinner)._makeNodes(spinner, inputs)
    }

    static func warning(for representable: Any.Type, wrapping uiKitType: Any.Type) -> String {
        // A private type's reflected name holds an address (`App.(unknown context at $55e9…).Adapter`), different
        // each run: the warning names it as written, so it is the same every run.
        let reflected = String(reflecting: representable)
        let name = reflected.contains("(unknown context at") ? String(describing: representable) : reflected
        return "\(name) wraps a UIKit \(uiKitType) (UIViewRepresentable): cellshot sizes it "
            + "and leaves its space empty; UIKit views inside SwiftUI are not drawn"
    }
}
