import CellshotSwiftUILayout

struct LabelsHiddenKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// Whether controls below hide their labels (`.labelsHidden()`).
    var labelsHidden: Bool {
        get { self[LabelsHiddenKey.self] }
        set { self[LabelsHiddenKey.self] = newValue }
    }
}

extension View {
    /// Hides the labels of the controls in this view: a Toggle is then its switch alone, a Picker its
    /// selection, a LabeledContent its content.
    ///
    /// ```swift
    /// HStack { Text("Wi-Fi"); Spacer(); Toggle("Wi-Fi", isOn: $isOn).labelsHidden() }
    /// ```
    public func labelsHidden() -> some View {
        environment(\.labelsHidden, true)
    }
}
