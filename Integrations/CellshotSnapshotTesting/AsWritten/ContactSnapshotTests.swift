// A snapshot test file of SwiftUI views as an iOS team writes it for swift-snapshot-testing, compiled on Linux
// unchanged: the AsWrittenSnapshotTests target lists it in its cellshot-sources.json, and the CellshotSources plugin
// makes `import SwiftUI` CellshotSwiftUI and adds CellshotSnapshotTesting to `import SnapshotTesting`. On Linux the
// same calls draw through cellshot; its references are `<test>.<n>.linux.png`, beside the simulator's `<test>.<n>.png`.
import SnapshotTesting
import SwiftUI
import Testing

private struct ContactRow: View {
    var name: String
    var detail: String
    var body: some View {
        HStack(spacing: 12) {
            Circle().fill(Color.blue).frame(width: 36, height: 36)
            VStack(alignment: .leading) {
                Text(name).font(.headline)
                Text(detail).font(.subheadline).foregroundStyle(.secondary)
            }
            Spacer()
        }
        .padding()
    }
}

private struct ContactList: View {
    var body: some View {
        NavigationStack {
            List {
                Section("Favourites") {
                    ContactRow(name: "Ada Lovelace", detail: "Mobile")
                    ContactRow(name: "Grace Hopper", detail: "Work")
                }
            }
            .navigationTitle("Contacts")
        }
    }
}

@MainActor
@Suite struct ContactSnapshotTests {
    @Test func row() {
        assertSnapshot(of: ContactRow(name: "Ada Lovelace", detail: "Mobile"), as: .image)
    }

    @Test func listOnIPhone13() {
        assertSnapshot(of: ContactList(), as: .image(layout: .device(config: .iPhone13)))
    }

    @Test func listOnIPhoneSeInLandscape() {
        assertSnapshot(of: ContactList(), as: .image(layout: .device(config: .iPhoneSe(.landscape))))
    }

    @Test func rowFixed() {
        assertSnapshot(of: ContactRow(name: "Grace Hopper", detail: "Work"),
                       as: .image(layout: .fixed(width: 320, height: 80)))
    }

    @Test func rowDark() {
        assertSnapshot(of: ContactRow(name: "Ada Lovelace", detail: "Mobile"),
                       as: .image(layout: .sizeThatFits, traits: UITraitCollection(userInterfaceStyle: .dark)))
    }

    @Test func listWithPrecision() {
        assertSnapshot(of: ContactList(),
                       as: .image(precision: 0.99, perceptualPrecision: 0.98, layout: .device(config: .iPhone13Mini)))
    }
}

