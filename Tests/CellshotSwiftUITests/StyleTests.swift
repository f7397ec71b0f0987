@testable import CellshotSwiftUI
import CellshotGraphics
import Foundation
import Testing

/// Colours and styles: hierarchical levels over an app's foreground, several foreground styles, gradients as
/// foreground styles (texts show them through their glyphs), `Color.gradient`, materials, the background
/// style, colours of the app's assets.
@MainActor
@Suite struct StyleTests {
    /// The colour of the first shape a view draws.
    private func fill(_ view: some View) throws -> CellshotGraphics.Color? {
        for command in try Visuals.commands(view, width: 10) {
            if case let .path(_, _, color) = command { return color }
        }
        return nil
    }

    private var square: some View { Rectangle().frame(width: 10, height: 10) }

    /// With the default foreground the levels are the label colours; over an app's foreground they are that
    /// style at 1, 0.5, 0.25, 0.18 [I: OpenSwiftUI]; `.foregroundStyle(_:_:)` gives the secondary level itself.
    @Test func hierarchicalLevels() throws {
        let environment = EnvironmentValues()
        #expect(try fill(square.foregroundStyle(.secondary)) == Color.secondary.resolved(in: environment))
        #expect(try fill(Rectangle().fill(.secondary).frame(width: 10, height: 10).foregroundStyle(.blue))
                == Color.blue.resolved(in: environment).withAlpha(0.5))
        #expect(try fill(Rectangle().fill(.tertiary).frame(width: 10, height: 10).foregroundStyle(.blue))
                == Color.blue.resolved(in: environment).withAlpha(0.25))
        #expect(try fill(Rectangle().fill(.secondary).frame(width: 10, height: 10).foregroundStyle(.red, .green))
                == Color.green.resolved(in: environment))
        #expect(try fill(Rectangle().fill(.blue.secondary).frame(width: 10, height: 10))
                == Color.blue.resolved(in: environment).withAlpha(0.5))
    }

    @Test func primaryAndSecondaryFollowTheColourScheme() throws {
        let dark = try Visuals.commands(square.foregroundStyle(.primary), width: 10, colorScheme: .dark)
        guard case let .path(_, _, color)? = dark.first else { Issue.record("nothing drawn"); return }
        #expect(color == CellshotGraphics.Color(red: 1, green: 1, blue: 1))
    }

    /// A gradient foreground reaches a text through its glyphs: the text, then the gradient over its frame
    /// composited onto it alone.
    @Test func gradientText() throws {
        let commands = try Visuals.commands(VStack { Text("Gradient") }
            .foregroundStyle(LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)), width: 200)
        guard case let .opacity(1, inner)? = commands.first, case .text? = inner.first,
              case let .blendMode(.sourceAtop, gradient)? = inner.last, case .gradient? = gradient.first else {
            Issue.record("the text is not drawn through the gradient: \(commands)")
            return
        }
    }

    @Test func colorGradientLightensTheTop() throws {
        let commands = try Visuals.commands(Rectangle().fill(Color.blue.gradient).frame(width: 10, height: 10), width: 10)
        guard case let .gradient(_, _, .linear(stops, start, end))? = commands.first else { Issue.record("no gradient"); return }
        let blue = Color.blue.resolved(in: EnvironmentValues())
        #expect(stops.last?.color == blue)
        #expect(nearly(stops.first?.color.red ?? 0, blue.red + (1 - blue.red) * SwiftUIFigures.standardGradientLightening))
        #expect(start.y == 0 && end.y == 10)
    }

    /// A material is drawn as its tint, with one warning naming the line.
    @Test func materialsAreTheirTint() throws {
        let color = try fill(square.foregroundStyle(.ultraThinMaterial))
        #expect(color == CellshotGraphics.Color(red: 1, green: 1, blue: 1, alpha: SwiftUIFigures.materialTints[0].light.1))
        let warning = try #require(Visuals.warnings(containing: "the material .ultraThinMaterial").first)
        #expect(warning.contains("StyleTests.swift:\(#line - 3)"))
    }

    @Test func backgroundStyle() throws {
        #expect(try fill(Rectangle().fill(.background).frame(width: 10, height: 10).backgroundStyle(.red))
                == Color.red.resolved(in: EnvironmentValues()))
        #expect(try fill(Rectangle().fill(.background).frame(width: 10, height: 10))
                == CellshotGraphics.Color(red: 1, green: 1, blue: 1))
    }

    @Test func dynamicUIColors() throws {
        let dynamic = UIColor { traits in traits.userInterfaceStyle == .dark ? .systemRed : .systemBlue }
        let light = try fill(Rectangle().fill(Color(uiColor: dynamic)).frame(width: 10, height: 10))
        let dark = try Visuals.commands(Rectangle().fill(Color(uiColor: dynamic)).frame(width: 10, height: 10), width: 10,
                                        colorScheme: .dark)
        #expect(light == UIColor.systemBlue.cellshotResolved(style: .light))
        guard case let .path(_, _, darkColor)? = dark.first else { Issue.record("nothing drawn"); return }
        #expect(darkColor == UIColor.systemRed.cellshotResolved(style: .dark))
    }

    @Test func assetColours() throws {
        struct Palette: AssetSource {
            var summary: String { "palette" }
            func image(named name: String, bundle: Bundle?) -> AssetImage? { nil }
            func color(named name: String, bundle: Bundle?) -> AssetColor? {
                name == "Brand" ? AssetColor(light: Color(red: 1, green: 0, blue: 0), dark: Color(red: 0, green: 0, blue: 1)) : nil
            }
        }
        try CellshotSwiftUI.$assets.withValue(AppAssets([Palette()])) {
            #expect(try fill(Rectangle().fill(Color("Brand")).frame(width: 10, height: 10)) == CellshotGraphics.Color(red: 1, green: 0, blue: 0))
            _ = try fill(Rectangle().fill(Color("Missing")).frame(width: 10, height: 10))
            #expect(Visuals.warnings(containing: "Color(\"Missing\") is not among the app's assets").count == 1)
        }
    }
}
