@testable import CellshotSwiftUI
import Foundation
import Testing

/// Buttons: their label, styles, roles, control sizes, border shapes and disabled state (docs/swiftui.md,
/// "Controls"; the figures in `SwiftUIFigures+Controls.swift`, the screenshots they were measured on named).
@MainActor
@Suite struct ControlsButtonTests {
    typealias Support = ControlsTestSupport

    /// The page of AccessibilitySnapshot's `BasicAccessibilityDemo`: a padded leading VStack.
    func page<V: View>(@ViewBuilder _ content: () -> V) -> some View {
        VStack(alignment: .leading, spacing: 12) { content() }.frame(maxWidth: .infinity, alignment: .leading).padding()
    }

    @Test(arguments: [CellshotSwiftUI.Look.ios18, .ios26])
    func borderedPadsItsLabel12By7(look: CellshotSwiftUI.Look) throws {
        // [M] AXS testBasicAccessibilityDemo_18_5/_26_2: `Button("Delete").buttonStyle(.bordered).tint(.red)` is
        // 73.33 × 34.33 pt at (16, …) around a 49.33 × 20.33 pt body text: 12 pt at the sides, 7 above and below.
        let layout = try CellshotSwiftUI.layout(of: page { Button("Delete") {}.buttonStyle(.bordered).tint(.red) },
                                                width: 402, look: look)
        let button = try #require(layout.first("Button")), text = try #require(layout.first("Text("))
        #expect(button.frame.minX == 16)
        #expect(close(button.frame.width, text.frame.width + 24))
        #expect(close(button.frame.height, 20.333 + 14, within: 0.001))
        #expect(close(text.frame.minX, button.frame.minX + 12) && close(text.frame.minY, button.frame.minY + 7))
    }

    @Test func borderedCornersAreTheLooks() throws {
        // [M] iOS 18.5: a circle of 8 pt fits the fill's corner; iOS 26.2: a capsule.
        let view = page { Button("Delete") {}.buttonStyle(.bordered).tint(.red) }
        let frame = try #require(CellshotSwiftUI.layout(of: view, width: 402, look: .ios18).first("Button")).frame
        let ios18 = Support.pathFills(try Support.commands(view, look: .ios18))
        let ios26 = Support.pathFills(try Support.commands(view, look: .ios26))
        #expect(Support.samePath(ios18.first?.0, Support.roundedRect(frame, radius: 8)))
        #expect(Support.samePath(ios26.first?.0, Support.capsule(frame)))
    }

    @Test(arguments: [CellshotSwiftUI.Look.ios18, .ios26])
    func borderedFillIsTheTintAt18PercentOrSecondaryFill(look: CellshotSwiftUI.Look) throws {
        // [M] AXS (drawn in grey): the red "Delete" fill has luminance 228 (red at 18 %); the untinted image
        // button's 234 (secondarySystemFill). The label is the tint.
        let tinted = try Support.commands(page { Button("Delete") {}.buttonStyle(.bordered).tint(.red) }, look: look)
        #expect(Support.pathFills(tinted).first?.1 == Support.color(.systemRed, look, alpha: 0.18))
        #expect(Support.textColors(tinted)["Delete"] == Support.color(.systemRed, look))
        let plain = try Support.commands(page { Button("Edit") {}.buttonStyle(.bordered) }, look: look, colorScheme: .dark)
        #expect(Support.pathFills(plain).first?.1 == Support.color(.secondarySystemFill, look, dark: true))
        #expect(Support.textColors(plain)["Edit"] == Support.color(.systemBlue, look, dark: true))
    }

    @Test func prominentIsAWhiteLabelOnTheTint() throws {
        let commands = try Support.commands(page { Button("Continue") {}.buttonStyle(.borderedProminent) }, look: .ios18)
        #expect(Support.pathFills(commands).first?.1 == Support.color(.systemBlue, .ios18))
        #expect(Support.textColors(commands)["Continue"] == Support.color(.white, .ios18))
    }

    @Test(arguments: [CellshotSwiftUI.Look.ios18, .ios26])
    func borderlessIsItsLabelInTheTint(look: CellshotSwiftUI.Look) throws {
        // OpenSwiftUI `BorderlessButtonStyle`: no padding; the accent colour, red when destructive, grey when
        // disabled ([M] AddPreviews: a disabled button's label is black at 25 %).
        let view = page {
            Button("Save") {}
            Button("Delete", role: .destructive) {}
            Button("Submit") {}.disabled(true)
            Button("Tinted") {}.tint(.green)
        }
        let layout = try CellshotSwiftUI.layout(of: view, width: 402, look: look)
        let save = try #require(layout.first("Button")), text = try #require(layout.first("Text(\"Save\")"))
        #expect(save.frame == text.frame)
        let colors = Support.textColors(try Support.commands(view, look: look))
        #expect(colors["Save"] == Support.color(.systemBlue, look))
        #expect(colors["Delete"] == Support.color(.systemRed, look))
        #expect(colors["Submit"] == Support.color(.label, look, alpha: 0.25))
        #expect(colors["Tinted"] == Support.color(.systemGreen, look))
    }

    @Test func aForegroundSetByTheAppWinsOverTheTint() throws {
        let colors = Support.textColors(try Support.commands(page {
            Button("Primary") {}.foregroundStyle(.primary)
            Button { } label: { Text("Own").foregroundColor(.orange) }
        }))
        #expect(colors["Primary"] == Support.color(.label, .ios26))
        #expect(colors["Own"] == Support.color(.systemOrange, .ios26))
    }

    @Test func plainIsTheLabelInTheForegroundHalvedWhenDisabled() throws {
        let view = page { Button("Plain") {}.buttonStyle(.plain).disabled(true) }
        let commands = try Support.commands(view)
        #expect(Support.textColors(commands)["Plain"] == Support.color(.label, .ios26))
        #expect(commands.contains { if case .opacity(0.5, _) = $0 { true } else { false } })
    }

    @Test func controlSizesPadAndSetTheFont() throws {
        // Small and mini: subheadline (18 pt line) and 5/10 pt padding; large 14/20 [I].
        let layout = try CellshotSwiftUI.layout(of: page {
            Button("Small") {}.buttonStyle(.bordered).controlSize(.small)
            Button("Large") {}.buttonStyle(.bordered).controlSize(.large)
        }, width: 402)
        let buttons = layout.all.filter { $0.name == "Button" }
        #expect(buttons.count == 2)
        #expect(close(buttons[0].frame.height, 18 + 10))
        #expect(close(buttons[1].frame.height, 20.333 + 28))
        let small = try #require(layout.first("Text(\"Small\")")), large = try #require(layout.first("Text(\"Large\")"))
        #expect(close(small.frame.minX - buttons[0].frame.minX, 10))
        #expect(close(large.frame.minX - buttons[1].frame.minX, 20))
    }

    @Test func borderShapes() throws {
        let view = page {
            Button("Capsule") {}.buttonStyle(.bordered).buttonBorderShape(.capsule)
            Button("Radius") {}.buttonStyle(.bordered).buttonBorderShape(.roundedRectangle(radius: 4))
        }
        let layout = try CellshotSwiftUI.layout(of: view, width: 402, look: .ios18)
        let buttons = layout.all.filter { $0.name == "Button" }
        let fills = Support.pathFills(try Support.commands(view, look: .ios18))
        #expect(fills.count == 2)
        #expect(Support.samePath(fills.first?.0, Support.capsule(buttons[0].frame)))
        #expect(Support.samePath(fills.last?.0, Support.roundedRect(buttons[1].frame, radius: 4)))
    }

    struct Pill: ButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            configuration.label
                .padding(configuration.role == .destructive ? 20 : 10)
                .background(Capsule().fill(configuration.isPressed ? Color.red : Color.blue))
        }
    }

    @Test func anAppsButtonStyleGetsTheLabelRoleAndUnpressedState() throws {
        let view = page {
            Button("Go") {}.buttonStyle(Pill())
            Button("Remove", role: .destructive) {}.buttonStyle(Pill())
        }
        let layout = try CellshotSwiftUI.layout(of: view, width: 402)
        let go = try #require(layout.first("Text(\"Go\")")), remove = try #require(layout.first("Text(\"Remove\")"))
        let buttons = layout.all.filter { $0.name == "Button" }
        #expect(close(buttons[0].frame.width, go.frame.width + 20))
        #expect(close(buttons[1].frame.width, remove.frame.width + 40))
        let commands = try Support.commands(view)
        #expect(Support.pathFills(commands).allSatisfy { $0.1 == Support.color(.systemBlue, .ios26) })
        // A ButtonStyle's label keeps the default foreground, not the tint.
        #expect(Support.textColors(commands)["Go"] == Support.color(.label, .ios26))
    }

    struct Orange: PrimitiveButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            Button(configuration).buttonStyle(.borderedProminent).tint(.orange)
        }
    }

    @Test func aPrimitiveStyleMakesTheButtonAgain() throws {
        let commands = try Support.commands(page { Button("Order") {}.buttonStyle(Orange()) })
        #expect(Support.pathFills(commands).first?.1 == Support.color(.systemOrange, .ios26))
        #expect(Support.textColors(commands)["Order"] == Support.color(.white, .ios26))
    }

    @Test func aTitleAndASymbol() throws {
        let layout = try CellshotSwiftUI.layout(of: page { Button("Add", systemImage: "plus") {} }, width: 402)
        let image = try #require(layout.first("Image")), text = try #require(layout.first("Text(\"Add\")"))
        #expect(close(text.frame.minX - image.frame.maxX, 8))
    }

    @Test func aRoleAloneGivesTheLabel() throws {
        // iOS 26's `Button(role: .close) { dismiss() }` (Aidoku's and NetNewsWire's close buttons): an xmark in
        // the tint; `role:` with a label of the app's stays as written.
        let view = page {
            Button(role: .close) {}
            Button(role: .destructive) {} label: { Text("Remove") }
        }
        let layout = try CellshotSwiftUI.layout(of: view, width: 402)
        #expect(layout.all.filter { $0.name == "Button" }.count == 2)
        #expect(layout.first("Image") != nil)
        let colors = Support.textColors(try Support.commands(view))
        #expect(colors["Remove"] == Support.color(.systemRed, .ios26))
    }

    @Test(arguments: [CellshotSwiftUI.Look.ios18, .ios26])
    func referenceImageBesideAccessibilitySnapshotsDemo(look: CellshotSwiftUI.Look) throws {
        // The two buttons of AXS BasicAccessibilityDemo, laid out as there (docs/swiftui.md shows them side by side).
        let view = page {
            Button("Delete") {}.buttonStyle(.bordered).tint(.red)
            Button {} label: { Image(systemName: "mic.fill") }.buttonStyle(.bordered)
            Spacer()
        }
        try Support.verifySnapshot(view, named: "bordered-\(look)", suite: "ControlsButtonTests", look: look)
    }
}
