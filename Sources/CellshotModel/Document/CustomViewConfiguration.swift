extension CellAccessory {
    /// A custom accessory that shows an image, like `UICellAccessory.CustomViewConfiguration` with a
    /// `UIImageView` as its custom view (a document cannot hold a view; an image is what they usually show).
    ///
    /// ```json
    /// { "customView": { "image": "star.fill", "placement": "leading", "tintColor": "systemYellow" } }
    /// { "customView": { "image": "images/badge.svg", "placement": "trailing", "reservedLayoutWidth": "actual" } }
    /// ```
    public struct CustomViewConfiguration: Hashable, Sendable {
        /// The image: an SF Symbol name or an image file.
        public var image: ImageSource
        /// Which edge of the cell the accessory sits at.
        public var placement: Placement
        /// The colour a symbol is drawn in; `nil` for the tint (white on a tinted background, as the
        /// other accessories).
        public var tintColor: ColorReference?
        /// The width kept for the accessory, the image centred in it (`reservedLayoutWidth`).
        public var reservedLayoutWidth: LayoutDimension
        /// Whether the image keeps its size at every content size instead of growing with Dynamic Type as
        /// the system accessories do (`maintainsFixedSize`: the view keeps its frame size).
        public var maintainsFixedSize: Bool
        /// A symbol's point size at the Large content size (a button's or image view's symbol configuration);
        /// `nil` for the body text's, as UIKit's image views draw a symbol without a configuration.
        public var symbolPointSize: Double?

        /// Creates a custom image accessory; the defaults are UIKit's.
        /// - Parameters:
        ///   - image: the image.
        ///   - placement: the edge.
        ///   - tintColor: a symbol's colour, or `nil` for the tint.
        ///   - reservedLayoutWidth: the width kept for the accessory.
        ///   - maintainsFixedSize: whether the image keeps its size at every content size.
        public init(image: ImageSource, placement: Placement, tintColor: ColorReference? = nil,
                    reservedLayoutWidth: LayoutDimension = .standard, maintainsFixedSize: Bool = false) {
            self.image = image
            self.placement = placement
            self.tintColor = tintColor
            self.reservedLayoutWidth = reservedLayoutWidth
            self.maintainsFixedSize = maintainsFixedSize
        }
    }

    /// The edge a custom accessory sits at (`UICellAccessory.Placement`).
    public enum Placement: String, CaseIterable, Hashable, Sendable {
        /// Before the content, after the leading system accessories written before it.
        case leading
        /// After the content, with the trailing accessories.
        case trailing
    }

    /// A width kept for an accessory (`UICellAccessory.LayoutDimension`).
    public enum LayoutDimension: Hashable, Sendable {
        /// The system's standard width, so that accessories of different widths line up their content.
        case standard
        /// The accessory's own width.
        case actual
        /// A width in points (the accessory's own width when it is wider).
        case custom(Double)
    }
}

extension CellAccessory.Placement: DocumentName {
    static var nameDescription: String { "a placement" }
}
