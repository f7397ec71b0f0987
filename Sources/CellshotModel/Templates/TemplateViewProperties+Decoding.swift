import CellshotGraphics

extension TemplateViewProperties {
    /// Reads the properties of a view of `kind` (its kind's object, or a state's override of it) whose keys
    /// ``TemplateKeys/check(_:of:at:description:override:)`` has checked.
    /// - Throws: ``DocumentError`` for the first value of the wrong type or out of range.
    init(kind: TemplateView.Kind, members object: TemplateObjectReader,
         context: DecodingContext) throws(DocumentError) {
        self.init()
        try readCommon(object)
        switch kind {
        case .label: try readLabel(object)
        case .image: try readImage(object, context: context)
        case .stack: try readStack(object)
        case .listContent:
            let configuration = try CellConfiguration(listContent: object, in: context)
            listContent = configuration == CellConfiguration() ? nil : configuration
        case .button: try readButton(object, context: context)
        case .switch:
            isOn = try object.bool("on")
            isEnabled = try object.bool("enabled")
            onTintColor = try object.color("onTintColor")
            thumbTintColor = try object.color("thumbTintColor")
        case .view, .spacer, .guide: break
        }
    }

    private mutating func readCommon(_ object: TemplateObjectReader) throws(DocumentError) {
        hidden = try object.bool("hidden")
        backgroundColor = try object.color("backgroundColor")
        cornerRadius = try object.length("cornerRadius", noun: "a corner radius")
        borderColor = try object.color("borderColor")
        borderWidth = try object.length("borderWidth", noun: "a border width")
        clipsToBounds = try object.bool("clipsToBounds")
        alpha = try object.decode("alpha") { (value, path) throws(DocumentError) in
            try value.number(at: path, expected: "an alpha from 0 to 1") { (0...1).contains($0) }
        }
        let hugging = try object.decode("hugging") { (value, path) throws(DocumentError) in
            try AxisPriorities(json: value, at: path)
        }
        huggingHorizontal = hugging?.horizontal
        huggingVertical = hugging?.vertical
        let resistance = try object.decode("compressionResistance") { (value, path) throws(DocumentError) in
            try AxisPriorities(json: value, at: path)
        }
        compressionResistanceHorizontal = resistance?.horizontal
        compressionResistanceVertical = resistance?.vertical
        width = try object.length("width", noun: "a width")
        height = try object.length("height", noun: "a height")
        layoutMargins = try object.decode("margins") { (value, path) throws(DocumentError) in
            try DirectionalEdgeInsets(json: value, at: path, expected: "layout margins")
        }
    }

    private mutating func readLabel(_ object: TemplateObjectReader) throws(DocumentError) {
        text = try object.decode("text") { (value, path) throws(DocumentError) in
            // A number or boolean is welcome: a row's `count: 3` fills `"text": "$count"` as it would "$count items".
            guard let text = PlaceholderBinder.text(of: value) else {
                throw .wrongType(at: path, expected: "a text (a string)", found: value)
            }
            return text
        }
        font = try object.decode("font") { (value, path) throws(DocumentError) in try FontReference(json: value, at: path) }
        color = try object.color("color")
        let limit = DocumentLimits.maximumNumberOfLines
        numberOfLines = try object.decode(oneOf: ["lines", "numberOfLines"]) { (value, path) throws(DocumentError) in
            try value.integer(at: path, expected: "a number of lines (a whole number from 0 to \(limit); 0 for no limit)",
                              in: 0...limit)
        }
        alignment = try object.name("alignment")
        lineBreakMode = try object.name("lineBreakMode")
        writingDirection = try object.name("writingDirection")
    }

    private mutating func readImage(_ object: TemplateObjectReader, context: DecodingContext) throws(DocumentError) {
        _ = try object.oneOf(["symbol", "file"], hint: "an image view shows one image")
        let symbol = try object.decode("symbol") { (value, path) throws(DocumentError) in
            ImageSource.symbol(try value.nonEmptyString(at: path, expected: "a symbol name (a non-empty string)"))
        }
        let file = try object.decode("file") { (value, path) throws(DocumentError) in
            ImageSource.file(try context.imageFile(try value.string(at: path, expected: "an image file path (a string)"),
                                                   at: path))
        }
        image = symbol ?? file
        contentMode = try object.name("contentMode")
        tintColor = try object.decode(oneOf: ["tint", "tintColor"]) { (value, path) throws(DocumentError) in
            try ColorReference(json: value, at: path)
        }
        symbolPointSize = try object.decode("pointSize") { (value, path) throws(DocumentError) in
            try SymbolStyle.pointSize(value, at: path)
        }
        symbolStyle = try SymbolStyle(templateImage: object)
    }

    /// A button: its title (`title`, with `font` and `color`), its image (`symbol` or `file`, as an image view's,
    /// with `tint`, `pointSize` and the symbol's style), its `style`, `imagePadding` and `contentInsets`.
    private mutating func readButton(_ object: TemplateObjectReader, context: DecodingContext) throws(DocumentError) {
        try readImage(object, context: context)
        contentMode = nil
        text = try object.decode("title") { (value, path) throws(DocumentError) in
            guard let text = PlaceholderBinder.text(of: value) else {
                throw .wrongType(at: path, expected: "a title (a string)", found: value)
            }
            return text
        }
        font = try object.decode("font") { (value, path) throws(DocumentError) in try FontReference(json: value, at: path) }
        color = try object.color("color")
        buttonStyle = try object.name("style")
        imagePadding = try object.length("imagePadding", noun: "an image padding")
        contentInsets = try object.decode("contentInsets") { (value, path) throws(DocumentError) in
            try DirectionalEdgeInsets(json: value, at: path, expected: "content insets")
        }
    }

    private mutating func readStack(_ object: TemplateObjectReader) throws(DocumentError) {
        axis = try object.name("axis")
        let limit = JSONText.number(DocumentLimits.maximumLength)
        // UIStackView allows negative spacing: arranged views then overlap.
        spacing = try object.decode("spacing") { (value, path) throws(DocumentError) in
            try value.number(at: path, expected: "a spacing from -\(limit) to \(limit) points") {
                abs($0) <= DocumentLimits.maximumLength
            }
        }
        stackAlignment = try object.name("alignment")
        distribution = try object.name("distribution")
        isLayoutMarginsRelativeArrangement = try object.bool("layoutMarginsRelative")
        isBaselineRelativeArrangement = try object.bool("baselineRelative")
    }
}

/// A priority per axis, written as one number for both (`"hugging": 1000`) or per axis
/// (`{ "horizontal": 251, "vertical": 750 }`, either left out).
struct AxisPriorities {
    /// The horizontal priority, if given.
    var horizontal: Double?
    /// The vertical priority, if given.
    var vertical: Double?

    /// What a priority is, for messages.
    static let expectation = "a priority from 1 to 1000"

    /// Reads a number or an object with `horizontal` and `vertical`.
    init(json value: JSONValue, at path: JSONPath) throws(DocumentError) {
        switch value {
        case .number:
            let priority = try Self.priority(value, at: path)
            (horizontal, vertical) = (priority, priority)
        case .object:
            let object = try ObjectReader(value, at: path, expected: "priorities per axis", keys: ["horizontal", "vertical"])
            horizontal = try object.decode("horizontal", Self.priority)
            vertical = try object.decode("vertical", Self.priority)
        default:
            throw .wrongType(at: path, expected: "\(Self.expectation), or an object with \"horizontal\" and \"vertical\"",
                             found: value)
        }
    }

    /// A `UILayoutPriority`: from 1 to 1000 (required).
    static func priority(_ value: JSONValue, at path: JSONPath) throws(DocumentError) -> Double {
        try value.number(at: path, expected: expectation) { $0 >= 1 && $0 <= 1000 }
    }
}
