/// The list content configurations by the names UIKit gives their factories
/// (`UIListContentConfiguration.cell()`, `.subtitleCell()`, `.valueCell()`, the sidebar styles), so a list
/// built in Swift reads like the cell code it stands for:
///
/// ```swift
/// var content = CellConfiguration.valueCell()
/// content.text = "Wi-Fi"
/// content.secondaryText = "Home"
/// // or, in one expression:
/// let wifi = CellConfiguration.valueCell(text: "Wi-Fi", secondaryText: "Home", accessories: [.disclosureIndicator])
/// ```
extension CellConfiguration {
    /// A default cell: an image, a text and a secondary text below it (UIKit's `cell()`).
    public static func cell(text: String? = nil, secondaryText: String? = nil, image: ImageSource? = nil,
                            accessories: [CellAccessory]? = nil) -> CellConfiguration {
        styled(.cell, text, secondaryText, image, accessories)
    }

    /// A cell with a secondary text in a smaller font under the text (UIKit's `subtitleCell()`).
    public static func subtitleCell(text: String? = nil, secondaryText: String? = nil, image: ImageSource? = nil,
                                    accessories: [CellAccessory]? = nil) -> CellConfiguration {
        styled(.subtitleCell, text, secondaryText, image, accessories)
    }

    /// A cell with the secondary text at the trailing edge, beside the text (UIKit's `valueCell()`).
    public static func valueCell(text: String? = nil, secondaryText: String? = nil, image: ImageSource? = nil,
                                 accessories: [CellAccessory]? = nil) -> CellConfiguration {
        styled(.valueCell, text, secondaryText, image, accessories)
    }

    /// A sidebar cell (UIKit's `sidebarCell()`).
    public static func sidebarCell(text: String? = nil, secondaryText: String? = nil, image: ImageSource? = nil,
                                   accessories: [CellAccessory]? = nil) -> CellConfiguration {
        styled(.sidebarCell, text, secondaryText, image, accessories)
    }

    /// A sidebar cell with a secondary text under the text (UIKit's `sidebarSubtitleCell()`).
    public static func sidebarSubtitleCell(text: String? = nil, secondaryText: String? = nil, image: ImageSource? = nil,
                                           accessories: [CellAccessory]? = nil) -> CellConfiguration {
        styled(.sidebarSubtitleCell, text, secondaryText, image, accessories)
    }

    /// A sidebar cell beside a column (UIKit's `accompaniedSidebarCell()`).
    public static func accompaniedSidebarCell(text: String? = nil, secondaryText: String? = nil,
                                              image: ImageSource? = nil,
                                              accessories: [CellAccessory]? = nil) -> CellConfiguration {
        styled(.accompaniedSidebarCell, text, secondaryText, image, accessories)
    }

    /// A sidebar subtitle cell beside a column (UIKit's `accompaniedSidebarSubtitleCell()`).
    public static func accompaniedSidebarSubtitleCell(text: String? = nil, secondaryText: String? = nil,
                                                      image: ImageSource? = nil,
                                                      accessories: [CellAccessory]? = nil) -> CellConfiguration {
        styled(.accompaniedSidebarSubtitleCell, text, secondaryText, image, accessories)
    }

    private static func styled(_ style: CellStyle, _ text: String?, _ secondaryText: String?, _ image: ImageSource?,
                               _ accessories: [CellAccessory]?) -> CellConfiguration {
        CellConfiguration(style: style, text: text, secondaryText: secondaryText, image: image, accessories: accessories)
    }
}
