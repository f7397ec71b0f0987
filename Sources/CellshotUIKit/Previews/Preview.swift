import Foundation

extension CellshotUIKit {
    /// A preview of a UIKit view or view controller, as DeveloperToolsSupport's `Preview`: what `#Preview`
    /// expands to (with the Previews package trait) and what `assertPreviewSnapshots` draws.
    ///
    /// Write `#Preview` as for Xcode; this type is named here only because the macro's expansion calls it.
    public struct Preview {
        /// The traits of a view preview (DeveloperToolsSupport's `Preview.ViewTraits`), the `T` of
        /// ``PreviewTrait``.
        public enum ViewTraits {}

        /// What a preview's body makes.
        package enum Body {
            case view(@MainActor () -> UIView)
            case viewController(@MainActor () -> UIViewController)
            /// Pictures another front end draws: a SwiftUI body (CellshotSwiftUI's `#Preview`) or a
            /// `PreviewProvider`'s previews.
            case picture(PreviewPicture)
        }

        /// The name given, or `nil` (Xcode then names the preview by its line).
        public let name: String?
        /// The traits given, composed ones flattened, in order.
        public let traits: [PreviewTrait<ViewTraits>]
        package let body: Body

        /// A preview of a view (DeveloperToolsSupport's `init(_:traits:body:)` for `UIView`).
        @MainActor
        public init(_ name: String? = nil, traits: PreviewTrait<ViewTraits>...,
                    @PreviewBodyBuilder body: @escaping @MainActor () -> UIView) {
            self.name = name
            self.traits = traits
            self.body = .view(body)
        }

        /// A preview of a view controller (DeveloperToolsSupport's `init(_:traits:body:)` for
        /// `UIViewController`).
        @MainActor
        public init(_ name: String? = nil, traits: PreviewTrait<ViewTraits>...,
                    @PreviewBodyBuilder body: @escaping @MainActor () -> UIViewController) {
            self.name = name
            self.traits = traits
            self.body = .viewController(body)
        }
    }

    /// A customisation of a preview (DeveloperToolsSupport's `PreviewTrait`): the orientations and layouts a
    /// UIKit preview can name. How each is drawn, and which are warned about, is in docs/uikit.md, "Previews".
    public struct PreviewTrait<T>: Sendable {
        /// One trait.
        package enum Kind: Equatable, Sendable {
            case portrait, portraitUpsideDown, landscapeLeft, landscapeRight
            case defaultLayout, sizeThatFitsLayout
            case fixedLayout(width: CGFloat, height: CGFloat)
        }

        /// The traits this one stands for: one, or several composed.
        package let kinds: [Kind]

        package init(kinds: [Kind]) { self.kinds = kinds }

        /// Several traits as one (DeveloperToolsSupport's `init(_:)`).
        public init(_ traits: PreviewTrait<T>...) { kinds = traits.flatMap(\.kinds) }

        /// A fixed-size container (`fixedLayout(width:height:)`): the list is drawn this wide.
        public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait<T> {
            PreviewTrait(kinds: [.fixedLayout(width: width, height: height)])
        }
    }

    /// A type that registers one preview, as DeveloperToolsSupport's `PreviewRegistry`: `#Preview` expands to
    /// one (for a UIKit body and, with CellshotSwiftUI, a SwiftUI one), and ``previewRegistries()`` finds them all
    /// at run time.
    public protocol PreviewRegistry {
        /// The file of the `#Preview` (`#fileID`: `Module/File.swift`).
        static var fileID: String { get }
        /// The line of the `#Preview`.
        static var line: Int { get }
        /// The column of the `#Preview`.
        static var column: Int { get }
        /// Makes the preview (its body is called later, when it is drawn).
        @MainActor static func makePreview() -> Preview
    }
}

extension CellshotUIKit.PreviewTrait where T == CellshotUIKit.Preview.ViewTraits {
    /// The device upright (the default).
    public static var portrait: Self { Self(kinds: [.portrait]) }
    /// The device upside down.
    public static var portraitUpsideDown: Self { Self(kinds: [.portraitUpsideDown]) }
    /// The device on its side, its top on the left.
    public static var landscapeLeft: Self { Self(kinds: [.landscapeLeft]) }
    /// The device on its side, its top on the right.
    public static var landscapeRight: Self { Self(kinds: [.landscapeRight]) }
    /// The preview in a container the size of the device (the default).
    public static var defaultLayout: Self { Self(kinds: [.defaultLayout]) }
    /// The container fitted to the preview.
    public static var sizeThatFitsLayout: Self { Self(kinds: [.sizeThatFitsLayout]) }
}

/// The body of a UIKit preview: one expression (`{ ProfileCell() }`), or statements ending in `return`, which Swift
/// checks as a plain closure. Not for apps to name.
///
/// It is there for the type checker: with CellshotSwiftUI, `#Preview` is also SwiftUI's, whose `@ViewBuilder` body
/// can be several views with no `return` (`{ RowView(); RowView() }`). A plain closure would match UIKit's
/// declarations too, its missing `return` found only later, and the call would be ambiguous; this builder takes one
/// component only, so such a body matches SwiftUI's alone.
@resultBuilder
public enum PreviewBodyBuilder {
    /// The body's one expression.
    public static func buildExpression<Body>(_ body: Body) -> Body { body }
    /// The body's one component.
    public static func buildBlock<Body>(_ body: Body) -> Body { body }
}

/// DeveloperToolsSupport's spelling, so that `PreviewTrait<Preview.ViewTraits>` in an app's code compiles.
public typealias Preview = CellshotUIKit.Preview
/// DeveloperToolsSupport's spelling.
public typealias PreviewTrait<T> = CellshotUIKit.PreviewTrait<T>
