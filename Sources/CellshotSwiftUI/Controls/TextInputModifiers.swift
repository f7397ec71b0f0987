import CellshotSwiftUILayout
import Foundation

// What a text field does as someone types — its autofill here; its keyboard, capitalization, autocorrection and
// submit key in Interaction/Input.swift, its submit action in State/LifecycleModifiers.swift — changes nothing in
// a still picture of an unfocused field: these modifiers are accepted and draw nothing (docs/swiftui.md, "What a
// still picture does not show").

extension View {
    /// What the text fields hold, for autofill (draws nothing).
    public func textContentType(_ textContentType: UITextContentType?) -> some View { self }
}
