import CellshotGraphics

extension CellConfiguration {
    /// The keys of a configuration, in the order the reference lists them.
    static let keys = [
        "style", "text", "secondaryText", "image", "textProperties", "secondaryTextProperties", "imageProperties",
        "directionalLayoutMargins", "imageToTextPadding", "textToSecondaryTextVerticalPadding",
        "textToSecondaryTextHorizontalPadding", "prefersSideBySideTextAndSecondaryText",
        "axesPreservingSuperviewLayoutMargins", "accessories", "height", "background",
    ]

    /// Reads the configuration keys of an already checked object (a row, or a state override).
    init(object: ObjectReader, in context: DecodingContext) throws(DocumentError) {
        self.init()
        style = try object.name("style")
        text = try object.string("text", expected: "a text (a string)")
        secondaryText = try object.string("secondaryText", expected: "a secondary text (a string)")
        image = try object.image(in: context)
        textProperties = try object.textProperties("textProperties")
        secondaryTextProperties = try object.textProperties("secondaryTextProperties")
        imageProperties = try object.imageProperties()
        directionalLayoutMargins = try object.directionalLayoutMargins()
        imageToTextPadding = try object.length("imageToTextPadding", noun: "a padding")
        textToSecondaryTextVerticalPadding = try object.length("textToSecondaryTextVerticalPadding", noun: "a padding")
        textToSecondaryTextHorizontalPadding = try object.length("textToSecondaryTextHorizontalPadding", noun: "a padding")
        prefersSideBySideTextAndSecondaryText = try object.bool("prefersSideBySideTextAndSecondaryText")
        axesPreservingSuperviewLayoutMargins = try object.name("axesPreservingSuperviewLayoutMargins")
        accessories = try object.decode("accessories") { (value, path) throws(DocumentError) in
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
        height = try object.decode("height") { (value, path) throws(DocumentError) in try RowHeight(json: value, at: path) }
        background = try object.background()
    }
}
