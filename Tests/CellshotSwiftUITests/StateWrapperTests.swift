import CellshotSwiftUI
import Foundation
import Testing

// Each wrapper changes what is drawn as SwiftUI would: the state after the view's appear actions and tasks.

private struct Counter: View {
    @State private var count = 0
    var body: some View {
        Text("\(count)").onAppear { count = 3 }
    }
}

private struct Toggler: View {
    @Binding var isOn: Bool
    var body: some View {
        Text(isOn ? "on" : "off").onAppear { isOn = true }
    }
}

private struct BindingParent: View {
    @State private var isOn = false
    var body: some View {
        VStack {
            Toggler(isOn: $isOn)
            Text(isOn ? "parent on" : "parent off")
        }
    }
}

private struct Profile: Equatable {
    var name = "Ann"
    var tags = ["a", "b"]
}

private struct ProfileEditor: View {
    @State private var profile = Profile()
    var body: some View {
        let name = $profile.name
        let tags = $profile.tags
        VStack {
            Text(profile.name)
            Text(profile.tags.joined(separator: ","))
            Text(Binding.constant("constant").wrappedValue)
        }
        .onAppear {
            name.wrappedValue = "Bea"
            tags[1].wrappedValue = "z"
        }
    }
}

private struct AccentKey: EnvironmentKey {
    static let defaultValue = "plain"
}

extension EnvironmentValues {
    fileprivate var accentName: String {
        get { self[AccentKey.self] }
        set { self[AccentKey.self] = newValue }
    }
}

private struct AccentReader: View {
    @Environment(\.accentName) private var accent
    @Environment(\.horizontalSizeClass) private var width
    @Environment(\.verticalSizeClass) private var height
    @Environment(\.scenePhase) private var phase
    var body: some View {
        Text("\(accent) \(width == .compact ? "compact" : "regular") \(height == .regular ? "regular" : "compact") \(phase == .active ? "active" : "not active")")
    }
}

@Observable @MainActor
private final class Library {
    var books: [String] = []
    func load() async { books = ["Dune", "Emma"] }
}

private struct LibraryView: View {
    @Environment(Library.self) private var library
    var body: some View {
        Text("\(library.books.count) books").task { await library.load() }
    }
}

private struct OptionalLibraryView: View {
    @Environment(Library.self) private var library: Library?
    var body: some View {
        Text(library == nil ? "no library" : "a library")
    }
}

private struct BindableEditor: View {
    @Bindable var library: Library
    var body: some View {
        let first = $library.books
        Text(library.books.first ?? "none").onAppear { first.wrappedValue = ["Ulysses"] }
    }
}

private final class Settings: ObservableObject {
    @Published var showsBadges = false
    @Published var name = "initial"
}

private final class ManualModel: ObservableObject {
    let objectWillChange = ObservableObjectPublisher()
    var value = 1
    func bump() {
        objectWillChange.send()
        value = 2
    }
}

private struct SettingsRow: View {
    @EnvironmentObject var settings: Settings
    var body: some View {
        Text(settings.showsBadges ? "badges" : "no badges").onAppear { settings.showsBadges = true }
    }
}

private struct OwnedSettings: View {
    @StateObject private var settings = Settings()
    @StateObject private var manual = ManualModel()
    var body: some View {
        VStack {
            Text(settings.name)
            Text("manual \(manual.value)")
            Watched(settings: settings)
        }
        .onAppear {
            settings.name = "loaded"
            manual.bump()
        }
    }
}

private struct Watched: View {
    @ObservedObject var settings: Settings
    var body: some View {
        Text("watched \(settings.name)")
    }
}

private struct StoredSettings: View {
    @AppStorage("theme") private var theme = "system"
    @AppStorage("count") private var count = 1
    @AppStorage("missing") private var missing = 7
    var body: some View {
        Text("\(theme) \(count) \(missing)")
    }
}

private struct StoredWriter: View {
    @AppStorage("shared") private var shared = "before"
    var body: some View {
        VStack {
            Text(shared).onAppear { shared = "after" }
            StoredReader()
        }
    }
}

private struct StoredReader: View {
    @AppStorage("shared") private var shared = "before"
    @SceneStorage("tab") private var tab = "home"
    var body: some View { Text("reader \(shared) \(tab)") }
}

private struct ScaledBadge: View {
    @ScaledMetric private var size = 24.0
    @ScaledMetric(relativeTo: .caption) private var caption: CGFloat = 12
    var body: some View {
        Text(String(format: "%.4f %.4f", size, Double(caption)))
    }
}

private struct FocusedSearch: View {
    @FocusState private var isFocused: Bool
    @GestureState private var offset = CGSize.zero
    @Namespace private var namespace
    var body: some View {
        Text(isFocused ? "focused" : "unfocused")
            .onAppear { isFocused = true }
            .focused($isFocused)
    }
}

@MainActor
@Suite struct StateWrapperTests {
    @Test func stateSetInOnAppearIsDrawn() throws {
        #expect(try CellshotSwiftUI.layout(of: Counter()).texts == ["3"])
    }

    @Test func bindingWritesReachTheOwner() throws {
        #expect(try CellshotSwiftUI.layout(of: BindingParent()).texts == ["on", "parent on"])
    }

    @Test func bindingsToPropertiesAndElementsAndConstants() throws {
        #expect(try CellshotSwiftUI.layout(of: ProfileEditor()).texts == ["Bea", "a,z", "constant"])
    }

    @Test func environmentKeysOfTheAppAndTheSystem() throws {
        let texts = try CellshotSwiftUI.layout(of: AccentReader()).texts
        #expect(texts == ["plain compact regular active"])
        let set = try CellshotSwiftUI.layout(of: AccentReader().environment(\.accentName, "teal")).texts
        #expect(set == ["teal compact regular active"])
    }

    @Test func observableInTheEnvironmentChangedByATaskIsDrawn() throws {
        let library = Library()
        let layout = try CellshotSwiftUI.layout(of: LibraryView().environment(library))
        #expect(layout.texts == ["2 books"])
        #expect(CellshotSwiftUI.lastWarnings.isEmpty)
    }

    @Test func optionalObservableInTheEnvironment() throws {
        #expect(try CellshotSwiftUI.layout(of: OptionalLibraryView()).texts == ["no library"])
        #expect(try CellshotSwiftUI.layout(of: OptionalLibraryView().environment(Library())).texts == ["a library"])
    }

    @Test func missingObservableIsAnErrorNamingTheTypeAndTheView() {
        #expect(throws: SwiftUIRenderError.self) { try CellshotSwiftUI.layout(of: LibraryView()) }
        do {
            _ = try CellshotSwiftUI.layout(of: LibraryView())
        } catch {
            #expect(error.message == "LibraryView's @Environment(Library.self) var library: no Library is in its environment; "
                    + "give one with .environment(_:) on LibraryView or a view above it (SwiftUI stops the app here)")
        }
    }

    @Test func bindableWritesAreDrawn() throws {
        #expect(try CellshotSwiftUI.layout(of: BindableEditor(library: Library())).texts == ["Ulysses"])
    }

    @Test func environmentObjectChangedOnAppearIsDrawn() throws {
        let layout = try CellshotSwiftUI.layout(of: SettingsRow().environmentObject(Settings()))
        #expect(layout.texts == ["badges"])
    }

    @Test func missingEnvironmentObjectIsOneErrorNamingTheTypeAndTheView() {
        do {
            _ = try CellshotSwiftUI.layout(of: VStack { SettingsRow(); SettingsRow() })
            Issue.record("a missing environment object must be an error")
        } catch {
            #expect(error.message == "SettingsRow's @EnvironmentObject var settings: no Settings is in its environment; "
                    + "give one with .environmentObject(_:) on SettingsRow or a view above it (SwiftUI stops the app here)")
        }
    }

    @Test func stateObjectsAndObservedObjectsPublishChanges() throws {
        let layout = try CellshotSwiftUI.layout(of: OwnedSettings())
        #expect(layout.texts == ["loaded", "manual 2", "watched loaded"])
    }

    @Test func appStorageReadsSeededValuesThenDefaults() throws {
        let layout = try CellshotSwiftUI.$appStorage.withValue(["theme": "dark", "count": 3]) {
            try CellshotSwiftUI.layout(of: StoredSettings())
        }
        #expect(layout.texts == ["dark 3 7"])
        #expect(try CellshotSwiftUI.layout(of: StoredSettings()).texts == ["system 1 7"])
    }

    @Test func appStorageReadsTheViewsStore() throws {
        let suite = "cellshot-state-tests-\(UUID().uuidString)"
        let store = try #require(UserDefaults(suiteName: suite))
        defer { store.removePersistentDomain(forName: suite) }
        store.set("sepia", forKey: "theme")
        #expect(try CellshotSwiftUI.layout(of: StoredSettings().defaultAppStorage(store)).texts == ["sepia 1 7"])
    }

    @Test func appStorageWritesAreSharedByKey() throws {
        #expect(try CellshotSwiftUI.layout(of: StoredWriter()).texts == ["after", "reader after home"])
    }

    @Test func scaledMetricScalesByTheTextStylesPointSizeRatio() throws {
        // Body: 17 pt at large, 23 at xxxLarge, 53 at accessibility5; caption: 12, 18, 43 (Apple's Dynamic Type tables).
        #expect(try CellshotSwiftUI.layout(of: ScaledBadge()).texts == ["24.0000 12.0000"])
        #expect(try CellshotSwiftUI.layout(of: ScaledBadge(), dynamicTypeSize: .xxxLarge).texts
                == [String(format: "%.4f %.4f", 24.0 * 23 / 17, 12.0 * 18 / 12)])
        #expect(try CellshotSwiftUI.layout(of: ScaledBadge(), dynamicTypeSize: .accessibility5).texts
                == [String(format: "%.4f %.4f", 24.0 * 53 / 17, 12.0 * 43 / 12)])
    }

    @Test func focusSetOnAppearIsKeptAndWarned() throws {
        #expect(try CellshotSwiftUI.layout(of: FocusedSearch()).texts == ["focused"])
        #expect(CellshotSwiftUI.lastWarnings == [
            "FocusedSearch's @FocusState var isFocused is set to true: a still picture has no focus — "
                + "the keyboard and the focused look are not drawn",
        ])
    }
}

// What `@Entry var shelf: String = "Fiction"` expands to (CellshotPreviewMacros' EntryMacro), written out: these
// tests build without the Previews trait, so without swift-syntax.
extension EnvironmentValues {
    fileprivate var shelf: String {
        get { self[__Key_shelf.self] }
        set { self[__Key_shelf.self] = newValue }
    }
    private struct __Key_shelf: EnvironmentKey {
        typealias Value = String
        static var defaultValue: Value { "Fiction" }
    }
}

private struct ShelfView: View {
    @Environment(\.shelf) private var shelf
    var body: some View { Text(shelf) }
}

@MainActor
@Suite struct EntryExpansionTests {
    @Test func entryExpansionReadsItsDefaultAndWrittenValues() throws {
        #expect(try CellshotSwiftUI.layout(of: ShelfView()).texts == ["Fiction"])
        #expect(try CellshotSwiftUI.layout(of: ShelfView().environment(\.shelf, "Poetry")).texts == ["Poetry"])
    }
}
