import CellshotGraphics
import CellshotSwiftUILayout
import Foundation

/// A style that draws a progress view (SwiftUI's `ProgressViewStyle`): `.automatic`, `.circular`, `.linear`,
/// or an app's own.
@MainActor @preconcurrency
public protocol ProgressViewStyle {
    /// The view the style draws.
    associatedtype Body: View
    /// The progress and its labels.
    typealias Configuration = ProgressViewStyleConfiguration
    /// The progress view drawn in this style.
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Configuration) -> Body
}

/// What a ``ProgressViewStyle`` draws from (SwiftUI's `ProgressViewStyleConfiguration`).
public struct ProgressViewStyleConfiguration {
    /// The label as a view.
    public struct Label {
        public typealias Body = Never
        let content: DeferredView

        @MainActor
        public static func _makeNodes(_ view: Self, _ inputs: _ViewInputs) -> _ViewOutputs {
            view.content.make(inputs)
        }
    }

    /// The label of the current value as a view.
    public struct CurrentValueLabel {
        public typealias Body = Never
        let content: DeferredView

        @MainActor
        public static func _makeNodes(_ view: Self, _ inputs: _ViewInputs) -> _ViewOutputs {
            view.content.make(inputs)
        }
    }

    /// The fraction done, 0…1, or `nil` when unknown.
    public let fractionCompleted: Double?
    /// The label, if any.
    public var label: Label?
    /// The label of the current value, if any.
    public var currentValueLabel: CurrentValueLabel?
}

extension ProgressViewStyleConfiguration.Label: View {}
extension ProgressViewStyleConfiguration.CurrentValueLabel: View {}

/// The default style (SwiftUI's `DefaultProgressViewStyle`): a spinner without a value, a bar with one.
public struct DefaultProgressViewStyle {
    /// The style.
    public init() {}
}

extension DefaultProgressViewStyle: ProgressViewStyle {
    /// The view that draws the configuration in this style.
    public func makeBody(configuration: Configuration) -> some View {
        if configuration.fractionCompleted == nil {
            CircularProgressViewStyle().makeBody(configuration: configuration)
        } else {
            LinearProgressViewStyle().makeBody(configuration: configuration)
        }
    }
}

/// A spinner, its label below it in the secondary colour (SwiftUI's `CircularProgressViewStyle`; on iOS a
/// value does not change it).
public struct CircularProgressViewStyle {
    /// The style.
    public init() {}
}

extension CircularProgressViewStyle: ProgressViewStyle {
    /// The view that draws the configuration in this style.
    public func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: SwiftUIFigures.progressCircularSpacing) {
            SpinnerView()
            if let label = configuration.label {
                label.foregroundStyle(.secondary)
            }
        }
    }
}

/// A bar filled to the value in the tint (SwiftUI's `LinearProgressViewStyle`): the label above it, the current
/// value label below it in the secondary colour, all leading.
public struct LinearProgressViewStyle {
    /// The style.
    public init() {}
}

extension LinearProgressViewStyle: ProgressViewStyle {
    /// The view that draws the configuration in this style.
    public func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: SwiftUIFigures.progressLinearSpacing) {
            if let label = configuration.label {
                label
            }
            ProgressBarView(fraction: configuration.fractionCompleted)
            if let current = configuration.currentValueLabel {
                current.environment(\.font, .footnote).foregroundStyle(.secondary)
            }
        }
    }
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
    /// The default style.
    public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}

extension ProgressViewStyle where Self == CircularProgressViewStyle {
    /// A spinner.
    public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}

extension ProgressViewStyle where Self == LinearProgressViewStyle {
    /// A bar.
    public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}

/// A progress bar, as a view: the tint over the system fill grey [I: UIProgressView's colours], the look's
/// thickness.
struct ProgressBarView {
    typealias Body = Never
    let fraction: Double?

    @MainActor
    static func _makeNodes(_ view: ProgressBarView, _ inputs: _ViewInputs) -> _ViewOutputs {
        let environment = inputs.environment
        let leaf = ProgressBarLeaf(fraction: view.fraction, thickness: environment.look.controls.progressBarHeight,
                                   track: Color(provider: .system(.systemFill)).resolved(in: environment),
                                   fill: Color.accentColor.resolved(in: environment),
                                   rightToLeft: environment.layoutDirection == .rightToLeft)
        let node = LayoutNode(leaf: leaf, name: "ProgressBar", direction: environment.layoutDirection)
        node.payload = leaf
        return _ViewOutputs(node)
    }
}

extension ProgressBarView: View {}

/// An indeterminate spinner, as a view.
struct SpinnerView {
    typealias Body = Never

    @MainActor
    static func _makeNodes(_ view: SpinnerView, _ inputs: _ViewInputs) -> _ViewOutputs {
        let environment = inputs.environment
        // The tint when the app sets one (`.tint(.white)` on a dark card), else the secondary label grey [I].
        let color = environment.tint.map { $0._resolvePaint(in: environment.withoutTint).color }
            ?? Color.secondary.resolved(in: environment)
        let leaf = SpinnerLeaf(side: SwiftUIFigures.spinnerSide[environment.controlSize], color: color)
        let node = LayoutNode(leaf: leaf, name: "Spinner", direction: environment.layoutDirection)
        node.payload = leaf
        return _ViewOutputs(node)
    }
}

extension SpinnerView: View {}

/// One frame of UIActivityIndicatorView's spinner: spokes round the centre, the one at the top darkest and
/// each following one (clockwise) lighter [I: the look of a frame; the spoke figures are in `SwiftUIFigures`].
final class SpinnerLeaf: LeafLayout, NodeDrawing {
    let side: CGFloat
    let color: CellshotGraphics.Color

    init(side: CGFloat, color: CellshotGraphics.Color) {
        self.side = side
        self.color = color
    }

    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        CGSize(width: side, height: side)
    }

    func draw(_ node: LayoutNode, into canvas: inout Canvas) {
        let centre = CGPoint(x: node.frame.midX, y: node.frame.midY)
        let outer = side / 2 - side * SwiftUIFigures.spinnerSpokeWidth / 2
        let inner = outer - side * SwiftUIFigures.spinnerSpokeLength + side * SwiftUIFigures.spinnerSpokeWidth
        let count = SwiftUIFigures.spinnerSpokes
        for index in 0..<count {
            let angle = Double(index) / Double(count) * 2 * Double.pi
            let (dx, dy) = (CGFloat(sin(angle)), CGFloat(-cos(angle)))
            let start = CGPoint(x: centre.x + dx * inner, y: centre.y + dy * inner)
            let end = CGPoint(x: centre.x + dx * outer, y: centre.y + dy * outer)
            var spoke = color
            // The trailing spokes fade from the head's full colour to a quarter of it.
            spoke.alpha *= 1 - 0.75 * Double(index) / Double(count - 1)
            canvas.commands.append(.path(ControlShapes.capsule(from: start, to: end, width: side * SwiftUIFigures.spinnerSpokeWidth),
                                         paint: .fill, color: spoke))
        }
    }
}

/// A progress view style, its type erased, kept in the environment.
struct AnyProgressViewStyle {
    let makeNodes: @MainActor (ProgressViewStyleConfiguration, _ViewInputs) -> _ViewOutputs

    @MainActor
    init<S: ProgressViewStyle>(_ style: S) {
        makeNodes = { configuration, inputs in
            inputs.graph.install(style, inputs)
            let body = style.makeBody(configuration: configuration)
            return S.Body._makeNodes(body, inputs.child(of: S.self))
        }
    }
}

struct ProgressViewStyleKey: EnvironmentKey {
    static var defaultValue: AnyProgressViewStyle? { nil }
}

extension EnvironmentValues {
    /// The style progress views below are drawn in; `nil` for the default.
    var progressViewStyle: AnyProgressViewStyle? {
        get { self[ProgressViewStyleKey.self] }
        set { self[ProgressViewStyleKey.self] = newValue }
    }
}

extension View {
    /// Draws the progress views in this view in a style.
    ///
    /// ```swift
    /// ProgressView(value: 0.3).progressViewStyle(.linear)
    /// ```
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
        environment(\.progressViewStyle, AnyProgressViewStyle(style))
    }
}
