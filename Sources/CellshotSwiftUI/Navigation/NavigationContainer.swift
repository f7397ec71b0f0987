import CellshotGraphics
import CellshotModel
import CellshotSwiftUILayout
import Foundation

/// Makes the nodes of a navigation container on an iPhone — a `NavigationStack`, a `NavigationView`, a
/// `NavigationSplitView`'s shown column — whose root screen is the view given: the content is made first with a
/// collector in its environment (its `.navigationTitle`, `.toolbar`… write to it), then the bars from what was
/// collected, all laid out by ``NavigationStackLayout`` and drawn by ``NavigationStackDrawing``.
@MainActor
enum NavigationContainer {
    static func makeNodes<Root: View>(_ root: Root, _ inputs: _ViewInputs, name: String) -> _ViewOutputs {
        let chrome = NavigationChrome(graph: inputs.graph)
        var contentInputs = inputs.child(at: 0)
        contentInputs.environment.navigationChrome = chrome
        // The content's own safe area: its top is the bar's bottom, filled in when the stack is placed.
        let contentSafeArea = SafeAreaReference(inputs.environment.safeArea.geometry)
        contentInputs.environment.safeArea = contentSafeArea
        let contentNodes = Root._makeNodes(root, contentInputs).nodes
        chrome.isSealed = true
        let direction = inputs.environment.layoutDirection
        // Several views at the root are laid out as a VStack, as a hosting controller's implicit root.
        let content = contentNodes.count == 1 ? contentNodes[0]
            : LayoutNode(layout: VStackLayout(), children: contentNodes, name: "VStack", direction: direction)
        let bar = NavigationBarBuilder(chrome: chrome, inputs: inputs)
        return _ViewOutputs(bar.stackNode(content: content, name: name,
                                          safeAreas: (outer: inputs.environment.safeArea, content: contentSafeArea)))
    }
}

/// The bars of a navigation container, made from what its content asked for.
@MainActor
struct NavigationBarBuilder {
    let chrome: NavigationChrome
    let inputs: _ViewInputs
    let figures: SwiftUIFigures.NavigationBar

    init(chrome: NavigationChrome, inputs: _ViewInputs) {
        self.chrome = chrome
        self.inputs = inputs
        figures = inputs.environment.look == .ios18 ? .ios18 : .ios26
    }

    private var environment: EnvironmentValues { inputs.environment }
    private var direction: CellshotSwiftUILayout.LayoutDirection { environment.layoutDirection }

    /// The title's characters, when there is a title to show.
    private var titleText: String? {
        guard let title = chrome.title?.localized(in: environment).plainText, !title.isEmpty else { return nil }
        return title
    }

    private var showsBar: Bool { chrome.navigationBarVisibility != .hidden }

    /// Large unless the view asks for inline: `.automatic` is large at a stack's root, the screen a still shows.
    /// With no title iOS shows no large title's band.
    private var isLarge: Bool { titleText != nil && chrome.titleDisplayMode != .inline }

    /// Whether the bar's background shows (only where the app makes it visible: at the top of a scroll iOS draws
    /// the bar transparent).
    private var showsBarBackground: Bool { showsBar && chrome.navigationBarBackgroundVisibility == .visible }

    /// The environment of the bar's title and items: `.toolbarColorScheme` applies where the bar's background shows.
    private var barEnvironment: EnvironmentValues {
        var values = environment
        if showsBarBackground, let scheme = chrome.navigationBarColorScheme { values.colorScheme = scheme }
        return values
    }

    /// The stack's node: the content, then the bar's parts.
    func stackNode(content: LayoutNode, name: String,
                   safeAreas: (outer: SafeAreaReference, content: SafeAreaReference)? = nil) -> LayoutNode {
        var children = [content]
        var roles: [NavigationStackLayout.Role] = [.content]
        var glassGroups: [(node: LayoutNode, isProminent: Bool)] = []
        func add(_ node: LayoutNode?, _ role: NavigationStackLayout.Role) {
            guard let node else { return }
            children.append(node)
            roles.append(role)
        }
        let slots = itemsBySlot()
        if showsBar {
            if let principal = slots.principal {
                add(principal, .principal)
            } else if !isLarge {
                add(titleNode(large: false), .inlineTitle)
            }
            if isLarge { add(titleNode(large: true), .largeTitle) }
            add(sideNode(slots.leading, name: "ToolbarItems(leading)", glass: &glassGroups), .leadingItems)
            add(sideNode(slots.trailing, name: "ToolbarItems(trailing)", glass: &glassGroups), .trailingItems)
        }
        if chrome.bottomBarVisibility != .hidden {
            add(bottomNode(slots.bottom, glass: &glassGroups), .bottomItems)
        }
        let list = ListLeaf.atTop(of: content)
        let rise = isLarge && showsBar && figures.listRisesUnderLargeTitle ? list?.spaceAboveHeaderlessFirstSection ?? 0 : 0
        let layout = NavigationStackLayout(roles: roles, figures: figures, showsBar: showsBar, isLarge: isLarge,
                                           contentRise: rise, scale: environment.displayScale, safeAreas: safeAreas)
        let node = LayoutNode(layout: layout, children: children, name: name, direction: direction)
        node.payload = NavigationStackDrawing(scrollBackground: list?.scrollBackground, barBackground: barBackground,
                                              barSeparator: barSeparator, barHeight: layout.barHeight,
                                              glassGroups: figures.drawsGlass ? glassGroups : [], glass: glassStyle,
                                              screen: environment.screenGeometry, scale: environment.displayScale)
        return node
    }

    // MARK: Title

    /// The title: its characters in the bar's font and the label colour, on one line (its own styling is not
    /// drawn, as on iOS).
    private func titleNode(large: Bool) -> LayoutNode? {
        guard let text = titleText else { return nil }
        var titleInputs = inputs.child(at: 1)
        titleInputs.environment = barEnvironment
        titleInputs.environment.font = large ? Font.largeTitle.bold() : .headline
        // An inline title keeps its size at every Dynamic Type size (iOS shows the large content viewer instead):
        // the same 17 pt at accessibility XXL as at the default size in fespinoza/sample-json-app's
        // MovieDetailsViewTests screenshots (iOS 17). A large title grows.
        if !large { titleInputs.environment.dynamicTypeSize = .large }
        titleInputs.environment.foregroundStyle = AnyShapeStyle(HierarchicalShapeStyle.primary)
        titleInputs.environment.lineLimit = 1
        titleInputs.environment.textCase = nil
        let nodes = Text._makeNodes(Text(verbatim: text), titleInputs).nodes
        return LayoutNode(layout: BarItemLayout(minimumSize: 0, padding: 0, scale: environment.displayScale), children: nodes,
                          name: large ? "NavigationTitle(large)" : "NavigationTitle(inline)", direction: direction)
    }

    // MARK: Items

    /// One bar item: its views, and whether it is the confirming kind.
    private struct Item {
        var node: LayoutNode
        var isProminent: Bool
        var isSpacer: Bool { node.isSpacer }
    }

    private struct Slots {
        var leading: [Item] = []
        var trailing: [Item] = []
        var principal: LayoutNode?
        var bottom: [Item] = []
    }

    /// The items of every toolbar entry, by where an iPhone puts them; the placements a still cannot show are named.
    private func itemsBySlot() -> Slots {
        var slots = Slots()
        for (index, entry) in chrome.entries.enumerated() {
            let slot = entry.placement.slot
            switch slot {
            case .keyboard:
                inputs.graph.warn("ToolbarItem(placement: .keyboard) is not drawn: it shows above the keyboard, which a "
                                  + "still picture has not raised", fileID: entry.fileID, line: entry.line)
                continue
            case .overflow:
                inputs.graph.warn("ToolbarItem(placement: .secondaryAction) is not drawn: it is in the bar's overflow "
                                  + "menu", fileID: entry.fileID, line: entry.line)
                continue
            case .leading, .trailing, .principal, .bottom, .bottomCentre:
                break
            }
            let isProminent = entry.placement.isConfirmation
            let items = entry.makeItems(itemInputs(entry, index: index, slot: slot, isProminent: isProminent))
                .compactMap { item(of: $0, slot: slot, isProminent: isProminent) }
            switch slot {
            case .leading: slots.leading += items
            case .trailing: slots.trailing += items
            case .bottom, .bottomCentre: slots.bottom += items
            case .principal:
                if slots.principal != nil || items.count > 1 {
                    inputs.graph.warn("only the first .principal toolbar item is drawn", fileID: entry.fileID, line: entry.line)
                }
                if slots.principal == nil { slots.principal = items.first?.node }
            case .keyboard, .overflow: break
            }
        }
        if !showsBar, !(slots.leading.isEmpty && slots.trailing.isEmpty && slots.principal == nil) {
            inputs.graph.warn("the navigation bar is hidden: its toolbar items are not drawn")
        }
        return slots
    }

    /// The environment of a toolbar item: the bar's button font; on iOS 26 the label colour (the items are
    /// monochrome on glass) or white on a confirming item's tinted glass; up to iOS 18 the environment's own
    /// colours (a button's label in the tint) and a confirming item in semibold.
    private func itemInputs(_ entry: _ToolbarEntry, index: Int, slot: ToolbarItemPlacement.Slot,
                            isProminent: Bool) -> _ViewInputs {
        var itemInputs = entry.inputs.child(at: index)
        if showsBarBackground, let scheme = chrome.navigationBarColorScheme, slot != .bottom, slot != .bottomCentre {
            itemInputs.environment.colorScheme = scheme
        }
        if itemInputs.environment.font == nil {
            itemInputs.environment.font = isProminent && !figures.drawsGlass ? Font.body.weight(.semibold) : .body
        }
        // A bar shows a Label's icon alone unless the app chose a label style (SwiftUI's automatic style in a toolbar).
        if itemInputs.environment.labelStyle == nil {
            itemInputs.environment.labelStyle = AnyLabelStyle(IconOnlyLabelStyle())
        }
        if figures.drawsGlass, slot != .principal, itemInputs.environment.foregroundStyle == nil {
            itemInputs.environment.foregroundStyle = isProminent ? AnyShapeStyle(Color.white)
                : AnyShapeStyle(HierarchicalShapeStyle.primary)
        }
        return itemInputs
    }

    /// An item's node: its views (in an HStack when several), padded to the glass's size on iOS 26. A `Spacer` is
    /// kept as it is, to spread the bottom toolbar's items.
    private func item(of outputs: _ViewOutputs, slot: ToolbarItemPlacement.Slot, isProminent: Bool) -> Item? {
        let nodes = outputs.nodes
        guard !nodes.isEmpty else { return nil }
        if nodes.count == 1, nodes[0].isSpacer { return Item(node: nodes[0], isProminent: false) }
        let onGlass = figures.drawsGlass && slot != .principal
        let layout = BarItemLayout(minimumSize: onGlass ? figures.glassMinimumSize : 0,
                                   padding: onGlass ? figures.glassPadding : 0, scale: environment.displayScale)
        let node = LayoutNode(layout: layout, children: nodes, name: "ToolbarItem", direction: direction)
        return Item(node: node, isProminent: isProminent)
    }

    /// The items of one end of the bar: runs of items on one glass capsule each (a confirming item's own).
    private func sideNode(_ items: [Item], name: String,
                          glass: inout [(node: LayoutNode, isProminent: Bool)]) -> LayoutNode? {
        guard !items.isEmpty else { return nil }
        var groups: [LayoutNode] = []
        var run: [Item] = []
        func flush() {
            guard let first = run.first else { return }
            let group = LayoutNode(layout: HStackLayout(alignment: .center, spacing: figures.itemSpacing),
                                   children: run.map(\.node), name: "ToolbarItemGroup", direction: direction)
            glass.append((group, first.isProminent))
            groups.append(group)
            run = []
        }
        for item in items where !item.isSpacer {
            if let last = run.last, last.isProminent != item.isProminent, figures.drawsGlass { flush() }
            run.append(item)
        }
        flush()
        return LayoutNode(layout: HStackLayout(alignment: .center, spacing: figures.groupSpacing), children: groups,
                          name: name, direction: direction)
    }

    /// The bottom toolbar: its items clustered in the middle, or spread by the `Spacer`s between them.
    private func bottomNode(_ items: [Item], glass: inout [(node: LayoutNode, isProminent: Bool)]) -> LayoutNode? {
        guard !items.isEmpty else { return nil }
        var children: [LayoutNode] = []
        var run: [Item] = []
        func flush() {
            guard !run.isEmpty else { return }
            if let side = sideNode(run, name: "ToolbarItemRun", glass: &glass) { children.append(side) }
            run = []
        }
        for item in items {
            if item.isSpacer {
                flush()
                children.append(item.node)
            } else {
                run.append(item)
            }
        }
        flush()
        return LayoutNode(layout: HStackLayout(alignment: .center, spacing: figures.groupSpacing), children: children,
                          name: "ToolbarItems(bottom)", direction: direction)
    }

    // MARK: Backgrounds

    /// The bar's background where the app makes it visible: its style, else the bar's default material [I].
    private var barBackground: CellshotGraphics.Color? {
        guard showsBarBackground else { return nil }
        let values = barEnvironment
        if let style = chrome.navigationBarBackground {
            return style._resolvePaint(in: values).color
        }
        let material = values.colorScheme == .dark ? figures.barMaterialDark : figures.barMaterialLight
        return CellshotGraphics.Color(components: material)
    }

    /// The hairline under a visible bar background, up to iOS 18 [I].
    private var barSeparator: CellshotGraphics.Color? {
        guard showsBarBackground, !figures.drawsGlass else { return nil }
        let components = barEnvironment.colorScheme == .dark ? figures.barShadowDark : figures.barShadowLight
        return CellshotGraphics.Color(components: components)
    }

    private var glassStyle: NavigationStackDrawing.GlassStyle {
        let dark = environment.colorScheme == .dark
        let shadow = figures.glassShadow
        let tint = Color.accentColor.resolved(in: environment)
        return NavigationStackDrawing.GlassStyle(
            fill: CellshotGraphics.Color(components: dark ? figures.glassFillDark : figures.glassFillLight),
            prominentFill: tint,
            shadow: dark || shadow[0] <= 0 ? nil : CellshotGraphics.Color(red: 0, green: 0, blue: 0, alpha: Double(shadow[0])),
            shadowRadius: Double(shadow[1]), shadowOffset: Double(shadow[2]))
    }
}

extension CellshotGraphics.Color {
    /// A colour from a figure's components: red, green, blue and, when given, opacity, 0–1.
    init(components: [CGFloat]) {
        self.init(red: Double(components[0]), green: Double(components[1]), blue: Double(components[2]),
                  alpha: components.count > 3 ? Double(components[3]) : 1)
    }
}

/// A bar item's frame: its views at their ideal size, padded on each side and at least `minimumSize` square (a
/// glass capsule's size on iOS 26), the views centred in it.
struct BarItemLayout: Layout {
    let minimumSize: CGFloat
    let padding: CGFloat
    let scale: CGFloat

    private func contentSize(_ subviews: Subviews) -> CGSize {
        subviews.reduce(CGSize.zero) { size, subview in
            let ideal = subview.sizeThatFits(.unspecified)
            return CGSize(width: max(size.width, ideal.width), height: max(size.height, ideal.height))
        }
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let content = contentSize(subviews)
        var width = content.width + 2 * padding
        // A title offered less than its length is truncated to what the bar leaves it.
        if minimumSize == 0, padding == 0, let offered = proposal.width, offered.isFinite { width = min(width, offered) }
        return CGSize(width: max(minimumSize, width), height: max(minimumSize, content.height))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let inner = ProposedViewSize(width: max(0, bounds.width - 2 * padding), height: nil)
        for subview in subviews {
            let size = subview.sizeThatFits(inner)
            subview.place(at: CGPoint(x: roundToPixel(bounds.midX - size.width / 2, scale: scale),
                                      y: roundToPixel(bounds.midY - size.height / 2, scale: scale)), proposal: inner)
        }
    }
}
