import CellshotUIKitAssertions
import Foundation
import Testing

// What `#Preview` expands to (CellshotPreviewMacros' UIKitPreviewMacro), written out: these tests run without
// the Previews trait, so without swift-syntax; the example app (Integrations/ExampleApp) uses the macro itself.
// Their fileIDs put them in pretend modules, one per case, so that each assertion draws only its own.

/// A table view controller preview, named.
struct __cellshotPreview_fruitTable: CellshotUIKit.PreviewRegistry {
    static var fileID: String { "PreviewFixtures/FruitTableController.swift" }
    static var line: Int { 30 }
    static var column: Int { 1 }
    @MainActor static func makePreview() -> CellshotUIKit.Preview {
        CellshotUIKit.Preview("Fruit", traits: .portrait) { FruitTableController() }
    }
}

/// A cell alone, unnamed, so named by its line.
struct __cellshotPreview_contactCell: CellshotUIKit.PreviewRegistry {
    static var fileID: String { "PreviewFixtures/ContactCell.swift" }
    static var line: Int { 12 }
    static var column: Int { 1 }
    @MainActor static func makePreview() -> CellshotUIKit.Preview {
        CellshotUIKit.Preview { CollectionViewAssertionTests.contactCell() }
    }
}

/// A collection view inside a plain view controller's view, in a fixed layout.
struct __cellshotPreview_settingsScreen: CellshotUIKit.PreviewRegistry {
    static var fileID: String { "PreviewFixtures/SettingsScreen.swift" }
    static var line: Int { 8 }
    static var column: Int { 1 }
    @MainActor static func makePreview() -> CellshotUIKit.Preview {
        CellshotUIKit.Preview("Narrow", traits: .fixedLayout(width: 320, height: 600)) { SettingsScreenController() }
    }
}

/// A view that holds no list and no cell.
struct __cellshotPreview_label: CellshotUIKit.PreviewRegistry {
    static var fileID: String { "PreviewUnsupported/Badge.swift" }
    static var line: Int { 5 }
    static var column: Int { 1 }
    @MainActor static func makePreview() -> CellshotUIKit.Preview {
        CellshotUIKit.Preview("Badge") { UIView() }
    }
}

/// Two previews of one file with one name.
struct __cellshotPreview_twinA: CellshotUIKit.PreviewRegistry {
    static var fileID: String { "PreviewTwins/Twin.swift" }
    static var line: Int { 3 }
    static var column: Int { 1 }
    @MainActor static func makePreview() -> CellshotUIKit.Preview {
        CellshotUIKit.Preview("Twin") { CollectionViewAssertionTests.contactCell() }
    }
}

struct __cellshotPreview_twinB: CellshotUIKit.PreviewRegistry {
    static var fileID: String { "PreviewTwins/Twin.swift" }
    static var line: Int { 9 }
    static var column: Int { 1 }
    @MainActor static func makePreview() -> CellshotUIKit.Preview {
        CellshotUIKit.Preview("Twin") { CollectionViewAssertionTests.contactCell() }
    }
}

/// A name that becomes the same file name as "Twin" would not: "Twin!" → `Twin`.
struct __cellshotPreview_twinC: CellshotUIKit.PreviewRegistry {
    static var fileID: String { "PreviewTwins/Twin.swift" }
    static var line: Int { 15 }
    static var column: Int { 1 }
    @MainActor static func makePreview() -> CellshotUIKit.Preview {
        CellshotUIKit.Preview("Twin!") { CollectionViewAssertionTests.contactCell() }
    }
}

/// A registry without the macro's marker in its name: discovery never looks at it.
struct UnmarkedRegistry: CellshotUIKit.PreviewRegistry {
    static var fileID: String { "PreviewFixtures/Unmarked.swift" }
    static var line: Int { 1 }
    static var column: Int { 1 }
    @MainActor static func makePreview() -> CellshotUIKit.Preview {
        CellshotUIKit.Preview { UIView() }
    }
}

/// A table view controller of three rows.
@MainActor final class FruitTableController: UITableViewController {
    private let fruit = ["Apple", "Banana", "Cherry"]

    init() { super.init(style: .insetGrouped) }

    required init?(coder: NSCoder) { nil }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { fruit.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        var content = cell.defaultContentConfiguration()
        content.text = fruit[indexPath.row]
        cell.contentConfiguration = content
        cell.accessoryType = .disclosureIndicator
        return cell
    }
}

/// A plain view controller whose view holds a list collection view among other views.
@MainActor final class SettingsScreenController: UIViewController {
    private let settings = SettingsCollectionController()

    override func viewDidLoad() {
        super.viewDidLoad()
        let header = UIView()
        view.addSubview(header)
        header.addSubview(UIView())
        view.addSubview(settings.collectionView)
    }
}

/// `#Preview`'s registries found at run time and drawn by `assertPreviewSnapshots(in:)`.
@MainActor @Suite struct PreviewTests {
    static var folder: String {
        (("\(#filePath)" as NSString).deletingLastPathComponent as NSString)
            .appendingPathComponent("__Snapshots__/PreviewTests")
    }

    @Test("Discovery finds every marked registry in the process, ordered by file and line, and no unmarked one")
    func discovery() {
        let found = CellshotUIKit.previewRegistries().filter { $0.fileID.hasPrefix("Preview") }
        #expect(found.map { "\($0.fileID):\($0.line)" } == [
            "PreviewFixtures/ContactCell.swift:12",
            "PreviewFixtures/FruitTableController.swift:30",
            "PreviewFixtures/SettingsScreen.swift:8",
            "PreviewTwins/Twin.swift:3",
            "PreviewTwins/Twin.swift:9",
            "PreviewTwins/Twin.swift:15",
            "PreviewUnsupported/Badge.swift:5",
        ])
    }

    @Test("Every preview of a module matches its references, one per preview and state, named by file and preview")
    func previews() {
        assertPreviewSnapshots(in: "PreviewFixtures")
        for name in ["previews.ContactCell-line-12.normal", "previews.FruitTableController-Fruit.normal",
                     "previews.SettingsScreen-Narrow.normal"] {
            #expect(FileManager.default.fileExists(atPath: Self.folder + "/\(name).png"), "\(name)")
        }
        // Another state is another reference, which is missing: one failure per preview.
        let failures = captureSnapshotFailures {
            assertPreviewSnapshots(in: "PreviewFixtures", states: [.highlighted], record: .failed)
        }
        #expect(failures.count == 3)
        #expect(failures.allSatisfy { $0.message.contains("previews.") && $0.message.contains(".highlighted") })
    }

    @Test("A preview with no list and no cell is reported with its name, file and line, not guessed")
    func unsupported() {
        let failures = captureSnapshotFailures { assertPreviewSnapshots(in: "PreviewUnsupported") }
        #expect(failures.map(\.message) == [
            "Cannot draw the preview “Badge” (PreviewUnsupported/Badge.swift:5): it holds no table view, collection "
                + "view or cell, which is all cellshot draws",
        ])
    }

    @Test("Previews of a file whose names make one file name: the later ones are reported, the first drawn")
    func twins() {
        let failures = captureSnapshotFailures {
            assertPreviewSnapshots(in: "PreviewTwins", record: .failed)
        }
        #expect(failures.map(\.message).contains(
            "Cannot snapshot the preview “Twin” (PreviewTwins/Twin.swift:9): the preview at line 3 of the same file "
                + "has its name (Twin-Twin); name one of them differently"))
        #expect(failures.map(\.message).contains(
            "Cannot snapshot the preview “Twin!” (PreviewTwins/Twin.swift:15): the preview at line 3 of the same file "
                + "has its name (Twin-Twin); name one of them differently"))
        #expect(failures.count == 3)  // and the first's reference is missing (record: .failed)
    }

    @Test("A module with no preview fails the assertion")
    func noPreviews() {
        let failures = captureSnapshotFailures { assertPreviewSnapshots(in: "NoSuchModule") }
        #expect(failures.map(\.message) == [
            "No #Preview found in module NoSuchModule: is the module linked into the tests and built with cellshot's "
                + "Previews trait?",
        ])
    }

    @Test("Traits: the width a fixed layout gives, and a warning for each trait not drawn as a device shows it")
    func traits() {
        let plain = CellshotUIKit.PreviewLayout(traits: [.portrait, .defaultLayout], defaultWidth: 393)
        #expect(plain == CellshotUIKit.PreviewLayout(traits: [], defaultWidth: 393))
        #expect(plain.width == 393 && plain.warnings.isEmpty)
        let composed = CellshotUIKit.PreviewLayout(
            traits: [PreviewTrait(.landscapeLeft, .fixedLayout(width: 320, height: 100)), .sizeThatFitsLayout,
                     .portraitUpsideDown],
            defaultWidth: 393)
        #expect(composed.width == 320)
        #expect(composed.warnings == [
            "trait .landscapeLeft: drawn in portrait, 393 pt wide",
            "trait .fixedLayout(width: 320, height: 100): the list is drawn 320 pt wide and as tall as its rows, not 100 pt",
            "trait .sizeThatFitsLayout: the list is drawn 320 pt wide and as tall as its rows, not fitted to the content's width",
            "trait .portraitUpsideDown: drawn upright",
        ])
    }

    @Test("A body's subject: a controller's list, else the first list or cell in its view, else none")
    func subjects() {
        func noun(_ body: CellshotUIKit.Preview) -> String? { CellshotUIKit.PreviewSubject(body.body)?.noun }
        #expect(noun(CellshotUIKit.Preview { FruitTableController() }) == "the table view")
        #expect(noun(CellshotUIKit.Preview { SettingsScreenController() }) == "the collection view")
        #expect(noun(CellshotUIKit.Preview { UINavigationController(rootViewController: FruitTableController()) })
                    == "the table view")
        #expect(noun(CellshotUIKit.Preview { CollectionViewAssertionTests.contactCell() }) == "the cell")
        #expect(noun(CellshotUIKit.Preview { UICollectionViewListCell(frame: .zero) }) == "the collection view cell")
        #expect(noun(CellshotUIKit.Preview { UIViewController() }) == nil)
    }
}
