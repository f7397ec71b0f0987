#if Previews
/// A preview of a UIKit view, as Xcode's `#Preview` (UIKit's declaration): with the Previews package trait, a
/// file with previews compiles unchanged on Linux, and `assertPreviewSnapshots` draws each one.
///
/// ```swift
/// #Preview("Needs attention", traits: .sizeThatFitsLayout) {
///     let cell = ProfileCell(style: .subtitle, reuseIdentifier: nil)
///     cell.needsAttention = true
///     return cell
/// }
/// ```
/// - Parameters:
///   - name: the preview's name, which its snapshot is named by (else its line).
///   - traits: orientation and layout (docs/uikit.md, "Previews", says how each is drawn).
///   - body: makes the view.
@freestanding(declaration)
public macro Preview(_ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>...,
                     @PreviewBodyBuilder body: @escaping @MainActor () -> UIView)
    = #externalMacro(module: "CellshotPreviewMacros", type: "UIKitPreviewMacro")

/// A preview of a UIKit view controller, as Xcode's `#Preview` (UIKit's declaration).
/// - Parameters:
///   - name: the preview's name, which its snapshot is named by (else its line).
///   - traits: orientation and layout.
///   - body: makes the view controller.
@freestanding(declaration)
public macro Preview(_ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>...,
                     @PreviewBodyBuilder body: @escaping @MainActor () -> UIViewController)
    = #externalMacro(module: "CellshotPreviewMacros", type: "UIKitPreviewMacro")
#endif
