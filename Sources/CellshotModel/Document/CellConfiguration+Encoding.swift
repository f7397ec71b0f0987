import CellshotGraphics

extension CellConfiguration {
    /// A template list content view's configuration as a document writes it (the keys of
    /// ``listContentKeys`` that are set, in their order), every string's `$` doubled so that a template reads
    /// it as written rather than as a placeholder. Decoding it gives this configuration back (``listContentKeys``
    /// only: accessories, height and background are the cell's).
    package var listContentMembers: [JSONMember] {
        var members: [JSONMember] = []
        func add(_ key: String, _ value: JSONValue?) {
            if let value { members.append(JSONMember(key: key, value: value)) }
        }
        add("style", style.map { .string($0.rawValue) })
        add("text", content.text.map { .string(Self.literal($0)) })
        add("secondaryText", content.secondaryText.map { .string(Self.literal($0)) })
        add("image", content.image.map { Self.json($0, style: content.imageProperties?.symbolStyle) })
        add("textProperties", content.textProperties.map(Self.json))
        add("secondaryTextProperties", content.secondaryTextProperties.map(Self.json))
        add("imageProperties", content.imageProperties.flatMap(Self.json))
        add("directionalLayoutMargins", content.directionalLayoutMargins.map(Self.json))
        add("imageToTextPadding", content.imageToTextPadding.map(Self.number))
        add("textToSecondaryTextVerticalPadding", content.textToSecondaryTextVerticalPadding.map(Self.number))
        add("textToSecondaryTextHorizontalPadding", textToSecondaryTextHorizontalPadding.map(Self.number))
        add("prefersSideBySideTextAndSecondaryText", prefersSideBySideTextAndSecondaryText.map { .bool($0) })
        add("axesPreservingSuperviewLayoutMargins", axesPreservingSuperviewLayoutMargins.map { .string($0.rawValue) })
        return members
    }

    private static func literal(_ text: String) -> String {
        text.replacingOccurrences(of: "$", with: "$$")
    }

    private static func number(_ value: Double) -> JSONValue {
        .number(value, text: JSONText.number(value))
    }

    private static func json(_ color: ColorReference) -> JSONValue {
        switch color {
        case .system(let name): .string(name.rawValue)
        case .hex(let color): .string(color.hex)
        }
    }

    private static func json(_ transformer: ColorTransformer) -> JSONValue {
        switch transformer {
        case .grayscale: .string("grayscale")
        case .preferredTint: .string("preferredTint")
        case .monochromeTint: .string("monochromeTint")
        case .alpha(let alpha): .object([JSONMember(key: "alpha", value: number(alpha))])
        }
    }

    private static func json(_ size: Size) -> JSONValue {
        .object([JSONMember(key: "width", value: number(size.width)), JSONMember(key: "height", value: number(size.height))])
    }

    private static func json(_ insets: DirectionalEdgeInsets) -> JSONValue {
        .object([JSONMember(key: "top", value: number(insets.top)), JSONMember(key: "leading", value: number(insets.leading)),
                 JSONMember(key: "bottom", value: number(insets.bottom)),
                 JSONMember(key: "trailing", value: number(insets.trailing))])
    }

    private static func json(_ font: FontReference) -> JSONValue {
        switch font {
        case .textStyle(let style): .string(style.rawValue)
        case .weightedTextStyle(let style, let weight):
            .object([JSONMember(key: "style", value: .string(style.rawValue)),
                     JSONMember(key: "weight", value: .string(weight.rawValue))])
        case .fixed(let descriptor):
            .object([JSONMember(key: "size", value: number(descriptor.size)),
                     JSONMember(key: "weight", value: .string(descriptor.weight.rawValue))])
        }
    }

    /// An image: a file's path, or `{ "symbol": name }` (`{ "symbol": { "name": …, "weight": … } }` with a style).
    private static func json(_ image: ImageSource, style: SymbolStyle?) -> JSONValue {
        switch image {
        case .file(let path):
            return .string(literal(path))
        case .symbol(let name):
            guard let style else { return .object([JSONMember(key: "symbol", value: .string(literal(name)))]) }
            var symbol = [JSONMember(key: "name", value: .string(literal(name)))]
            if let weight = style.weight { symbol.append(JSONMember(key: "weight", value: .string(weight.rawValue))) }
            if let scale = style.scale { symbol.append(JSONMember(key: "scale", value: .string(scale.rawValue))) }
            if let size = style.pointSize { symbol.append(JSONMember(key: "pointSize", value: number(size))) }
            if let mode = style.renderingMode {
                symbol.append(JSONMember(key: "renderingMode", value: .string(mode.rawValue)))
            }
            if let colors = style.paletteColors {
                symbol.append(JSONMember(key: "paletteColors", value: .array(colors.map(json))))
            }
            return .object([JSONMember(key: "symbol", value: .object(symbol))])
        }
    }

    private static func json(_ properties: TextProperties) -> JSONValue {
        var members: [JSONMember] = []
        func add(_ key: String, _ value: JSONValue?) {
            if let value { members.append(JSONMember(key: key, value: value)) }
        }
        add("font", properties.font.map(json))
        add("color", properties.color.map(json))
        add("alignment", properties.alignment.map { .string($0.rawValue) })
        add("numberOfLines", properties.numberOfLines.map { number(Double($0)) })
        add("lineBreakMode", properties.lineBreakMode.map { .string($0.rawValue) })
        add("transform", properties.transform.map { .string($0.rawValue) })
        add("colorTransformer", properties.colorTransformer.map(json))
        add("writingDirection", properties.writingDirection.map { .string($0.rawValue) })
        return .object(members)
    }

    /// Image properties; `nil` when only a symbol style is set (written with the image).
    private static func json(_ properties: ImageProperties) -> JSONValue? {
        var members: [JSONMember] = []
        func add(_ key: String, _ value: JSONValue?) {
            if let value { members.append(JSONMember(key: key, value: value)) }
        }
        add("tintColor", properties.tintColor.map(json))
        add("cornerRadius", properties.cornerRadius.map(number))
        add("maximumSize", properties.maximumSize.map(json))
        add("reservedLayoutSize", properties.reservedLayoutSize.map(json))
        add("tintColorTransformer", properties.tintColorTransformer.map(json))
        return members.isEmpty ? nil : .object(members)
    }
}
