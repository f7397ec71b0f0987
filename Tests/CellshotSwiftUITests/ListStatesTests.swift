import CellshotSwiftUI
import Foundation
import Testing

@MainActor
@Suite struct ListStatesTests {
    struct Settings: View {
        var body: some View {
            List {
                Section("Network") {
                    NavigationLink("Wi-Fi") { Text("Wi-Fi") }
                    Text("Airplane Mode")
                        .listRowSeparator(.hidden)
                    NavigationLink("Bluetooth") { Text("Bluetooth") }
                        .badge(3)
                }
                Section {
                    Text("Tinted separator").listRowSeparatorTint(.red)
                    Text("Last")
                } footer: {
                    Text("Rows that cannot be touched stay as they are.")
                }
            }
        }
    }

    @Test func statesColumns() throws {
        let png = try CellshotSwiftUI.render(Settings(), states: [.normal, .highlighted, .selected], width: 390, height: nil)
        try png.write(to: URL(fileURLWithPath: "/tmp/list-states.png"))
        #expect(!png.isEmpty)
    }
}
