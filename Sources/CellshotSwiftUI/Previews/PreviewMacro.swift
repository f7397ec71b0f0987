#if Previews
/// A preview of a SwiftUI view, as Xcode's `#Preview` (SwiftUI's declaration): with the Previews package trait, a
/// file with previews compiles unchanged on Linux, and `assertPreviewSnapshots(in:)` draws each one.
///
/// ```swift
/// #Preview("Wi-Fi row", traits: .sizeThatFitsLayout) {
///     SettingsRow(title: "Wi-Fi", value: "Home")
/// }
/// ```
/// It expands as UIKit's `#Preview` does, to a registry type that discovery finds at run time; the body's type
/// picks this declaration or UIKit's (a `UIView` or `UIViewController` is not a `View`).
/// - Parameters:
///   - name: the preview's name, which its snapshot is named by (else its line).
///   - traits: orientation and layout (docs/swiftui.md, "Previews", says how each is drawn).
///   - body: makes the view.
@freestanding(declaration)
public macro Preview(_ name: String? = nil, traits: CellshotUIKit.PreviewTrait<CellshotUIKit.Preview.ViewTraits>...,
                     @ViewBuilder body: @escaping @MainActor () -> any View)
    = #externalMacro(module: "CellshotPreviewMacros", type: "UIKitPreviewMacro")
#endif
