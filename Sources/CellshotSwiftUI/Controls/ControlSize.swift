import CellshotModel
import CellshotSwiftUILayout

/// The size class of controls (SwiftUI's `ControlSize`): a bordered button's padding and font, a spinner's side.
public enum ControlSize: Hashable, CaseIterable, Sendable {
    case mini
    case small
    case regular
    case large
    /// iOS 26's extra large size.
    case extraLarge
}

extension SwiftUIFigures.PerControlSize {
    /// The figure of a control size.
    subscript(size: ControlSize) -> Value {
        switch size {
        case .mini: mini
        case .small: small
        case .regular: regular
        case .large: large
        case .extraLarge: extraLarge
        }
    }
}

extension ListLook {
    /// The controls' figures of this look: the one place a look picks its column of the table.
    var controls: SwiftUIFigures.Controls {
        switch self {
        case .ios18: .ios18
        case .ios26: .ios26
        }
    }
}

struct ControlSizeKey: EnvironmentKey {
    static let defaultValue = ControlSize.regular
}

extension EnvironmentValues {
    /// The size of controls below this view (`.controlSize(_:)`); `.regular` unless set.
    public var controlSize: ControlSize {
        get { self[ControlSizeKey.self] }
        set { self[ControlSizeKey.self] = newValue }
    }
}

extension View {
    /// The size of the controls in this view: a bordered button's padding and font, a spinner's side.
    ///
    /// ```swift
    /// Button("Continue") {}.buttonStyle(.borderedProminent).controlSize(.large)
    /// ```
    public func controlSize(_ controlSize: ControlSize) -> some View {
        environment(\.controlSize, controlSize)
    }
}
