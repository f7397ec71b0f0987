import CellshotGraphics
import CellshotModel
import Testing

@Suite("List metrics tables")
struct ListMetricsTests {
    @Test func cellStylesFollowUIListContentConfiguration() {
        let cell = CellStyle.cell.contentMetrics(in: .ios18)
        #expect(cell.textStyle.font(for: .large) == FontDescriptor(size: 17, lineHeight: 22))
        #expect(cell.secondaryTextStyle.font(for: .large) == FontDescriptor(size: 12, lineHeight: 16))
        #expect(cell.margins == DirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 8))
        #expect(cell.textToSecondaryTextVerticalPadding == 3 && cell.imageToTextPadding == 16)
        #expect(CellStyle.subtitleCell.contentMetrics(in: .ios18).margins.top == 4)
        let value = CellStyle.valueCell.contentMetrics(in: .ios18)
        #expect(value.prefersSideBySideTextAndSecondaryText && value.secondaryTextColor == .secondaryLabel)
        #expect(value.secondaryTextStyle == .body)
        // Vertical margins of 11 are half the body line height (22 at Large), rounded up.
        #expect(cell.margins.top == (TextStyle.body.lineHeightAtLarge / 2).rounded(.up))
    }

    @Test("ios26: subtitleCell keeps 15 pt above and below its texts and 4 pt between them; the other styles as ios18")
    func subtitleCellInIOS26() {
        let subtitle = CellStyle.subtitleCell.contentMetrics(in: .ios26)
        #expect(subtitle.margins == DirectionalEdgeInsets(top: 15, leading: 16, bottom: 15, trailing: 8))
        #expect(subtitle.textToSecondaryTextVerticalPadding == 4)
        // 15 + 22 + 15: a one-line row of iOS 26 (52 pt); 15 + 22 + 4 + 16 + 15: its subtitle row (72 pt).
        let body = TextStyle.body.lineHeightAtLarge, caption = TextStyle.caption1.lineHeightAtLarge
        #expect(subtitle.margins.top + body + subtitle.margins.bottom == 52)
        #expect(subtitle.margins.top + body + subtitle.textToSecondaryTextVerticalPadding + caption + subtitle.margins.bottom == 72)
        for style in CellStyle.allCases where style != .subtitleCell {
            #expect(style.contentMetrics(in: .ios26) == style.contentMetrics(in: .ios18), "\(style)")
        }
    }

    @Test func appearancesGiveUIKitsGeometry() {
        let inset = ListAppearance.insetGrouped.geometry(width: 393, look: .ios18)
        #expect(inset.sectionInset == 20 && inset.sectionCornerRadius == 10 && !inset.separatorAfterLastRow)
        #expect(ListAppearance.insetGrouped.geometry(width: 320, look: .ios18).sectionInset == 16)
        #expect(inset.backgroundColor == .systemGroupedBackground)
        #expect(inset.cellBackground.metrics.normal == .secondarySystemGroupedBackground)
        let plain = ListAppearance.plain.geometry(width: 393, look: .ios18)
        #expect(plain.sectionInset == 0 && plain.cellBackground.metrics.normal == .systemBackground)
        #expect(plain.minimumRowHeight == 44 && plain.showsSeparators)
    }

    @Test("Inset grouped cards: ios18 puts the text 20 pt inside a wide phone's card, 16 on a narrow one")
    func insetGroupedMarginsByWidthInIOS18() {
        #expect(ListAppearance.insetGrouped.geometry(width: 402, look: .ios18).layoutMargin == 20)
        #expect(ListAppearance.insetGrouped.geometry(width: 390, look: .ios18).layoutMargin == 20)
        #expect(ListAppearance.insetGrouped.geometry(width: 375, look: .ios18).layoutMargin == 16)
        let ios18 = ListAppearance.insetGrouped.geometry(width: 402, look: .ios18)
        #expect(ios18.separatorThickness.points(atScale: 3) == 1.0 / 3 && ios18.separatorTrailingInset == 0)
    }

    @Test("The ios26 look: 16 pt cards with 26 pt corners, 52 pt rows, separators inset at both ends")
    func ios26Geometry() {
        for width in [320.0, 393, 402] {
            let card = ListAppearance.insetGrouped.geometry(width: width, look: .ios26)
            #expect(card.sectionInset == 16 && card.layoutMargin == 16 && card.sectionCornerRadius == 26)
            #expect(card.minimumRowHeight == 52 && card.separatorTrailingInset == 16)
            #expect(card.separatorThickness == .points(1) && card.separatorThickness.points(atScale: 2) == 1)
        }
        // Plain lists: separators stop at the side margin (measured at 402 pt: 20 pt; 16 pt narrow [I]); grouped
        // lists keep theirs to the edge [I]; the ios18 look draws both to the edge.
        #expect(ListAppearance.plain.geometry(width: 393, look: .ios26).separatorTrailingInset == 20)
        #expect(ListAppearance.plain.geometry(width: 375, look: .ios26).separatorTrailingInset == 16)
        #expect(ListAppearance.grouped.geometry(width: 393, look: .ios26).separatorTrailingInset == 0)
        #expect(ListAppearance.plain.geometry(width: 393, look: .ios18).separatorTrailingInset == 0)
        #expect(ListAppearance.plain.geometry(width: 402, look: .ios26).accessories.switchMetrics.minimumRowHeight == 53)
        #expect(ListAppearance.plain.geometry(width: 402, look: .ios26).accessories.disclosureTrailingPadding == 7.0 / 3)
        #expect(ListAppearance.plain.geometry(width: 402, look: .ios18).accessories.disclosureTrailingPadding == 0)
        #expect(ListAppearance.sidebar.geometry(width: 393, look: .ios26).minimumRowHeight == 44)
        let header = HeaderFooterStyle.groupedHeader.metrics(in: .ios26)
        #expect(header.textStyle == .headline && header.transform == .none && header.color == .secondaryLabel)
        let oldHeader = HeaderFooterStyle.groupedHeader.metrics(in: .ios18)
        #expect(oldHeader.textStyle == .footnote && oldHeader.transform == .uppercase)
        #expect(ListLook.default == .ios26)
    }

    @Test func sidebarsAreInsetWithoutSeparatorsAndSelectInTheTint() {
        for appearance in [ListAppearance.sidebar, .sidebarPlain] {
            let sidebar = appearance.geometry(width: 320, look: .ios18)
            #expect(!sidebar.showsSeparators && sidebar.sectionInset == 10 && sidebar.layoutMargin == 8)
            #expect(sidebar.cellBackground == .listSidebarCell && appearance.defaultCellStyle == .sidebarCell)
        }
        #expect(ListAppearance.sidebar.geometry(width: 320, look: .ios18).backgroundColor == .secondarySystemBackground)
        #expect(ListAppearance.sidebarPlain.geometry(width: 320, look: .ios18).backgroundColor == .systemBackground)
        let sidebarCell = ListBackgroundStyle.listSidebarCell.metrics
        #expect(sidebarCell.color(in: .normal) == .clear && sidebarCell.color(in: .selected) == .tintColor)
        #expect(sidebarCell.cornerRadius == 10)
        #expect(ListBackgroundStyle.listAccompaniedSidebarCell.metrics.color(in: .selected) == .secondarySystemFill)
        #expect(CellStyle.accompaniedSidebarCell.backgroundStyle == .listAccompaniedSidebarCell)
        #expect(CellStyle.valueCell.backgroundStyle == nil)
    }

    @Test func sidebarStylesFollowTheirListContentConfigurations() {
        for style in [CellStyle.sidebarCell, .sidebarSubtitleCell, .accompaniedSidebarCell, .accompaniedSidebarSubtitleCell] {
            let metrics = style.contentMetrics(in: .ios18)
            #expect(metrics.margins.leading == 8 && metrics.margins.trailing == 8)
            #expect(metrics.imageToTextPadding == 10 && metrics.symbolReservedWidth == 28 && metrics.numberOfLines == 1)
            #expect(metrics.secondaryTextStyle == .footnote && metrics.secondaryTextColor == .secondaryLabel)
        }
        #expect(CellStyle.sidebarCell.contentMetrics(in: .ios18).margins.top == 11)
        #expect(CellStyle.sidebarSubtitleCell.contentMetrics(in: .ios18).margins.top == 4)
    }
}
