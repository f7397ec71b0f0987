@testable import CellshotSwiftUI
import Foundation
import Testing

/// Toggles and labelled content: the switch as UIKit's (cellshot's UIKit figures per look), the label leading
/// and the value or switch trailing (docs/swiftui.md, "Controls").
@MainActor
@Suite struct ControlsToggleTests {
    typealias Support = ControlsTestSupport

    @Test(arguments: [(CellshotSwiftUI.Look.ios18, CGSize(width: 51, height: 31)), (.ios26, CGSize(width: 63, height: 28))])
    func theSwitchIsTrailingAndTheLabelLeading(look: CellshotSwiftUI.Look, switchSize: CGSize) throws {
        // The switch: 51 × 31 pt on iOS 18.5, 63 × 28 pt on iOS 26.2 ([M] AXS testSwitchControls, CellshotModel's
        // SwitchMetrics). The toggle fills the width (OpenSwiftUI: LabeledContent { switch } label: { label }).
        let layout = try CellshotSwiftUI.layout(of: Toggle("Wi-Fi", isOn: .constant(true)).padding(), width: 402, look: look)
        let toggle = try #require(layout.first("Toggle")), control = try #require(layout.first("Switch"))
        let label = try #require(layout.first("Text(\"Wi-Fi\")"))
        #expect(toggle.frame == CGRect(x: 16, y: 16, width: 370, height: switchSize.height))
        #expect(control.frame == CGRect(x: 386 - switchSize.width, y: 16, width: switchSize.width, height: switchSize.height))
        #expect(label.frame.minX == 16)
        #expect(close(label.frame.midY, control.frame.midY))
    }

    @Test func rightToLeftTheSwitchIsOnTheLeft() throws {
        let view = Toggle("Wi-Fi", isOn: .constant(true)).padding().environment(\.layoutDirection, .rightToLeft)
        let layout = try CellshotSwiftUI.layout(of: view, width: 402, look: .ios18)
        let control = try #require(layout.first("Switch")), label = try #require(layout.first("Text(\"Wi-Fi\")"))
        #expect(control.frame.minX == 16)
        #expect(close(label.frame.maxX, 386))
    }

    @Test func idealSizesForANilProposal() throws {
        // Offered no width (`.fixedSize()`), a toggle and a labelled value are their label, a spacer's minimum
        // (8 pt) and their trailing part: the spacer touches its neighbours.
        let layout = try CellshotSwiftUI.layout(of: VStack {
            Toggle("Wi-Fi", isOn: .constant(true)).fixedSize()
            LabeledContent("Version", value: "2.4").fixedSize()
        }, width: 402, look: .ios18)
        let toggle = try #require(layout.first("Toggle")), wifi = try #require(layout.first("Text(\"Wi-Fi\")"))
        #expect(close(toggle.frame.width, wifi.frame.width + 8 + 51))
        // The last LabeledContent: a toggle is one too.
        let labeled = try #require(layout.all.last { $0.name == "LabeledContent" }), version = try #require(layout.first("Text(\"Version\")"))
        let value = try #require(layout.first("Text(\"2.4\")"))
        #expect(close(labeled.frame.width, version.frame.width + 8 + value.frame.width))
    }

    @Test func hiddenLabelsLeaveTheSwitch() throws {
        let layout = try CellshotSwiftUI.layout(of: Toggle("Wi-Fi", isOn: .constant(false)).labelsHidden(), width: 402,
                                                look: .ios18)
        #expect(try #require(layout.first("Toggle")).frame.size == CGSize(width: 51, height: 31))
        #expect(layout.first("Text(") == nil)
    }

    @Test(arguments: [CellshotSwiftUI.Look.ios18, .ios26])
    func theTrackIsGreenUnlessTinted(look: CellshotSwiftUI.Look) throws {
        func track(_ view: some View) throws -> GraphicsColor? {
            for case let .fill(_, _, color) in try Support.commands(view, look: look) { return color }
            return nil
        }
        #expect(try track(Toggle("On", isOn: .constant(true))) == Support.color(.systemGreen, look))
        #expect(try track(Toggle("On", isOn: .constant(true)).tint(.orange)) == Support.color(.systemOrange, look))
        #expect(try track(Toggle("On", isOn: .constant(true)).toggleStyle(SwitchToggleStyle(tint: .red)))
                == Support.color(.systemRed, look))
        #expect(try track(Toggle("Off", isOn: .constant(false))) == Support.color(.secondarySystemFill, look))
        // [M] home-assistant/iOS PrivacyView (SwiftUI Toggles, iOS 18.2 and 26, light and dark): the track is
        // (52, 199, 89) in light mode and (48, 209, 88) in dark mode.
        var dark: GraphicsColor?
        for case let .fill(_, _, color) in try Support.commands(Toggle("On", isOn: .constant(true)), look: look,
                                                                  colorScheme: .dark) where dark == nil { dark = color }
        #expect(dark == GraphicsColor(red: 48 / 255, green: 209 / 255, blue: 88 / 255))
        #expect(Support.color(.systemGreen, look) == GraphicsColor(red: 52 / 255, green: 199 / 255, blue: 89 / 255))
    }

    @Test func aDisabledSwitchIsDimmed() throws {
        let commands = try Support.commands(Toggle("Off", isOn: .constant(true)).disabled(true))
        #expect(commands.contains { if case .opacity(0.5, _) = $0 { true } else { false } })
        #expect(Support.textColors(commands)["Off"] == Support.color(.label, .ios26))
    }

    struct Checkbox: ToggleStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack(spacing: 6) {
                Rectangle().fill(configuration.isOn ? Color.blue : Color.gray).frame(width: 20, height: 20)
                configuration.label
            }
        }
    }

    @Test func anAppsToggleStyleGetsTheStateAndTheLabel() throws {
        let view = VStack(alignment: .leading) {
            Toggle("Remember me", isOn: .constant(true))
            Toggle("Stay signed in", isOn: .constant(false))
        }.toggleStyle(Checkbox())
        let layout = try CellshotSwiftUI.layout(of: view, width: 402)
        let text = try #require(layout.first("Text(\"Remember me\")"))
        let box = try #require(layout.first("frame"))
        #expect(close(text.frame.minX - box.frame.maxX, 6))
        let fills = Support.pathFills(try Support.commands(view))
        #expect(fills.map(\.1) == [Support.color(.systemBlue, .ios26), Support.color(.systemGray, .ios26)])
    }

    @Test func aButtonToggleIsTintedWhenOn() throws {
        let on = try Support.commands(Toggle("Bold", isOn: .constant(true)).toggleStyle(.button), look: .ios18)
        let off = try Support.commands(Toggle("Bold", isOn: .constant(false)).toggleStyle(.button), look: .ios18)
        #expect(Support.pathFills(on).first?.1 == Support.color(.systemBlue, .ios18, alpha: 0.18))
        #expect(Support.pathFills(off).isEmpty)
        #expect(Support.textColors(off)["Bold"] == Support.color(.systemBlue, .ios18))
    }

    @Test func labeledContentAsSpeziViewsReferenceShowsIt() throws {
        // [M] StanfordSpezi/SpeziViews @ 45fa267, `labeledContent.iphone-regular.png` (iOS 26, 390 × 844 @3x, safe
        // area 47/34): "Clean" ink from x = 3 px, "Code" ink to 1167 px of 1170, both on the baseline at 1303 px
        // (434.33 pt), "Code" (138, 138, 142) on white = secondaryLabel.
        let view = LabeledContent("Clean") { Text(verbatim: "Code") }
        let layout = try CellshotSwiftUI.layout(of: view, width: 390, height: 844,
                                                safeArea: EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0))
        let label = try #require(layout.first("Text(\"Clean\")")), value = try #require(layout.first("Text(\"Code\")"))
        #expect(label.frame.minX == 0)
        #expect(close(value.frame.maxX, 390))
        // The line's top: the baseline less SF's ascender (16.19 pt) — within a fifth of a point.
        #expect(abs(label.frame.minY - (434.333 - 16.19)) < 0.25)
        let colors = Support.textColors(try Support.commands(view, width: 390))
        #expect(colors["Code"] == Support.color(.secondaryLabel, .ios26))
        #expect(colors["Clean"] == Support.color(.label, .ios26))
    }

    @Test func labeledContentValuesAndFormats() throws {
        let view = VStack {
            LabeledContent("Version", value: "2.4")
            LabeledContent("Count", value: 1200, format: .number)
        }.padding()
        let layout = try CellshotSwiftUI.layout(of: view, width: 402)
        let version = try #require(layout.first("Text(\"2.4\")")), count = try #require(layout.first("Text(\"1,200\")"))
        #expect(close(version.frame.maxX, 386) && close(count.frame.maxX, 386))
    }

    @Test func theRowPresentationOfAToggle() throws {
        // A List (issue 42) asks a control what it is: the toggle's kind and its parts (a switch asks no row height of
        // its own: a Toggle row is as tall as a text row, `ListRowHeightTests`).
        for look in [CellshotSwiftUI.Look.ios18, .ios26] {
            let root = try Support.rootNode(Toggle("Wi-Fi", isOn: .constant(true)).padding(), look: look)
            let presentation = try #require(ControlMarker.presentation(of: root))
            #expect(presentation.kind == .toggle(isOn: true))
            #expect(presentation.makeLabel != nil && presentation.makeTrailing != nil)
        }
    }
}
