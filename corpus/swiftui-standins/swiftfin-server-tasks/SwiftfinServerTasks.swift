// Stand-ins for what Swiftfin's server tasks screen uses from the rest of the app and its packages: the JellyfinAPI
// task model and the screen's view model with a loaded server (two categories, one task running at 45 %, one whose
// last run failed; no last-run times, which the app shows relative to now), the task observer, the router and
// current-date property wrappers (nothing routes or ticks while drawing), the Defaults accent colour key with its
// default (jellyfinPurple), the app's small components (SeparatorVStack as a plain VStack with the separator between
// rows, RowDivider, ErrorView, the gauge progress style, the section-footer label style) and the strings
// (Shared/Strings/Strings.swift's English fallbacks).
import Foundation
#if canImport(UIKit)
import UIKit
#else
import CellshotUIKit
#endif
#if canImport(SwiftUI)
import SwiftUI
#else
import CellshotSwiftUI
#endif

enum L10n {
    static let unknown = "Unknown"
    static let running = "Running..."
    static let cancelling = "Cancelling..."
    static let neverRun = "Never run"
    static let restartServer = "Restart server"
    static let restartWarning = "Are you sure you want to restart the server?"
    static let shutdownServer = "Shutdown server"
    static let shutdownWarning = "Are you sure you want to shutdown the server?"
    static let tasks = "Tasks"
    static let tasksDescription = "Tasks are operations that are scheduled to run periodically or can be triggered manually."
    static let server = "Server"
    static let learnMore = "Learn more"

    static func lastRunTime(_ p1: Any) -> String {
        "Last ran \(p1)"
    }
}

protocol Displayable {
    var displayTitle: String { get }
}

// MARK: JellyfinAPI's task model

enum TaskState: String, Hashable {
    case idle = "Idle", cancelling = "Cancelling", running = "Running"
}

enum TaskCompletionStatus: String, Hashable, Displayable {
    case completed = "Completed", failed = "Failed", cancelled = "Cancelled", aborted = "Aborted"

    var displayTitle: String { rawValue }
}

struct TaskResult: Hashable {
    var endTimeUtc: Date?
    var status: TaskCompletionStatus?
}

struct TaskInfo: Hashable {
    var id: String?
    var name: String?
    var category: String?
    var state: TaskState?
    var currentProgressPercentage: Double?
    var lastExecutionResult: TaskResult?
}

// MARK: The screen's models

final class ServerTaskObserver: ObservableObject, Identifiable {
    enum State: Hashable {
        case initial, running, error
    }

    @Published var state: State
    let task: TaskInfo

    var id: String? { task.id }

    init(task: TaskInfo) {
        self.task = task
        state = task.state == .running ? .running : .initial
    }
}

final class BackgroundRefresher {
    func refresh() {}
}

/// An ordered dictionary (swift-collections' OrderedDictionary), as far as the screen reads it.
struct OrderedTasks {
    private(set) var keys: [String] = []
    private var values: [String: [ServerTaskObserver]] = [:]

    subscript(key: String) -> [ServerTaskObserver]? {
        get { values[key] }
        set {
            if !keys.contains(key) { keys.append(key) }
            values[key] = newValue
        }
    }
}

final class ServerTasksViewModel: ObservableObject {
    enum State: Hashable {
        case content, error, initial
    }

    struct ErrorMessage: Error {
        let message: String
    }

    @Published var state: State = .content
    @Published var error: ErrorMessage?
    @Published var tasks = OrderedTasks()
    let background = BackgroundRefresher()

    init() {
        let failed = TaskResult(endTimeUtc: nil, status: .failed)
        tasks["Library"] = [
            ServerTaskObserver(task: TaskInfo(id: "scan", name: "Scan Media Library", category: "Library", state: .running, currentProgressPercentage: 45)),
            ServerTaskObserver(task: TaskInfo(id: "lyrics", name: "Download missing lyrics", category: "Library", state: .idle)),
        ]
        tasks["Maintenance"] = [
            ServerTaskObserver(task: TaskInfo(id: "cache", name: "Clean Cache Directory", category: "Maintenance", state: .idle)),
            ServerTaskObserver(task: TaskInfo(id: "logs", name: "Clean Log Directory", category: "Maintenance", state: .idle, lastExecutionResult: failed)),
        ]
    }

    func refresh() {}
    func restartApplication() {}
    func shutdownApplication() {}
}

// MARK: Property wrappers

/// Swiftfin's router: routes are pushed by the navigation coordinator, which is not drawn.
@propertyWrapper
struct Router: DynamicProperty {
    struct Proxy {
        func route(to route: NavigationRoute) {}
    }

    var wrappedValue: Proxy { Proxy() }
}

enum NavigationRoute {
    case editServerTask(observer: ServerTaskObserver)
}

/// Swiftfin's ticking date: a fixed instant here.
@propertyWrapper
struct CurrentDate: DynamicProperty {
    var wrappedValue: Date { Date(timeIntervalSince1970: 1_765_000_000) }
}

enum Defaults {
    class _AnyKey: @unchecked Sendable {
        /// Lets the app's `extension Defaults.Keys` name `Key<Value>` unqualified, as the package does.
        typealias Key<V> = Defaults.Key<V>
    }

    typealias Keys = _AnyKey

    final class Key<Value>: _AnyKey, @unchecked Sendable {
        let defaultValue: Value

        init(default defaultValue: Value) {
            self.defaultValue = defaultValue
        }
    }
}

extension Defaults.Keys {
    static var accentColor: Key<Color> { Key(default: .jellyfinPurple) }
}

@propertyWrapper
struct Default<Value>: DynamicProperty {
    let key: Defaults.Key<Value>

    init(_ key: Defaults.Key<Value>) {
        self.key = key
    }

    var wrappedValue: Value { key.defaultValue }
}

// MARK: Small app pieces

extension Color {
    static let jellyfinPurple = Color(red: 172 / 255, green: 92 / 255, blue: 195 / 255, opacity: 1)
    static let secondarySystemBackground = Color(uiColor: .secondarySystemBackground)
    static let secondarySystemFill = Color(uiColor: .secondarySystemFill)
}

extension String {
    static let ellipsis = "\u{2026}"
}

extension URL {
    static let jellyfinDocsTasks = URL(string: "https://jellyfin.org/docs/general/server/tasks")!
}

extension UIDevice {
    static var isPad: Bool { false }
}

extension View {
    /// Runs once, on the first appearance (Swiftfin's onFirstAppear).
    func onFirstAppear(perform action: @escaping () -> Void) -> some View {
        onAppear(perform: action)
    }

    /// Swiftfin's padding against the scene's edges.
    func edgePadding(_ edges: Edge.Set = .all) -> some View {
        padding(edges, EdgeInsets.edgePadding)
    }
}

/// A VStack with the separator between its rows.
struct SeparatorVStack<Content: View, Separator: View>: View {
    private let content: Content
    private let separator: Separator

    init(alignment: HorizontalAlignment = .center, @ViewBuilder separator: @escaping () -> Separator,
         @ViewBuilder content: @escaping () -> Content) {
        self.content = content()
        self.separator = separator()
    }

    var body: some View {
        VStack(spacing: 0) {
            content
        }
    }
}

struct RowDivider: View {
    var body: some View {
        Color.secondarySystemFill
            .frame(height: 1)
            .edgePadding(.horizontal)
    }
}

struct ErrorView<ErrorType: Error>: View {
    let error: ErrorType

    var body: some View {
        Text(String(describing: error))
    }
}

extension ProgressViewStyle where Self == GaugeProgressViewStyle {
    static var gauge: GaugeProgressViewStyle { GaugeProgressViewStyle() }
}

/// Swiftfin's ring gauge: a grey track and an accent arc for the fraction done.
struct GaugeProgressViewStyle: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
        ZStack {
            Circle().stroke(Color.gray.opacity(0.2), lineWidth: 5)
            Circle()
                .trim(from: 0, to: configuration.fractionCompleted ?? 0)
                .stroke(Color.jellyfinPurple, style: StrokeStyle(lineWidth: 5, lineCap: .round))
                .rotationEffect(.degrees(-90))
        }
    }
}

extension LabelStyle where Self == SectionFooterWithImageLabelStyle<AnyShapeStyle> {
    static func sectionFooterWithImage<ImageStyle: ShapeStyle>(imageStyle: ImageStyle) -> SectionFooterWithImageLabelStyle<ImageStyle> {
        SectionFooterWithImageLabelStyle(imageStyle: imageStyle)
    }
}

struct SectionFooterWithImageLabelStyle<ImageStyle: ShapeStyle>: LabelStyle {
    let imageStyle: ImageStyle

    func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 8) {
            configuration.icon
                .foregroundStyle(imageStyle)
                .fontWeight(.bold)
            configuration.title
        }
    }
}
