import CellshotGraphics

extension HeaderFooterConfiguration {
    /// The keys of a header or footer object, in the order the reference lists them.
    static let keys = ["style"] + ListContent.keys + ["background", "accessories"]
    /// The keys of a header or footer drawn by a template.
    static let templateKeys = ["template", "values", "height"]

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
                       "axesPreservingSuperviewLayoutMargins", "state", "states"]
        let hints = Dictionary(uniqueKeysWithValues: rowOnly.map { key in
            (key, "\(JSONText.quoted(key)) is a row's; a \(noun) has \(Self.keys.joined(separator: ", "))")
        })
        let object = try ObjectReader(value, at: path, expected: "a \(noun)", keys: Self.keys + Self.templateKeys,
                                      hints: hints)
        self.init()
        if object.contains("template") {
            self = try HeaderFooterConfiguration(templateObject: object, noun: noun, in: context)
            return
        }
        for key in Self.templateKeys where object.contains(key) {
            throw .unknownKey(key, at: object.path, in: "a \(noun) without a template", knownKeys: Self.keys,
                              hint: "\(JSONText.quoted(key)) belongs to a \(noun) drawn by a \"template\"")
        }
        style = try object.name("style")
        content = try ListContent(object: object, in: context)
        background = try object.background()
        accessories = try CellConfiguration.accessories(object, in: context) ?? []
        for (index, accessory) in accessories.enumerated() where accessory.isLeading {
            throw DocumentError(.invalidValue, path: object.path("accessories").appending(index: index),
                                message: "expected a trailing accessory, found a leading one (\(accessory.kind.name))",
                                hint: "a \(noun)'s accessories sit at its trailing edge; delete, insert, multiselect "
                                    + "and leading custom views are a row's")
        }
    }

    /// A header or footer drawn by a template: its name (a known one), the values of its placeholders
    /// (checked as a row's) and an optional fixed height; no text keys beside them.
    private init(templateObject object: ObjectReader, noun: String, in context: DecodingContext) throws(DocumentError) {
        for key in Self.keys where object.contains(key) {
            throw .unknownKey(key, at: object.path, in: "a \(noun) drawn by a template",
                              knownKeys: Self.templateKeys,
                              hint: "a \(noun) drawn by a template takes its content from \"values\"")
        }
        let reference = try object.templateReference(in: context)
        self.init(template: reference.name, values: reference.values, height: try object.length("height", noun: "a height"))
    }
}
