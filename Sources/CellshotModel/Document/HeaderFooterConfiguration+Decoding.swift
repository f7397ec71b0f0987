import CellshotGraphics

extension HeaderFooterConfiguration {
    /// The keys of a header or footer object, in the order the reference lists them.
    static let keys = ["style"] + ListContent.keys + ["background"]

    /// Reads a header or footer: a string (its text) or a configuration object.
    /// - Parameter noun: `header` or `footer`, for messages.
    /// - Throws: ``DocumentError`` for anything else, an unknown key or style, or a wrong value.
    init(json value: JSONValue, at path: JSONPath, noun: String,
         in context: DecodingContext) throws(DocumentError) {
        let expected = "a \(noun) (a string, or an object with \"text\", \"style\"…)"
        guard case .object = value else {
            // Numbers and booleans get string()'s "write it in quotes" hint.
            self.init(text: try value.string(at: path, expected: expected))
            return
        }
        // A row's keys that headers do not have say so (when no close name is suggested instead).
        let rowOnly = ["textToSecondaryTextHorizontalPadding", "prefersSideBySideTextAndSecondaryText",
                       "axesPreservingSuperviewLayoutMargins", "accessories", "height", "state", "states", "template",
                       "values"]
        let hints = Dictionary(uniqueKeysWithValues: rowOnly.map { key in
            (key, "\(JSONText.quoted(key)) is a row's; a \(noun) has \(Self.keys.joined(separator: ", "))")
        })
        let object = try ObjectReader(value, at: path, expected: "a \(noun)", keys: Self.keys, hints: hints)
        self.init()
        style = try object.name("style")
        content = try ListContent(object: object, in: context)
        background = try object.background()
    }
}
