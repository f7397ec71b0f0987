@testable import CellshotSwiftUI
import CellshotGraphics
import Foundation
import Testing

// What the SwiftUI corpus measured in each app's own language mode stopped on next (docs/swiftui.md, "Real code"):
// UIKit views inside SwiftUI, UIHostingController, ContentUnavailableView, ShareLink, LocalizedStringResource,
// TimelineView, the environment modifiers apps set around texts, and the UIKit names around a screen.

/// An app's convenience initializer over SwiftUI's `Toggle(_:systemImage:isOn:)`, as Mlem declares one.
extension Toggle where Label == SwiftUI.Label<Text, Image> {
    init(setting title: String, icon: String, isOn: Binding<Bool>) {
        self.init(title, systemImage: icon, isOn: isOn)
    }
}

/// A label style whose body is a `Label` again, as Mlem's conditional-icon style is.
struct IconlessLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        Label { configuration.title } icon: { EmptyView() }
    }
}

/// A toggle style whose body is a `Toggle` again, with the label restyled.
struct RestyledToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        Toggle(isOn: configuration.$isOn) { configuration.label.labelStyle(IconlessLabelStyle()) }
    }
}

/// An app's own style (iOS 17): a theme colour resolved for the colour scheme.
struct ThemeStyle: ShapeStyle {
    func resolve(in environment: EnvironmentValues) -> SwiftUI.Color {
        environment.colorScheme == .dark ? .orange : .purple
    }
}

/// A UIKit view with a size of its own, as a wrapped control has.
final class FixedSizeView: UIView {
    override var intrinsicContentSize: CGSize { CGSize(width: 30, height: 20) }
}

/// A representable that counts what SwiftUI asks of it.
struct CountingRepresentable: UIViewRepresentable {
    final class Coordinator {
        var made = 0
        var updated = 0
    }

    let box: Box

    final class Box {
        var coordinator: Coordinator?
    }

    func makeCoordinator() -> Coordinator {
        let coordinator = Coordinator()
        box.coordinator = coordinator
        return coordinator
    }

    func makeUIView(context: Context) -> FixedSizeView {
        context.coordinator.made += 1
        return FixedSizeView()
    }

    func updateUIView(_ uiView: FixedSizeView, context: Context) {
        context.coordinator.updated += 1
    }
}

/// A representable that says its own size.
struct SizedRepresentable: UIViewRepresentable {
    func makeUIView(context: Context) -> UIView { UIView() }
    func updateUIView(_ uiView: UIView, context: Context) {}
    func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIView, context: Context) -> CGSize? {
        CGSize(width: 44, height: (proposal.width ?? 0) / 10)
    }
}

/// A spinner wrapped for SwiftUI, as apps did before `ProgressView` (Hymns' ActivityIndicator).
struct WrappedSpinner: UIViewRepresentable {
    func makeUIView(context: Context) -> UIActivityIndicatorView { UIActivityIndicatorView(style: .large) }
    func updateUIView(_ uiView: UIActivityIndicatorView, context: Context) { uiView.startAnimating() }
}

/// A view controller wrapped for SwiftUI, as apps wrap a web view.
struct WrappedController: UIViewControllerRepresentable {
    func makeUIViewController(context: Context) -> UIViewController { UIViewController() }
    func updateUIViewController(_ uiViewController: UIViewController, context: Context) {}
}

@MainActor
@Suite struct RealCodeAPIsTests {
    // MARK: Representables

    @Test func aRepresentableTakesItsViewsIntrinsicSizeAndWarns() throws {
        let box = CountingRepresentable.Box()
        let laidOut = try CellshotSwiftUI.layout(of: HStack(spacing: 0) {
            Text("A")
            CountingRepresentable(box: box)
        }, width: 200)
        let frame = try #require(laidOut.first("CountingRepresentable")).frame
        #expect(frame.size == CGSize(width: 30, height: 20))
        // Made once, updated, with the coordinator made first, as SwiftUI does before the first frame.
        #expect(box.coordinator?.made == 1)
        #expect((box.coordinator?.updated ?? 0) >= 1)
        #expect(CellshotSwiftUI.lastWarnings == [
            "CellshotSwiftUITests.CountingRepresentable wraps a UIKit FixedSizeView (UIViewRepresentable): cellshot sizes "
                + "it and leaves its space empty; UIKit views inside SwiftUI are not drawn",
        ])
    }

    @Test func aWrappedActivityIndicatorIsDrawnAsSwiftUIsSpinner() throws {
        let wrapped = try ControlsTestSupport.commands(WrappedSpinner(), width: 200)
        #expect(CellshotSwiftUI.lastWarnings.isEmpty)
        let swiftUI = try ControlsTestSupport.commands(ProgressView().controlSize(.large), width: 200)
        #expect(!wrapped.isEmpty)
        #expect(wrapped == swiftUI)
    }

    @Test func aRepresentablesOwnSizeThatFitsWins() throws {
        let laidOut = try CellshotSwiftUI.layout(of: VStack { SizedRepresentable() }, width: 300)
        #expect(try #require(laidOut.first("SizedRepresentable")).frame.size == CGSize(width: 44, height: 30))
    }

    @Test func aViewWithNoIntrinsicSizeTakesTheProposal() throws {
        let laidOut = try CellshotSwiftUI.layout(of: WrappedController().frame(height: 120), width: 320)
        #expect(try #require(laidOut.first("WrappedController")).frame.size == CGSize(width: 320, height: 120))
        #expect(CellshotSwiftUI.lastWarnings.count == 1)
        #expect(CellshotSwiftUI.lastWarnings.first?.hasPrefix("CellshotSwiftUITests.WrappedController wraps a UIKit UIViewController") == true)
    }

    // MARK: UIHostingController

    @Test func aHostingControllerKeepsItsRootViewForARender() throws {
        let controller = UIHostingController(rootView: Text("Hosted"))
        controller.sizingOptions = .preferredContentSize
        #expect(controller.sizingOptions.contains(.preferredContentSize))
        #expect(try CellshotSwiftUI.layout(of: controller.rootView).texts == ["Hosted"])
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("hosting-\(UUID().uuidString).png").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try CellshotSwiftUI.render(controller, to: path, width: 120, scale: 1)
        let direct = try CellshotSwiftUI.render(Text("Hosted"), width: 120, scale: 1)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == direct)
    }

    // MARK: ContentUnavailableView

    @Test func contentUnavailableViewCentresASymbolABoldTitleAndASecondaryDescription() throws {
        let view = ContentUnavailableView("No Mail", systemImage: "tray.fill", description: Text("New mail appears here."))
        let commands = try ControlsTestSupport.commands(view.frame(height: 400), width: 390)
        let runs = commands.compactMap { command -> TextRun? in
            if case .text(let run) = command { return run }
            return nil
        }
        let title = try #require(runs.first { $0.text == "No Mail" })
        let description = try #require(runs.first { $0.text == "New mail appears here." })
        #expect(title.attributes.font.size == 22)
        #expect(title.attributes.font.weight == .bold)
        #expect(description.attributes.font.size == 15)
        #expect(description.color == ControlsTestSupport.color(.secondaryLabel, .ios26))
        // Centred across the screen, the description below the title by the text spacing.
        #expect(abs((title.frame.minX + title.frame.maxX) / 2 - 195) < 0.5)
        #expect(abs((description.frame.minX + description.frame.maxX) / 2 - 195) < 0.5)
        #expect(description.frame.minY >= title.frame.maxY + SwiftUIFigures.unavailableTextSpacing - 0.5)
        // The symbol above the title, at least the symbol spacing apart, centred too.
        let symbol = try #require(commands.compactMap { command -> ImageRun? in
            if case .image(let run) = command { return run }
            return nil
        }.first)
        #expect(symbol.frame.maxY <= title.frame.minY - SwiftUIFigures.unavailableSymbolSpacing + 0.5)
        #expect(abs((symbol.frame.minX + symbol.frame.maxX) / 2 - 195) < 1)
    }

    @Test func contentUnavailableViewsSearchState() throws {
        let commands = try ControlsTestSupport.commands(ContentUnavailableView.search(text: "tea"))
        let texts = commands.compactMap { command -> String? in
            if case .text(let run) = command { return run.text }
            return nil
        }
        #expect(texts == ["No Results for \u{201C}tea\u{201D}", "Check the spelling or try a new search."])
        #expect(try CellshotSwiftUI.layout(of: ContentUnavailableView.search).texts.first == "No Results")
    }

    // MARK: ShareLink

    @Test func aShareLinkDrawsSwiftUIsShareLabelInTheTint() throws {
        let commands = try ControlsTestSupport.commands(ShareLink(item: URL(string: "https://example.com")!), width: 200)
        let colors = ControlsTestSupport.textColors(commands)
        #expect(colors["Share"] == ControlsTestSupport.color(.systemBlue, .ios26))
        let custom = try CellshotSwiftUI.layout(of: ShareLink("Send Invite", item: "code")).texts
        #expect(custom == ["Send Invite"])
    }

    // MARK: LocalizedStringResource

    @Test func aLocalizedStringResourceShowsItsDefaultValueElseItsKey() throws {
        let resource: LocalizedStringResource = "Settings"
        #expect(try CellshotSwiftUI.layout(of: Text(resource)).texts == ["Settings"])
        let count = 3
        let interpolated: LocalizedStringResource = "\(count) items"
        #expect(String(localized: interpolated) == "3 items")
        let withDefault = LocalizedStringResource("settings.title", defaultValue: "General")
        #expect(try CellshotSwiftUI.layout(of: Text(withDefault)).texts == ["General"])
    }

    // MARK: TimelineView

    @Test func aTimelineViewIsDrawnAtThePicturesFixedMoment() throws {
        let fixed = Date(timeIntervalSince1970: 1_767_260_460)
        let live = TimelineView(.everyMinute) { context in
            Text(context.date == fixed ? "fixed" : "clock")
        }
        #expect(try CellshotSwiftUI.layout(of: live).texts == ["fixed"])
        let earlier = fixed.addingTimeInterval(-60)
        let explicit = TimelineView(.explicit([earlier.addingTimeInterval(-60), earlier, fixed.addingTimeInterval(60)])) { context in
            Text(context.date == earlier ? "latest before" : "other")
        }
        #expect(try CellshotSwiftUI.layout(of: explicit).texts == ["latest before"])
    }

    // MARK: Environment modifiers

    @Test func dynamicTypeSizeRangesClampTheSize() throws {
        let capped = Text("Aa").dynamicTypeSize(...DynamicTypeSize.large)
        let plain = Text("Aa")
        let large = try CellshotSwiftUI.layout(of: plain, dynamicTypeSize: .large).first("Text")?.frame.height
        let huge = try CellshotSwiftUI.layout(of: plain, dynamicTypeSize: .accessibility3).first("Text")?.frame.height
        let cappedHuge = try CellshotSwiftUI.layout(of: capped, dynamicTypeSize: .accessibility3).first("Text")?.frame.height
        #expect(cappedHuge == large)
        #expect(try #require(huge) > #require(large))
        #expect(DynamicTypeSize.clamped(.xSmall, to: DynamicTypeSize.medium...DynamicTypeSize.xLarge) == .medium)
        #expect(DynamicTypeSize.clamped(.large, to: DynamicTypeSize.medium...DynamicTypeSize.xLarge) == .large)
        let fixed = try CellshotSwiftUI.layout(of: Text("Aa").dynamicTypeSize(.xxxLarge)).first("Text")?.frame.height
        #expect(try #require(fixed) > #require(large))
    }

    @Test func viewLevelKerningAndTrackingReachTheTexts() throws {
        let commands = try ControlsTestSupport.commands(VStack { Text("Wide"); Text("Own").tracking(1) }.kerning(2))
        var tracking: [String: Double] = [:]
        for case .text(let run) in commands { tracking[run.text] = run.attributes.spans.first?.tracking }
        #expect(tracking == ["Wide": 2, "Own": 1])
    }

    @Test func theColorSchemeModifierSetsTheSchemeInside() throws {
        let colors = ControlsTestSupport.textColors(try ControlsTestSupport.commands(Text("Night").colorScheme(.dark)))
        #expect(colors["Night"] == ControlsTestSupport.color(.label, .ios26, dark: true))
    }

    @Test func flipsForRightToLeftMirrorsOnlyInARightToLeftLayout() throws {
        func scales(rightToLeft: Bool) throws -> [Double] {
            let view = Image(systemName: "chevron.right").flipsForRightToLeftLayoutDirection(true)
                .environment(\.layoutDirection, rightToLeft ? .rightToLeft : .leftToRight)
            return try ControlsTestSupport.commands(view).compactMap { command in
                if case .transform(let transform, _) = command { return transform.a }
                return nil
            }
        }
        #expect(try scales(rightToLeft: true) == [-1])
        #expect(try scales(rightToLeft: false).allSatisfy { $0 == 1 })
    }

    @Test func containerModifiersThatAreNotDrawnWarn() throws {
        _ = try CellshotSwiftUI.layout(of: Text("A").containerBackground(Color.red, for: .navigation))
        #expect(CellshotSwiftUI.lastWarnings.count == 1)
        #expect(CellshotSwiftUI.lastWarnings.first?.hasSuffix(
            ".containerBackground(for: .navigation) is not drawn: the container keeps the system background") == true)
        _ = try CellshotSwiftUI.layout(of: Text("A").toolbar(removing: .title))
        #expect(CellshotSwiftUI.lastWarnings.first?.hasSuffix(".toolbar(removing: .title) is not applied: the item is still drawn") == true)
    }

    @Test func viewLevelUnderlineAndStrikethroughReachTheTexts() throws {
        let commands = try ControlsTestSupport.commands(VStack {
            Text("Link")
            Text("Own").underline(color: .red)
            Text("Struck")
        }.underline().strikethrough(color: .green))
        var underlines: [String: TextDecoration?] = [:]
        var strikes: [String: TextDecoration?] = [:]
        for case .text(let run) in commands {
            underlines[run.text] = run.attributes.spans.first?.underline
            strikes[run.text] = run.attributes.spans.first?.strikethrough
        }
        #expect(underlines["Link"] == .some(TextDecoration(color: nil)))
        #expect(underlines["Own"] == .some(TextDecoration(color: ControlsTestSupport.color(.systemRed, .ios26))))
        #expect(strikes["Struck"] == .some(TextDecoration(color: ControlsTestSupport.color(.systemGreen, .ios26))))
    }

    @Test func anAppsOwnShapeStyleIsPaintedWithWhatItResolvesTo() throws {
        func fill(_ scheme: ColorScheme) throws -> CellshotGraphics.Color? {
            let commands = try ControlsTestSupport.commands(Rectangle().fill(ThemeStyle()).frame(width: 10, height: 10),
                                                            colorScheme: scheme)
            return commands.compactMap { command -> CellshotGraphics.Color? in
                if case .path(_, _, let color) = command { return color }
                if case .fill(_, _, let color) = command { return color }
                return nil
            }.last
        }
        #expect(try fill(.light) == ControlsTestSupport.color(.systemPurple, .ios26))
        #expect(try fill(.dark) == ControlsTestSupport.color(.systemOrange, .ios26, dark: true))
    }

    @Test func aNumberInterpolatedIntoACommentedKeyIsNotAmbiguous() throws {
        let view = VStack {
            ForEach([3, 6], id: \.self) { month in
                Text("\(month) months", comment: "staleness threshold").tag(month)
            }
        }
        let texts = try ControlsTestSupport.commands(view).compactMap { command -> String? in
            if case .text(let run) = command { return run.text }
            return nil
        }
        #expect(texts == ["3 months", "6 months"])
    }

    @Test func theLiteralAfterTheLastInterpolationIsKept() throws {
        let name = "Ada"
        let texts = try ControlsTestSupport.commands(Text("\(name) is **here** now")).compactMap { command -> String? in
            if case .text(let run) = command { return run.text }
            return nil
        }
        #expect(texts == ["Ada is here now"])
    }

    @Test func aToggleWithASymbolHasALabelAsItsLabel() throws {
        let commands = try ControlsTestSupport.commands(List { Toggle(setting: "Haptics", icon: "hand.tap", isOn: .constant(true)) })
        let texts = commands.compactMap { command -> TextRun? in
            if case .text(let run) = command { return run }
            return nil
        }
        let images = commands.compactMap { command -> ImageRun? in
            if case .image(let run) = command { return run }
            return nil
        }
        let title = try #require(texts.first { $0.text == "Haptics" })
        // The symbol leads the title, as a Label in a list row draws it.
        #expect(images.contains { $0.frame.maxX <= title.frame.minX })
    }

    @Test func aStyleWhoseBodyMakesItsOwnControlDrawsItInTheDefaultStyle() throws {
        let view = List {
            Toggle(isOn: .constant(true)) { Label("Haptics", systemImage: "hand.tap") }
                .toggleStyle(RestyledToggleStyle())
        }
        let commands = try ControlsTestSupport.commands(view)
        let texts = commands.compactMap { command -> String? in
            if case .text(let run) = command { return run.text }
            return nil
        }
        #expect(texts == ["Haptics"])
        // The icon is gone: the inner label style drew the label, and the toggle did not recurse into its style.
        #expect(!commands.contains { if case .image = $0 { return true } else { return false } })
    }

    @Test func imageDataBecomesAnImageAndOtherBytesDoNot() throws {
        // The smallest PNG: one transparent pixel.
        let png = Data(base64Encoded: "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==")!
        let first = try #require(UIImage(data: png))
        let second = try #require(UIImage(data: png))
        #expect(first.isEqual(second))
        #expect(UIImage(data: Data("not an image".utf8)) == nil)
    }

    @Test func theDeviceIsAnIPhone() {
        #expect(UIDevice.current.userInterfaceIdiom == .phone)
        #expect(UIDevice.current.systemName == "iOS")
        #expect(UIDevice.current.orientation.isPortrait)
    }

    // MARK: UIKit names around a screen

    @Test func thePasteboardKeepsWhatTheAppCopiesAndThereAreNoScenes() {
        UIPasteboard.general.string = "https://example.com/feed"
        #expect(UIPasteboard.general.string == "https://example.com/feed")
        #expect(UIPasteboard.general.hasStrings)
        #expect(UIApplication.shared.connectedScenes.isEmpty)
        let window = UIWindow(frame: .zero)
        window.makeKeyAndVisible()
        #expect(window.isKeyWindow)
    }
}
