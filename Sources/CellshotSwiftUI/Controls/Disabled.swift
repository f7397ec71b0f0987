import CellshotSwiftUILayout

extension View {
    /// Turns the controls in this view off (SwiftUI's `disabled(_:)`): buttons draw their label grey, switches
    /// and sliders dimmed. A view inside a disabled one stays disabled whatever it sets itself.
    ///
    /// ```swift
    /// Button("Submit") {}.disabled(name.isEmpty)
    /// ```
    public func disabled(_ disabled: Bool) -> some View {
        transformEnvironment(\.isEnabled) { isEnabled in
            if disabled { isEnabled = false }
        }
    }
}
