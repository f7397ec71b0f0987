import CellshotSwiftUI
import Foundation
import Testing

// Apps' models use Combine beyond ObservableObject (docs/swiftui.md, "Combine"): each pattern the corpus has
// compiles with `import CellshotSwiftUI` alone, in Swift 6 mode, and the picture shows the current values.

@MainActor
private final class ComposeModel: ObservableObject {
    @Published var draft = ""
    @Published private(set) var characterCount = 0
    @Published var canSend = false
    let onDismiss = PassthroughSubject<Void, Never>()
    private let limit = CurrentValueSubject<Int, Never>(10)
    private var cancellables = Set<AnyCancellable>()

    init() {
        $draft.map(\.count).removeDuplicates().sink { [weak self] count in self?.characterCount = count }
            .store(in: &cancellables)
        $draft.combineLatest(limit).map { draft, limit in !draft.isEmpty && draft.count <= limit }
            .assign(to: &$canSend)
        $draft.zip(limit).sink { _ in }.store(in: &cancellables)
        // Delivered later on the main queue: compiled, not drawn.
        $draft.debounce(for: .milliseconds(300), scheduler: RunLoop.main).receive(on: DispatchQueue.main)
            .sink { _ in }.store(in: &cancellables)
        Just("seed").sink { _ in }.store(in: &cancellables)
    }
}

private final class LegacyModel: ObservableObject {
    let objectWillChange = ObservableObjectPublisher()
    var title = "legacy"
}

private struct ComposeView: View {
    @StateObject private var model = ComposeModel()
    @ObservedObject var legacy: LegacyModel
    @State private var ticks = 0
    @State private var notified = false
    @State private var rows = [Row(id: 1, title: "one"), Row(id: 2, title: "two")]
    private let timer = Timer.publish(every: 5, on: .main, in: .common).autoconnect()

    struct Row: Identifiable {
        let id: Int
        var title: String
    }

    var body: some View {
        VStack {
            Text("\(model.characterCount) \(model.canSend ? "send" : "wait")")
            Text("\(legacy.title) \(ticks) \(notified ? "notified" : "quiet")")
            ForEach($rows) { $row in
                Text(row.title).onAppear { row.title = row.title.uppercased() }
            }
        }
        .onAppear { model.draft = "Hello" }
        .onReceive(timer) { _ in ticks += 1 }
        .onReceive(NotificationCenter.default.publisher(for: Notification.Name("cellshot.test"))) { _ in notified = true }
        .onReceive(model.onDismiss) { }
    }
}

@MainActor
@Suite struct CombineModelTests {
    @Test func combineLatestAndMergeDeliverAsCombines() {
        let first = PassthroughSubject<Int, Never>()
        let second = CurrentValueSubject<String, Never>("a")
        var pairs: [String] = []
        var merged: [Int] = []
        let latest = first.combineLatest(second) { "\($0)\($1)" }.sink { pairs.append($0) }
        let both = first.merge(with: Just(0)).sink { merged.append($0) }
        first.send(1)
        second.send("b")
        first.send(2)
        #expect(pairs == ["1a", "1b", "2b"])
        #expect(merged == [0, 1, 2])
        _ = (latest, both)
    }

    @Test func combineModelsShowTheirCurrentValues() throws {
        let texts = try CellshotSwiftUI.layout(of: ComposeView(legacy: LegacyModel())).texts
        #expect(texts == ["5 send", "legacy 0 quiet", "ONE", "TWO"])
    }
}
