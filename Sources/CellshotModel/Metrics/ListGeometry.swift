import CellshotGraphics

/// The geometry and colours of a list appearance: what `UICollectionLayoutListConfiguration`,
/// `UIBackgroundConfiguration`'s list factories and `UICellAccessory` give by default.
package struct ListGeometry: Sendable, Hashable {
    /// Behind the rows and between sections.
    package var backgroundColor: SystemColor
    /// The background factory of the rows (`listPlainCell()`, `listGroupedCell()`, `listSidebarCell()`);
    /// a sidebar content style brings its own (``CellStyle/backgroundStyle``).
    package var cellBackground: ListBackgroundStyle
    /// The horizontal inset of each section's card (insetGrouped) or 0.
    package var sectionInset: Double
    /// The corner radius of a section's card (insetGrouped) or 0.
    package var sectionCornerRadius: Double
    /// The cells' horizontal layout margin: where content starts and trailing accessories end,
    /// measured from the cell's (or card's) edge.
    package var layoutMargin: Double
    /// A row's minimum height.
    package var minimumRowHeight: Double
    /// The cell content view's vertical layout margin, above and below content laid out by a front end (a
    /// SwiftUI row, `UIHostingConfiguration`): 11 pt up to iOS 18, 15 pt on iOS 26 [M: home-assistant's SwiftUI
    /// SensorRow, a body and a subheadline text in a List row, is 60.67 pt on iOS 18.2 and 68.67 pt on iOS 26 —
    /// 38.67 pt of text and 11 or 15 above and below; cellshot's iOS 26 UIKit figure, a body line 15 pt from each
    /// edge of a 52 pt row, agrees]. The built-in styles keep their own (`ListContentMetrics`).
    package var rowVerticalMargin: Double = 11
    /// The cell content view's trailing layout margin beside a trailing accessory, for content laid out by a front
    /// end (a SwiftUI `NavigationLink` row's label): 1 pt up to iOS 18, 3 pt on iOS 26 [M: home-assistant's
    /// ListPicker row — an HStack of a title and a secondary value, before the chevron — on iOS 18.2 and 26.0: the
    /// value's ink ends 11.67 and 14 pt before the chevron's; these margins put cellshot's (Inter's) ink within a
    /// pixel of it. The layout margin (20 or 16 pt) would end it 28 pt before].
    package var rowTrailingMarginBesideAccessory: Double = 1
    /// Whether rows are divided by separators (sidebars have none).
    package var showsSeparators: Bool
    /// The separators' colour.
    package var separatorColor: SystemColor
    /// How thick the separators are.
    package var separatorThickness: LineThickness
    /// How far before the cell's trailing edge the separators stop (iOS 26 cards inset them at both ends).
    package var separatorTrailingInset: Double
    /// Whether the last row of a section draws a separator below it.
    package var separatorAfterLastRow: Bool
    /// Whether a section is framed by full-width separators above its first and below its last row (grouped).
    package var sectionEdgeSeparators: Bool
    /// How section headers look when they name no style (`plainHeader`, `groupedHeader`).
    package var header: HeaderFooterMetrics
    /// How section footers look when they name no style (`plainFooter`, `groupedFooter`).
    package var footer: HeaderFooterMetrics
    /// The space a section without a header leaves above its rows.
    package var emptyHeaderHeight: Double
    /// The extra space above the first section when it has no header (grouped lists start lower).
    package var firstSectionTopPadding: Double
    /// The space a section without a footer leaves below its rows.
    package var emptyFooterHeight: Double
    /// The space above every header but the first one's (`sectionHeaderTopPadding`).
    package var headerTopPadding: Double
    /// The trailing accessories' sizes and spacing.
    package var accessories: AccessoryMetrics
}

/// The thickness of a line that UIKit draws in device pixels or in points.
package enum LineThickness: Sendable, Hashable {
    /// One physical pixel at any scale (`1 / UIScreen.scale`): iOS 14–18 separators.
    case onePixel
    /// A thickness in points.
    case points(Double)

    /// The thickness in points at `scale` pixels per point.
    package func points(atScale scale: Double) -> Double {
        switch self {
        case .onePixel: 1 / scale
        case .points(let points): points
        }
    }
}

/// `UIBackgroundConfiguration`'s list cell factories: which one a row gets follows the list appearance,
/// or the row's sidebar content style.
public enum ListBackgroundStyle: String, CaseIterable, Sendable, Hashable {
    /// `listPlainCell()`.
    case listPlainCell
    /// `listGroupedCell()` (grouped and inset grouped lists).
    case listGroupedCell
    /// `listSidebarCell()`: clear, a rounded tint selection.
    case listSidebarCell
    /// `listAccompaniedSidebarCell()`: clear, a rounded grey selection.
    case listAccompaniedSidebarCell
}

/// The colours and shape of a list cell background factory in each state.
package struct CellBackgroundMetrics: Sendable, Hashable {
    /// The fill in the normal state.
    package var normal: SystemColor
    /// The fill while highlighted (pressed).
    package var highlighted: SystemColor
    /// The fill when selected.
    package var selected: SystemColor
    /// The corner radius of the fill.
    package var cornerRadius: Double

    /// The fill in a state.
    package func color(in state: CellState) -> SystemColor {
        switch state {
        case .selected: selected
        case .highlighted: highlighted
        default: normal
        }
    }
}

extension ListBackgroundStyle {
    /// This factory's fills, part of THE table (docs/reference/uikit-metrics.md, "UIBackgroundConfiguration"):
    /// plain cells are systemBackground, grouped ones secondarySystemGroupedBackground, both turning the
    /// selected grey (systemGray4 [I]) when highlighted or selected; sidebar cells are clear with 10 pt corners,
    /// the tint when selected and secondarySystemFill while pressed [I]; accompanied sidebar cells turn
    /// secondarySystemFill when selected (reference) and pressed [I].
    package var metrics: CellBackgroundMetrics {
        switch self {
        case .listPlainCell:
            CellBackgroundMetrics(normal: .systemBackground, highlighted: .systemGray4, selected: .systemGray4,
                                  cornerRadius: 0)
        case .listGroupedCell:
            CellBackgroundMetrics(normal: .secondarySystemGroupedBackground, highlighted: .systemGray4,
                                  selected: .systemGray4, cornerRadius: 0)
        case .listSidebarCell:
            CellBackgroundMetrics(normal: .clear, highlighted: .secondarySystemFill, selected: .tintColor,
                                  cornerRadius: 10)
        case .listAccompaniedSidebarCell:
            CellBackgroundMetrics(normal: .clear, highlighted: .secondarySystemFill, selected: .secondarySystemFill,
                                  cornerRadius: 10)
        }
    }
}

/// Sizes and spacing of `UICellAccessory` views at the Large content size.
package struct AccessoryMetrics: Sendable, Hashable {
    /// The disclosure chevron's box (`chevron.forward`, emphasized body, small scale).
    package var disclosureSize: Size
    /// The room between the chevron's box and the end of the accessory (the layout margin): iOS 26 draws the
    /// chevron further in than the other trailing accessories. Grows with Dynamic Type as the box does.
    package var disclosureTrailingPadding: Double
    /// The checkmark's box (`checkmark`, emphasized body, medium scale).
    package var checkmarkSize: Size
    /// The stroke width of both glyphs (semibold).
    package var glyphStrokeWidth: Double
    /// The gap between the cell's content and the first trailing accessory.
    package var contentToAccessory: Double
    /// The gap between two trailing accessories.
    package var betweenAccessories: Double
    /// The text style of a label accessory.
    package var labelTextStyle: TextStyle
    /// The colour of a label accessory.
    package var labelColor: SystemColor
    /// The colour of the disclosure chevron.
    package var disclosureColor: SystemColor
    /// The info button's box (`info.circle`, `.detail()`).
    package var detailSize: Size
    /// The outline disclosure chevron's box: square, so that turning it down when expanded moves nothing.
    package var outlineDisclosureSize: Size
    /// The reorder handle's box (`line.horizontal.3`).
    package var reorderSize: Size
    /// The box of the editing and selection circles (`minus.circle.fill`, `plus.circle.fill`, `circle`,
    /// `checkmark.circle.fill`).
    package var controlCircleSize: Size
    /// The pop-up menu chevrons' box (`chevron.up.chevron.down`).
    package var popUpMenuSize: Size
    /// The stroke width of the thin outlines: the info button's and the empty selection circle's.
    package var outlineStrokeWidth: Double
    /// The gap between two leading accessories.
    package var betweenLeadingAccessories: Double
    /// The colour of the reorder handle.
    package var reorderColor: SystemColor
    /// The colour of the pop-up menu chevrons.
    package var popUpMenuColor: SystemColor
    /// The outline of an empty selection circle.
    package var multiselectColor: SystemColor
    /// The delete circle's fill.
    package var deleteColor: SystemColor
    /// The insert circle's fill.
    package var insertColor: SystemColor
    /// A `UISwitch` accessory view's shape and colours.
    package var switchMetrics: SwitchMetrics
}

/// A `UISwitch`'s shape and colours: a capsule track with a white thumb at its leading end (off) or
/// its trailing end (on).
package struct SwitchMetrics: Sendable, Hashable {
    /// The track's size; a switch keeps it at every Dynamic Type size, as `UISwitch` does.
    package var trackSize: Size
    /// The thumb's size: a circle (ios18) or a capsule (ios26).
    package var thumbSize: Size
    /// The gap between the thumb and the track's edge.
    package var thumbInset: Double
    /// The track when on, unless the switch names an `onTintColor`.
    package var onColor: SystemColor
    /// The track when off.
    package var offColor: SystemColor
    /// The thumb's colour.
    package var thumbColor: SystemColor
    /// The opacity of a disabled switch.
    package var disabledAlpha: Double
    /// The least height of a self-sizing row with a switch among its accessories.
    package var minimumRowHeight: Double

    /// A switch's content hugging priority on both axes (compression resistance is every view's 750): it keeps
    /// its size where a plain view would stretch. Source: Interface Builder's defaults for UISwitch (750, 750),
    /// tabled in the Q&A "What are the default Auto Layout content hugging and content compression resistance
    /// priority values?" (Xcode 7.3) [M]; the same in every look.
    package static let huggingPriority = 750.0
}

extension SwitchMetrics {
    /// A switch's figures in a look: the same in every appearance and at every width (the table below).
    package static func of(_ look: ListLook) -> SwitchMetrics {
        ListAppearance.plain.geometry(width: 390, look: look).accessories.switchMetrics
    }
}

extension ListAppearance {
    /// This appearance's geometry for a list `width` points wide in a look: THE table of list figures.
    ///
    /// Both looks share the colours and accessories; the figures that differ are in the `ListLook` switch.
    ///
    /// Source: docs/reference/uikit-metrics.md ("UIBackgroundConfiguration", "Geometry",
    /// "UIListContentConfiguration defaults", "Accessories") and docs/reference/ios/README.md (figures
    /// measured on iOS 17.5, 18.5 and 26.2 simulator screenshots of an inset grouped list at 393 and 402 pt, marked
    /// [M]); [I] marks what no reference shows and was inferred:
    /// - plain lists are systemBackground with systemBackground cells; grouped and inset grouped lists are
    ///   systemGroupedBackground with secondarySystemGroupedBackground cells; the selected grey is systemGray4 [I];
    /// - **ios18**: inset grouped cards have 10 pt corners [M] and insets of 20 pt on wide phones [M: 393 and 402 pt]
    ///   and 16 pt on narrow ones (≤ 320 pt; 375 pt taken as narrow [I]); inside a card the cells' layout margin
    ///   is the same 20 pt on wide phones [M: text ink at 41 pt] (16 on narrow ones [I]); in plain and grouped lists
    ///   it is the side margin; rows are at least 44 pt [M]; separators are 1 px [M], `separator` coloured, from the
    ///   text to the cell's trailing edge [M];
    /// - **ios26**: inset grouped cards 16 pt from the edges [M: 402 pt; at every width I], 16 pt layout margin
    ///   inside [M], ~26 pt corners [M: circle fit 76–78 px @3x]; rows at least 52 pt [M: inset grouped; plain and
    ///   grouped lists I]; separators 1 pt thick [M: a 3 px band @3x] and, in cards, stopping 16 pt before the
    ///   trailing edge [M]; the same margins as ios18 in plain and grouped lists [I]; sidebars as in ios18 [I];
    ///   in plain lists the separators stop at the layout margin before the trailing edge [M: 20 pt at 402 pt,
    ///   60 → 1146 px @3x; 16 pt on narrow phones I], the last row's included [M] (grouped lists keep theirs to the
    ///   edge [I]); a row with a switch is at least 53 pt [M: plain list]; the disclosure chevron ends 7/3 pt inside
    ///   the layout margin [M: its ink 18.3 pt inside a card, 16 pt margin; iOS 18: 20.7 pt, drawn at the margin];
    ///   all measured on real iOS 26 screenshots (docs/reference/ios26-colors.md);
    /// - inset grouped sections draw no separator after their last row [M]; grouped sections are framed by
    ///   full-width separators [I: iOS 13+ grouped table look];
    /// - headers and footers: plain lists use plainHeader and plainFooter, grouped and inset grouped lists
    ///   groupedHeader and groupedFooter (their figures, per look: ``HeaderFooterStyle/metrics(in:)``); plain lists
    ///   leave 22 pt (`sectionHeaderTopPadding`) above the headers of later sections [I: not above the first];
    ///   grouped sections without a header or footer leave 17.5 pt each [M: 53 px @3x without a footer], the first
    ///   section 35 pt;
    /// - accessories: the chevron is tertiaryLabel, the label accessory body secondaryLabel; content → accessory
    ///   16 pt is split as the content's own 8 pt trailing margin plus 8 pt [I], 8 pt between accessories; the glyph
    ///   boxes are measured from SF Symbols at body size [I: chevron 8 × 14, checkmark 14 × 13, stroke 2];
    ///   the info button (tint) 22 × 22 [I], the outline disclosure chevron in a 14 × 14 box [I], the reorder
    ///   handle 18 × 12 tertiaryLabel [I], the delete (systemRed), insert (systemGreen) and selection circles
    ///   22 × 22 [I], the empty selection circle tertiaryLabel, the pop-up chevrons 10 × 16 secondaryLabel [I],
    ///   thin outlines 1.5 pt [I]; leading accessories start at the layout margin, 8 pt apart [I], and the
    ///   content view starts right after the last one (its own 16 pt leading margin then applies) [I]; a header's
    ///   accessories are its trailing ones, 8 pt apart, 2 × `contentToAccessory` (16 pt) after its texts, and an
    ///   outline disclosure of the header style in a header is the 14 pt box scaled by the header text's point
    ///   size ÷ 17 [I];
    /// - switches (`UISwitch` in `accessoryView`): a capsule track, **ios18** 51 × 31 pt with a 27 pt thumb, **ios26**
    ///   63 × 28 pt [M: AccessibilitySnapshot's iOS 26.2 switches, docs/fidelity.md] with a 37 × 24 pt
    ///   capsule thumb [I: thumb], 2 pt from the track's edge; systemGreen when on,
    ///   secondarySystemFill when off, a white thumb [I: colours from UIKit's defaults], dimmed to 50 % when
    ///   disabled [I]; the same size at every content size;
    /// - sidebars: no separators; rows inset 10 pt from the list's sides so their rounded selection stands free,
    ///   a layout margin of 8 (sidebarCell's own) [I]; `sidebar` on secondarySystemBackground (light grey, dark
    ///   grey in dark mode) [I], `sidebarPlain` on systemBackground; headers (`sidebarHeader()`) bold title3 in
    ///   label, 12 pt above and 8 below [I]; footers as grouped ones; sections without a header or footer leave
    ///   10 pt [I];
    /// - sections of different appearances (``Section/appearance``, a section provider's own list configurations:
    ///   Apple, `UICollectionLayoutListConfiguration`) each take their own appearance's figures from this table,
    ///   the space between two being the first's below plus the second's above [I]; such a section fills its
    ///   extent with its `backgroundColor`, else this table's `backgroundColor` of its appearance (Apple,
    ///   `UICollectionLayoutListConfiguration.backgroundColor`; docs/reference/uikit-metrics.md, "Sections of
    ///   different appearances").
    package func geometry(width: Double, look: ListLook) -> ListGeometry {
        var geometry = baseGeometry(width: width, look: look)
        // Sidebars keep iOS 18's figures in both looks (below), their rows' margins too [I].
        geometry.rowVerticalMargin = switch (look, self) {
        case (.ios18, _), (_, .sidebar), (_, .sidebarPlain): 11
        case (.ios26, _): 15
        }
        geometry.rowTrailingMarginBesideAccessory = switch look {
        case .ios18: 1
        case .ios26: 3
        }
        return geometry
    }

    private func baseGeometry(width: Double, look: ListLook) -> ListGeometry {
        let wide = width >= 390
        let sideMargin = wide ? 20.0 : 16.0
        // The figures that differ between the looks.
        let cardInset: Double, cardMargin: Double, cardCornerRadius: Double, rowHeight: Double
        let separatorThickness: LineThickness, cardSeparatorTrailingInset: Double, plainSeparatorTrailingInset: Double
        let switchTrack: Size, switchThumb: Size, switchRowHeight: Double, disclosurePadding: Double
        switch look {
        case .ios18:
            (cardInset, cardMargin, cardCornerRadius, rowHeight) = (sideMargin, sideMargin, 10, 44)
            (separatorThickness, cardSeparatorTrailingInset, plainSeparatorTrailingInset) = (.onePixel, 0, 0)
            (switchTrack, switchThumb, switchRowHeight) = (Size(width: 51, height: 31), Size(width: 27, height: 27), 44)
            disclosurePadding = 0
        case .ios26:
            (cardInset, cardMargin, cardCornerRadius, rowHeight) = (16, 16, 26, 52)
            (separatorThickness, cardSeparatorTrailingInset, plainSeparatorTrailingInset) = (.points(1), 16, sideMargin)
            (switchTrack, switchThumb, switchRowHeight) = (Size(width: 63, height: 28), Size(width: 37, height: 24), 53)
            disclosurePadding = 7.0 / 3
        }
        let accessories = AccessoryMetrics(disclosureSize: Size(width: 8, height: 14),
                                           disclosureTrailingPadding: disclosurePadding,
                                           checkmarkSize: Size(width: 14, height: 13), glyphStrokeWidth: 2,
                                           contentToAccessory: 8, betweenAccessories: 8, labelTextStyle: .body,
                                           labelColor: .secondaryLabel, disclosureColor: .tertiaryLabel,
                                           detailSize: Size(width: 22, height: 22),
                                           outlineDisclosureSize: Size(width: 14, height: 14),
                                           reorderSize: Size(width: 18, height: 12),
                                           controlCircleSize: Size(width: 22, height: 22),
                                           popUpMenuSize: Size(width: 10, height: 16), outlineStrokeWidth: 1.5,
                                           betweenLeadingAccessories: 8, reorderColor: .tertiaryLabel,
                                           popUpMenuColor: .secondaryLabel, multiselectColor: .tertiaryLabel,
                                           deleteColor: .systemRed, insertColor: .systemGreen,
                                           switchMetrics: SwitchMetrics(trackSize: switchTrack, thumbSize: switchThumb,
                                                                        thumbInset: 2, onColor: .systemGreen,
                                                                        offColor: .secondarySystemFill,
                                                                        thumbColor: .white, disabledAlpha: 0.5,
                                                                        minimumRowHeight: switchRowHeight))
        let plainHeader = HeaderFooterStyle.plainHeader.metrics(in: look)
        let plainFooter = HeaderFooterStyle.plainFooter.metrics(in: look)
        let groupedHeader = HeaderFooterStyle.groupedHeader.metrics(in: look)
        let groupedFooter = HeaderFooterStyle.groupedFooter.metrics(in: look)
        switch self {
        case .plain:
            return ListGeometry(backgroundColor: .systemBackground, cellBackground: .listPlainCell,
                                sectionInset: 0, sectionCornerRadius: 0,
                                layoutMargin: sideMargin, minimumRowHeight: rowHeight, showsSeparators: true,
                                separatorColor: .separator, separatorThickness: separatorThickness,
                                separatorTrailingInset: plainSeparatorTrailingInset,
                                separatorAfterLastRow: true, sectionEdgeSeparators: false,
                                header: plainHeader, footer: plainFooter, emptyHeaderHeight: 0,
                                firstSectionTopPadding: 0, emptyFooterHeight: 0, headerTopPadding: 22,
                                accessories: accessories)
        case .grouped:
            return ListGeometry(backgroundColor: .systemGroupedBackground, cellBackground: .listGroupedCell,
                                sectionInset: 0, sectionCornerRadius: 0,
                                layoutMargin: sideMargin, minimumRowHeight: rowHeight, showsSeparators: true,
                                separatorColor: .separator, separatorThickness: separatorThickness,
                                separatorTrailingInset: 0,
                                separatorAfterLastRow: false, sectionEdgeSeparators: true,
                                header: groupedHeader, footer: groupedFooter, emptyHeaderHeight: 17.5,
                                firstSectionTopPadding: 17.5, emptyFooterHeight: 17.5, headerTopPadding: 0,
                                accessories: accessories)
        case .insetGrouped:
            return ListGeometry(backgroundColor: .systemGroupedBackground, cellBackground: .listGroupedCell,
                                sectionInset: cardInset, sectionCornerRadius: cardCornerRadius, layoutMargin: cardMargin,
                                minimumRowHeight: rowHeight, showsSeparators: true, separatorColor: .separator,
                                separatorThickness: separatorThickness, separatorTrailingInset: cardSeparatorTrailingInset,
                                separatorAfterLastRow: false, sectionEdgeSeparators: false,
                                header: groupedHeader, footer: groupedFooter, emptyHeaderHeight: 17.5,
                                firstSectionTopPadding: 17.5, emptyFooterHeight: 17.5, headerTopPadding: 0,
                                accessories: accessories)
        case .sidebar, .sidebarPlain:
            let sidebarHeader = HeaderFooterStyle.sidebarHeader.metrics(in: look)
            return ListGeometry(backgroundColor: self == .sidebar ? .secondarySystemBackground : .systemBackground,
                                cellBackground: .listSidebarCell, sectionInset: 10, sectionCornerRadius: 0,
                                layoutMargin: 8, minimumRowHeight: 44, showsSeparators: false,
                                separatorColor: .separator, separatorThickness: separatorThickness,
                                separatorTrailingInset: 0, separatorAfterLastRow: false, sectionEdgeSeparators: false,
                                header: sidebarHeader, footer: groupedFooter, emptyHeaderHeight: 10,
                                firstSectionTopPadding: 0, emptyFooterHeight: 10, headerTopPadding: 0,
                                accessories: accessories)
        }
    }
}
