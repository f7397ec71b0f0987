import Cellshot
import CellshotModel
@testable import CellshotUIKit
import Foundation
import Testing

/// `UIImage.SymbolConfiguration`, `withTintColor(_:)` and rendering modes: a symbol's point size, text style,
/// font and scale size an image view; its weight (its own, else its font's) and hierarchical and palette
/// colours draw as the document's symbol keys do; a tint colour or an original symbol draws its colour; what a
/// stand-in cannot show (multicolour, layers it lacks) is warned about at the render call, never silently dropped.
@MainActor @Suite struct SymbolConfigurationTests {
    /// A cell with one image view placed at a frame origin, sized by its symbol.
    static func imageViewCell(_ image: UIImage?, preferred: UIImage.SymbolConfiguration? = nil,
                              tint: UIColor? = nil) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        let view = UIImageView(image: image)
        view.preferredSymbolConfiguration = preferred
        if let tint { view.tintColor = tint }
        view.frame = CGRect(origin: CGPoint(x: 20, y: 4), size: view.intrinsicContentSize)
        cell.contentView.addSubview(view)
        return cell
    }

    /// A list content cell showing `image`.
    static func contentCell(_ image: UIImage?, configure: (inout UIListContentConfiguration) -> Void = { _ in })
        -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        var content = cell.defaultContentConfiguration()
        content.text = "Wi-Fi"
        content.image = image
        configure(&content)
        cell.contentConfiguration = content
        return cell
    }

    static func side(_ cell: @escaping () -> UITableViewCell) throws -> Double {
        let frame = try #require(try AutoresizingTests.frames(AutoresizingTests.document(cell))["image1"])
        #expect(frame.width == frame.height)
        return frame.width
    }

    static func warnings(_ make: @escaping () -> UITableViewCell) throws -> [String] {
        let tableView = UITableView(frame: .zero, style: .plain)
        let source = AutoresizingTests.OneCell(make: make)
        tableView.dataSource = source
        tableView.delegate = source
        return try withExtendedLifetime(source) {
            try CellshotUIKit.documentAndWarnings(of: tableView, states: [.normal, .selected], traits: UITraitCollection(),
                                                  width: 390, fileID: "App/WiFiTests.swift", line: 7).warnings
        }
    }

    @Test func pointSizeTextStyleFontAndScaleSizeAnImageView() throws {
        let wifi = try #require(UIImage(systemName: "wifi"))
        // The point size times the scale's factor, in the box the template engine gives that point size.
        func expected(_ points: Double) -> Double { ListContentMetrics.symbolSize(forPointSize: points).width }
        let large = try Self.side { Self.imageViewCell(wifi, preferred: .init(pointSize: 20, weight: .regular, scale: .large)) }
        let small = try Self.side { Self.imageViewCell(wifi, preferred: .init(pointSize: 20, weight: .regular, scale: .small)) }
        let medium = try Self.side { Self.imageViewCell(wifi, preferred: .init(pointSize: 20)) }
        #expect(large == expected(20 * 1.3) && large == 31)
        #expect(small == expected(20 * 0.8) && small == 19)
        #expect(medium == expected(20) && medium == 24)
        // A large symbol is bigger than a small one by the factors' ratio, up to the whole-point rounding.
        #expect(abs(large / small - 1.3 / 0.8) < 0.1)
        // A text style, a font: their point size (title1 is 28 pt at Large).
        #expect(try Self.side { Self.imageViewCell(wifi, preferred: .init(textStyle: .title1)) } == expected(28))
        #expect(try Self.side { Self.imageViewCell(wifi, preferred: .init(font: .systemFont(ofSize: 12), scale: .large)) }
                    == expected(12 * 1.3))
        // The image's own configuration takes precedence over the view's preferred one.
        let own = wifi.withConfiguration(UIImage.SymbolConfiguration(pointSize: 30))
        #expect(try Self.side { Self.imageViewCell(own, preferred: .init(pointSize: 10)) } == expected(30))
        #expect(try Self.side { Self.imageViewCell(UIImage(systemName: "wifi", withConfiguration: UIImage.SymbolConfiguration(scale: .large))) }
                    == expected(17 * 1.3))
    }

    @Test func applyingReplacesOnlyWhatTheOtherSets() {
        let base = UIImage.SymbolConfiguration(pointSize: 20, weight: .bold, scale: .small)
        let combined = base.applying(UIImage.SymbolConfiguration(scale: .large))
        #expect(combined == UIImage.SymbolConfiguration(pointSize: 20, weight: .bold, scale: .large))
        #expect(base.applying(nil) == base)
        #expect(base.applying(UIImage.SymbolConfiguration(weight: .unspecified)) == base)
        #expect(combined.configurationWithoutPointSizeAndWeight() == UIImage.SymbolConfiguration(scale: .large))
        #expect(UIImage.SymbolWeight.semibold.rawValue == 6 && UIImage.SymbolScale.default.rawValue == -1)
        #expect(UIImage.RenderingMode.alwaysTemplate.rawValue == 2)
    }

    @Test func aTintColourOrAnOriginalSymbolDrawsItsColour() throws {
        let wifi = try #require(UIImage(systemName: "wifi"))
        // withTintColor draws the colour whatever the view's tint: the same picture as the view tinted red.
        let tinted = try CellshotUIKit.render(cell: { Self.imageViewCell(wifi.withTintColor(.systemRed), tint: .systemGreen) })
        let red = try CellshotUIKit.render(cell: { Self.imageViewCell(wifi, tint: .systemRed) })
        let green = try CellshotUIKit.render(cell: { Self.imageViewCell(wifi, tint: .systemGreen) })
        #expect(tinted == red && tinted != green)
        // An original symbol without a tint colour is black; a template one with a tint colour takes the view's.
        #expect(try CellshotUIKit.render(cell: { Self.imageViewCell(wifi.withRenderingMode(.alwaysOriginal)) })
                    == (try CellshotUIKit.render(cell: { Self.imageViewCell(wifi, tint: .black) })))
        #expect(try CellshotUIKit.render(cell: { Self.imageViewCell(wifi.withTintColor(.systemRed, renderingMode: .alwaysTemplate),
                                                                    tint: .systemGreen) }) == green)
        // In a list content configuration, too: it replaces imageProperties.tintColor.
        let content = try CellshotUIKit.render(cell: {
            Self.contentCell(wifi.withTintColor(.systemRed)) { $0.imageProperties.tintColor = .systemGreen }
        })
        #expect(content == (try CellshotUIKit.render(cell: {
            Self.contentCell(wifi) { $0.imageProperties.tintColor = .systemRed }
        })))
        #expect(try CellshotUIKit.render(cell: { Self.contentCell(wifi.withRenderingMode(.alwaysOriginal)) })
                    == (try CellshotUIKit.render(cell: { Self.contentCell(wifi) { $0.imageProperties.tintColor = .black } })))
    }

    @Test func aListContentSymbolsSizeAndScaleAreTheDocumentsSymbolStyle() throws {
        let wifi = try #require(UIImage(systemName: "wifi"))
        let swift = try CellshotUIKit.render(cell: {
            Self.contentCell(wifi.withConfiguration(UIImage.SymbolConfiguration(scale: .large))) {
                $0.imageProperties.preferredSymbolConfiguration = .init(pointSize: 20)
            }
        })
        let json = #"{ "sections": [ { "rows": [ { "style": "cell", "text": "Wi-Fi", "#
            + #""image": { "symbol": { "name": "wifi", "scale": "large", "pointSize": 20 } } } ] } ] }"#
        #expect(swift == (try UIKitTestSupport.png(of: UIKitTestSupport.document(json))))
        #expect(swift != (try CellshotUIKit.render(cell: { Self.contentCell(wifi) })))
        // A legacy cell's imageView.preferredSymbolConfiguration too.
        let legacy = try CellshotUIKit.render(cell: {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = "Wi-Fi"
            cell.imageView?.image = wifi.withConfiguration(UIImage.SymbolConfiguration(scale: .large))
            cell.imageView?.preferredSymbolConfiguration = .init(pointSize: 20)
            return cell
        })
        #expect(legacy == swift)
    }

    @Test func weightsAndRenderingModesDrawAsTheDocumentsKeys() throws {
        let wifi = try #require(UIImage(systemName: "wifi"))
        let pencil = try #require(UIImage(systemName: "pencil.circle.fill"))
        func json(_ symbol: String, tint: String? = nil, font: String? = nil) throws -> Data {
            let tint = tint.map { #", "imageProperties": { "tintColor": "# + $0 + " }" } ?? ""
            let font = font.map { #", "textProperties": { "font": "# + $0 + " }" } ?? ""
            return try UIKitTestSupport.png(of: UIKitTestSupport.document(#"{ "sections": [ { "rows": [ { "style": "cell", "#
                + #""text": "Wi-Fi", "image": { "symbol": "# + symbol + " }" + tint + font + " } ] } ] }"))
        }
        let bold = try CellshotUIKit.render(cell: {
            Self.contentCell(wifi) { $0.imageProperties.preferredSymbolConfiguration = .init(weight: .bold) }
        })
        #expect(bold == (try json(#"{ "name": "wifi", "weight": "bold" }"#)))
        #expect(bold != (try CellshotUIKit.render(cell: { Self.contentCell(wifi) })))
        // A text style's weight: a headline symbol is semibold, and the point size is headline's 17.
        let headline = try CellshotUIKit.render(cell: {
            Self.contentCell(wifi.withConfiguration(UIImage.SymbolConfiguration(textStyle: .headline)))
        })
        #expect(headline == (try json(#"{ "name": "wifi", "weight": "semibold", "pointSize": 17 }"#)))
        // A headline text's symbol is semibold without any configuration, as the document's.
        let headlineText = try CellshotUIKit.render(cell: {
            Self.contentCell(wifi) { $0.textProperties.font = .preferredFont(forTextStyle: .headline) }
        })
        #expect(headlineText == (try json(#""wifi""#, font: #""headline""#)))
        #expect(headlineText != (try json(#"{ "name": "wifi", "weight": "regular" }"#, font: #""headline""#)))
        // Hierarchical: the colour is the tint; palette: white on red, as the document's keys.
        let hierarchical = try CellshotUIKit.render(cell: {
            Self.contentCell(pencil.withConfiguration(UIImage.SymbolConfiguration(hierarchicalColor: .systemRed)))
        })
        #expect(hierarchical == (try json(#"{ "name": "pencil.circle.fill", "renderingMode": "hierarchical" }"#,
                                          tint: #""systemRed""#)))
        let palette = try CellshotUIKit.render(cell: {
            Self.contentCell(pencil) {
                $0.imageProperties.preferredSymbolConfiguration = .init(paletteColors: [.white, .systemRed])
            }
        })
        #expect(palette == (try json(#"{ "name": "pencil.circle.fill", "paletteColors": ["white", "systemRed"] }"#)))
        #expect(palette != hierarchical)
        // An image view's weight in a custom content view: heavier than the same view at regular.
        let heavy = try CellshotUIKit.render(cell: { Self.imageViewCell(wifi, preferred: .init(pointSize: 20, weight: .heavy)) })
        #expect(heavy != (try CellshotUIKit.render(cell: { Self.imageViewCell(wifi, preferred: .init(pointSize: 20)) })))
    }

    @Test func whatIsNotDrawnIsWarnedAboutOncePerSymbolAndFeature() throws {
        let wifi = try #require(UIImage(systemName: "wifi"))
        let row = "App/WiFiTests.swift:7: warning: row 0 of section 0, normal column: "
        // A weight is drawn: no warning.
        #expect(try Self.warnings {
            Self.imageViewCell(wifi, preferred: .init(pointSize: 20, weight: .semibold, scale: .large))
        }.isEmpty)
        let colours = try Self.warnings {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            for configuration in [UIImage.SymbolConfiguration(hierarchicalColor: .systemBlue),
                                  UIImage.SymbolConfiguration(paletteColors: [.systemRed, .systemBlue]),
                                  .preferringMulticolor(), .preferringMonochrome()] {
                cell.contentView.addSubview(UIImageView(image: wifi.withConfiguration(configuration)))
            }
            return cell
        }
        let oneLayer = " (only a glyph built in a circle or square, such as \"pencil.circle.fill\", has a second layer)"
        #expect(colours == [
            row + "the symbol \"wifi\" asks for the hierarchical rendering mode, but its stand-in has one layer: drawn "
                + "monochrome in its tint" + oneLayer,
            row + "the symbol \"wifi\" asks for the palette rendering mode, but its stand-in has one layer: drawn "
                + "monochrome in the first palette colour" + oneLayer,
            row + "the symbol \"wifi\" asks for the multicolor rendering mode, which is not drawn (cellshot's stand-in "
                + "symbols have no colours of their own): drawn monochrome in its tint",
        ])
        // A glyph built in a circle has the second layer: no warning.
        #expect(try Self.warnings {
            Self.contentCell(UIImage(systemName: "pencil.circle.fill")) {
                $0.imageProperties.preferredSymbolConfiguration = .init(hierarchicalColor: .systemBlue)
            }
        }.isEmpty)
        // A list content configuration's point size and scale are drawn: no warning.
        #expect(try Self.warnings {
            Self.contentCell(wifi) { $0.imageProperties.preferredSymbolConfiguration = .init(textStyle: .title1, scale: .large) }
        }.isEmpty)
        // An accessory view's symbol is drawn at the body text's size, regular, in its tint: what it asks is warned about.
        let accessory = try Self.warnings {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            let view = UIImageView(image: wifi)
            view.preferredSymbolConfiguration = .init(pointSize: 30, weight: .bold)
            cell.accessoryView = view
            return cell
        }
        let place = row + "the symbol configuration of \"wifi\" asks for "
        #expect(accessory == [place + "a weight or colours, which are not drawn (an accessory view draws its symbol regular, "
                                  + "in its tint)",
                              place + "a point size or scale, which is not drawn (an accessory view draws its symbol at the "
                                  + "body text's size)"])
        // A regular weight and a monochrome configuration draw as asked: no warning.
        #expect(try Self.warnings { Self.imageViewCell(wifi, preferred: .init(pointSize: 20, weight: .regular)) }.isEmpty)
    }
}
