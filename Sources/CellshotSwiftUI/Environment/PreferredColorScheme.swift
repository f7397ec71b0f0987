import Foundation

extension View {
    /// The colour scheme the view asks its presentation (the whole window on iOS, or the sheet it is in) to use;
    /// `nil` for the system's. A picture's scheme is the `colorScheme:` of `CellshotSwiftUI.render`, so this changes
    /// nothing drawn: asking for another scheme than the picture's warns, naming the call (render with that scheme
    /// to see it). A preview (`assertPreviewSnapshots`) is drawn in the scheme it asks for.
    ///
    /// ```swift
    /// SettingsView().preferredColorScheme(.dark)
    /// ```
    public func preferredColorScheme(_ colorScheme: ColorScheme?, fileID: String = #fileID, line: Int = #line) -> some View {
        modifier(_PreferredColorSchemeModifier(colorScheme: colorScheme, fileID: fileID, line: line))
    }
}

/// `.preferredColorScheme`: leaves the view as it is; a scheme other than the picture's warns.
public struct _PreferredColorSchemeModifier: Sendable {
    public typealias Body = Never
    let colorScheme: ColorScheme?
    let fileID: String
    let line: Int

    @MainActor
    public static func _makeNodes(_ modifier: Self, _ inputs: _ViewInputs,
                                  content: @MainActor (_ViewInputs) -> _ViewOutputs) -> _ViewOutputs {
        if let settings = inputs.graph.previewSettings, let wanted = modifier.colorScheme {
            // A preview is drawn in the scheme it asks for (as Xcode's canvas shows it).
            settings.colorScheme = wanted
        } else if let wanted = modifier.colorScheme, wanted != inputs.environment.colorScheme {
            let drawn = inputs.environment.colorScheme
            inputs.graph.warn(".preferredColorScheme(.\(wanted)) asks the presentation for .\(wanted), which is not drawn: "
                                + "the picture is in render's colorScheme .\(drawn)",
                              fileID: modifier.fileID, line: modifier.line)
        }
        return content(inputs)
    }
}

extension _PreferredColorSchemeModifier: ViewModifier {}
