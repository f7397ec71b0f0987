import CellshotSwiftUI
import Foundation

/// Every control outside a list, as an app's settings screen would hold them: the example page of
/// docs/swiftui.md ("Controls"), drawn in both looks and both colour schemes by `ControlsGalleryTests`.
struct ControlsGallery: View {
    enum Unit: Hashable { case celsius, fahrenheit, kelvin }

    var body: some View {
        VStack(alignment: .leading, spacing: 14) {
            HStack(spacing: 12) {
                Button("Borderless") {}
                Button("Plain") {}.buttonStyle(.plain)
                Button("Delete", role: .destructive) {}
            }
            HStack(spacing: 12) {
                Button("Bordered") {}.buttonStyle(.bordered)
                Button("Delete") {}.buttonStyle(.bordered).tint(.red)
                Button("Prominent") {}.buttonStyle(.borderedProminent)
            }
            HStack(spacing: 12) {
                Button("Small") {}.buttonStyle(.bordered).controlSize(.small)
                Button("Large") {}.buttonStyle(.borderedProminent).controlSize(.large)
                Button("Off") {}.buttonStyle(.borderedProminent).disabled(true)
            }
            Toggle("Wi-Fi", isOn: .constant(true))
            Toggle("Bluetooth", isOn: .constant(false))
            Toggle("Orange", isOn: .constant(true)).tint(.orange)
            LabeledContent("Version", value: "2.4.1")
            HStack {
                Link("Privacy Policy", destination: URL(string: "https://example.com")!)
                Spacer()
                Menu("Sort") { Button("Name") {} }
            }
            HStack(spacing: 24) {
                ProgressView()
                ProgressView(value: 0.4)
            }
            Gauge(value: 0.7) { Text("Storage") } currentValueLabel: { Text("70 %") }
            Slider(value: .constant(0.75))
            Stepper("Quantity: 3", value: .constant(3), in: 1...10)
            TextField("Name", text: .constant(""))
            TextField("Name", text: .constant("Taylor")).textFieldStyle(.roundedBorder)
            SecureField("Password", text: .constant("secret123"))
            HStack {
                Text("Unit")
                Spacer()
                Picker("Unit", selection: .constant(Unit.celsius)) {
                    Text("Celsius").tag(Unit.celsius)
                    Text("Fahrenheit").tag(Unit.fahrenheit)
                }
            }
            Picker("Unit", selection: .constant(Unit.fahrenheit)) {
                Text("°C").tag(Unit.celsius)
                Text("°F").tag(Unit.fahrenheit)
                Text("K").tag(Unit.kelvin)
            }
            .pickerStyle(.segmented)
            DatePicker("Start", selection: .constant(Date(timeIntervalSince1970: 1_560_000_000)))
            AsyncImage(url: URL(string: "https://example.com/a.png")).frame(width: 44, height: 44)
        }
        .padding()
    }
}
