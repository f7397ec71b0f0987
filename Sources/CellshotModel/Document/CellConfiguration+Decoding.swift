import CellshotGraphics

extension CellConfiguration {
    /// The keys of a configuration, in the order the reference lists them.
    static let keys = ["style"] + ListContent.keys + [
        "textToSecondaryTextHorizontalPadding", "prefersSideBySideTextAndSecondaryText",
        "axesPreservingSuperviewLayoutMargins", "accessories", "height", "background",
    ]

    /// Reads the configuration keys of an already checked object (a row, or a state override).
    init(object: ObjectReader, in context: DecodingContext) throws(DocumentError) {
        self.init()
        style = try object.name("style")
        content = try ListContent(object: object, in: context)
        textToSecondaryTextHorizontalPadding = try object.length("textToSecondaryTextHorizontalPadding", noun: "a padding")
        prefersSideBySideTextAndSecondaryText = try object.bool("prefersSideBySideTextAndSecondaryText")
        axesPreservingSuperviewLayoutMargins = try object.name("axesPreservingSuperviewLayoutMargins")
        accessories = try Self.accessories(object, in: context)
        height = try object.decode("height") { (value, path) throws(DocumentError) in try RowHeight(json: value, at: path) }
        background = try object.background()
    }

    /// The keys of a list content view's configuration in a template (`UIListContentView`): a configuration's
    /// content, without what belongs to the cell (accessories, height, background).
    static let listContentKeys = ["style"] + ListContent.keys + [
        "textToSecondaryTextHorizontalPadding", "prefersSideBySideTextAndSecondaryText",
        "axesPreservingSuperviewLayoutMargins",
    ]

    /// Reads a template list content view's configuration (``listContentKeys``), its keys already checked; the
    /// same decoding as a row's content.
    init(listContent object: some MemberReading, in context: DecodingContext) throws(DocumentError) {
        self.init()
        style = try object.name("style")
        content = try ListContent(object: object, in: context)
        textToSecondaryTextHorizontalPadding = try object.length("textToSecondaryTextHorizontalPadding", noun: "a padding")
        prefersSideBySideTextAndSecondaryText = try object.bool("prefersSideBySideTextAndSecondaryText")
        axesPreservingSuperviewLayoutMargins = try object.name("axesPreservingSuperviewLayoutMargins")
    }

    /// An object's `accessories`: at most ``DocumentLimits/maximumAccessories`` of them; `nil` when not written.
    static func accessories(_ object: ObjectReader, in context: DecodingContext) throws(DocumentError) -> [CellAccessory]? {
        try object.decode("accessories") { (value, path) throws(DocumentError) in
            var accessories: [CellAccessory] = []
            let elements = try value.array(at: path, expected: "an array of accessories")
            let limit = DocumentLimits.maximumAccessories
            guard elements.count <= limit else {
                throw DocumentError(.invalidValue, path: path,
                                    message: "expected at most \(limit) accessories, found \(elements.count)",
                                    hint: "a row shows a few accessories beside its text")
            }
            for (index, element) in elements.enumerated() {
                accessories.append(try CellAccessory(json: element, at: path.appending(index: index), in: context))
            }
            return accessories
        }
    }
}
