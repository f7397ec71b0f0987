// Stand-ins for the Scrumdinger screens DetailView only reaches by navigation (the meeting timer and a past
// meeting's transcript): they are not drawn, so they are empty.
#if canImport(SwiftUI)
import SwiftUI
#else
import CellshotSwiftUI
#endif

struct MeetingView: View {
    @Binding var scrum: DailyScrum

    var body: some View {
        EmptyView()
    }
}

struct HistoryView: View {
    let history: History

    var body: some View {
        EmptyView()
    }
}
