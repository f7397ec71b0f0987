@testable import CellshotSwiftUI
import CellshotGraphics
import Foundation
import Testing

/// A style of the app's: the icon above the title, centred.
struct StackedLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 4) {
            configuration.icon
            configuration.title.font(.caption)
        }
    }
}

/// `Label` and `.labelStyle`: outside lists the icon and title in a row, the icon centred on the title's
/// first line; in a list row the icon in a list cell's symbol column, tinted.
@MainActor
@Suite struct LabelTests {
    private func parts<V: View>(_ view: V, width: CGFloat = 300) throws -> (icon: CGRect, title: CGRect) {
        let layout = try CellshotSwiftUI.layout(of: view, width: width, height: nil)
        return (try #require(layout.first("Image(")).frame, try #require(layout.first("Text(")).frame)
    }

    /// Icon, then the title ``SwiftUIFigures/labelIconSpacing`` (8 pt [I]) after it; the symbol's box centred
    /// on the middle of the title's cap height.
    @Test func titleAndIconOutsideAList() throws {
        let (icon, title) = try parts(Label("Wi-Fi", systemImage: "wifi"))
        #expect(icon.size == CGSize(width: 20, height: 20))
        #expect(nearly(title.minX - icon.maxX, SwiftUIFigures.labelIconSpacing))
        let capCentre = title.minY + (try Visuals.firstBaselineOffset(of: Text("Wi-Fi"))) - 17 * SwiftUIFigures.capHeightRatio / 2
        #expect(nearly(icon.midY, capCentre))
    }

    /// A title of several lines keeps the icon on its first line.
    @Test func iconStaysOnTheFirstLine() throws {
        let (icon, title) = try parts(Label("A title long enough to wrap onto a second line here", systemImage: "star")
            .frame(width: 160))
        #expect(title.height > 40)
        #expect(icon.midY < title.minY + 20.333)
    }

    @Test func iconOnlyAndTitleOnly() throws {
        let iconOnly = try CellshotSwiftUI.layout(of: Label("Wi-Fi", systemImage: "wifi").labelStyle(.iconOnly), width: 300, height: nil)
        #expect(iconOnly.first("Text(") == nil)
        #expect(iconOnly.first("Image(")?.frame.size == CGSize(width: 20, height: 20))
        let titleOnly = try CellshotSwiftUI.layout(of: Label("Wi-Fi", systemImage: "wifi").labelStyle(.titleOnly), width: 300, height: nil)
        #expect(titleOnly.first("Image(") == nil)
        #expect(titleOnly.first("Text(") != nil)
    }

    @Test func customStyleGetsTheIconAndTitle() throws {
        let (icon, title) = try parts(Label("Photos", systemImage: "photo").labelStyle(StackedLabelStyle()))
        #expect(nearly(title.minY - icon.maxY, 4))
        #expect(nearly(icon.midX, title.midX))
    }

    @Test func labelWithAnyIcon() throws {
        let view = Label { Text("Jane") } icon: { Circle().fill(.blue).frame(width: 30, height: 30) }
        let layout = try CellshotSwiftUI.layout(of: view, width: 300, height: nil)
        let circle = try #require(layout.first("Circle")).frame
        let title = try #require(layout.first("Text(")).frame
        #expect(nearly(title.minX - circle.maxX, 8))
        // Centred on the first line's cap height, as a symbol is.
        let baseline = try Visuals.firstBaselineOffset(of: Text("Jane"))
        #expect(nearly(circle.midY, title.minY + baseline - 17 * SwiftUIFigures.capHeightRatio / 2))
    }

    /// In a list row the icon is centred in a column as wide as a list cell's symbol box (24 pt) and the title
    /// starts the cell's image-to-text padding (16 pt) after it: [M] home-assistant 894009a
    /// `serverSwitchingScreen.light` — icon ink centre 27.2 pt and title ink 56.3 pt from the card's edge, 29.1 pt
    /// apart (12 + 16 + the "H"'s side bearing). The icon takes the tint.
    @Test func inAListRowTheIconSitsInAColumn() throws {
        let label = Label("How it works?", systemImage: "questionmark.circle").environment(\.isInListRow, true)
        let (icon, title) = try parts(label)
        #expect(nearly(icon.midX - (title.minX - 16 - 24), 12))
        let commands = try Visuals.commands(label)
        guard case .image(let run)? = commands.first(where: { if case .image = $0 { true } else { false } }) else {
            Issue.record("no icon drawn")
            return
        }
        #expect(run.tint == Color.accentColor.resolved(in: EnvironmentValues()))
    }

    @Test func labelIconToTitleSpacingAndReservedWidth() throws {
        let (icon, title) = try parts(Label("Wi-Fi", systemImage: "wifi").labelIconToTitleSpacing(30).labelReservedIconWidth(48))
        #expect(nearly(title.minX - icon.midX, 24 + 30))
    }
}
