/// The keys a template view's object may have, per kind, and the hints for keys of another kind.
enum TemplateKeys {
    /// The kinds in the order documents and messages list them.
    static let kinds: [TemplateView.Kind] = [.label, .image, .button, .switch, .view, .stack, .spacer, .guide,
                                             .listContent]

    /// The kinds' names, for messages: `label, image, button, switch, view, stack, spacer, guide or listContent`.
    static let kindList = ListFormatter.or(kinds.map(\.rawValue))

    /// The properties of every drawn view.
    static let common = ["hidden", "backgroundColor", "cornerRadius", "borderColor", "borderWidth", "clipsToBounds",
                         "alpha", "hugging", "compressionResistance", "width", "height", "margins"]

    /// A guide is never drawn, so it takes only a fixed size: anything else would be silently ignored.
    static let guide = ["width", "height"]

    /// The names that mean something else in constraints and states, so no view may have them.
    static let reservedNames = ["superview", "contentView", "margins", "background"]

    /// The key of a kind's nested views: a view's `subviews`, a stack's `arranged`.
    static func childrenKey(of kind: TemplateView.Kind) -> String? {
        switch kind {
        case .view: "subviews"
        case .stack: "arranged"
        case .label, .image, .button, .switch, .spacer, .guide, .listContent: nil
        }
    }

    /// The properties of a kind, without its nested views: what a state may override.
    static func properties(of kind: TemplateView.Kind) -> [String] {
        propertiesByKind[kind] ?? []
    }

    /// Every key of a kind's object: its properties and its nested views' key.
    static func keys(of kind: TemplateView.Kind) -> [String] {
        keysByKind[kind] ?? []
    }

    // Built once: rows read these tables for every view they draw.
    private static let propertiesByKind: [TemplateView.Kind: [String]] = [
        .label: common + ["text", "font", "color", "lines", "numberOfLines", "alignment", "lineBreakMode",
                          "writingDirection"],
        .image: common + ["symbol", "file", "contentMode", "tint", "tintColor", "pointSize", "weight", "renderingMode",
                          "paletteColors"],
        .button: common + ["title", "font", "color", "symbol", "file", "tint", "tintColor", "pointSize", "weight",
                           "renderingMode", "paletteColors", "style", "imagePadding", "contentInsets"],
        .switch: common + ["on", "enabled", "onTintColor", "thumbTintColor"],
        .view: common,
        .spacer: common,
        .stack: common + ["axis", "spacing", "alignment", "distribution", "layoutMarginsRelative", "baselineRelative"],
        .guide: guide,
        .listContent: common + CellConfiguration.listContentKeys,
    ]

    private static let keysByKind: [TemplateView.Kind: [String]] = Dictionary(uniqueKeysWithValues: kinds.map { kind in
        (kind, properties(of: kind) + (childrenKey(of: kind).map { [$0] } ?? []))
    })

    /// What a kind is, with an article: `a label`, `an image`.
    static func noun(_ kind: TemplateView.Kind) -> String {
        switch kind {
        case .image: "an image"
        case .listContent: "a list content view"
        default: "a \(kind.rawValue)"
        }
    }

    /// A hint for `key`, which `kind` lacks, when another kind has it: `"tint" is a property of an image`.
    static func otherKindHint(for key: String, in kind: TemplateView.Kind) -> String? {
        if kind == .guide, common.contains(key) {
            return "a guide is never drawn: it takes only width and height"
        }
        if kind == .listContent, key == "accessories" {
            return "a list content view shows a configuration's texts and image; the cell's accessories are the "
                + "row's \"accessories\""
        }
        if kind == .listContent, key == "background" {
            return "a list content view shows a configuration's texts and image; the cell's background is the "
                + "template's \"background\""
        }
        let owners = kinds.filter { $0 != kind && keys(of: $0).contains(key) }
        guard !owners.isEmpty, !common.contains(key) else { return nil }
        return "\(JSONText.snippet(key)) is a property of \(ListFormatter.or(owners.map(noun)))"
    }

    /// Checks the keys of a kind's object, or of a state's override of a view of that kind.
    ///
    /// A key of another kind is named as such (`"tint" is a property of an image`) rather than
    /// "corrected" to a similar key of this kind.
    /// - Parameters:
    ///   - description: the object, for messages: `a label`, `an override of the label "title"`.
    ///   - override: whether the object is a state's override (no nested views).
    static func check(_ value: JSONValue, of kind: TemplateView.Kind, at path: JSONPath, description: String,
                      override: Bool) throws(DocumentError) {
        guard case .object(let members) = value else { return }
        let known = override ? properties(of: kind) : keys(of: kind)
        for member in members where !known.contains(member.key) {
            var hint = otherKindHint(for: member.key, in: kind)
            if override, member.key == childrenKey(of: kind) {
                hint = "a state changes a view's properties, not which views it holds"
            } else if override, let written = TemplateView.Kind(rawValue: member.key) {
                hint = "an override holds the view's properties directly, without \(JSONText.quoted(written.rawValue))"
            }
            throw .unknownKey(member.key, at: path, in: description, knownKeys: known, hint: hint)
        }
    }
}

extension TemplateView.Kind: DocumentName {
    static var knownValues: [TemplateView.Kind] { TemplateKeys.kinds }
    static var nameDescription: String { "a view kind" }
}

extension StackAxis: DocumentName {
    static var nameDescription: String { "a stack axis" }
}

extension StackAlignment: DocumentName {
    static var nameDescription: String { "a stack alignment" }
}

extension StackDistribution: DocumentName {
    static var nameDescription: String { "a stack distribution" }
}
