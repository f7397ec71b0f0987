/// A valid-ish list document from the fuzzer's choices: 1–3 sections of 1–6 rows in the built-in styles
/// with accessories, headers and footers, symbols in their object form (weight, scale, point size, rendering
/// mode, palette colours), sometimes a grid section (nested groups, fractional, absolute and estimated sizes,
/// insets up to 4,096 points, orthogonal scrolling) and sometimes a template of 1–4 labels, images, buttons,
/// list content views and stack views with constraints. Every value is one the document format accepts or
/// nearly so, so that most inputs reach layout and drawing rather than stopping at the reader. `fuzz-render`
/// draws what it makes; `fuzz-layout` lays it out in every state.
public struct DocumentGenerator {
    private var choices: ByteChoices

    public init(_ bytes: [UInt8]) { choices = ByteChoices(bytes) }

    public mutating func document() -> JSONText {
        var members: [(String, JSONText)] = [
            ("appearance", .string(choices.pick(["plain", "grouped", "insetGrouped", "sidebar", "sidebarPlain"]))),
            ("width", .number(choices.pick([393, 320, 120, 1000, 1]))),
            ("traits", .object([
                ("style", .string(choices.pick(["light", "dark"]))),
                ("contentSize", .string(choices.pick(["large", "extraSmall", "accessibilityExtraExtraExtraLarge"]))),
                ("direction", .string(choices.pick(["ltr", "rtl"]))),
            ])),
            ("states", .array(choices.pick([["normal"], ["selected"], ["normal", "editing"], ["highlighted", "focused"]])
                .map { .string($0) })),
        ]
        let hasTemplate = choices.chance(oneIn: 3)
        members.append(("sections", .array((0..<choices.int(in: 1...3)).map { _ in
            choices.chance(oneIn: 4) ? gridSection(hasTemplate: hasTemplate) : section(hasTemplate: hasTemplate)
        })))
        if hasTemplate { members.append(("templates", .object([("t", template())]))) }
        return .object(members)
    }

    private mutating func section(hasTemplate: Bool) -> JSONText {
        var members: [(String, JSONText)] = []
        if choices.chance(oneIn: 2) { members.append(("header", headerFooter())) }
        members.append(("rows", .array((0..<choices.int(in: 1...6)).map { _ in
            hasTemplate && choices.chance(oneIn: 2) ? templateRow() : row()
        })))
        if choices.chance(oneIn: 2) { members.append(("footer", headerFooter())) }
        return .object(members)
    }

    private mutating func headerFooter() -> JSONText {
        if choices.chance(oneIn: 2) { return .string(TextPieces.text(&choices)) }
        return .object([
            ("style", .string(choices.pick(["plainHeader", "plainFooter", "groupedHeader", "groupedFooter",
                                            "prominentInsetGroupedHeader", "extraProminentInsetGroupedHeader"]))),
            ("text", .string(TextPieces.text(&choices))),
            ("secondaryText", .string(TextPieces.text(&choices))),
            ("textProperties", textProperties()),
        ])
    }

    private mutating func row() -> JSONText {
        var members: [(String, JSONText)] = [
            ("style", .string(choices.pick(["cell", "subtitleCell", "valueCell"]))),
            ("text", .string(TextPieces.text(&choices))),
        ]
        if choices.chance(oneIn: 2) { members.append(("secondaryText", .string(TextPieces.text(&choices)))) }
        if choices.chance(oneIn: 2) { members.append(("textProperties", textProperties())) }
        if choices.chance(oneIn: 3) { members.append(("secondaryTextProperties", textProperties())) }
        if choices.chance(oneIn: 2) { members.append(("image", symbolImage())) }
        if choices.chance(oneIn: 2) {
            members.append(("accessories", .array((0..<choices.int(in: 1...3)).map { _ in accessory() })))
        }
        if choices.chance(oneIn: 4) { members.append(("height", .number(choices.pick([1, 44, 300])))) }
        return .object(members)
    }

    /// A symbol, by name or as a configuration: weight, scale, point size, rendering mode and palette.
    private mutating func symbolImage() -> JSONText {
        let name = choices.pick(["wifi", "star.fill", "heart", "pencil.circle.fill", "folder.badge.plus", "nosuch"])
        guard choices.chance(oneIn: 2) else { return .object([("symbol", .string(name))]) }
        var symbol: [(String, JSONText)] = [("name", .string(name))]
        if choices.chance(oneIn: 2) {
            symbol.append(("weight", .string(choices.pick(["ultraLight", "regular", "semibold", "black"]))))
        }
        if choices.chance(oneIn: 2) { symbol.append(("scale", .string(choices.pick(["small", "medium", "large"])))) }
        if choices.chance(oneIn: 2) { symbol.append(("pointSize", .number(choices.pick([0.5, 17, 1000, 300])))) }
        switch choices.int(in: 0...3) {
        case 0:
            symbol.append(("renderingMode", .string("palette")))
            symbol.append(("paletteColors", .array((0..<choices.int(in: 1...3)).map { _ in
                .string(choices.pick(["systemRed", "#00FF0080", "label"]))
            })))
        case 1: symbol.append(("renderingMode", .string(choices.pick(["hierarchical", "multicolor", "monochrome"]))))
        default: break
        }
        return .object([("symbol", .object(symbol))])
    }

    private mutating func accessory() -> JSONText {
        if choices.chance(oneIn: 3) { return .object([("label", .string(TextPieces.text(&choices)))]) }
        return .string(choices.pick(["disclosureIndicator", "checkmark", "detail", "detailDisclosure",
                                     "outlineDisclosure", "reorder", "popUpMenu", "delete", "insert", "multiselect"]))
    }

    private mutating func textProperties() -> JSONText {
        .object([
            ("font", .object([("size", .number(choices.pick([1, 17, 1000, 0.5, 44])))])),
            ("numberOfLines", .number(choices.pick([0, 1, 3]))),
            ("lineBreakMode", .string(choices.pick(["byWordWrapping", "byCharWrapping", "byClipping",
                                                    "byTruncatingHead", "byTruncatingTail", "byTruncatingMiddle"]))),
            ("alignment", .string(choices.pick(["natural", "center", "justified", "right"]))),
        ])
    }

    // MARK: Templates

    /// The template `t`: views `v0`… of random kinds and constraints between them, its labels showing
    /// `$a` (the rows' values) or a text of their own.
    private mutating func template() -> JSONText {
        let count = choices.int(in: 1...4)
        let names = (0..<count).map { "v\($0)" }
        let views: [(String, JSONText)] = names.map { ($0, view(nestedIn: 0)) }
        let constraints = (0..<choices.int(in: 0...6)).map { _ in JSONText.string(constraint(names)) }
        return .object([("views", .object(views)), ("constraints", .array(constraints))])
    }

    private mutating func view(nestedIn depth: Int) -> JSONText {
        switch choices.int(in: 0...4) {
        case 0:
            return .object([("label", .object([
                ("text", .string(choices.chance(oneIn: 2) ? "$a" : TextPieces.text(&choices))),
                ("font", .object([("size", .number(choices.pick([17, 1, 1000, 12])))])),
                ("lines", .number(choices.pick([0, 1, 3]))),
            ]))])
        case 1:
            var image: [(String, JSONText)] = [("symbol", .string(choices.pick(["star.fill", "wifi", "pencil.circle.fill"])))]
            if choices.chance(oneIn: 2) { image.append(("pointSize", .number(choices.pick([1, 17, 1000])))) }
            if choices.chance(oneIn: 2) { image.append(("renderingMode", .string(choices.pick(["hierarchical", "multicolor"])))) }
            return .object([("image", .object(image))])
        case 2:
            // A button: a title (the row's value, a text of its own or none), a symbol, a style and a font.
            var button: [(String, JSONText)] = []
            if !choices.chance(oneIn: 4) {
                button.append(("title", .string(choices.chance(oneIn: 2) ? "$a" : TextPieces.text(&choices))))
            }
            if choices.chance(oneIn: 2) { button.append(("symbol", .string(choices.pick(["plus", "star.fill", "nosuch"])))) }
            if choices.chance(oneIn: 2) { button.append(("font", .object([("size", .number(choices.pick([1, 17, 1000])))]))) }
            button.append(("style", .string(choices.pick(["system", "plain", "gray", "tinted", "filled", "custom"]))))
            if choices.chance(oneIn: 3) { button.append(("imagePadding", .number(choices.pick([0, 8, 4096])))) }
            return .object([("button", .object(button))])
        case 3:
            // A list content view: a cell's texts and symbol, laid out as the row's content.
            var content: [(String, JSONText)] = [("text", .string(choices.chance(oneIn: 2) ? "$a" : TextPieces.text(&choices)))]
            if choices.chance(oneIn: 2) { content.append(("secondaryText", .string(TextPieces.text(&choices)))) }
            if choices.chance(oneIn: 2) { content.append(("image", symbolImage())) }
            if choices.chance(oneIn: 2) { content.append(("textProperties", textProperties())) }
            return .object([("listContent", .object(content))])
        default:
            guard depth < 2 else { return .object([("spacer", .object([]))]) }
            // Arranged views need names unique in the template: the depth and position make them so.
            let arranged: [(String, JSONText)] = (0..<choices.int(in: 1...3)).map { index in
                ("s\(depth)_\(index)_\(choices.byte())", view(nestedIn: depth + 1))
            }
            return .object([("stack", .object([
                ("axis", .string(choices.pick(["horizontal", "vertical"]))),
                ("spacing", .number(choices.pick([0, 8, 4096]))),
                ("alignment", .string(choices.pick(["fill", "center", "leading", "firstBaseline"]))),
                ("distribution", .string(choices.pick(["fill", "fillEqually", "fillProportionally",
                                                       "equalSpacing", "equalCentering"]))),
                ("arranged", .object(arranged)),
            ]))])
        }
    }

    private mutating func constraint(_ names: [String]) -> String {
        let first = choices.pick(names), second = choices.pick(names)
        switch choices.int(in: 0...4) {
        case 4:
            // The guides a row's cell and a list content view have (a header's or a grid item's has neither).
            return choices.chance(oneIn: 2) ? "separatorLayoutGuide.leading == \(first).leading"
                : "\(first).leading == \(second).textLayoutGuide.leading"
        case 0: return "H:|-[\(first)]-|"
        case 1: return "V:|-\(choices.pick(["8", "0", "4096"]))-[\(first)]-[\(second)(>=10@750)]-|"
        case 2:
            let anchor = choices.pick(["leading", "trailing", "top", "bottom", "width", "height", "lastBaseline"])
            let relation = choices.pick(["==", "<=", ">="])
            return "\(first).\(anchor) \(relation) \(second).\(anchor) + \(choices.pick(["8", "-4096", "0.5"]))"
                + (choices.chance(oneIn: 2) ? " @750" : "")
        default:
            return "\(first).width == \(choices.pick(["0.5", "2", "1000"])) * \(second).height"
        }
    }

    // MARK: Grids

    /// A grid section: a group of nested groups and items (fractions of up to 10 multiply down the nesting),
    /// insets and spacings up to 4,096 points, sometimes scrolling orthogonally, over 1–8 items.
    private mutating func gridSection(hasTemplate: Bool) -> JSONText {
        var grid: [(String, JSONText)] = [("group", group(depth: 0))]
        if choices.chance(oneIn: 2) { grid.append(("contentInsets", insets())) }
        if choices.chance(oneIn: 3) { grid.append(("interGroupSpacing", .number(choices.pick([0, 8, 4096])))) }
        if choices.chance(oneIn: 3) {
            grid.append(("orthogonalScrollingBehavior", .string(choices.pick(["continuous", "groupPaging",
                                                                               "groupPagingCentered", "paging"]))))
        }
        if choices.chance(oneIn: 4) { grid.append(("containerHeight", .number(choices.pick([1, 400, 4096])))) }
        var members: [(String, JSONText)] = [("grid", .object(grid))]
        if choices.chance(oneIn: 3) { members.append(("header", .string(TextPieces.text(&choices)))) }
        members.append(("items", .array((0..<choices.int(in: 1...8)).map { _ in
            hasTemplate && choices.chance(oneIn: 2) ? templateRow() : gridItem()
        })))
        return .object(members)
    }

    private mutating func gridItem() -> JSONText {
        var members: [(String, JSONText)] = [("text", .string(TextPieces.text(&choices)))]
        if choices.chance(oneIn: 2) { members.append(("image", symbolImage())) }
        if choices.chance(oneIn: 3) { members.append(("textProperties", textProperties())) }
        return .object(members)
    }

    private mutating func group(depth: Int) -> JSONText {
        var members: [(String, JSONText)] = [
            ("axis", .string(choices.pick(["horizontal", "vertical"]))), ("layoutSize", layoutSize()),
        ]
        if depth < 3, choices.chance(oneIn: 3) {
            members.append(("subitems", .array((0..<choices.int(in: 1...3)).map { _ in
                choices.chance(oneIn: 2) ? group(depth: depth + 1) : gridElement()
            })))
        } else {
            members.append(("subitem", depth < 3 && choices.chance(oneIn: 4) ? group(depth: depth + 1) : gridElement()))
            members.append(("count", .number(choices.pick([1, 2, 3, 1000]))))
        }
        if choices.chance(oneIn: 3) { members.append(("interItemSpacing", .number(choices.pick([0, 8, 4096])))) }
        if choices.chance(oneIn: 4) { members.append(("contentInsets", insets())) }
        return .object(members)
    }

    private mutating func gridElement() -> JSONText {
        var members: [(String, JSONText)] = [("layoutSize", layoutSize())]
        if choices.chance(oneIn: 3) { members.append(("contentInsets", insets())) }
        return .object(members)
    }

    private mutating func layoutSize() -> JSONText {
        .object([("widthDimension", dimension()), ("heightDimension", dimension())])
    }

    private mutating func dimension() -> JSONText {
        switch choices.int(in: 0...4) {
        case 0: .object([("fractionalWidth", .number(choices.pick([1, 0.5, 10, 0.001])))])
        case 1: .object([("fractionalHeight", .number(choices.pick([1, 0.5, 10])))])
        case 2: .object([("absolute", .number(choices.pick([44, 1, 4096])))])
        case 3: .object([("estimated", .number(choices.pick([44, 1, 4096])))])
        default: .object([("uniformAcrossSiblings", .number(choices.pick([44, 200])))])
        }
    }

    private mutating func insets() -> JSONText {
        .object(["top", "leading", "bottom", "trailing"].map { ($0, .number(choices.pick([0, 8, 4096]))) })
    }

    private mutating func templateRow() -> JSONText {
        .object([("template", .string("t")), ("values", .object([("a", .string(TextPieces.text(&choices)))]))])
    }
}
