import CellshotModel
import Foundation

/// An accessory of a list cell: a chevron, a checkmark, a label, editing controls
/// (`UICellAccessory`), drawn as cellshot draws the document's `accessories`.
///
/// ```swift
/// cell.accessories = [.label(text: "3"), .disclosureIndicator()]
/// ```
/// Only the accessories cellshot draws are declared, each with `displayed:`. Of the `options:` of UIKit's
/// factories, the disclosure indicator's and the outline disclosure's are declared: their tint is drawn, their
/// other options are drawn or reported (the other accessories are drawn in their system look).
public struct UICellAccessory: Hashable {
    /// When an accessory is shown.
    public enum DisplayedState: Int, Hashable, Sendable {
        /// Always.
        case always
        /// Only while the list is editing.
        case whenEditing
        /// Only while the list is not editing.
        case whenNotEditing

        var model: CellAccessory.DisplayedState {
            switch self {
            case .always: .always
            case .whenEditing: .whenEditing
            case .whenNotEditing: .whenNotEditing
            }
        }
    }

    enum Kind: Hashable {
        case disclosureIndicator, checkmark, detail, delete, insert, reorder, multiselect
        case outlineDisclosure(OutlineDisclosureOptions.Style)
        case label(String)
        case customView(CustomViewConfiguration)
    }

    let kind: Kind
    let displayed: DisplayedState
    /// The glyph's colour its options give (`tintColor`); `nil` for the look's.
    var tintColor: UIColor?
    /// What the accessory's options ask for that cellshot does not draw, each a warning when the cell is drawn.
    var undrawnOptions: [String] = []

    init(kind: Kind, displayed: DisplayedState) {
        self.kind = kind
        self.displayed = displayed
    }

    /// The options of an outline disclosure accessory (`UICellAccessory.OutlineDisclosureOptions`).
    public struct OutlineDisclosureOptions: Hashable {
        /// The look of the disclosure chevron.
        public enum Style: Int, Hashable, Sendable {
            /// The cell's look, or the header's for a cell with children at the top of a section.
            case automatic
            /// A section header's look.
            case header
            /// A cell's look.
            case cell

            var model: OutlineDisclosureStyle {
                switch self {
                case .automatic: .automatic
                case .header: .header
                case .cell: .cell
                }
            }
        }

        /// The look; ``Style/automatic`` by default.
        public var style: Style
        /// Whether the accessory is hidden; `nil` for the system's choice.
        public var isHidden: Bool?
        /// The chevron's colour; `nil` for the system's.
        public var tintColor: UIColor?

        /// Options for an outline disclosure accessory.
        /// - Parameters:
        ///   - style: the look.
        ///   - isHidden: whether it is hidden.
        ///   - tintColor: the chevron's colour.
        public init(style: Style = .automatic, isHidden: Bool? = nil, tintColor: UIColor? = nil) {
            self.style = style
            self.isHidden = isHidden
            self.tintColor = tintColor
        }
    }

    /// The options of a disclosure indicator (`UICellAccessory.DisclosureIndicatorOptions`).
    public struct DisclosureIndicatorOptions: Hashable {
        /// Whether the accessory is hidden; `nil` for the system's choice (reported when set).
        public var isHidden: Bool?
        /// How wide its space is (reported unless ``LayoutDimension/standard``).
        public var reservedLayoutWidth: LayoutDimension
        /// The chevron's colour; `nil` for the look's (`tertiaryLabel`).
        public var tintColor: UIColor?

        /// Options for a disclosure indicator.
        /// - Parameters:
        ///   - isHidden: whether it is hidden.
        ///   - reservedLayoutWidth: how wide its space is.
        ///   - tintColor: the chevron's colour.
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension = .standard,
                    tintColor: UIColor? = nil) {
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
        }
    }

    /// A chevron pointing to the trailing edge, in its options' tint (`tertiaryLabel` without one); a hidden
    /// accessory or a reserved width in `options` is reported when drawn.
    /// - Parameters:
    ///   - displayed: when it is shown.
    ///   - options: its tint, hiding and width.
    public static func disclosureIndicator(displayed: DisplayedState = .always,
                                           options: DisclosureIndicatorOptions = DisclosureIndicatorOptions())
        -> UICellAccessory {
        var accessory = UICellAccessory(kind: .disclosureIndicator, displayed: displayed)
        accessory.tintColor = options.tintColor
        accessory.reportHiding(options.isHidden, of: "disclosureIndicator")
        if options.reservedLayoutWidth != .standard {
            accessory.undrawnOptions.append("the disclosureIndicator accessory's reservedLayoutWidth is not drawn: it "
                + "keeps the standard width")
        }
        return accessory
    }

    /// Notes an `isHidden` option cellshot does not draw.
    private mutating func reportHiding(_ isHidden: Bool?, of name: String) {
        guard isHidden != nil else { return }
        undrawnOptions.append("the \(name) accessory's isHidden is not drawn: leave the accessory out of accessories "
            + "to hide it")
    }

    /// A checkmark in the tint colour.
    /// - Parameter displayed: when it is shown.
    public static func checkmark(displayed: DisplayedState = .always) -> UICellAccessory {
        UICellAccessory(kind: .checkmark, displayed: displayed)
    }

    /// An info button.
    /// - Parameter displayed: when it is shown.
    public static func detail(displayed: DisplayedState = .always) -> UICellAccessory {
        UICellAccessory(kind: .detail, displayed: displayed)
    }

    /// The red delete control at the leading edge.
    /// - Parameter displayed: when it is shown; while editing by default.
    public static func delete(displayed: DisplayedState = .whenEditing) -> UICellAccessory {
        UICellAccessory(kind: .delete, displayed: displayed)
    }

    /// The green insert control at the leading edge.
    /// - Parameter displayed: when it is shown; while editing by default.
    public static func insert(displayed: DisplayedState = .whenEditing) -> UICellAccessory {
        UICellAccessory(kind: .insert, displayed: displayed)
    }

    /// The reorder grip.
    /// - Parameter displayed: when it is shown; while editing by default.
    public static func reorder(displayed: DisplayedState = .whenEditing) -> UICellAccessory {
        UICellAccessory(kind: .reorder, displayed: displayed)
    }

    /// The outline disclosure chevron; it points down when the cell's state is expanded. Its style and tint are
    /// drawn (the `.header` style at a header's text size, and a row with it is never drawn selected); `isHidden`
    /// in `options` is reported when drawn.
    /// - Parameters:
    ///   - displayed: when it is shown.
    ///   - options: its look (see above).
    ///   - actionHandler: what a tap does; never called (nothing is tapped in a snapshot).
    public static func outlineDisclosure(displayed: DisplayedState = .always,
                                         options: OutlineDisclosureOptions = OutlineDisclosureOptions(),
                                         actionHandler: (() -> Void)? = nil) -> UICellAccessory {
        var accessory = UICellAccessory(kind: .outlineDisclosure(options.style), displayed: displayed)
        accessory.tintColor = options.tintColor
        accessory.reportHiding(options.isHidden, of: "outlineDisclosure")
        return accessory
    }

    /// The selection circle at the leading edge; filled when the cell is selected.
    /// - Parameter displayed: when it is shown; while editing by default.
    public static func multiselect(displayed: DisplayedState = .whenEditing) -> UICellAccessory {
        UICellAccessory(kind: .multiselect, displayed: displayed)
    }

    /// A text in the secondary colour, such as a count.
    /// - Parameters:
    ///   - text: the text.
    ///   - displayed: when it is shown.
    public static func label(text: String, displayed: DisplayedState = .always) -> UICellAccessory {
        UICellAccessory(kind: .label(text), displayed: displayed)
    }

    /// The document model's accessory for a cell in a state.
    @MainActor func model(in state: UICellConfigurationState, lowering: ConfigurationLowering) -> CellAccessory {
        let kind: CellAccessory.Kind = switch self.kind {
        case .disclosureIndicator: .disclosureIndicator
        case .checkmark: .checkmark
        case .detail: .detail
        case .delete: .delete
        case .insert: .insert
        case .reorder: .reorder
        case .outlineDisclosure(let style): .outlineDisclosure(expanded: state.isExpanded, style: style.model)
        case .multiselect: .multiselect(selected: state.isSelected)
        case .label(let text): .label(text)
        case .customView(let configuration): .customView(configuration.model(with: lowering))
        }
        return CellAccessory(kind, displayed: displayed.model, tintColor: tintColor.map(lowering.color))
    }
}

extension UICellAccessory {
    /// Where a custom view accessory goes, and when it is shown (`UICellAccessory.Placement`).
    public enum Placement: Hashable, Sendable {
        /// Before the content.
        case leading(displayed: DisplayedState = .always)
        /// After the content.
        case trailing(displayed: DisplayedState = .always)
    }

    /// How wide an accessory's space is (`UICellAccessory.LayoutDimension`).
    public enum LayoutDimension: Hashable, Sendable {
        /// The system's standard width.
        case standard
        /// The view's own width.
        case actual
        /// A width in points.
        case custom(CGFloat)
    }

    /// A view of yours as an accessory (`UICellAccessory.CustomViewConfiguration`). cellshot draws a
    /// `UIImageView` with an image (as the document's custom image accessory, in its `tintColor`); any other
    /// view is an error when the cell is drawn.
    public struct CustomViewConfiguration: Hashable {
        /// The view.
        public var customView: UIView
        /// Where it goes and when it is shown.
        public var placement: Placement
        /// Whether it is hidden; `nil` for the system's choice (reported when set).
        public var isHidden: Bool?
        /// How wide its space is.
        public var reservedLayoutWidth: LayoutDimension
        /// The tint of a symbol image; `nil` for the view's own.
        public var tintColor: UIColor?
        /// Whether the view keeps its size at every Dynamic Type size.
        public var maintainsFixedSize: Bool

        /// A custom view accessory.
        /// - Parameters:
        ///   - customView: the view (a `UIImageView` with an image is drawn).
        ///   - placement: where it goes.
        ///   - isHidden: whether it is hidden.
        ///   - reservedLayoutWidth: how wide its space is.
        ///   - tintColor: the tint of a symbol image.
        ///   - maintainsFixedSize: whether it keeps its size.
        public init(customView: UIView, placement: Placement, isHidden: Bool? = nil,
                    reservedLayoutWidth: LayoutDimension = .standard, tintColor: UIColor? = nil,
                    maintainsFixedSize: Bool = false) {
            self.customView = customView
            self.placement = placement
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
            self.maintainsFixedSize = maintainsFixedSize
        }

        /// The image a drawable custom view shows: a plain `UIImageView` with an image, or a button (of any
        /// class) with an image and no title, which is as big as its image; `nil` for any other view.
        @MainActor var image: UIImage? {
            if let button = customView as? UIButton { return button.accessoryImage }
            guard let imageView = customView as? UIImageView, type(of: customView) == UIImageView.self else { return nil }
            return imageView.image
        }

        /// The symbol configuration the drawn image is drawn with: the image view's, or the button's.
        @MainActor var symbolConfiguration: UIImage.SymbolConfiguration? {
            if let button = customView as? UIButton { return button.accessorySymbolConfiguration }
            return (customView as? UIImageView)?.symbolConfiguration
        }

        @MainActor func model(with lowering: ConfigurationLowering) -> CellAccessory.CustomViewConfiguration {
            let placement: CellAccessory.Placement = if case .leading = self.placement { .leading } else { .trailing }
            let width: CellAccessory.LayoutDimension = switch reservedLayoutWidth {
            case .standard: .standard
            case .actual: .actual
            case .custom(let points): .custom(Double(points))
            }
            // A symbol drawn in its own colour keeps it; else the configuration's tint, else the view's own.
            let tint = image?.symbolOriginalColor ?? tintColor ?? customView.explicitTintColor
            var model = CellAccessory.CustomViewConfiguration(
                image: image?.drawnSource ?? .symbol(""), placement: placement,
                tintColor: tint.map(lowering.color), reservedLayoutWidth: width,
                maintainsFixedSize: maintainsFixedSize)
            if case .symbol? = image?.drawnSource, let symbolConfiguration, symbolConfiguration.size != nil
                || ![.unspecified, .default, .medium].contains(symbolConfiguration.scale) {
                model.symbolPointSize = Double(symbolConfiguration.drawnPointSize(fallback: UIImageView.defaultSymbolPointSize))
            }
            return model
        }
    }

    /// A view of yours beside the content (`customView(configuration:)`): a `UIImageView` with an image is
    /// drawn; any other view is an error naming it when the cell is drawn.
    /// - Parameter configuration: the view and its placement.
    public static func customView(configuration: CustomViewConfiguration) -> UICellAccessory {
        let displayed: DisplayedState = switch configuration.placement {
        case .leading(let displayed), .trailing(let displayed): displayed
        }
        var accessory = UICellAccessory(kind: .customView(configuration), displayed: displayed)
        accessory.reportHiding(configuration.isHidden, of: "customView")
        return accessory
    }
}
