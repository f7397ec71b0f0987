@testable import CellshotSwiftUI
import CellshotGraphics
import Foundation
import Testing

/// The modifiers that change the picture: pass-through wrappers that draw their view's commands inside the
/// effect's command, each item alone unless a `compositingGroup()` made them one.
@MainActor
@Suite struct EffectTests {
    private let red = Color.red.resolved(in: EnvironmentValues())
    private let blue = Color.blue.resolved(in: EnvironmentValues())

    /// A red square above a text.
    private var pair: some View {
        VStack(spacing: 0) {
            Color.red.frame(width: 40, height: 40)
            Text("Hi")
        }
    }

    @Test func effectsKeepTheLayout() throws {
        let plain = try CellshotSwiftUI.layout(of: pair, width: 100, height: nil)
        let effected = try CellshotSwiftUI.layout(of: pair.opacity(0.5).shadow(radius: 3).rotationEffect(.degrees(30)).hidden(),
                                                  width: 100, height: nil)
        #expect(plain.first("VStack")?.frame == effected.first("VStack")?.frame)
        #expect(effected.first("hidden")?.frame == plain.first("VStack")?.frame)
    }

    /// Opacity applies to each item (Apple's `compositingGroup()` documentation): a shape's colour fades, a text
    /// is a group of its own; after `compositingGroup()` the whole is one group.
    @Test func opacityPerItemUnlessComposited() throws {
        let each = try Visuals.commands(pair.opacity(0.5), width: 100)
        #expect(each.count == 2)
        if case let .path(_, _, color) = each[0] { #expect(color.alpha == 0.5) } else { Issue.record("no shape") }
        if case let .opacity(alpha, inner) = each[1] { #expect(alpha == 0.5 && inner.count == 1) } else { Issue.record("no group") }
        let whole = try Visuals.commands(pair.compositingGroup().opacity(0.5), width: 100)
        #expect(whole.count == 1)
        if case let .opacity(alpha, inner) = whole[0] { #expect(alpha == 0.5 && inner.count == 2) } else { Issue.record("no group") }
    }

    /// A shadow under each item, or under the whole after `compositingGroup()`; the default colour is black at
    /// 33 % (Apple's declaration).
    @Test func shadowPerItemUnlessComposited() throws {
        let each = try Visuals.commands(pair.shadow(radius: 4, x: 0, y: 2), width: 100)
        #expect(each.count == 2)
        guard case let .shadow(color, radius, offset, inner) = each[0] else { Issue.record("no shadow"); return }
        #expect(color.alpha == 0.33 && radius == 4 && offset == Size(width: 0, height: 2) && inner.count == 1)
        let whole = try Visuals.commands(pair.compositingGroup().shadow(color: .blue, radius: 4), width: 100)
        #expect(whole.count == 1)
        if case let .shadow(color, _, _, _) = whole[0] { #expect(color == blue) }
    }

    @Test func clipsFollowTheFrame() throws {
        let circle = try Visuals.commands(Color.red.frame(width: 60, height: 40).clipShape(Circle()), width: 60)
        guard case let .clipPath(path, .nonZero, inner) = circle.first else { Issue.record("no clip"); return }
        #expect(path == CellshotGraphics.Path(ellipseIn: Rect(x: 10, y: 0, width: 40, height: 40)))
        #expect(inner.count == 1)
        let rounded = try Visuals.commands(Color.red.frame(width: 60, height: 40).cornerRadius(8), width: 60)
        guard case let .clipPath(roundedPath, _, _) = rounded.first else { Issue.record("no clip"); return }
        #expect(roundedPath == CellshotGraphics.Path(roundedRect: Rect(x: 0, y: 0, width: 60, height: 40), cornerRadius: 8,
                                                     style: .continuous))
        let clipped = try Visuals.commands(Color.red.frame(width: 60, height: 40).clipped(), width: 60)
        #expect({ if case .clip(Rect(x: 0, y: 0, width: 60, height: 40), 0, _, _)? = clipped.first { true } else { false } }())
        // The clip shape is asked for its path at (0, 0), as SwiftUI asks it, then placed in the view's frame.
        let placed = try Visuals.commands(HStack(spacing: 0) {
            Color.clear.frame(width: 60, height: 10)
            Color.green.frame(width: 20, height: 10).clipShape(Rectangle().size(width: 5, height: 5))
        }, width: 80)
        guard case let .clipPath(square, _, _)? = placed.last else { Issue.record("no clip: \(placed)"); return }
        #expect(square.controlBounds == Rect(x: 60, y: 0, width: 5, height: 5))
    }

    @Test func hiddenDrawsNothing() throws {
        #expect(try Visuals.commands(pair.hidden(), width: 100).isEmpty)
    }

    /// `.zIndex` re-orders drawing among siblings; equal indexes keep the code's order.
    @Test func zIndexOrdersDrawing() throws {
        let view = ZStack {
            Color.red.frame(width: 20, height: 20).zIndex(1)
            Color.blue.frame(width: 20, height: 20)
        }
        let colors = try Visuals.commands(view, width: 20).compactMap { command -> CellshotGraphics.Color? in
            if case let .path(_, _, color) = command { return color }
            return nil
        }
        #expect(colors == [blue, red])
    }

    @Test func transformsTurnAndScaleAboutTheAnchor() throws {
        let turned = try Visuals.commands(Color.red.frame(width: 20, height: 10).rotationEffect(.degrees(90)), width: 20)
        guard case let .transform(turn, _)? = turned.first else { Issue.record("no transform"); return }
        #expect(turn == AffineTransform(rotationAngle: .pi / 2, about: Point(x: 10, y: 5)))
        let scaled = try Visuals.commands(Color.red.frame(width: 20, height: 10).scaleEffect(2, anchor: .topLeading), width: 20)
        guard case let .transform(scale, _)? = scaled.first else { Issue.record("no transform"); return }
        #expect(scale == AffineTransform(scaleX: 2, y: 2, about: Point(x: 0, y: 0)))
        let flipped = try Visuals.commands(Color.red.frame(width: 20, height: 10)
            .rotation3DEffect(.degrees(180), axis: (x: 0, y: 1, z: 0)), width: 20)
        guard case let .transform(flip, _)? = flipped.first else { Issue.record("no transform"); return }
        #expect(nearly(flip.a, -1) && nearly(flip.d, 1))
    }

    /// Colour filters change the colours drawn: exact for shapes, texts and symbols.
    @Test func colorFiltersChangeTheColours() throws {
        func color(_ view: some View) throws -> CellshotGraphics.Color? {
            if case let .path(_, _, color)? = try Visuals.commands(view, width: 10).first { return color }
            return nil
        }
        let square = Color(red: 0.2, green: 0.4, blue: 0.6).frame(width: 10, height: 10)
        #expect(try color(square.colorInvert()) == CellshotGraphics.Color(red: 0.8, green: 0.6, blue: 0.4))
        let grey = try #require(try color(square.grayscale(1)))
        #expect(nearly(grey.red, grey.green) && nearly(grey.green, grey.blue))
        #expect(nearly(try color(square.brightness(0.1))?.red ?? 0, 0.3))
        #expect(try color(square.colorMultiply(Color(red: 0.5, green: 1, blue: 1))) == CellshotGraphics.Color(red: 0.1, green: 0.4, blue: 0.6))
        #expect(try color(square.saturation(1)) == CellshotGraphics.Color(red: 0.2, green: 0.4, blue: 0.6))
    }

    /// An item of one colour is blurred as its own shadow cast from a copy out of the picture; an item of
    /// several colours is drawn sharp, with a warning.
    @Test func blurOfOneColour() throws {
        let commands = try Visuals.commands(Circle().fill(.red).frame(width: 20, height: 20).blur(radius: 4), width: 20)
        guard case let .transform(away, inner)? = commands.first, case let .shadow(color, radius, offset, _)? = inner.first else {
            Issue.record("not blurred")
            return
        }
        #expect(color == red && radius == 4 && offset.width == -away.tx)
        _ = try Visuals.commands(Rectangle().fill(LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom))
            .frame(width: 20, height: 20).blur(radius: 4), width: 20)
        #expect(Visuals.warnings(containing: "is drawn sharp").count == 1)
    }

    /// `.redacted(reason: .placeholder)`: a text becomes a rounded bar in its colour at 16 %, 0.7 of its line
    /// high, centred on the line, as wide as the text; `.unredacted()` keeps its view.
    @Test func redaction() throws {
        let commands = try Visuals.commands(VStack(spacing: 0) { Text("Hello"); Text("Kept").unredacted() }
            .redacted(reason: .placeholder), width: 200)
        let layout = try CellshotSwiftUI.layout(of: VStack(spacing: 0) { Text("Hello"); Text("Kept") }, width: 200, height: nil)
        let hello = try #require(layout.first("Text(")).frame
        guard case let .text(kept)? = commands.last, kept.text == "Kept" else { Issue.record("Kept is not drawn: \(commands)"); return }
        guard case let .path(bar, .fill, color)? = commands.first else { Issue.record("no bar: \(commands)"); return }
        #expect(commands.count == 2)
        #expect(color == CellshotGraphics.Color(red: 0, green: 0, blue: 0, alpha: 0.16))
        let box = try #require(bar.controlBounds)
        // The body font's line (17 × SwiftUIFigures.lineHeightRatio), not the frame's pixel-rounded 20.33 pt.
        let lineHeight = Font.body.resolved(.large).lineHeight
        #expect(nearly(box.height, lineHeight * SwiftUIFigures.redactedBarHeightRatio))
        #expect(nearly(box.minY + box.height / 2, hello.midY))
        #expect(nearly(box.minX, hello.minX) && box.width <= hello.width + 0.001 && box.width > hello.width - 1)
    }

    /// A mask of opaque shapes clips to their outline; any other mask (a gradient) is drawn through its opacity.
    @Test func masks() throws {
        let clipped = try Visuals.commands(Color.red.frame(width: 40, height: 40).mask(Circle()), width: 40)
        #expect({ if case .clipPath? = clipped.first { true } else { false } }())
        let faded = try Visuals.commands(Color.red.frame(width: 40, height: 40)
            .mask(LinearGradient(colors: [.black, .clear], startPoint: .top, endPoint: .bottom)), width: 40)
        guard case let .opacity(1, inner)? = faded.first, case .blendMode(.destinationOut, _)? = inner.last else {
            Issue.record("not masked by opacity")
            return
        }
    }

    @Test func blendModes() throws {
        let commands = try Visuals.commands(pair.blendMode(.multiply), width: 100)
        #expect(commands.count == 2)
        #expect(commands.allSatisfy { if case .blendMode(.multiply, _) = $0 { true } else { false } })
        _ = try Visuals.commands(pair.blendMode(.plusDarker), width: 100)
        #expect(Visuals.warnings(containing: "plusDarker").count == 1)
    }

    /// `.border` is a stroke inside the frame (Apple: an overlay of `Rectangle().strokeBorder`).
    @Test func borderIsInside() throws {
        let commands = try Visuals.commands(Color.clear.frame(width: 40, height: 20).border(.red, width: 2), width: 40)
        guard case let .path(path, .styledStroke(style), _)? = commands.last else { Issue.record("no border"); return }
        #expect(style.lineWidth == 2)
        #expect(path == CellshotGraphics.Path(Rect(x: 1, y: 1, width: 38, height: 18)))
    }
}
