import CellshotRender
@testable import CellshotSwiftUI
import Foundation
import Testing

/// The example page of images, shapes and effects: shapes, strokes and trims; gradients; effects; symbols in
/// weights, scales and rendering modes; labels; a redacted card; a material.
struct VisualsGallery: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 14) {
            Text("Shapes").font(.headline)
            HStack(spacing: 10) {
                Rectangle().fill(.red)
                RoundedRectangle(cornerRadius: 12).fill(.orange)
                Capsule().fill(.yellow)
                Circle().fill(.green)
                Ellipse().fill(.mint)
                UnevenRoundedRectangle(topLeadingRadius: 16, bottomTrailingRadius: 16).fill(.teal)
            }
            .frame(height: 40)
            HStack(spacing: 14) {
                RoundedRectangle(cornerRadius: 10).stroke(.blue, style: StrokeStyle(lineWidth: 3, dash: [6, 3]))
                Circle().strokeBorder(.indigo, lineWidth: 5)
                Circle().trim(from: 0, to: 0.7)
                    .stroke(.pink, style: StrokeStyle(lineWidth: 6, lineCap: .round))
                    .rotationEffect(.degrees(-90))
                Path { path in
                    path.move(to: CGPoint(x: 0, y: 40))
                    path.addQuadCurve(to: CGPoint(x: 40, y: 40), control: CGPoint(x: 20, y: -10))
                    path.addArc(center: CGPoint(x: 20, y: 40), radius: 20, startAngle: .zero, endAngle: .degrees(180),
                                clockwise: false)
                }
                .fill(.purple)
                Capsule().fill(.brown).frame(width: 50, height: 20).offset(y: 10)
            }
            .frame(height: 44)

            Text("Gradients").font(.headline)
            HStack(spacing: 10) {
                RoundedRectangle(cornerRadius: 10)
                    .fill(LinearGradient(colors: [.blue, .purple], startPoint: .topLeading, endPoint: .bottomTrailing))
                Circle().fill(RadialGradient(colors: [.yellow, .orange, .red], center: .center, startRadius: 2, endRadius: 24))
                Circle().fill(AngularGradient(colors: [.red, .yellow, .green, .blue, .purple, .red], center: .center))
                RoundedRectangle(cornerRadius: 10).fill(Color.green.gradient)
                VStack { Text("Gradient").font(.title3.bold()) }
                    .foregroundStyle(LinearGradient(colors: [.pink, .blue], startPoint: .leading, endPoint: .trailing))
            }
            .frame(height: 48)

            Text("Effects").font(.headline)
            HStack(spacing: 12) {
                Circle().fill(.blue).opacity(0.4)
                RoundedRectangle(cornerRadius: 8).fill(.white).shadow(color: .black.opacity(0.3), radius: 4, y: 2)
                Circle().fill(.orange).blur(radius: 4)
                Rectangle().fill(.green).frame(width: 30, height: 30).rotationEffect(.degrees(30))
                Image(systemName: "star.fill").foregroundStyle(.yellow).scaleEffect(1.6)
                Color.red.grayscale(1)
                Color.blue.hueRotation(.degrees(120))
                Color.purple.mask(LinearGradient(colors: [.black, .clear], startPoint: .top, endPoint: .bottom))
            }
            .frame(height: 44)

            Text("Symbols").font(.headline)
            HStack(alignment: .firstTextBaseline, spacing: 12) {
                Image(systemName: "heart").fontWeight(.ultraLight)
                Image(systemName: "heart")
                Image(systemName: "heart").fontWeight(.black)
                Image(systemName: "heart").symbolVariant(.fill).foregroundStyle(.red)
                Image(systemName: "wifi").imageScale(.small)
                Image(systemName: "wifi").imageScale(.large)
                Image(systemName: "pencil.circle.fill").foregroundStyle(.white, .blue)
                Image(systemName: "pencil.circle.fill").symbolRenderingMode(.hierarchical).foregroundStyle(.orange)
                Text("Baseline")
            }

            Text("Labels").font(.headline)
            HStack(spacing: 20) {
                Label("Wi-Fi", systemImage: "wifi")
                Label("Favourites", systemImage: "star.fill").foregroundStyle(.orange)
                Label("Hidden", systemImage: "eye.slash").labelStyle(.iconOnly)
            }

            Text("Redacted and material").font(.headline)
            HStack(spacing: 12) {
                VStack(alignment: .leading, spacing: 4) {
                    Image(systemName: "person.crop.circle").font(.largeTitle)
                    Text("Jane Appleseed")
                    Text("A placeholder line").font(.footnote)
                }
                .padding(10)
                .background(RoundedRectangle(cornerRadius: 12).fill(.quinary))
                .redacted(reason: .placeholder)
                Text("Over a gradient")
                    .padding(12)
                    .background(.ultraThinMaterial, in: Capsule())
                    .padding(10)
                    .background(LinearGradient(colors: [.teal, .indigo], startPoint: .leading, endPoint: .trailing))
                    .clipShape(RoundedRectangle(cornerRadius: 14))
            }
        }
        .padding()
    }
}

/// A favourite button as paulz/ViewSnapshots' `FavoriteView` draws one (cellshot's own code of the same views):
/// a padded heart, on red, clipped to a circle, with a white border inside it.
struct FavoriteButton: View {
    var body: some View {
        Image(systemName: "heart.fill")
            .foregroundColor(.white)
            .padding()
            .background(Color.red)
            .clipShape(Circle())
            .overlay(Circle().strokeBorder(Color.white, lineWidth: 2))
    }
}

/// Four shadows on a green circle, each under the group inside it (paulz/ViewSnapshots' `LayeringShadowsView`).
struct LayeredShadows: View {
    var body: some View {
        Circle()
            .fill(Color.green)
            .frame(width: 100, height: 100)
            .shadow(color: .black, radius: 10)
            .shadow(color: .green, radius: 10)
            .shadow(color: .red, radius: 10)
            .shadow(color: .blue, radius: 10)
            .padding(50)
    }
}

/// A contact card as apps draw one: the app's photo (a file of its assets) cut to a circle with a white ring, a
/// headline, a `Label` in the secondary style, the app's template badge tinted, on a gradient card.
struct ProfileCard: View {
    var body: some View {
        HStack(spacing: 12) {
            Image("avatar")
                .resizable()
                .scaledToFill()
                .frame(width: 48, height: 48)
                .clipShape(Circle())
                .overlay(Circle().strokeBorder(.white, lineWidth: 2))
            VStack(alignment: .leading, spacing: 4) {
                Text("Jane Appleseed").font(.headline)
                Label("Cupertino", systemImage: "mappin").font(.subheadline).foregroundStyle(.secondary)
            }
            Spacer()
            Image("badge").renderingMode(.template).foregroundStyle(.orange)
        }
        .padding()
        .background(LinearGradient(colors: [.blue.opacity(0.18), .purple.opacity(0.18)], startPoint: .leading,
                                   endPoint: .trailing), in: RoundedRectangle(cornerRadius: 16))
        .padding()
    }

    /// The card's images, drawn by cellshot into a fresh folder: `avatar@3x.png`, a 40 × 40 pt photo-like
    /// picture (a radial gradient behind a white person), and `badge@3x.png`, a 24 × 24 pt black ring on clear.
    @MainActor
    static func assets() throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cellshot-profile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let photo = ZStack {
            RadialGradient(colors: [.orange, .pink, .purple], center: .topLeading, startRadius: 4, endRadius: 60)
            Image(systemName: "person.fill").font(.system(size: 24)).foregroundStyle(.white)
        }
        .frame(width: 40, height: 40)
        try CellshotSwiftUI.render(photo, width: 40, height: 40).write(to: folder.appendingPathComponent("avatar@3x.png"))
        // A render is opaque (the system background), so the template badge is written pixel by pixel: a black
        // ring on clear, 72 × 72 px, its edges antialiased by coverage of 4 × 4 samples per pixel.
        var pixels = [UInt8](repeating: 0, count: 72 * 72 * 4)
        for y in 0..<72 {
            for x in 0..<72 {
                var inside = 0
                for sy in 0..<4 {
                    for sx in 0..<4 {
                        let dx = Double(x) + (Double(sx) + 0.5) / 4 - 36, dy = Double(y) + (Double(sy) + 0.5) / 4 - 36
                        let r = (dx * dx + dy * dy).squareRoot()
                        if r >= 22, r <= 34 { inside += 1 }
                    }
                }
                pixels[(y * 72 + x) * 4 + 3] = UInt8(inside * 255 / 16)
            }
        }
        try PNGImage.write(RGBAImage(width: 72, height: 72, pixels: pixels),
                           to: folder.appendingPathComponent("badge@3x.png").path)
        return folder.path
    }
}

@MainActor
@Suite struct VisualsGalleryTests {
    @Test(arguments: [(CellshotSwiftUI.Look.ios26, ColorScheme.light), (.ios26, .dark), (.ios18, .light), (.ios18, .dark)])
    func gallery(look: CellshotSwiftUI.Look, colorScheme: ColorScheme) throws {
        let name = "gallery-\(look == .ios26 ? "ios26" : "ios18")-\(colorScheme == .dark ? "dark" : "light")"
        try Visuals.verifySnapshot(VisualsGallery(), named: name, suite: "VisualsGalleryTests", look: look,
                                   colorScheme: colorScheme)
        // What the page asks for that is not drawn exactly is named: the material, nothing else.
        #expect(CellshotSwiftUI.lastWarnings.count == 1)
        #expect(CellshotSwiftUI.lastWarnings.first?.contains(".ultraThinMaterial") == true)
    }

    /// The app's images (files of its assets, at their @3x scale), a Label and a gradient in one card: exact
    /// frames, then the picture.
    @Test func profileCard() throws {
        let folder = try ProfileCard.assets()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try CellshotSwiftUI.$assets.withValue(.folder(folder)) {
            let layout = try CellshotSwiftUI.layout(of: ProfileCard(), width: 390, height: nil)
            // 16 pt outside the card, 16 inside it; the photo resized to 48 × 48, the badge at its 24 × 24 pt.
            #expect(layout.first("Image(\"avatar\")")?.frame.size == CGSize(width: 48, height: 48))
            #expect(layout.first("Image(\"avatar\")")?.frame.minX == 32)
            let badge = try #require(layout.first("Image(\"badge\")")).frame
            #expect(badge.size == CGSize(width: 24, height: 24))
            #expect(nearly(badge.maxX, 390 - 32))
            let icon = try #require(layout.first("Image(systemName: \"mappin\")")).frame
            #expect(nearly(icon.minX, 32 + 48 + 12))
            try Visuals.verifySnapshot(ProfileCard(), named: "profile-card", suite: "VisualsGalleryTests")
            #expect(CellshotSwiftUI.lastWarnings.isEmpty)
        }
    }

    /// [M] paulz/ViewSnapshots 911a213 `FavoriteView.ca`: iOS's circle is the shorter side of the padded
    /// symbol's frame, centred; cellshot's is 52 pt where iOS's is 49.33 (the symbol box, docs/swiftui.md).
    @Test func favoriteButton() throws {
        let layout = try CellshotSwiftUI.layout(of: FavoriteButton(), width: 60, height: nil)
        #expect(layout.frame.size == CGSize(width: 52, height: 52))
        try Visuals.verifySnapshot(FavoriteButton(), named: "favorite", suite: "VisualsGalleryTests", width: 60)
    }

    /// paulz/ViewSnapshots 911a213 `LayeringShadowsView.png` (3x), to look at beside this one.
    @Test func layeredShadows() throws {
        let layout = try CellshotSwiftUI.layout(of: LayeredShadows(), width: 200, height: nil)
        #expect(layout.frame.size == CGSize(width: 200, height: 200))
        try Visuals.verifySnapshot(LayeredShadows(), named: "layered-shadows", suite: "VisualsGalleryTests", width: 200)
    }
}
