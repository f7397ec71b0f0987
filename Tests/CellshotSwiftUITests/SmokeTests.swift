import CellshotSwiftUI
import Testing

struct SmokeRow: View {
    var title: String
    var detail: String
    var body: some View {
        HStack(alignment: .firstTextBaseline) {
            Image(systemName: "wifi")
            VStack(alignment: .leading) {
                Text(title).font(.headline)
                Text(detail).font(.subheadline).foregroundStyle(.secondary)
            }
            Spacer()
            Text("On").foregroundColor(.secondary)
        }
        .padding()
        .background(RoundedRectangle(cornerRadius: 12).fill(Color.gray.opacity(0.15)))
    }
}

@MainActor
@Suite struct SmokeTests {
    @Test func textInAStack() throws {
        let view = VStack(spacing: 12) {
            SmokeRow(title: "Wi-Fi", detail: "Home network")
            SmokeRow(title: "Bluetooth", detail: "A longer description that should wrap onto a second line here")
            Text("Hello **bold** world").padding(.horizontal)
        }.padding()
        let layout = try CellshotSwiftUI.layout(of: view, width: 390, height: nil)
        print(layout)
        try CellshotSwiftUI.render(view, to: "/tmp/smoke.png", width: 390, height: nil)
        try CellshotSwiftUI.render(view, to: "/tmp/smoke-dark.png", width: 390, height: nil, colorScheme: .dark)
    }
}
