#if canImport(SwiftUI)
import SwiftUI
#else
import CellshotSwiftUI
#endif

/// A settings row of the design system.
public struct RowView: View {
    var title: String
    var value: String

    public init(title: String, value: String) {
        self.title = title
        self.value = value
    }

    public var body: some View {
        HStack {
            Image(systemName: "wifi")
            Text(title)
            Spacer()
            Text(value).foregroundStyle(.secondary)
        }
        .padding()
    }
}

struct RowView_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            RowView(title: "Wi-Fi", value: "Home").previewDisplayName("Wi-Fi")
            RowView(title: "Bluetooth", value: "On").previewDisplayName("Bluetooth")
        }
    }
}
