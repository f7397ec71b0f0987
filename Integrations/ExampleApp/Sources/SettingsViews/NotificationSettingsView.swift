#if canImport(SwiftUI)
import SwiftUI
#else
import CellshotSwiftUI
#endif

/// One app's row in Notifications settings: its symbol, its name, how it delivers, and a chevron.
public struct NotificationRow: View {
    public var app: String
    public var symbol: String
    public var delivery: String

    public init(app: String, symbol: String, delivery: String) {
        self.app = app
        self.symbol = symbol
        self.delivery = delivery
    }

    public var body: some View {
        HStack(spacing: 12) {
            Image(systemName: symbol)
                .foregroundStyle(.white)
                .frame(width: 30, height: 30)
                .background(RoundedRectangle(cornerRadius: 7).fill(Color.red))
            VStack(alignment: .leading, spacing: 2) {
                Text(app)
                Text(delivery).font(.footnote).foregroundStyle(.secondary)
            }
        }
    }
}

/// The Notifications screen: a toggle for previews and the apps' rows.
public struct NotificationSettingsView: View {
    @State private var showPreviews = true

    public init() {}

    public var body: some View {
        NavigationStack {
            List {
                Section {
                    Toggle("Show Previews", isOn: $showPreviews)
                } footer: {
                    Text("Previews show the content of notifications on the lock screen.")
                }
                Section("Notification Style") {
                    NotificationRow(app: "Calendar", symbol: "calendar", delivery: "Banners, Sounds")
                    NotificationRow(app: "Mail", symbol: "envelope.fill", delivery: "Deliver Quietly")
                    NotificationRow(app: "Messages", symbol: "message.fill", delivery: "Banners, Sounds, Badges")
                }
            }
            .navigationTitle("Notifications")
        }
    }
}

#Preview("Notifications") {
    NotificationSettingsView()
}

#Preview("Row", traits: .sizeThatFitsLayout) {
    NotificationRow(app: "Mail", symbol: "envelope.fill", delivery: "Deliver Quietly")
        .padding()
}

#Preview("Two rows") {
    NotificationRow(app: "Calendar", symbol: "calendar", delivery: "Banners")
    NotificationRow(app: "Messages", symbol: "message.fill", delivery: "Badges")
}

struct NotificationRow_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            NotificationRow(app: "Mail", symbol: "envelope.fill", delivery: "Deliver Quietly")
                .previewDisplayName("Light")
            NotificationRow(app: "Mail", symbol: "envelope.fill", delivery: "Deliver Quietly")
                .preferredColorScheme(.dark)
                .previewDisplayName("Dark")
            NotificationRow(app: "Mail", symbol: "envelope.fill", delivery: "Deliver Quietly")
                .environment(\.dynamicTypeSize, .accessibility1)
                .previewDisplayName("Accessibility")
        }
        .padding()
        .previewLayout(.sizeThatFits)
    }
}
