import CellshotSwiftUI
import XCTest

// XCTest runs its synchronous tests on the main thread's run loop: there the render spins that run loop while it
// waits, so a task whose work leaves the main actor and comes back finishes before the picture (TaskWaiter).

@Observable @MainActor
private final class Inbox {
    var messages: [String] = []
    func refresh() async {
        try? await Task.sleep(for: .milliseconds(20))
        let fetched = await Task.detached { ["hello", "world"] }.value
        messages = fetched
    }
    func never() async {
        try? await Task.sleep(for: .seconds(30))
    }
}

private struct InboxView: View {
    let inbox: Inbox
    var body: some View {
        VStack {
            ForEach(inbox.messages, id: \.self) { Text($0) }
        }
        .task { await inbox.refresh() }
    }
}

private struct StuckView: View {
    let inbox: Inbox
    var body: some View {
        Text("waiting").task { await inbox.never() }
    }
}

// XCTest on Linux runs a synchronous test method on the main thread, but cannot call one declared @MainActor:
// each asserts it is on the main actor instead.
final class TaskWaitXCTests: XCTestCase {
    func testATaskThatLeavesTheMainActorFinishesBeforeThePicture() throws {
        try MainActor.assumeIsolated {
            let layout = try CellshotSwiftUI.layout(of: InboxView(inbox: Inbox()))
            XCTAssertEqual(layout.texts, ["hello", "world"])
            XCTAssertEqual(CellshotSwiftUI.lastWarnings, [])
        }
    }

    func testATaskStartedInOnAppearFinishesBeforeThePicture() throws {
        try MainActor.assumeIsolated {
            XCTAssertEqual(try CellshotSwiftUI.layout(of: UnstructuredTaskView()).texts, ["after"])
            XCTAssertEqual(CellshotSwiftUI.lastWarnings, [])
        }
    }

    func testATaskThatDoesNotFinishIsNamedInAWarning() throws {
        try MainActor.assumeIsolated {
            let layout = try CellshotSwiftUI.$taskWait.withValue(.milliseconds(200)) {
                try CellshotSwiftUI.layout(of: StuckView(inbox: Inbox()))
            }
            XCTAssertEqual(layout.texts, ["waiting"])
            XCTAssertEqual(CellshotSwiftUI.lastWarnings, [
            "CellshotSwiftUITests/TaskWaitXCTests.swift:33: the .task had not finished when the picture was taken "
                + "(it was still running after the 0.2 s a render waits; CellshotSwiftUI.$taskWait sets how long); "
                + "the picture shows the state before it finished",
            ])
        }
    }
}
