import CellshotSwiftUILayout
import Foundation

/// The shape of a bordered button's background (SwiftUI's `ButtonBorderShape`).
public struct ButtonBorderShape: Equatable, Sendable {
    enum Kind: Equatable, Sendable {
        case automatic
        case capsule
        case roundedRectangle(CGFloat?)
        case circle
    }

    let kind: Kind

    /// The look's own: a rounded rectangle on iOS 18 and earlier, a capsule on iOS 26.
    public static let automatic = ButtonBorderShape(kind: .automatic)
    /// A capsule.
    public static let capsule = ButtonBorderShape(kind: .capsule)
    /// A rounded rectangle of the look's radius for the control size.
    public static let roundedRectangle = ButtonBorderShape(kind: .roundedRectangle(nil))
    /// A circle.
    public static let circle = ButtonBorderShape(kind: .circle)
    /// A rounded rectangle of a radius.
    public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape {
        ButtonBorderShape(kind: .roundedRectangle(radius))
    }

    /// The corners drawn for a control size in a look.
    func corners(size: ControlSize, look: SwiftUIFigures.Controls) -> ControlBackground.Corners {
        switch kind {
        case .automatic:
            return ControlBackground.Corners(look.borderedCorners[size])
        case .capsule:
            return .capsule
        case .roundedRectangle(let radius?):
            return .radius(radius)
        case .roundedRectangle(nil):
            // The look's rounded rectangle; iOS 26 has none of its own, so iOS 18's radius.
            return ControlBackground.Corners(SwiftUIFigures.Controls.ios18.borderedCorners[size])
        case .circle:
            return .circle
        }
    }
}

struct ButtonBorderShapeKey: EnvironmentKey {
    static let defaultValue = ButtonBorderShape.automatic
}

extension EnvironmentValues {
    /// The shape of bordered buttons below (`.buttonBorderShape(_:)`).
    var buttonBorderShape: ButtonBorderShape {
        get { self[ButtonBorderShapeKey.self] }
        set { self[ButtonBorderShapeKey.self] = newValue }
    }
}

extension View {
    /// The shape of the bordered buttons in this view.
    ///
    /// ```swift
    /// Button("Get") {}.buttonStyle(.bordered).buttonBorderShape(.capsule)
    /// ```
    public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View {
        environment(\.buttonBorderShape, shape)
    }
}

/// The filled shape behind a control (a bordered button, a stepper, a segmented picker): a rounded
/// rectangle, a capsule or a circle, as one shape type.
struct ControlBackground: Shape {
    enum Corners: Equatable, Sendable {
        case radius(CGFloat)
        case capsule
        case circle

        init(_ figure: SwiftUIFigures.ControlCorners) {
            switch figure {
            case .radius(let radius): self = .radius(radius)
            case .capsule: self = .capsule
            }
        }
    }

    let corners: Corners

    nonisolated func path(in rect: CGRect) -> Path {
        switch corners {
        case .radius(let radius):
            return Path(roundedRect: rect, cornerRadius: min(radius, min(rect.width, rect.height) / 2))
        case .capsule:
            return Capsule().path(in: rect)
        case .circle:
            return Circle().path(in: rect)
        }
    }
}
