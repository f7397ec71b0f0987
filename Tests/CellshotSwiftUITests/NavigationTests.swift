import CellshotGraphics
import CellshotRender
import CellshotSwiftUI
import Foundation
import Testing

/// Navigation stacks drawn as an iPhone shows their root screen: the bar at the top of the safe area, the large or
/// inline title, the toolbar's items in their places, the content below (docs/swiftui.md, "Navigation"; the figures
/// are `SwiftUIFigures.NavigationBar`'s, measured on home-assistant/iOS's snapshots [M]).
@MainActor
@Suite struct NavigationTests {
    /// A 390 × 844 pt iPhone whose safe area starts 62 pt down (the iPhone 17 simulator of home-assistant's
    /// iOS 26 snapshots [M]) and ends 34 pt above the bottom [I].
    static let safeArea = EdgeInsets(top: SwiftUIFigures.ScreenInsets.iPhone17Top, leading: 0,
                                     bottom: SwiftUIFigures.ScreenInsets.homeIndicatorBottom, trailing: 0)
    static let screenBottom: CGFloat = 844 - 34

    nonisolated static let looks: [CellshotSwiftUI.Look] = [.ios26, .ios18]

    /// The inline bar's height in a look (the item row plus iOS 26's extra 10 pt).
    static func inlineHeight(_ look: CellshotSwiftUI.Look) -> CGFloat { look == .ios18 ? 44 : 54 }

    func layout<V: View>(_ view: V, look: CellshotSwiftUI.Look) throws -> LaidOutView {
        try CellshotSwiftUI.layout(of: view, width: 390, height: 844, safeArea: Self.safeArea, look: look)
    }

    /// Whether two frames are the same to a thousandth of a point (frames on the 1/3 pt grid differ in the last bits).
    func same(_ a: CGRect, _ b: CGRect) -> Bool {
        abs(a.minX - b.minX) < 0.001 && abs(a.minY - b.minY) < 0.001 && abs(a.width - b.width) < 0.001
            && abs(a.height - b.height) < 0.001
    }

    func node(_ layout: LaidOutView, _ name: String) throws -> LaidOutView {
        try #require(layout.first(name), "no \(name) in\n\(layout)")
    }

    /// The bars are the content's safe area: a colour behind a list whose own background is hidden (Ice Cubes'
    /// themed settings) continues under the bar to the screen's top, and under the home indicator, as on iOS; a
    /// view that keeps to the safe area starts below the bar.
    @Test(arguments: looks)
    func backgroundContinuesUnderTheBar(look: CellshotSwiftUI.Look) throws {
        let view = NavigationStack {
            List { Text("Swift friends") }
                .scrollContentBackground(.hidden)
                .background(Color.indigo)
                .navigationTitle("Lists")
                .navigationBarTitleDisplayMode(.inline)
        }
        let laidOut = try layout(view, look: look)
        let fill = try node(laidOut, "ignoresSafeArea")
        #expect(fill.children[0].frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        let kept = try layout(NavigationStack { Color.indigo.navigationTitle("Lists").navigationBarTitleDisplayMode(.inline) },
                              look: look)
        let color = try node(kept, "Color")
        #expect(color.frame == CGRect(x: 0, y: 62 + Self.inlineHeight(look), width: 390, height: 844 - 34 - 62 - Self.inlineHeight(look)))
    }

    // MARK: Titles

    struct Settings: View {
        var body: some View {
            List {
                Section("Account") {
                    Text("Wi-Fi")
                    Text("Bluetooth")
                }
            }
            .navigationTitle("Settings")
        }
    }

    /// A large title: the bar is the item row plus the large title's 52 pt band; the title starts at the 16 pt
    /// margin with its baseline 16 pt above the band's bottom; the list is offered the rest of the safe area.
    @Test(arguments: looks)
    func largeTitleAboveAList(look: CellshotSwiftUI.Look) throws {
        let laidOut = try layout(NavigationStack { Settings() }, look: look)
        let barBottom = 62 + Self.inlineHeight(look) + 52
        #expect(laidOut.name == "NavigationStack")
        #expect(laidOut.frame == CGRect(x: 0, y: 62, width: 390, height: 748))
        let title = try node(laidOut, "NavigationTitle(large)")
        // 34 pt bold: the line's 40.67 pt, its baseline 32.67 pt down (Pango's SF Pro metrics at 3x).
        #expect(same(title.frame, CGRect(x: 16, y: barBottom - 16 - 98.0 / 3, width: 421.0 / 3, height: 122.0 / 3)))
        #expect(try node(laidOut, "Text(\"Settings\")").frame == title.frame)
        #expect(try node(laidOut, "List").frame == CGRect(x: 0, y: barBottom, width: 390, height: Self.screenBottom - barBottom))
        #expect(laidOut.first("NavigationTitle(inline)") == nil)
        #expect(CellshotSwiftUI.lastWarnings.isEmpty)
    }

    /// iOS 26 starts a first section without a header right at the large title bar's bottom (the list's space
    /// above it runs under the title [M] 894009a5); iOS 18 keeps the space below the bar.
    @Test(arguments: looks)
    func headerlessFirstSectionUnderALargeTitle(look: CellshotSwiftUI.Look) throws {
        let view = NavigationStack { List { Text("Wi-Fi") }.navigationTitle("Settings") }
        let list = try node(try layout(view, look: look), "List")
        let barBottom = 62 + Self.inlineHeight(look) + 52
        // iOS 26's grouped list leaves 35 pt above a first section without a header (the empty header's 18.67
        // and the first section's 16.33, on the pixel grid).
        let rise: CGFloat = look == .ios26 ? 35 : 0
        #expect(list.frame == CGRect(x: 0, y: barBottom - rise, width: 390, height: Self.screenBottom - barBottom + rise))
    }

    /// An inline title: `headline` centred in the 44 pt item row; the list right below the inline bar.
    @Test(arguments: looks)
    func inlineTitle(look: CellshotSwiftUI.Look) throws {
        let view = NavigationStack {
            List { Text("Wi-Fi") }
                .navigationTitle("Location History")
                .navigationBarTitleDisplayMode(.inline)
        }
        let laidOut = try layout(view, look: look)
        let title = try node(laidOut, "NavigationTitle(inline)")
        // 17 pt semibold, 20.33 pt tall: centred on the row's middle 84 pt, on the pixel grid.
        #expect(same(title.frame, CGRect(x: 382.0 / 3, y: 74, width: 406.0 / 3, height: 61.0 / 3)))
        #expect(abs(title.frame.midX - 195) < 0.34)
        #expect(abs(title.frame.midY - (62 + 22)) < 0.34)
        #expect(laidOut.first("NavigationTitle(large)") == nil)
        let barBottom = 62 + Self.inlineHeight(look)
        #expect(try node(laidOut, "List").frame == CGRect(x: 0, y: barBottom, width: 390, height: Self.screenBottom - barBottom))
    }

    /// An inline title keeps its 17 pt at accessibility sizes (fespinoza/sample-json-app's MovieDetailsViewTests,
    /// iOS 17: the same title at AX XXL as at the default size); a large title grows.
    @Test(arguments: looks)
    func inlineTitleKeepsItsSizeAtAccessibilitySizes(look: CellshotSwiftUI.Look) throws {
        func titles(_ size: DynamicTypeSize) throws -> (inline: CGRect, large: CGRect) {
            let inline = NavigationStack { List { Text("Wi-Fi") }.navigationTitle("Avatar").navigationBarTitleDisplayMode(.inline) }
            let large = NavigationStack { List { Text("Wi-Fi") }.navigationTitle("Avatar") }
            let inlineLayout = try CellshotSwiftUI.layout(of: inline, width: 390, height: 844, safeArea: Self.safeArea,
                                                          dynamicTypeSize: size, look: look)
            let largeLayout = try CellshotSwiftUI.layout(of: large, width: 390, height: 844, safeArea: Self.safeArea,
                                                         dynamicTypeSize: size, look: look)
            return (try node(inlineLayout, "NavigationTitle(inline)").frame, try node(largeLayout, "NavigationTitle(large)").frame)
        }
        let normal = try titles(.large), accessible = try titles(.accessibility4)
        #expect(accessible.inline == normal.inline)
        #expect(accessible.large.height > normal.large.height)
    }

    /// The display mode nearer the stack wins, as an outer preference overrides its content's; the deprecated
    /// `.navigationBarTitle(_:displayMode:)` says the same as the two modifiers.
    @Test func outerModifiersWin() throws {
        let view = NavigationStack {
            List { Text("Wi-Fi") }
                .navigationTitle("Inner")
                .navigationBarTitle("Outer", displayMode: .inline)
        }
        let laidOut = try layout(view, look: .ios26)
        #expect(laidOut.first("Text(\"Outer\")") != nil)
        #expect(laidOut.first("Text(\"Inner\")") == nil)
        #expect(laidOut.first("NavigationTitle(inline)") != nil)
    }

    /// With no title there is no large title's band: the content starts below the inline bar.
    @Test(arguments: looks)
    func noTitleNoBand(look: CellshotSwiftUI.Look) throws {
        let laidOut = try layout(NavigationStack { List { Text("Wi-Fi") } }, look: look)
        let barBottom = 62 + Self.inlineHeight(look)
        #expect(try node(laidOut, "List").frame.minY == barBottom)
        #expect(laidOut.first("NavigationTitle") == nil)
    }

    /// A hidden bar draws nothing and leaves the content the whole safe area; its items are named as not drawn.
    @Test func hiddenBar() throws {
        let view = NavigationStack {
            List { Text("Wi-Fi") }
                .navigationTitle("Settings")
                .toolbar { ToolbarItem { Text("Edit") } }
                .toolbar(.hidden, for: .navigationBar)
        }
        let laidOut = try layout(view, look: .ios26)
        #expect(try node(laidOut, "List").frame == CGRect(x: 0, y: 62, width: 390, height: 748))
        #expect(laidOut.first("NavigationTitle") == nil)
        #expect(laidOut.first("ToolbarItem") == nil)
        #expect(CellshotSwiftUI.lastWarnings == ["the navigation bar is hidden: its toolbar items are not drawn"])
    }

    /// Content that is not a list is centred in the space below the bar, as a hosting controller centres its root.
    @Test func nonListContentIsCentredBelowTheBar() throws {
        let view = NavigationStack {
            Text("Hello").navigationTitle("Greeting").navigationBarTitleDisplayMode(.inline)
        }
        let text = try node(try layout(view, look: .ios18), "Text(\"Hello\")")
        #expect(abs(text.frame.midX - 195) < 0.34)
        #expect(abs(text.frame.midY - (106 + (810 - 106) / 2)) < 0.34)
    }

    // MARK: Toolbar

    struct Gallery: View {
        var body: some View {
            List { Section("Account") { Text("Wi-Fi") } }
                .navigationTitle("Settings")
                .toolbar {
                    ToolbarItem(placement: .topBarLeading) { Text("Edit") }
                    ToolbarItem(placement: .topBarTrailing) { Image(systemName: "plus") }
                    ToolbarItem(placement: .confirmationAction) { Text("Done") }
                }
        }
    }

    /// iOS 26: each side's items on a glass capsule 44 pt tall, at the 16 pt margins, text padded 12 pt; a
    /// confirming item on its own tinted capsule 8 pt from the others.
    @Test func toolbarItemsOnGlass() throws {
        let laidOut = try layout(NavigationStack { Gallery() }, look: .ios26)
        let leading = try node(laidOut, "ToolbarItems(leading)")
        #expect(leading.frame == CGRect(x: 16, y: 62, width: 55, height: 44))
        #expect(try node(leading, "Text(\"Edit\")").frame == CGRect(x: 28, y: 74, width: 31, height: 20.333333333333332))
        let trailing = try node(laidOut, "ToolbarItems(trailing)")
        #expect(abs(trailing.frame.maxX - 374) < 0.001)
        #expect(trailing.frame.minY == 62)
        #expect(trailing.frame.height == 44)
        let groups = trailing.children
        #expect(groups.map(\.name) == ["ToolbarItemGroup", "ToolbarItemGroup"])
        #expect(groups.count == 2)
        guard groups.count == 2 else { return }
        // The plus symbol's glass: at least 44 pt square, which the plus symbol (as the visuals size it) does not pass.
        #expect(abs(groups[0].frame.width - 44) < 0.001)
        #expect(abs(groups[1].frame.minX - groups[0].frame.maxX - 8) < 0.001)
        // "Done": 42.33 pt of text, 12 pt each side.
        #expect(same(groups[1].frame, CGRect(x: 923.0 / 3, y: 62, width: 199.0 / 3, height: 44)))
        #expect(CellshotSwiftUI.lastWarnings.isEmpty)
    }

    /// Up to iOS 18: the items at their own size centred in the 44 pt row, 8 pt apart, at the 16 pt margins.
    @Test func toolbarItemsUpToIOS18() throws {
        let laidOut = try layout(NavigationStack { Gallery() }, look: .ios18)
        #expect(try node(laidOut, "ToolbarItems(leading)").frame == CGRect(x: 16, y: 74, width: 31, height: 20.333333333333332))
        let trailing = try node(laidOut, "ToolbarItems(trailing)")
        #expect(abs(trailing.frame.maxX - 374) < 0.001)
        #expect(abs(trailing.frame.midY - 84) < 0.34)
        let items = trailing.all.filter { $0.name == "ToolbarItem" }
        #expect(items.count == 2)
        guard items.count == 2 else { return }
        #expect(abs(items[1].frame.minX - items[0].frame.maxX - 8) < 0.001)
        #expect(abs(items[1].frame.maxX - 374) < 0.001)
    }

    /// `.principal` takes the inline title's place in the middle of the row.
    @Test(arguments: looks)
    func principalItem(look: CellshotSwiftUI.Look) throws {
        let view = NavigationStack {
            List { Text("Wi-Fi") }
                .navigationTitle("Hidden by the principal item")
                .navigationBarTitleDisplayMode(.inline)
                .toolbar { ToolbarItem(placement: .principal) { Text("Middle") } }
        }
        let laidOut = try layout(view, look: look)
        #expect(laidOut.first("NavigationTitle") == nil)
        let middle = try node(laidOut, "ToolbarItem")
        #expect(abs(middle.frame.midX - 195) < 0.34)
        #expect(abs(middle.frame.midY - 84) < 0.34)
        #expect(try node(middle, "Text(\"Middle\")").frame.width == middle.frame.width)
    }

    /// An app's own `ToolbarContent` gives its items as its body builds them.
    struct EditorToolbar: ToolbarContent {
        var body: some ToolbarContent {
            ToolbarItem(placement: .cancellationAction) { Text("Cancel") }
            ToolbarItem(placement: .confirmationAction) { Text("Save") }
        }
    }

    @Test func customToolbarContent() throws {
        let view = NavigationStack {
            List { Text("Wi-Fi") }.navigationTitle("Edit").toolbar { EditorToolbar() }
        }
        let laidOut = try layout(view, look: .ios18)
        #expect(try node(try node(laidOut, "ToolbarItems(leading)"), "Text(\"Cancel\")").frame.minX == 16)
        #expect(try node(try node(laidOut, "ToolbarItems(trailing)"), "Text(\"Save\")").frame.maxX == 374)
    }

    /// The bottom toolbar: 44 pt above the bottom safe area, its items spread by the `Spacer`s between them.
    @Test func bottomBar() throws {
        let view = NavigationStack {
            List { Text("Wi-Fi") }
                .navigationTitle("Mail")
                .toolbar {
                    ToolbarItemGroup(placement: .bottomBar) {
                        Image(systemName: "folder")
                        Spacer()
                        Text("3 items")
                        Spacer()
                        Image(systemName: "square.and.pencil")
                    }
                }
        }
        let laidOut = try layout(view, look: .ios18)
        let bottom = try node(laidOut, "ToolbarItems(bottom)")
        #expect(bottom.frame.minX == 16)
        #expect(bottom.frame.maxX == 374)
        #expect(abs(bottom.frame.midY - (810 - 22)) < 0.34)
        let label = try node(bottom, "Text(\"3 items\")")
        #expect(abs(label.frame.midX - 195) < 0.34)
        // The list ends where the bottom bar starts.
        #expect(try node(laidOut, "List").frame.maxY == 810 - 44)
    }

    // MARK: Containers

    /// `NavigationView` and `NavigationSplitView` (its sidebar, as an iPhone shows it) lay out as the stack does.
    @Test(arguments: looks)
    func containersAgree(look: CellshotSwiftUI.Look) throws {
        let stack = try layout(NavigationStack { Gallery() }, look: look)
        let view = try layout(NavigationView { Gallery() }.navigationViewStyle(.stack), look: look)
        let split = try layout(NavigationSplitView { Gallery() } detail: { Text("Detail") }, look: look)
        #expect(view.name == "NavigationView")
        #expect(split.name == "NavigationSplitView")
        for other in [view, split] {
            #expect(other.frame == stack.frame)
            #expect(other.children.map(\.name) == stack.children.map(\.name))
            #expect(other.children.map(\.frame) == stack.children.map(\.frame))
        }
        #expect(split.first("Text(\"Detail\")") == nil)
    }

    // MARK: Warnings (never silent)

    @Test func whatIsNotDrawnIsNamed() throws {
        let view = NavigationStack(path: .constant(NavigationPath(["a", "b"]))) {
            List { Text("Wi-Fi") }
                .navigationTitle("Settings")
                .navigationSubtitle("Subtitle")
                .searchable(text: .constant(""))
                .toolbar {
                    ToolbarItem(placement: .keyboard) { Text("Done") }
                    ToolbarItem(placement: .secondaryAction) { Text("More") }
                    ToolbarItem(placement: .principal) { Text("One") }
                    ToolbarItem(placement: .principal) { Text("Two") }
                }
        }
        let laidOut = try layout(view, look: .ios26)
        let warnings = CellshotSwiftUI.lastWarnings
        for expected in ["NavigationStack(path:) holds 2 pushed screen(s)", ".navigationSubtitle is not drawn",
                         ".searchable is not drawn", "ToolbarItem(placement: .keyboard) is not drawn",
                         "ToolbarItem(placement: .secondaryAction) is not drawn",
                         "only the first .principal toolbar item is drawn"] {
            #expect(warnings.contains { $0.contains(expected) }, "no warning \"\(expected)\" in \(warnings)")
        }
        // Each names the app's line.
        #expect(warnings.allSatisfy { $0.hasPrefix("CellshotSwiftUITests/NavigationTests.swift:") })
        #expect(laidOut.first("Text(\"One\")") != nil)
        #expect(laidOut.first("Text(\"Two\")") == nil)
        #expect(laidOut.first("Text(\"More\")") == nil)
    }

    /// What a list row asks of the bar comes too late (the bar is made before the list's rows): it is named.
    @Test func chromeFromAListRowIsNamed() throws {
        let view = NavigationStack {
            List { Text("Wi-Fi").navigationTitle("From a row") }
        }
        let laidOut = try layout(view, look: .ios26)
        #expect(laidOut.first("NavigationTitle") == nil)
        #expect(CellshotSwiftUI.lastWarnings.count == 1)
        #expect(CellshotSwiftUI.lastWarnings.first?.contains(".navigationTitle inside a list row is not drawn") == true)
    }

    /// A pushed destination is named while its binding says it is shown, and silent otherwise.
    @Test func pushedDestinationsAreNamed() throws {
        let shown = NavigationStack {
            List { Text("Wi-Fi") }
                .navigationDestination(isPresented: .constant(true)) { Text("Detail") }
                .navigationDestination(item: .constant(Optional("id"))) { Text($0) }
        }
        _ = try layout(shown, look: .ios26)
        #expect(CellshotSwiftUI.lastWarnings.count == 2)
        #expect(CellshotSwiftUI.lastWarnings.allSatisfy { $0.contains("is not drawn, the picture shows the stack's root") })
        let hidden = NavigationStack {
            List { Text("Wi-Fi") }
                .navigationDestination(isPresented: .constant(false)) { Text("Detail") }
                .navigationDestination(item: .constant(String?.none)) { Text($0) }
                .navigationDestination(for: Int.self) { Text("\($0)") }
        }
        _ = try layout(hidden, look: .ios26)
        #expect(CellshotSwiftUI.lastWarnings.isEmpty)
    }

    /// A split view showing its detail column says the sidebar's back button is not drawn.
    @Test func splitViewDetailColumn() throws {
        let view = NavigationSplitView(preferredCompactColumn: .constant(.detail)) {
            List { Text("Folders") }
        } detail: {
            List { Text("Inbox") }.navigationTitle("Inbox")
        }
        let laidOut = try layout(view, look: .ios26)
        #expect(laidOut.first("Text(\"Inbox\")") != nil)
        #expect(CellshotSwiftUI.lastWarnings.count == 1)
        #expect(CellshotSwiftUI.lastWarnings.first?.contains("shows its detail column") == true)
    }

    // MARK: Pixels

    func pixels<V: View>(_ view: V, look: CellshotSwiftUI.Look, scheme: ColorScheme = .light,
                         name: String) throws -> RGBAImage {
        let path = "/tmp/cellshot-navigation-\(name)-\(look)-\(scheme).png"
        try CellshotSwiftUI.render(view, to: path, width: 390, height: 844, safeArea: Self.safeArea, colorScheme: scheme,
                                   look: look)
        return try PNGImage.read(path: path)
    }

    func pixel(_ image: RGBAImage, x: CGFloat, y: CGFloat) -> [UInt8] {
        let offset = 4 * (Int(y * 3) * image.width + Int(x * 3))
        return Array(image.pixels[offset ..< offset + 3])
    }

    /// The list's grouped background continues behind the transparent bar and into the status bar's inset and the
    /// home indicator's (iOS's list scroll view fills the screen) [M] home-assistant's snapshots.
    @Test(arguments: looks)
    func listBackgroundFillsTheScreen(look: CellshotSwiftUI.Look) throws {
        let light = try pixels(NavigationStack { Settings() }, look: look, name: "settings")
        let dark = try pixels(NavigationStack { Settings() }, look: look, scheme: .dark, name: "settings")
        #expect(light.width == 1170 && light.height == 2532)
        for y: CGFloat in [1, 30, 61, 70, 840] {
            #expect(pixel(light, x: 200, y: y) == [242, 242, 247], "y \(y)")
            #expect(pixel(dark, x: 200, y: y) == [0, 0, 0], "y \(y)")
        }
    }

    /// iOS 26's glass: a capsule of (252, 252, 255) under the items on the light grouped background [M] 3f1b9afe;
    /// iOS 18 draws none.
    @Test func glassUnderTheItems() throws {
        let view = NavigationStack { Gallery() }
        let glass = try pixels(view, look: .ios26, name: "gallery")
        // Inside the "Edit" capsule (16…71, 62…106), left of the text.
        #expect(pixel(glass, x: 22, y: 84) == [252, 252, 255])
        let flat = try pixels(view, look: .ios18, name: "gallery")
        #expect(pixel(flat, x: 22, y: 84) != [252, 252, 255])
    }

    /// `.toolbarBackground(.visible)` draws the bar's background from the screen's top to the bar's bottom.
    @Test func visibleBarBackground() throws {
        let view = NavigationStack {
            List { Text("Wi-Fi") }
                .navigationTitle("Settings")
                .navigationBarTitleDisplayMode(.inline)
                .toolbarBackground(Color.red, for: .navigationBar)
                .toolbarBackground(.visible, for: .navigationBar)
        }
        let image = try pixels(view, look: .ios26, name: "bar-background")
        // iOS 26's systemRed, (255, 56, 60), from y 0 to the inline bar's bottom, 62 + 54 = 116 pt.
        #expect(pixel(image, x: 5, y: 1) == [255, 56, 60])
        #expect(pixel(image, x: 5, y: 115) == [255, 56, 60])
        #expect(pixel(image, x: 5, y: 117) == [242, 242, 247])
    }

    /// A bar shows a `Label`'s icon alone (SwiftUI's automatic label style in a toolbar), unless the app chose a style.
    @Test(arguments: [CellshotSwiftUI.Look.ios18, .ios26])
    func toolbarLabelsShowTheirIcon(look: CellshotSwiftUI.Look) throws {
        func texts<V: View>(_ view: V) throws -> [String] {
            try ControlsTestSupport.commands(view, width: 390, look: look).compactMap { command -> String? in
                if case .text(let run) = command { return run.text }
                return nil
            }
        }
        let automatic = NavigationStack {
            Text("Body").toolbar { ToolbarItem(placement: .primaryAction) { Label("Refresh", systemImage: "arrow.clockwise") } }
        }
        let titled = NavigationStack {
            Text("Body").toolbar {
                ToolbarItem(placement: .primaryAction) {
                    Label("Refresh", systemImage: "arrow.clockwise").labelStyle(.titleAndIcon)
                }
            }
        }
        #expect(try !texts(automatic).contains("Refresh"))
        #expect(try texts(titled).contains("Refresh"))
    }

    /// A background that ignores the safe area runs on under the transparent bar to the screen's top, as on iOS: the
    /// bar is part of the content's safe area (Pocket Casts' Up Next history: `List` with its scroll background
    /// hidden, `.background(theme.primaryUi04)`, under a large title). The content itself stays below the bar.
    @Test(arguments: looks) func backgroundRunsUnderTheBar(look: CellshotSwiftUI.Look) throws {
        let view = NavigationStack {
            List { Text("Row") }
                .scrollContentBackground(.hidden)
                .background(Color.orange)
                .navigationTitle("History")
        }
        let laidOut = try layout(view, look: look)
        let list = try #require(laidOut.first("List")).frame
        let fill = try #require(laidOut.all.last { $0.name.hasPrefix("Rectangle") }).frame
        #expect(list.minY > Self.safeArea.top + Self.inlineHeight(look))
        #expect(fill.minY == 0)
        #expect(fill.maxY == 844)
    }

    /// In a list row a `NavigationLink` is the row: its label fills the width before the chevron from the leading
    /// edge, so a centred frame around the link leaves the label where a plain row's text is (Hymns' favourites put
    /// `.frame(maxWidth: .infinity)` on their links; its iOS 17.5 reference snapshot,
    /// HymnsSnapshotTests/__Snapshots__/17.5/PreviewTests/FavoritesView.favorites-iPhone-16-Pro.png, shows the titles
    /// at the leading margin).
    @Test func linkInARowKeepsItsLabelLeading() throws {
        let list = List {
            NavigationLink("Cup of Christ") { EmptyView() }
                .frame(maxWidth: .infinity)
            Text("Hymn 1151")
        }
        .listStyle(.plain)
        var frames: [String: GraphicsRect] = [:]
        for case .text(let run) in try ControlsTestSupport.commands(list, width: 390) { frames[run.text] = run.frame }
        let link = try #require(frames["Cup of Christ"])
        let plain = try #require(frames["Hymn 1151"])
        #expect(link.minX == plain.minX)
    }

}
