import Cellshot
import CellshotGraphics
import CellshotModel
import CellshotSwiftUI
import Foundation
import Testing

/// `UIHostingConfiguration` in CellshotUIKit's lists: a SwiftUI view laid out by SwiftUI's rules inside the
/// list cell's own chrome (docs/swiftui.md, "SwiftUI in UIKit cells").
@MainActor
@Suite struct HostingConfigurationTests {
    static let environment = try! RenderEnvironment()

    static func hostedWiFi() -> UICollectionViewListCell {
        let cell = UICollectionViewListCell()
        cell.contentConfiguration = UIHostingConfiguration { Text("Wi-Fi") }
        cell.accessories = [.disclosureIndicator()]
        return cell
    }

    static func builtInWiFi() -> UICollectionViewListCell {
        let cell = UICollectionViewListCell()
        var content = cell.defaultContentConfiguration()
        content.text = "Wi-Fi"
        cell.contentConfiguration = content
        cell.accessories = [.disclosureIndicator()]
        return cell
    }

    func layout(_ cells: [@MainActor () -> UICollectionViewCell], appearance: UICollectionLayoutListConfiguration.Appearance,
                traits: UITraitCollection = UITraitCollection(), state: CellState = .normal) throws -> ListLayout {
        let document = try CellshotUIKit.document(of: [CellshotUIKit.ListSection(cells: cells)], appearance: appearance,
                                                  states: [.normal], traits: traits)
        return try ListRenderer(document: document, environment: Self.environment).layout(in: state)
    }

    /// A hosted `Text("Wi-Fi")` sits where a list content configuration's text sits: the same row, the same
    /// separator start, the same text origin, and the same pixels, in each appearance and colour scheme.
    @Test(arguments: [UICollectionLayoutListConfiguration.Appearance.insetGrouped, .plain, .grouped],
          [UIUserInterfaceStyle.light, .dark])
    func hostedTextRowIsTheListContentRow(appearance: UICollectionLayoutListConfiguration.Appearance,
                                          style: UIUserInterfaceStyle) throws {
        let traits = UITraitCollection(userInterfaceStyle: style)
        let hosted = try layout([Self.hostedWiFi, Self.hostedWiFi], appearance: appearance, traits: traits)
        let builtIn = try layout([Self.builtInWiFi, Self.builtInWiFi], appearance: appearance, traits: traits)
        let hostedRows = try #require(hosted.sections.first?.rows)
        let builtInRows = try #require(builtIn.sections.first?.rows)
        for (hostedRow, builtInRow) in zip(hostedRows, builtInRows) {
            #expect(hostedRow.frame == builtInRow.frame)
            #expect(hostedRow.separator == builtInRow.separator)
            #expect(hostedRow.hosted?.hostedFrame.minX == builtInRow.views?.text?.minX)
            #expect(hostedRow.hosted?.accessoryViews?.accessories == builtInRow.views?.accessories)
        }
        let hostedPNG = try CellshotUIKit.render([CellshotUIKit.ListSection(cells: [Self.hostedWiFi, Self.hostedWiFi])],
                                                 appearance: appearance, traits: traits)
        let builtInPNG = try CellshotUIKit.render([CellshotUIKit.ListSection(cells: [Self.builtInWiFi, Self.builtInWiFi])],
                                                  appearance: appearance, traits: traits)
        #expect(hostedPNG == builtInPNG)
    }

    /// `.margins` and `.minSize` change the content's insets and the row's least height; the rest stays the cell's.
    @Test func marginsAndMinimumHeight() throws {
        let list = try layout([{
            let cell = UICollectionViewListCell()
            cell.contentConfiguration = UIHostingConfiguration { Text("Wi-Fi") }
                .margins(.horizontal, 40)
                .minSize(height: 80)
            return cell
        }], appearance: .insetGrouped)
        let row = try #require(list.sections.first?.rows.first)
        #expect(row.frame.height == 80)
        #expect(row.hosted?.hostedFrame.minX == 40)
        // Centred in the height left by the 11-pt vertical margins: (80 − 20.333) / 2.
        #expect(abs((row.hosted?.hostedFrame.minY ?? 0) - (80 - 20 - 1.0 / 3) / 2) < 1e-9)
        // The separator starts at the text.
        #expect(row.hosted?.separatorLeading == 40)
    }

    /// The configuration update handler's content is drawn in each state column, over the cell's background for it.
    @Test func configurationUpdateHandlerPerState() throws {
        let make: @MainActor () -> UICollectionViewCell = {
            let cell = UICollectionViewListCell()
            cell.configurationUpdateHandler = { cell, state in
                cell.contentConfiguration = UIHostingConfiguration {
                    Text(state.isSelected ? "Selected" : "Favorites")
                }
            }
            return cell
        }
        let document = try CellshotUIKit.document(of: [CellshotUIKit.ListSection(cells: [make])], appearance: .insetGrouped,
                                                  states: [.normal, .selected])
        let renderer = try ListRenderer(document: document, environment: Self.environment)
        let display = try renderer.displayList(states: [.normal, .selected])
        let texts = display.commands.allTexts.map(\.text)
        #expect(texts.contains("Favorites"))
        #expect(texts.contains("Selected"))
    }
}

extension Array where Element == DrawCommand {
    /// Every text run, nested ones included.
    var allTexts: [TextRun] {
        flatMap { command -> [TextRun] in
            switch command {
            case .text(let run): [run]
            case .clip(_, _, _, let commands), .opacity(_, let commands): commands.allTexts
            default: []
            }
        }
    }
}
