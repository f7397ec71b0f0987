import FuzzSupport

/// A valid-ish list document from the fuzzer's choices: 1–3 sections of 1–6 rows in the built-in styles
/// with accessories, headers and footers, and sometimes a template of 1–4 labels, images and stack views
/// with constraints. Every value is one the document format accepts or nearly so, so that most inputs
/// reach layout and drawing rather than stopping at the reader.
struct DocumentGenerator {
    private var choices: ByteChoices

    init(_ bytes: [UInt8]) { choices = ByteChoices(bytes) }

    mutating func document() -> JSONText {
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
        members.append(("sections", .array((0..<choices.int(in: 1...3)).map { _ in section(hasTemplate: hasTemplate) })))
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
        if choices.chance(oneIn: 2) {
            members.append(("image", .object([("symbol", .string(choices.pick(["wifi", "star.fill", "heart"])))])))
        }
        if choices.chance(oneIn: 2) {
            members.append(("accessories", .array((0..<choices.int(in: 1...3)).map { _ in accessory() })))
        }
        if choices.chance(oneIn: 4) { members.append(("height", .number(choices.pick([1, 44, 300])))) }
        return .object(members)
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
        switch choices.int(in: 0...2) {
        case 0:
            return .object([("label", .object([
                ("text", .string(choices.chance(oneIn: 2) ? "$a" : TextPieces.text(&choices))),
                ("font", .object([("size", .number(choices.pick([17, 1, 1000, 12])))])),
                ("lines", .number(choices.pick([0, 1, 3]))),
            ]))])
        case 1:
            return .object([("image", .object([("symbol", .string(choices.pick(["star.fill", "wifi"])))]))])
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
        switch choices.int(in: 0...3) {
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

    private mutating func templateRow() -> JSONText {
        .object([("template", .string("t")), ("values", .object([("a", .string(TextPieces.text(&choices)))]))])
    }
}
