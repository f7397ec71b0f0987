import CellshotGraphics
import CellshotModel
import Testing

@Suite("List metrics tables")
struct ListMetricsTests {
    @Test func cellStylesFollowUIListContentConfiguration() {
        let cell = CellStyle.cell.contentMetrics
        #expect(cell.textStyle.font(for: .large) == FontDescriptor(size: 17, lineHeight: 22))
        #expect(cell.secondaryTextStyle.font(for: .large) == FontDescriptor(size: 12, lineHeight: 16))
        #expect(cell.margins == DirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 8))
        #expect(cell.textToSecondaryTextVerticalPadding == 3 && cell.imageToTextPadding == 16)
        #expect(CellStyle.subtitleCell.contentMetrics.margins.top == 4)
        let value = CellStyle.valueCell.contentMetrics
        #expect(value.prefersSideBySideTextAndSecondaryText && value.secondaryTextColor == .secondaryLabel)
        #expect(value.secondaryTextStyle == .body)
        // Vertical margins of 11 are half the body line height (22 at Large), rounded up.
        #expect(cell.margins.top == (TextStyle.body.lineHeightAtLarge / 2).rounded(.up))
    }

    @Test func appearancesGiveUIKitsGeometry() {
        let inset = ListAppearance.insetGrouped.geometry(width: 393)
        #expect(inset.sectionInset == 20 && inset.sectionCornerRadius == 10 && !inset.separatorAfterLastRow)
        #expect(ListAppearance.insetGrouped.geometry(width: 320).sectionInset == 16)
        #expect(inset.backgroundColor == .systemGroupedBackground)
        #expect(inset.cellBackgroundColor == .secondarySystemGroupedBackground)
        let plain = ListAppearance.plain.geometry(width: 393)
        #expect(plain.sectionInset == 0 && plain.cellBackgroundColor == .systemBackground)
        #expect(plain.minimumRowHeight == 44)
    }
}
