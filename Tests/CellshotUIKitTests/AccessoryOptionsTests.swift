import Cellshot
import CellshotGraphics
import CellshotModel
@testable import CellshotUIKit
import Foundation
import Testing

/// The `options:` of UIKit's accessory factories: a disclosure indicator's and an outline disclosure's `tintColor`
/// colour their chevron (`UICellAccessory.DisclosureIndicatorOptions`, `OutlineDisclosureOptions`); what is not
/// drawn of them is reported.
@MainActor @Suite(.serialized) struct AccessoryOptionsTests {
    typealias Support = CustomContentAccessoryTests

    /// The first row's drawn trailing accessories.
    private static func accessories(_ accessories: [UICellAccessory]) throws -> [ResolvedAccessory] {
        let row = try Support.firstRow(try Support.document(custom: false, accessories: accessories))
        return try #require(row.cell).accessories
    }

    @Test("A disclosure indicator's tintColor colours its chevron; without one it is the look's tertiaryLabel")
    func disclosureIndicatorTint() throws {
        let tinted = try Self.accessories([.disclosureIndicator(options: .init(tintColor: .systemRed))])
        let plain = try Self.accessories([.disclosureIndicator()])
        guard case .disclosureIndicator(let tintedSize, let red)? = tinted.first,
              case .disclosureIndicator(let plainSize, let grey)? = plain.first else {
            Issue.record("no chevron: \(tinted), \(plain)")
            return
        }
        let look = SystemColor.systemRed.color(for: .light, in: .ios26)
        #expect(red == look)
        #expect(grey == SystemColor.tertiaryLabel.color(for: .light, in: .ios26))
        #expect(red != grey)
        // The tint changes the colour only.
        #expect(tintedSize == plainSize)
    }

    @Test("The tint reaches the document's accessory, and default options draw without a word")
    func disclosureIndicatorOptionsLowered() throws {
        let document = try Support.document(custom: false,
                                            accessories: [.disclosureIndicator(options: .init(tintColor: .systemRed))])
        #expect(document.sections[0].rows[0].configuration(for: .normal)?.accessories
            == [CellAccessory(.disclosureIndicator, tintColor: .system(.systemRed))])
        #expect(UICellAccessory.disclosureIndicator().undrawnOptions.isEmpty)
        #expect(UICellAccessory.disclosureIndicator(options: .init(tintColor: .red)).undrawnOptions.isEmpty)
    }

    @Test("A disclosure indicator's isHidden and reserved width are reported, not dropped")
    func disclosureIndicatorUndrawnOptions() {
        let accessory = UICellAccessory.disclosureIndicator(options: .init(isHidden: true, reservedLayoutWidth: .actual))
        #expect(accessory.undrawnOptions == [
            "the disclosureIndicator accessory's isHidden is not drawn: leave the accessory out of accessories to hide it",
            "the disclosureIndicator accessory's reservedLayoutWidth is not drawn: it keeps the standard width",
        ])
    }

    @Test("An outline disclosure's tintColor colours its chevron")
    func outlineDisclosureTint() throws {
        let tinted = try Self.accessories([.outlineDisclosure(options: .init(style: .cell, tintColor: .systemRed))])
        let plain = try Self.accessories([.outlineDisclosure(options: .init(style: .cell))])
        let red = SystemColor.systemRed.color(for: .light, in: .ios26)
        #expect(tinted.first?.color == red)
        #expect(plain.first?.color != red)
    }
}
