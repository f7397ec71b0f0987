import CellshotSwiftUI
import Foundation
import Testing

// .onAppear, .task, .onChange, .onReceive and .id run as a screen runs them right after it appears.

@Observable @MainActor
private final class Feed {
    var items: [String] = []
    var status = "idle"
    func load() async { items = ["one", "two", "three"] }
    func loadFromServer() async {
        let fetched = await Task.detached { ["remote"] }.value
        items = fetched
    }
}

private struct FeedView: View {
    @State private var feed = Feed()
    var body: some View {
        VStack {
            ForEach(feed.items, id: \.self) { Text($0) }
        }
        .task { await feed.load() }
    }
}

private struct RemoteFeedView: View {
    let feed: Feed
    var body: some View {
        Text("\(feed.items.count) items")
            .task { await feed.loadFromServer() }
    }
}

struct UnstructuredTaskView: View {
    @State private var text = "before"
    var body: some View {
        Text(text).onAppear {
            Task { text = "after" }
        }
    }
}

private struct TaskIDView: View {
    @State private var selection = 1
    @State private var loaded: [Int] = []
    var body: some View {
        Text(loaded.map(String.init).joined(separator: ","))
            .task(id: selection) {
                loaded.append(selection)
                if selection == 1 { selection = 2 }
            }
    }
}

private struct ChangeView: View {
    @State private var value = 1
    @State private var log: [String] = []
    var body: some View {
        VStack {
            Text(log.joined(separator: " "))
        }
        .onChange(of: value) { newValue in log.append("new \(newValue)") }
        .onChange(of: value) { oldValue, newValue in log.append("\(oldValue)→\(newValue)") }
        .onChange(of: value, initial: true) { log.append("any") }
        .onAppear { value = 5 }
    }
}

private struct ReceiveView: View {
    @State private var received = 0
    var body: some View {
        Text("\(received)").onReceive(Just(5)) { received = $0 }
    }
}

private struct Seeded: View {
    @State private var value: Int
    init(start: Int) { _value = State(initialValue: start) }
    var body: some View { Text("\(value)") }
}

private struct IdentityView: View {
    let usesID: Bool
    @State private var version = 1
    var body: some View {
        Group {
            if usesID {
                Seeded(start: version).id(version)
            } else {
                Seeded(start: version)
            }
        }
        .onAppear { version = 2 }
    }
}

private struct AppearOnce: View {
    @State private var count = 0
    var body: some View {
        Text("appeared \(count)").onAppear { count += 1 }
    }
}

@MainActor
@Suite struct LifecycleTests {
    @Test func taskRunsBeforeThePicture() throws {
        #expect(try CellshotSwiftUI.layout(of: FeedView()).texts == ["one", "two", "three"])
        #expect(CellshotSwiftUI.lastWarnings.isEmpty)
    }

    @Test func onAppearRunsOncePerView() throws {
        #expect(try CellshotSwiftUI.layout(of: AppearOnce()).texts == ["appeared 1"])
    }

    // Whether a task whose work leaves the main actor can finish depends on what runs the main actor (TaskWaiter):
    // the main thread's run loop (XCTest's synchronous tests, and Swift Testing's when XCTest ran first in the same
    // process) or a dispatch queue the render holds (Swift Testing alone). Either it is drawn, or it is named.

    @Test func aTaskStartedInOnAppearIsDrawnOrNamedInAWarning() throws {
        let texts = try CellshotSwiftUI.layout(of: UnstructuredTaskView()).texts
        if texts == ["after"] {
            #expect(CellshotSwiftUI.lastWarnings.isEmpty)
        } else {
            #expect(texts == ["before"])
            #expect(CellshotSwiftUI.lastWarnings == [
                "a task the view's actions started (`Task { … }` in .onAppear, .onChange or a .task) had not finished "
                    + "when the picture was taken (" + heldReason + "); the picture shows the state before it finished",
            ])
        }
    }

    @Test func aTaskAwaitingWorkOffTheMainActorIsDrawnOrNamedInAWarning() throws {
        let texts = try CellshotSwiftUI.layout(of: RemoteFeedView(feed: Feed())).texts
        if texts == ["1 items"] {
            #expect(CellshotSwiftUI.lastWarnings.isEmpty)
        } else {
            #expect(texts == ["0 items"])
            #expect(CellshotSwiftUI.lastWarnings == [
                "CellshotSwiftUITests/LifecycleTests.swift:32: the .task had not finished when the picture was taken ("
                    + heldReason + "); the picture shows the state before it finished",
            ])
        }
    }

    private var heldReason: String {
        "it awaits work off the main actor, and its main-actor code cannot resume while a synchronous render holds "
            + "the main actor on a dispatch queue (Swift Testing and async XCTest tests run there)"
    }

    @Test func taskWithAnIDRestartsWhenTheIDChanges() throws {
        let texts = try CellshotSwiftUI.layout(of: TaskIDView()).texts
        #expect(texts == ["1,2"])
    }

    @Test func onChangeRunsWhenAValueChangedBetweenPasses() throws {
        let texts = try CellshotSwiftUI.layout(of: ChangeView()).texts
        #expect(texts == ["any any 1→5 new 5"])
    }

    @Test func onReceiveTakesWhatThePublisherSendsAtOnce() throws {
        #expect(try CellshotSwiftUI.layout(of: ReceiveView()).texts == ["5"])
    }

    @Test func anIDMakesANewViewWithNewState() throws {
        #expect(try CellshotSwiftUI.layout(of: IdentityView(usesID: false)).texts == ["1"])
        #expect(try CellshotSwiftUI.layout(of: IdentityView(usesID: true)).texts == ["2"])
    }
}
