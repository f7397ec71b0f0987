@testable import CellshotSwiftUI
import CellshotGraphics
import Foundation
import Testing

/// Controls as rows of a `List` or `Form`, drawn as iOS draws them there (issue 42; docs/swiftui.md, "Lists and
/// forms"): exact frames from the list's laid-out tree, colours from the display list, in both looks and schemes.
@MainActor
@Suite struct ListControlRowsTests {
    typealias Support = ControlsTestSupport

    nonisolated static let looks: [CellshotSwiftUI.Look] = [.ios26, .ios18]
    nonisolated static let looksAndSchemes: [(CellshotSwiftUI.Look, ColorScheme)] = [(.ios26, .light), (.ios26, .dark), (.ios18, .light),
                                                                         (.ios18, .dark)]

    /// The laid-out tree of one column in a state (`CellshotSwiftUI.render(_:states:)`'s column).
    func layout<V: View>(_ view: V, state: CellshotSwiftUI.State = .normal, look: CellshotSwiftUI.Look = .ios26,
                         colorScheme: ColorScheme = .light) throws -> LaidOutView {
        let settings = CellshotSwiftUI.Settings(width: 390, height: nil, scale: 3, safeArea: EdgeInsets(), colorScheme: colorScheme,
                                                dynamicTypeSize: .large, look: look, states: [state])
        return try CellshotSwiftUI.Drawing(view, settings: settings, fileID: #fileID, line: #line).laidOut
    }

    func rows(_ layout: LaidOutView) -> [LaidOutView] {
        layout.all.filter { $0.name.hasPrefix("row ") }
    }

    /// The frames of the text runs, by text.
    func textFrames(_ commands: [GraphicsCommand]) -> [String: GraphicsRect] {
        var frames: [String: GraphicsRect] = [:]
        for case .text(let run) in commands { frames[run.text] = run.frame }
        return frames
    }

    /// Where a path starts.
    func start(of path: GraphicsPath) -> CGPoint {
        guard case .move(let point) = path.elements.first else { return .zero }
        return CGPoint(x: point.x, y: point.y)
    }

    // MARK: Buttons

    struct Buttons: View {
        var body: some View {
            Form {
                Section {
                    Text("Account")
                    Button("Sign Out") {}
                    Button("Delete Account", role: .destructive) {}
                    Button("Tinted") {}.tint(.orange)
                    Button {} label: { Label("Add Server", systemImage: "plus") }
                    Button {} label: { HStack { Image(systemName: "star").foregroundStyle(.yellow); Text("Rate") } }
                    Button("Disabled") {}.disabled(true)
                    NavigationLink("Link") { Text("Destination") }
                }
            }
        }
    }

    /// A `Button` row with the automatic style is its title in the accent colour (system red for a destructive
    /// role, the `.tint` when set), leading where a text row's text is; a label's icon takes the tint, a colour the
    /// app set stays; a disabled button's title is the label colour at 25 % (docs/swiftui.md, "Lists and forms").
    @Test(arguments: looksAndSchemes)
    func buttonRowsAreTintedLeadingTitles(look: CellshotSwiftUI.Look, scheme: ColorScheme) throws {
        let dark = scheme == .dark
        let commands = try Support.commands(Buttons(), width: 390, look: look, colorScheme: scheme)
        let colors = Support.textColors(commands)
        #expect(colors["Account"] == Support.color(.label, look, dark: dark))
        #expect(colors["Sign Out"] == Support.color(.systemBlue, look, dark: dark))
        #expect(colors["Delete Account"] == Support.color(.systemRed, look, dark: dark))
        #expect(colors["Tinted"] == Support.color(.systemOrange, look, dark: dark))
        #expect(colors["Add Server"] == Support.color(.systemBlue, look, dark: dark))
        #expect(colors["Rate"] == Support.color(.systemBlue, look, dark: dark))
        #expect(colors["Disabled"] == Support.color(.label, look, dark: dark, alpha: SwiftUIFigures.disabledLabelOpacity))
        let tints = commands.compactMap { command -> GraphicsColor? in
            if case .image(let image) = command { return image.tint }
            return nil
        }
        // The label's `plus` takes the tint; the star the app coloured stays yellow.
        #expect(tints == [Support.color(.systemBlue, look, dark: dark), Support.color(.systemYellow, look, dark: dark)])
        let frames = textFrames(commands)
        let text = try #require(frames["Account"])
        for title in ["Sign Out", "Delete Account", "Tinted", "Disabled"] {
            #expect(frames[title]?.minX == text.minX, "\(title)")
        }
    }

    /// In the highlighted column a default-style `Button` row (and a `Link`, a button that opens a URL) is touched,
    /// as a `NavigationLink` row: the row's grey; a disabled button, a text and a button of another style are not.
    @Test(arguments: looks)
    func buttonRowsAreHighlighted(look: CellshotSwiftUI.Look) throws {
        let view = Form {
            Text("Text")
            Button("Sign Out") {}
            Button("Disabled") {}.disabled(true)
            Button("Borderless") {}.buttonStyle(.borderless)
            NavigationLink("Link") { Text("Destination") }
            Link("Privacy Policy", destination: URL(string: "https://example.com/privacy")!)
        }
        let states = rows(try layout(view, state: .highlighted, look: look)).map { String($0.name.split(separator: " ")[2]) }
        #expect(states == ["(normal)", "(highlighted)", "(normal)", "(normal)", "(highlighted)", "(highlighted)"])
        let normal = rows(try layout(view, look: look)).map { String($0.name.split(separator: " ")[2]) }
        #expect(normal == Array(repeating: "(normal)", count: 6))
    }

    /// A default-style `Button` among other views of a row (`HStack { Image; Button("Retry") }`) makes the whole row
    /// its hit area on iOS, so the row is touched in the highlighted and selected columns as a `NavigationLink`'s; a
    /// row whose content is a button with a custom label is too. A disabled or borderless button among other views
    /// takes no row, nor does a row of texts alone.
    @Test(arguments: looks)
    func rowsHoldingAButtonAreHighlighted(look: CellshotSwiftUI.Look) throws {
        let view = List {
            HStack {
                Image(systemName: "exclamationmark.triangle")
                Button("Retry") {}
            }
            Button {} label: {
                HStack { Text("Custom"); Spacer(); Image(systemName: "arrow.clockwise") }
            }
            HStack { Text("Off"); Button("Retry") {}.disabled(true) }
            HStack { Text("Own"); Button("Retry") {}.buttonStyle(.borderless) }
            HStack { Text("Text"); Text("Only") }
        }
        for state in [CellshotSwiftUI.State.highlighted, .selected] {
            let states = rows(try layout(view, state: state, look: look)).map { String($0.name.split(separator: " ")[2]) }
            #expect(states == ["(\(state.rawValue))", "(\(state.rawValue))", "(normal)", "(normal)", "(normal)"])
        }
        #expect(CellshotSwiftUI.lastWarnings.isEmpty)
        let normal = rows(try layout(view, look: look)).map { String($0.name.split(separator: " ")[2]) }
        #expect(normal == Array(repeating: "(normal)", count: 5))
    }

    /// The picture of a row holding a button, normal and highlighted, written where it is looked at (not pinned:
    /// no iOS screenshot of this row is at hand to compare it with).
    @Test(arguments: looks)
    func rowHoldingAButtonPicture(look: CellshotSwiftUI.Look) throws {
        let view = List {
            HStack {
                Image(systemName: "exclamationmark.triangle")
                Text("Offline")
                Spacer()
                Button("Retry") {}
            }
            Text("Plain row")
        }
        let png = try CellshotSwiftUI.render(view, states: [.normal, .highlighted], width: 390, look: look)
        try png.write(to: URL(fileURLWithPath: "/tmp/list-row-with-button-\(look).png"))
    }

    // MARK: Pickers

    enum Flavor: String, CaseIterable, Identifiable {
        case chocolate, vanilla, strawberry
        var id: Self { self }
    }

    struct NavigationLinkPicker: View {
        var body: some View {
            Form {
                Picker("Flavor", selection: .constant(Flavor.vanilla)) {
                    ForEach(Flavor.allCases) { Text($0.rawValue.capitalized) }
                }
                .pickerStyle(.navigationLink)
                NavigationLink("Wi-Fi") { Text("Destination") }.badge("Vanilla")
                Picker("Size", selection: .constant(2)) { Text("Small").tag(1); Text("Vanilla").tag(2) }
                    .pickerStyle(.navigationLink)
            }
        }
    }

    /// A `.navigationLink` picker row is a navigation link row with a value: the label leading, the selected
    /// option's text trailing in the secondary colour where a badge's is, then the chevron; touched in the
    /// highlighted column. No warning.
    @Test(arguments: looksAndSchemes)
    func navigationLinkPickerIsALinkRowWithItsValue(look: CellshotSwiftUI.Look, scheme: ColorScheme) throws {
        let commands = try Support.commands(NavigationLinkPicker(), width: 390, look: look, colorScheme: scheme)
        #expect(CellshotSwiftUI.lastWarnings.isEmpty)
        var vanilla: [(GraphicsRect, GraphicsColor)] = []
        for case .text(let run) in commands where run.text == "Vanilla" { vanilla.append((run.frame, run.color)) }
        try #require(vanilla.count == 3)
        let secondary = Support.color(.secondaryLabel, look, dark: scheme == .dark)
        #expect(vanilla.allSatisfy { $0.1 == secondary })
        // The value is where the badge's is, before the same chevron: the rows' trailing parts are the same run.
        #expect(vanilla[0].0.minX == vanilla[1].0.minX && vanilla[2].0.minX == vanilla[1].0.minX)
        #expect(vanilla[0].0.width == vanilla[1].0.width)
        let frames = textFrames(commands)
        #expect(frames["Flavor"]?.minX == frames["Wi-Fi"]?.minX)
        let highlighted = rows(try layout(NavigationLinkPicker(), state: .highlighted, look: look))
        #expect(highlighted.map(\.name) == ["row 0 (highlighted)", "row 1 (highlighted)", "row 2 (highlighted)"])
    }

    struct InlinePickers: View {
        var body: some View {
            Form {
                Section("Dessert") {
                    Text("Above")
                    Picker("Flavor", selection: .constant(Flavor.vanilla)) {
                        ForEach(Flavor.allCases) { Text($0.rawValue.capitalized) }
                    }
                    .pickerStyle(.inline)
                }
                Picker("Topping", selection: .constant("Nuts")) {
                    Text("Sprinkles").tag("Sprinkles")
                    Text("Nuts").tag("Nuts")
                }
                .pickerStyle(.inline)
                .tint(.orange)
            }
        }
    }

    /// An `.inline` picker in a list is a row per option, the selected one with the checkmark in the tint: in a
    /// section among other rows its label is not drawn; outside any section it makes a section of its own headed
    /// by its label. The options are touched in the highlighted column. No warning.
    @Test(arguments: looksAndSchemes)
    func inlinePickerIsARowPerOption(look: CellshotSwiftUI.Look, scheme: ColorScheme) throws {
        let laidOut = try layout(InlinePickers(), look: look, colorScheme: scheme)
        #expect(CellshotSwiftUI.lastWarnings.isEmpty)
        let sections = laidOut.all.filter { $0.name.hasPrefix("section ") }
        try #require(sections.count == 2)
        #expect(sections.map { $0.children.filter { $0.name.hasPrefix("row ") }.count } == [4, 2])
        #expect(sections.map { $0.first("header") != nil } == [true, true])
        let commands = try Support.commands(InlinePickers(), width: 390, look: look, colorScheme: scheme)
        let texts = commands.compactMap { command -> String? in
            if case .text(let run) = command { return run.text }
            return nil
        }
        #expect(!texts.contains("Flavor"))
        #expect(texts.contains { $0.lowercased() == "topping" })
        // One checkmark per picker, in the accent colour and in the picker's tint, each on its selected row.
        let dark = scheme == .dark
        let checkmarks = commands.compactMap { command -> (GraphicsPath, GraphicsColor)? in
            if case let .path(path, _, color) = command, color == Support.color(.systemBlue, look, dark: dark)
                || color == Support.color(.systemOrange, look, dark: dark) { return (path, color) }
            return nil
        }
        #expect(checkmarks.map { $0.1 } == [Support.color(.systemBlue, look, dark: dark), Support.color(.systemOrange, look, dark: dark)])
        let rows = rows(laidOut)
        let vanilla = rows[2].frame, nuts = rows[5].frame
        #expect(checkmarks.count == 2)
        if checkmarks.count == 2 {
            #expect(vanilla.contains(start(of: checkmarks[0].0)))
            #expect(nuts.contains(start(of: checkmarks[1].0)))
        }
        let highlighted = self.rows(try layout(InlinePickers(), state: .highlighted, look: look))
        #expect(highlighted.map { $0.name.hasSuffix("(highlighted)") } == [false, true, true, true, true, true])
    }

    /// An inline picker with its label hidden, or an empty one, makes a section without a header.
    @Test func anInlinePickersHiddenLabelIsNoHeader() throws {
        for view in [AnyView(Picker("Flavor", selection: .constant(Flavor.vanilla)) {
                         ForEach(Flavor.allCases) { Text($0.rawValue) }
                     }.pickerStyle(.inline).labelsHidden()),
                     AnyView(Picker("", selection: .constant(Flavor.vanilla)) {
                         ForEach(Flavor.allCases) { Text($0.rawValue) }
                     }.pickerStyle(.inline))] {
            let laidOut = try layout(Form { view })
            #expect(laidOut.first("header") == nil)
            #expect(rows(laidOut).count == 3)
            #expect(CellshotSwiftUI.lastWarnings.isEmpty)
        }
    }

    /// A disabled option of an inline picker, and every option of a disabled picker, is greyed as a disabled button's
    /// title is (the label colour at 25 %) and is not touched in the highlighted column; the others keep the label
    /// colour.
    @Test(arguments: looksAndSchemes)
    func disabledOptionsAreGreyed(look: CellshotSwiftUI.Look, scheme: ColorScheme) throws {
        let view = Form {
            Picker("Flavor", selection: .constant(1)) {
                Text("Vanilla").tag(1)
                Text("Chocolate").tag(2).disabled(true)
            }
            .pickerStyle(.inline)
            Picker("Size", selection: .constant(1)) {
                Text("Small").tag(1)
                Text("Large").tag(2)
            }
            .pickerStyle(.inline)
            .disabled(true)
        }
        let dark = scheme == .dark
        let colors = Support.textColors(try Support.commands(view, width: 390, look: look, colorScheme: scheme))
        let grey = Support.color(.label, look, dark: dark, alpha: 0.25)
        #expect(colors["Vanilla"] == Support.color(.label, look, dark: dark))
        #expect(colors["Chocolate"] == grey)
        #expect(colors["Small"] == grey)
        #expect(colors["Large"] == grey)
        let states = rows(try layout(view, state: .highlighted, look: look, colorScheme: scheme)).map(\.name)
        #expect(states == ["row 0 (highlighted)", "row 1 (normal)", "row 0 (normal)", "row 1 (normal)"])
        #expect(CellshotSwiftUI.lastWarnings.isEmpty)
    }

    // MARK: Menus

    /// A `Menu` row is touched as a `Button` row is in the highlighted and selected columns (iOS makes the row the
    /// menu's button); a borderless menu, a menu of another button style and a disabled menu take no row.
    @Test(arguments: looks)
    func menuRowsAreTouchedAsButtonRows(look: CellshotSwiftUI.Look) throws {
        let view = Form {
            Menu("Sort") { Button("Name") {} }
            Menu("Borderless") { Button("Name") {} }.menuStyle(.borderlessButton)
            Menu("Plain") { Button("Name") {} }.buttonStyle(.plain)
            Menu("Disabled") { Button("Name") {} }.disabled(true)
            Menu { Button("Share") {} } label: { Label("More", systemImage: "ellipsis.circle") }
        }
        for state in [CellshotSwiftUI.State.highlighted, .selected] {
            let states = rows(try layout(view, state: state, look: look)).map { String($0.name.split(separator: " ")[2]) }
            #expect(states == ["(\(state.rawValue))", "(normal)", "(normal)", "(normal)", "(\(state.rawValue))"])
        }
        let normal = rows(try layout(view, look: look)).map { String($0.name.split(separator: " ")[2]) }
        #expect(normal == Array(repeating: "(normal)", count: 5))
        #expect(CellshotSwiftUI.lastWarnings.isEmpty)
    }

    /// Outside a list the styles a list draws as rows are drawn as a menu, with a warning naming the line; inside a
    /// row among other views they warn that they are not drawn as rows.
    @Test func pickerStylesWarnWhereTheyAreNotRows() throws {
        _ = try CellshotSwiftUI.layout(of: VStack {
            Picker("Flavor", selection: .constant(Flavor.vanilla)) { ForEach(Flavor.allCases) { Text($0.rawValue) } }
                .pickerStyle(.inline)
        })
        #expect(CellshotSwiftUI.lastWarnings.count == 1)
        #expect(CellshotSwiftUI.lastWarnings.first?.contains(".pickerStyle(.inline) is drawn as .menu outside a list") == true)
        _ = try CellshotSwiftUI.layout(of: List {
            HStack {
                Picker("Flavor", selection: .constant(Flavor.vanilla)) { ForEach(Flavor.allCases) { Text($0.rawValue) } }
                    .pickerStyle(.navigationLink)
            }
        })
        #expect(CellshotSwiftUI.lastWarnings.count == 1)
        #expect(CellshotSwiftUI.lastWarnings.first?.contains("drawn without its chevron") == true)
        _ = try CellshotSwiftUI.layout(of: List {
            Picker("Flavor", selection: .constant(Flavor.vanilla)) { ForEach(Flavor.allCases) { Text($0.rawValue) } }
                .pickerStyle(.wheel)
        })
        #expect(CellshotSwiftUI.lastWarnings.first?.contains(".pickerStyle(.wheel) is drawn as .menu") == true)
    }

    // MARK: Pictures

    struct Gallery: View {
        var body: some View {
            Form {
                Section("Buttons") {
                    Button("Sign Out") {}
                    Button("Delete Account", role: .destructive) {}
                    Button {} label: { Label("Add Server", systemImage: "plus") }
                    Button("Disabled") {}.disabled(true)
                }
                Section("Pickers") {
                    Picker("Menu", selection: .constant(Flavor.vanilla)) { ForEach(Flavor.allCases) { Text($0.rawValue.capitalized) } }
                    Picker("Navigation link", selection: .constant(Flavor.vanilla)) {
                        ForEach(Flavor.allCases) { Text($0.rawValue.capitalized) }
                    }
                    .pickerStyle(.navigationLink)
                }
                Picker("Inline", selection: .constant(Flavor.vanilla)) { ForEach(Flavor.allCases) { Text($0.rawValue.capitalized) } }
                    .pickerStyle(.inline)
            }
        }
    }

    /// The rows' pictures in both looks and schemes, looked at beside iOS (`__Snapshots__/ListControlRowsTests`).
    @Test(arguments: looksAndSchemes)
    func gallery(look: CellshotSwiftUI.Look, scheme: ColorScheme) throws {
        try Support.verifySnapshot(Gallery(), named: "controls-\(look)-\(scheme)", suite: "ListControlRowsTests", width: 390,
                                   look: look, colorScheme: scheme)
    }
}
