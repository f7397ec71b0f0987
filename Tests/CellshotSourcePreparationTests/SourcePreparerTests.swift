@testable import CellshotSourcePreparation
import Testing

/// Prepares one file as `/app/List.swift`; the text and the diagnostics as the compiler would print them.
private func prepare(_ text: String, modules: CellshotModules = [.uikit]) -> (text: String?, diagnostics: [String]) {
    let result = SourcePreparer(modules: modules).prepare([.init(path: "/app/List.swift", text: text)])
    return (result.files[0], result.diagnostics.map(\.description))
}

/// Lines joined, so that expected texts can show the spaces a removal leaves (a multi-line literal's trailing
/// spaces are invisible and editors strip them).
private func lines(_ lines: String...) -> String {
    lines.joined(separator: "\n")
}

/// A condition's value on iOS, as text.
private func condition(_ text: String) -> String {
    "\(IOSConditions.evaluate(text).value)"
}

/// The prepared text without its first line, the `#sourceLocation` every file gets.
private func body(_ text: String?) -> String? {
    text.map { String($0.drop { $0 != "\n" }.dropFirst()) }
}

@Suite struct SourcePreparerTests {
    @Test func everyFileNamesItsOriginalPathFromLineOne() {
        let result = SourcePreparer(modules: [.uikit]).prepare([.init(path: #"/app/My "Screens"/A.swift"#, text: "let a = 1\n")])
        #expect(result.files == [#"#sourceLocation(file: "/app/My \"Screens\"/A.swift", line: 1)"# + "\nlet a = 1\n"])
        #expect(result.succeeded)
    }

    @Test func aByteOrderMarkIsLeftOut() {
        #expect(body(prepare("\u{FEFF}import UIKit\n").text) == "import CellshotUIKit; import FoundationNetworking\n")
    }

    // MARK: - Imports

    @Test func importsNameTheCellshotModules() {
        let source = "import UIKit\n@preconcurrency import SwiftUI\nimport Combine\nimport class UIKit.UIView\nimport Foundation\n"
        let prepared = prepare(source, modules: [.uikit, .swiftUI])
        // Linux keeps URLSession and URLRequest in FoundationNetworking: the first import that brings Foundation on
        // iOS brings it too, on the same line, once a file.
        #expect(body(prepared.text) == """
            import CellshotUIKit; import FoundationNetworking
            @preconcurrency import CellshotSwiftUI
            import CellshotSwiftUI
            import class CellshotUIKit.UIView
            import Foundation

            """)
        #expect(body(prepare("import class UIKit.UIView\nimport Foundation\nimport WebKit\n").text) == """
            import class CellshotUIKit.UIView
            import Foundation; import FoundationNetworking
            import CellshotUIKit

            """)
        #expect(prepared.diagnostics.isEmpty)
    }

    @Test func aModelFileGetsTheFoundationClassesLinuxLacksByName() {
        // Linux's Foundation declares DateComponentsFormatter unavailable; CellshotUIKit's shadows it only where
        // CellshotUIKit is imported whole, so a model file importing Foundation alone imports that class by name
        // (iComputerfreak/TimeSheet's Model package, WorkTime.swift, at c989d63).
        let model = "import Foundation\n\nlet formatter = DateComponentsFormatter()\n"
        #expect(body(prepare(model, modules: [.swiftUI]).text) == """
            import Foundation; import FoundationNetworking; import class CellshotUIKit.DateComponentsFormatter

            let formatter = DateComponentsFormatter()

            """)
        // Where UIKit or SwiftUI is imported, CellshotUIKit's declaration already shadows Foundation's.
        #expect(body(prepare("import Foundation\nimport SwiftUI\nlet f = DateComponentsFormatter()\n", modules: [.swiftUI]).text)
                == "import Foundation; import FoundationNetworking\nimport CellshotSwiftUI\nlet f = DateComponentsFormatter()\n")
        // iOS's Foundation brings Observation: `@Observable` in a file importing Foundation alone (TimeSheet's
        // Presentation package, PreviewDependencyInitializer.swift).
        #expect(body(prepare("import Foundation\n@Observable final class Model {}\n", modules: [.swiftUI]).text)
                == "import Foundation; import FoundationNetworking; import Observation\n@Observable final class Model {}\n")
        #expect(body(prepare("import Foundation\nimport Observation\n@Observable final class M {}\n").text)
                == "import Foundation; import FoundationNetworking\nimport Observation\n@Observable final class M {}\n")
        // A file that does not use it is left alone.
        #expect(body(prepare("import Foundation\nlet d = Date()\n").text) == "import Foundation; import FoundationNetworking\nlet d = Date()\n")
    }

    @Test func availabilityChecksAnswerForTheDrawingsLook() {
        // Linux answers `#available(iOS 26, *)` with the `*` (always true); prepared, the drawing's look answers.
        let source = """
            import SwiftUI
            func close() -> String {
                if #available(iOS 26, *) { return "close" }
                guard #available(iOS 17.4, macOS 14, *) else { return "old" }
                if #unavailable(iOS 18) { return "legacy" }
                if #available(macOS 14, *) { return "mac" }
                return "done"
            }

            """
        #expect(body(prepare(source, modules: [.swiftUI]).text) == """
            import CellshotSwiftUI; import FoundationNetworking
            func close() -> String {
                if _cellshotIOSAvailable(26, 0) { return "close" }
                guard _cellshotIOSAvailable(17, 4) else { return "old" }
                if !_cellshotIOSAvailable(18, 0) { return "legacy" }
                if #available(macOS 14, *) { return "mac" }
                return "done"
            }

            """)
        // A file importing neither UIKit nor SwiftUI cannot see the function: its checks stay Linux's.
        #expect(body(prepare("import Foundation\nlet new = { if #available(iOS 26, *) { 1 } else { 0 } }()\n").text)
                == "import Foundation; import FoundationNetworking\nlet new = { if #available(iOS 26, *) { 1 } else { 0 } }()\n")
    }

    @Test func uikitComesFromCellshotSwiftUIWhenTheTargetHasOnlyIt() {
        // CellshotSwiftUI re-exports CellshotUIKit, as SwiftUI brings UIKit's names on iOS.
        #expect(body(prepare("import UIKit\n", modules: [.swiftUI]).text) == "import CellshotSwiftUI; import FoundationNetworking\n")
    }

    @Test func swiftUIAndCombineNeedCellshotSwiftUI() {
        let prepared = prepare("import UIKit\nimport SwiftUI\n  import Combine\n", modules: [.uikit])
        #expect(prepared.diagnostics == [
            "/app/List.swift:2:8: error: cellshot-sources: `import SwiftUI` needs the target to depend on CellshotSwiftUI "
                + "(.product(name: \"CellshotSwiftUI\", package: \"cellshot\")), which declares SwiftUI's names on Linux",
            "/app/List.swift:3:10: error: cellshot-sources: `import Combine` needs the target to depend on CellshotSwiftUI "
                + "(.product(name: \"CellshotSwiftUI\", package: \"cellshot\")), which declares Combine's names (OpenCombine) on Linux",
        ])
    }

    @Test func snapshotTestingAlsoImportsCellshotsStrategiesWhenTheTargetHasThem() {
        let source = "import SnapshotTesting\n@testable import SnapshotTesting\nimport SwiftUI\n"
        #expect(body(prepare(source, modules: [.swiftUI, .snapshotTesting]).text) == """
            import SnapshotTesting; import CellshotSnapshotTesting
            @testable import SnapshotTesting; import CellshotSnapshotTesting
            import CellshotSwiftUI; import FoundationNetworking

            """)
        // Without the integration the import stays as written.
        #expect(body(prepare("import SnapshotTesting\n", modules: [.swiftUI]).text) == "import SnapshotTesting\n")
    }

    @Test func loggingImportsImportCellshotsStandIns() {
        let prepared = prepare("import os.log\nimport OSLog; import UIKit\n")
        #expect(body(prepared.text) == """
            import CellshotUIKit /* cellshot-sources: `import os.log`: its logging stand-ins */
            import CellshotUIKit /* cellshot-sources: `import OSLog`: its logging stand-ins */; import CellshotUIKit; import FoundationNetworking

            """)
        #expect(prepared.diagnostics.isEmpty)
        // A SwiftUI target's file gets them through CellshotSwiftUI; a target with neither module, a comment.
        #expect(body(prepare("import os\n", modules: [.swiftUI]).text)
            == "import CellshotSwiftUI /* cellshot-sources: `import os`: its logging stand-ins */\n")
        #expect(body(prepare("import os\n", modules: []).text)
            == "/* cellshot-sources: `import os` removed: Linux has no os module */\n")
    }

    // MARK: - #if

    @Test func theIOSBranchIsKeptOnItsLines() {
        let source = """
            #if canImport(UIKit)
            import UIKit
            #else
            import CellshotUIKit
            #endif
            #if os(iOS) || os(tvOS)
            let platform = "iOS"
            #elseif os(macOS)
            let platform = "macOS"
            #else
            let platform = "other"
            #endif
            #if !targetEnvironment(simulator)
            let device = true
            #endif
            let end = 0
            """
        // Lines 2, 7 and 16 stay where they were; the directives and the other branches are empty lines.
        #expect(body(prepare(source).text) == lines(
            "", "import CellshotUIKit; import FoundationNetworking", "", "", "", "",
            "let platform = \"iOS\"", "", "", "", "", "", "", "", "",
            "let end = 0"))
    }

    @Test func bracketsThatPairOnlyWithinTheIOSBranch() {
        let source = """
            #if os(iOS)
            final class A: UIViewController {
            #else
            final class A: NSViewController {
            #endif
                var x = 1
            }
            """
        #expect(body(prepare(source).text) == """

            final class A: UIViewController {



                var x = 1
            }
            """)
    }

    @Test func groupsTheBuildDecidesStayWithTheirPlatformTermsWritten() {
        let source = """
            #if DEBUG && canImport(SwiftUI)
            let a = 1
            #elseif os(Android)
            let a = 2
            #endif
            #if os(macOS)
            let b = 1
            #elseif DEBUG
            let b = 2
            #else
            let b = 3
            #endif
            #if os(iOS)
            #if swift(>=5.9)
            let c = 1
            #endif
            #else
            #if DEBUG
            let c = 2
            #endif
            #endif
            """
        #expect(body(prepare(source).text) == """
            #if DEBUG && true
            let a = 1
            #elseif false
            let a = 2
            #endif


            #if DEBUG
            let b = 2
            #else
            let b = 3
            #endif

            #if swift(>=5.9)
            let c = 1
            #endif





            """)
    }

    @Test func anEndifWithNoIfIsAnError() {
        let prepared = prepare("let a = 1\n  #endif\n")
        #expect(prepared.text == nil)
        #expect(prepared.diagnostics == ["/app/List.swift:2:3: error: cellshot-sources: this #endif has no #if"])
    }

    @Test func conditionsAsIOSSeesThem() {
        #expect(condition("os(iOS)") == "true")
        #expect(condition("canImport(UIKit) && !os(macOS)") == "true")
        #expect(condition("os(macOS) || targetEnvironment(macCatalyst)") == "false")
        #expect(condition("DEBUG && os(iOS)") == "unknown")
        #expect(condition("DEBUG || os(iOS)") == "true")
        #expect(condition("canImport(MyAppKit)") == "unknown")
        #expect(condition("(os(iOS)") == "unknown")
    }

    // MARK: - Objective-C attributes and #selector

    @Test func objcAndInterfaceBuilderAttributesBecomeSpaces() {
        let source = """
            @IBDesignable @objc(BadgeView) final class Badge: UIView {
                @IBInspectable var radius: CGFloat = 4
                @IBOutlet weak var label: UILabel!
                @objc dynamic var count = 0
                @IBAction func tapped(_ sender: Any) {}
                @objc(refreshWithSender:)
                func refresh(sender: Any?) { let dynamic = 1; _ = dynamic }
            }
            """
        // Columns hold: a compiler error after a removed attribute names the column in the app's file.
        #expect(body(prepare(source).text) == lines(
            "                               final class Badge: UIView {",
            "                   var radius: CGFloat = 4",
            "              weak var label: UILabel!",
            "                  var count = 0",
            "              func tapped(_ sender: Any) {}",
            "                             ",
            "    func refresh(sender: Any?) { let dynamic = 1; _ = dynamic }",
            "}"))
    }

    @Test func entryPointAttributesBecomeSpaces() {
        // The test program has its own entry point: the app's `App` type and app delegate stay, never run.
        let source = """
            @main
            struct NotesApp: App { var body: some Scene { WindowGroup { Text("Notes") } } }
            @UIApplicationMain class AppDelegate: UIResponder, UIApplicationDelegate {}
            """
        #expect(body(prepare(source, modules: [.swiftUI]).text) == lines(
            "     ",
            "struct NotesApp: App { var body: some Scene { WindowGroup { Text(\"Notes\") } } }",
            "                   class AppDelegate: UIResponder, UIApplicationDelegate {}"))
    }

    @Test func aFileWithPreviewsSaysItsOwnName() {
        // The #Preview macro takes the prepared file's name; this type gives CellshotUIKit the app's.
        let prepared = SourcePreparer(modules: [.swiftUI]).prepare([
            .init(path: "/app/Screens/RowView.swift", text: "import SwiftUI\n#Preview { Text(\"Row\") }\n"),
            .init(path: "/app/Models/Item.swift", text: "struct Item {}\n"),
        ])
        let row = prepared.files[0] ?? ""
        #expect(row.hasSuffix("""

            #sourceLocation()
            // cellshot-sources: the app's name of this file, for its previews' names (CellshotUIKit finds this type).
            private enum __cellshotPreparedSourceFile: CellshotUIKit.PreparedSourceFile {
                static var preparedFileID: String { #fileID }
                static var originalFileName: String { "RowView.swift" }
            }

            """), "\(row)")
        #expect(!(prepared.files[1] ?? "").contains("__cellshotPreparedSourceFile"))
    }

    @Test func selectorsBecomeSelectorValues() {
        let source = """
            let item = UIBarButtonItem(barButtonSystemItem: .add, target: self, action: #selector(addTapped))
            let other = UIBarButtonItem(title: "Edit", style: .plain, target: self, action: #selector(
                tableView(_:didSelectRowAt:)))
            let after = 1
            """
        #expect(body(prepare(source).text) == """
            let item = UIBarButtonItem(barButtonSystemItem: .add, target: self, action: Selector("addTapped"))
            let other = UIBarButtonItem(title: "Edit", style: .plain, target: self, action: Selector("tableView(_:didSelectRowAt:)")
            )
            let after = 1
            """)
    }

    @Test func optionalRequirementsAreErrors() {
        let prepared = prepare("@objc protocol Picking {\n    @objc optional func picked(_ item: Int, at index: Int)\n}\n")
        #expect(prepared.diagnostics == [
            "/app/List.swift:2:11: error: cellshot-sources: the optional requirement `optional func picked(_:at:)` of "
                + "protocol `Picking` cannot be prepared: optional requirements need @objc, which Linux lacks (make it a "
                + "requirement with a default in an extension)",
        ])
    }

    // MARK: - Overrides in extensions

    @Test func anOverrideInAnExtensionMovesIntoTheClassBody() {
        let source = """
            final class ListController: UITableViewController {
                var items = ["a"]
            }

            extension ListController {
                /// Rows.
                override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
                    items.count
                }

                func helper() {}
            }
            """
        let prepared = prepare(source)
        #expect(prepared.diagnostics.isEmpty)
        #expect(body(prepared.text) == lines(
            "final class ListController: UITableViewController {",
            "    var items = [\"a\"]",
            "",
            "#sourceLocation(file: \"/app/List.swift\", line: 7)",
            "    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {",
            "        items.count",
            "    }",
            "#sourceLocation(file: \"/app/List.swift\", line: 3)",
            "}",
            "",
            "extension ListController {",
            "    /// Rows.",
            "    ",
            "",
            "",
            "",
            "    func helper() {}",
            "}"))
    }

    @Test func anOverrideMovesIntoAClassOfAnotherFileWithItsEditsAndCondition() {
        let classFile = "class ListController: UITableViewController {\n    var items: [String] = [] }\n"
        let extensionFile = """
            extension ListController: UITableViewDataSource {
            #if DEBUG
                @objc override func viewDidLoad() {
                    navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add, target: self,
                                                                        action: #selector(add))
                }
            #endif
            }
            """
        let result = SourcePreparer(modules: [.uikit]).prepare([
            .init(path: "/app/ListController.swift", text: classFile),
            .init(path: "/app/ListController+Table.swift", text: extensionFile),
        ])
        #expect(result.diagnostics.isEmpty)
        // The member keeps its `#if DEBUG`, and the class's closing brace its line and column.
        #expect(result.files[0] == lines(
            "#sourceLocation(file: \"/app/ListController.swift\", line: 1)",
            "class ListController: UITableViewController {",
            "    var items: [String] = [] ",
            "#if (DEBUG)",
            "#sourceLocation(file: \"/app/ListController+Table.swift\", line: 3)",
            "          override func viewDidLoad() {",
            "        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add, target: self,",
            "                                                            action: Selector(\"add\"))",
            "    }",
            "#endif",
            "#sourceLocation(file: \"/app/ListController.swift\", line: 2)",
            "                             }",
            ""))
        #expect(result.files[1] == lines(
            "#sourceLocation(file: \"/app/ListController+Table.swift\", line: 1)",
            "extension ListController: UITableViewDataSource {",
            "#if DEBUG",
            "    ",
            "",
            "",
            "",
            "#endif",
            "}"))
    }

    @Test func overridesFromTwoFilesArriveInOrderBeforeOneReturn() {
        let result = SourcePreparer(modules: [.uikit]).prepare([
            .init(path: "/app/A.swift", text: "extension Cell { override func prepareForReuse() {} }\n"),
            .init(path: "/app/Cell.swift", text: "class Cell: UITableViewCell {\n}\n"),
            .init(path: "/app/B.swift", text: "#if os(iOS)\nextension Cell {\n    override var isSelected: Bool { didSet {} }\n}\n#endif\n"),
        ])
        #expect(result.diagnostics.isEmpty)
        #expect(result.files[0] == "#sourceLocation(file: \"/app/A.swift\", line: 1)\nextension Cell {  }\n")
        #expect(result.files[1] == lines(
            "#sourceLocation(file: \"/app/Cell.swift\", line: 1)",
            "class Cell: UITableViewCell {",
            "",
            "#sourceLocation(file: \"/app/A.swift\", line: 1)",
            "                 override func prepareForReuse() {}",
            "",
            "#sourceLocation(file: \"/app/B.swift\", line: 3)",
            "    override var isSelected: Bool { didSet {} }",
            "#sourceLocation(file: \"/app/Cell.swift\", line: 2)",
            "}",
            "",
            // The cell's factory (CellFactoryWriterTests).
            "#sourceLocation()",
            "// cellshot-sources: the factories Linux makes this file's cell classes with (UIKit makes them through",
            "// Objective-C from the class alone); CellshotUIKit finds this type at run time.",
            "private enum __cellshotPreparedCellFactories: CellshotUIKit.PreparedCellFactories {",
            "    @MainActor static func register() {",
            "        CellshotUIKit.registerPreparedCell(Cell.self) { Cell(style: .default, reuseIdentifier: $0) }",
            "    }",
            "}",
            ""))
        #expect(result.files[2] == lines(
            "#sourceLocation(file: \"/app/B.swift\", line: 1)", "", "extension Cell {", "    ", "}", "", ""))
    }

    @Test func aMemberOfAnExtensionThatASubclassOverridesMovesToo() {
        let source = """
            class Base: UIViewController {}
            extension Base {
                @objc func refresh() {}
                func load(page: Int) {}
            }
            final class Screen: Base {
                override func refresh() {}
            }
            final class Other: UIViewController {
                override func load(page: Int) {}
            }
            """
        #expect(body(prepare(source).text) == lines(
            "class Base: UIViewController {",
            "#sourceLocation(file: \"/app/List.swift\", line: 3)",
            "          func refresh() {}",
            "#sourceLocation(file: \"/app/List.swift\", line: 1)",
            "                              }",
            "extension Base {",
            "    ",
            "    func load(page: Int) {}",
            "}",
            "final class Screen: Base {",
            "    override func refresh() {}",
            "}",
            "final class Other: UIViewController {",
            "    override func load(page: Int) {}",
            "}"))
    }

    @Test func aClassOfTheSameNameInTheExtensionsFileIsTheOneExtended() {
        let result = SourcePreparer(modules: [.uikit]).prepare([
            .init(path: "/app/Mac/Inspector.swift", text: "final class Inspector: NSViewController {}\n"),
            .init(path: "/app/iOS/Inspector.swift",
                  text: "final class Inspector: UITableViewController {}\nextension Inspector {\n    override func viewDidLoad() {}\n}\n"),
            .init(path: "/app/iOS/Inspector+Rows.swift", text: "extension Inspector {\n    override var title: String? { nil }\n}\n"),
        ])
        #expect(result.files[1] == lines(
            "#sourceLocation(file: \"/app/iOS/Inspector.swift\", line: 1)",
            "final class Inspector: UITableViewController {",
            "#sourceLocation(file: \"/app/iOS/Inspector.swift\", line: 3)",
            "    override func viewDidLoad() {}",
            "#sourceLocation(file: \"/app/iOS/Inspector.swift\", line: 1)",
            "                                              }",
            "extension Inspector {", "    ", "}", ""))
        #expect(result.diagnostics.map(\.description) == [
            "/app/iOS/Inspector+Rows.swift:2:5: error: cellshot-sources: `override var title` in an extension of `Inspector` "
                + "cannot move into the class's body: the class `Inspector` is declared 2 times (/app/Mac/Inspector.swift:1, "
                + "/app/iOS/Inspector.swift:1); Swift on Linux allows an override in an extension only for an @objc member, "
                + "and Linux has no Objective-C runtime",
        ])
    }

    @Test func anOverrideWhoseClassIsNotPreparedIsAnError() {
        let source = "extension UITableViewController {\n    override func viewDidLoad() {}\n}\n"
        let prepared = prepare(source)
        #expect(prepared.diagnostics == [
            "/app/List.swift:2:5: error: cellshot-sources: `override func viewDidLoad()` in an extension of "
                + "`UITableViewController` cannot move into the class's body: no prepared file declares the class "
                + "`UITableViewController` (list the file with its body in cellshot-sources.json, or move the override into "
                + "the class's body); Swift on Linux allows an override in an extension only for an @objc member, and "
                + "Linux has no Objective-C runtime",
        ])
    }

    @Test func anOverrideInAConstrainedExtensionIsAnError() {
        let source = "class Box<T>: Base {}\nextension Box where T == Int {\n    override var title: String { \"\" }\n}\n"
        #expect(prepare(source).diagnostics == [
            "/app/List.swift:3:5: error: cellshot-sources: `override var title` in an extension of `Box` cannot move into "
                + "the class's body: the extension has a `where` clause (Swift on Linux allows an override in an extension "
                + "only for an @objc member, and Linux has no Objective-C runtime)",
        ])
    }

    // MARK: - Files that are not Swift as far as the preparation reads

    @Test func anUnterminatedStringNamesItsLine() {
        let prepared = prepare("let a = 1\nlet b = \"open\n")
        #expect(prepared.text == nil)
        #expect(prepared.diagnostics == ["/app/List.swift:2:9: error: cellshot-sources: a string literal is not closed on its line"])
    }

    @Test func stringsAndCommentsAreNotCode() {
        let source = ##"let s = "@objc #selector(x) import UIKit" // @IBOutlet"## + "\n"
            + ##"/* @objc */ let t = #"a "quoted" @objc"# + "\(#selector(x))""## + "\n"
        #expect(body(prepare(source).text) == source)
    }

    @Test func bareRegularExpressionsAreNotDivisions() {
        let source = """
            let names = text.matches(of: /\\$\\{?([A-Za-z_]*)[/}]/).map { $0.1 }
            let half = width / 2 / scale, ratio = (a + b)/c
            if let match = line.firstMatch(of: /\\(@objc\\)/) { print(match) }
            """
        let prepared = prepare(source)
        #expect(prepared.diagnostics.isEmpty)
        #expect(body(prepared.text) == source)
    }

    // MARK: - Output names

    @Test func outputNamesAreUniqueAndFollowThePath() {
        #expect(SourceNames.names(for: ["../../App/Screens/List.swift", "../../App/Models/Item.swift", "Item.swift",
                                         "../App/Screens/List.swift"], taken: ["Stand-in.swift"]) ==
                ["App+Screens+List.swift", "App+Models+Item.swift", "Item.swift", "App+Screens+List~2.swift"])
        #expect(SourceNames.names(for: ["../Stand-in.swift"], taken: ["Stand-in.swift"]) == ["Stand-in~2.swift"])
    }
}
