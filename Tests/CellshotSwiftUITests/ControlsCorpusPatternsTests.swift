import CellshotSwiftUI
import Foundation
import Testing

/// The control code of the corpus's apps, in the forms they write it (not their files: the patterns), compiles
/// and draws with only its import changed.
@MainActor
@Suite struct ControlsCorpusPatternsTests {
    enum Theme: String, CaseIterable, Identifiable { case bubblegum, periwinkle; var id: Self { self } }

    struct ThemePicker: View {
        @Binding var selection: Theme
        var body: some View {
            Picker("Theme", selection: $selection) {
                ForEach(Theme.allCases) { theme in Text(theme.rawValue.capitalized).tag(theme) }
            }
            .pickerStyle(.navigationLink)
        }
    }

    @MainActor final class Store {
        var saved = false
        func save() { saved = true }
    }

    struct Editor: View {
        let store = Store()
        @State private var minutes = 12.0
        @State private var attendee = ""
        @State private var theme = Theme.periwinkle
        @State private var notify = true
        let action: () -> Void

        var body: some View {
            VStack {
                HStack {
                    Slider(value: $minutes, in: 5...30, step: 1) { Text("Length") }
                    Spacer()
                    Text("\(Int(minutes)) minutes")
                }
                ThemePicker(selection: $theme)
                HStack {
                    TextField("New Attendee", text: $attendee)
                        .keyboardType(.default).textInputAutocapitalization(.words).disableAutocorrection(true)
                    Button(action: action) { Image(systemName: "plus.circle.fill") }
                        .disabled(attendee.isEmpty)
                }
                Toggle(isOn: .init(get: { notify }, set: { notify = $0 })) { Text("Notify") }
                    .toggleStyle(SwitchToggleStyle(tint: .purple))
                Button(NSLocalizedString("Cancel", comment: ""), role: .cancel, action: action)
                ProgressView().progressViewStyle(CircularProgressViewStyle())
                TextField("Amount", text: $attendee).textFieldStyle(RoundedBorderTextFieldStyle())
                Button("Log out", role: .destructive) {}.buttonStyle(PlainButtonStyle())
                Button("Save") { store.save() }
            }
        }
    }

    @Test func theyCompileAndDraw() throws {
        let layout = try CellshotSwiftUI.layout(of: Editor(action: {}).padding(), width: 402)
        #expect(layout.first("Slider") != nil && layout.first("Toggle") != nil && layout.first("Spinner") != nil)
        #expect(layout.first("Text(\"Periwinkle\")") != nil)
        // .navigationLink is drawn as a menu outside a list, with a warning naming the line.
        #expect(CellshotSwiftUI.lastWarnings.contains { $0.contains("ControlsCorpusPatternsTests.swift:") })
    }
}
