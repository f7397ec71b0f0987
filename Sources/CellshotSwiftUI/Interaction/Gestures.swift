import Foundation

/// A gesture (SwiftUI's `Gesture`): accepted on a view and never performed — a still picture is not touched.
/// Its callbacks (`onChanged`, `onEnded`, `updating`) never run.
public protocol Gesture<Value> {
    /// The value the gesture reports.
    associatedtype Value
}

/// A gesture whose callbacks never run (what `onChanged`, `onEnded`, `updating` and the combinations return).
public struct _InertGesture<Value>: Gesture {}

extension Gesture {
    /// Runs an action as the gesture changes: never in a still picture.
    public func onChanged(_ action: @escaping (Value) -> Void) -> _InertGesture<Value> { _InertGesture() }
    /// Runs an action when the gesture ends: never in a still picture.
    public func onEnded(_ action: @escaping (Value) -> Void) -> _InertGesture<Value> { _InertGesture() }
    /// Updates a gesture state as the gesture changes: never in a still picture.
    public func updating<State>(_ state: GestureState<State>,
                                body: @escaping (Value, inout State, inout Transaction) -> Void) -> _InertGesture<Value> {
        _InertGesture()
    }
    /// The gesture's value mapped: never computed.
    public func map<T>(_ body: @escaping (Value) -> T) -> _InertGesture<T> { _InertGesture() }
    /// Both gestures at once.
    public func simultaneously<Other: Gesture>(with other: Other) -> _InertGesture<(Value?, Other.Value?)> { _InertGesture() }
    /// This gesture, then another.
    public func sequenced<Other: Gesture>(before other: Other) -> _InertGesture<(Value, Other.Value?)> { _InertGesture() }
    /// Either gesture, this one first.
    public func exclusively<Other: Gesture>(before other: Other) -> _InertGesture<Value> { _InertGesture() }
}

/// A tap (SwiftUI's `TapGesture`).
public struct TapGesture: Gesture {
    public typealias Value = Void
    /// A tap of `count` touches.
    public init(count: Int = 1) {}
}

/// A tap that reports where (SwiftUI's `SpatialTapGesture`).
public struct SpatialTapGesture: Gesture {
    /// Where the tap was.
    public struct Value: Equatable, Sendable { public var location: CGPoint }
    /// A tap of `count` touches.
    public init(count: Int = 1) {}
}

/// A long press (SwiftUI's `LongPressGesture`).
public struct LongPressGesture: Gesture {
    public typealias Value = Bool
    /// A press held for `minimumDuration` seconds.
    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {}
}

/// A drag (SwiftUI's `DragGesture`).
public struct DragGesture: Gesture {
    /// A drag's progress.
    public struct Value: Equatable, Sendable {
        public var time: Date
        public var location: CGPoint
        public var startLocation: CGPoint
        public var translation: CGSize
        public var velocity: CGSize
        public var predictedEndLocation: CGPoint
        public var predictedEndTranslation: CGSize
    }
    /// A drag of at least `minimumDistance` points.
    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {}
}

/// A pinch (SwiftUI's `MagnifyGesture`).
public struct MagnifyGesture: Gesture {
    /// A pinch's progress.
    public struct Value: Equatable, Sendable { public var magnification: CGFloat }
    public init(minimumScaleDelta: CGFloat = 0.01) {}
}

/// A pinch reporting its scale (SwiftUI's older `MagnificationGesture`).
public struct MagnificationGesture: Gesture {
    public typealias Value = CGFloat
    public init(minimumScaleDelta: CGFloat = 0.01) {}
}

/// How a gesture combines with the view's own (SwiftUI's `GestureMask`).
public struct GestureMask: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let none = GestureMask([])
    public static let gesture = GestureMask(rawValue: 1)
    public static let subviews = GestureMask(rawValue: 2)
    public static let all = GestureMask([.gesture, .subviews])
}

extension View {
    /// A tap action: never performed in a still picture.
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
        modifier(EmptyModifier())
    }

    /// A tap action given the tap's location: never performed.
    public func onTapGesture(count: Int = 1, coordinateSpace: CoordinateSpace = .local,
                             perform action: @escaping (CGPoint) -> Void) -> some View {
        modifier(EmptyModifier())
    }

    /// A long-press action: never performed.
    public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
                                   perform action: @escaping () -> Void,
                                   onPressingChanged: ((Bool) -> Void)? = nil) -> some View {
        modifier(EmptyModifier())
    }

    /// A gesture: never performed.
    public func gesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
        modifier(EmptyModifier())
    }

    /// A gesture that takes precedence over the view's own: never performed.
    public func highPriorityGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
        modifier(EmptyModifier())
    }

    /// A gesture alongside the view's own: never performed.
    public func simultaneousGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
        modifier(EmptyModifier())
    }
}

// Drag and drop: interaction, never performed in a still picture.
extension View {
    /// The item a drag of the view carries: never dragged.
    public func onDrag(_ data: @escaping () -> NSItemProvider) -> some View {
        modifier(EmptyModifier())
    }

    /// The item a drag of the view carries, with a preview: never dragged.
    public func onDrag<V: View>(_ data: @escaping () -> NSItemProvider, @ViewBuilder preview: () -> V) -> some View {
        modifier(EmptyModifier())
    }

    /// Items dropped on the view: never dropped.
    public func onDrop(of supportedContentTypes: [String], isTargeted: Binding<Bool>?,
                       perform action: @escaping ([NSItemProvider]) -> Bool) -> some View {
        modifier(EmptyModifier())
    }
}
