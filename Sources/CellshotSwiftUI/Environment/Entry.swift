#if Previews
/// Declares an environment value with its key (SwiftUI's `@Entry`), with cellshot's `Previews` package trait:
/// a macro needs swift-syntax, which a package without the trait never builds (docs/swiftui.md, "State and data
/// flow"). Without the trait, write the key by hand — the same value, as SwiftUI's expansion writes it.
///
/// ```swift
/// extension EnvironmentValues {
///     @Entry var accent: Color = .blue
/// }
/// ```
@attached(accessor)
@attached(peer, names: prefixed(__Key_))
public macro Entry() = #externalMacro(module: "CellshotPreviewMacros", type: "EntryMacro")
#endif
