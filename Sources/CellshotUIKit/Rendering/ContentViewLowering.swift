import CellshotGraphics
import CellshotModel
import Foundation

/// A custom content view in one column, as a document template: its views (named after the properties
/// that hold them), their properties in the column, and its constraints.
struct ContentViewSnapshot: Equatable {
    /// The template's `views`, with this column's properties.
    var views: JSONValue
    /// Each view's properties in this column, for the template's per-state overrides.
    var properties: [String: [JSONMember]]
    /// The template's `constraints`.
    var constraints: [JSONValue]
    /// The template's `background` (the content view's own colour), if any.
    var background: JSONValue?
    /// The template's `margins` (the content view's `directionalLayoutMargins` your code set), if any.
    var margins: JSONValue?

    /// The views' names and kinds and the constraints: what must not change from one column to the next.
    var shape: String {
        func strip(_ value: JSONValue) -> JSONValue {
            guard case .object(let members) = value else { return value }
            return .object(members.map { member in
                guard case .object(let kindMembers) = member.value, let kind = kindMembers.first else { return member }
                let children = ["subviews", "arranged"].compactMap { key in kind.value[key].map { JSONMember(key: key, value: strip($0)) } }
                return JSONMember(key: member.key, value: .object([JSONMember(key: kind.key, value: .object(children))]))
            })
        }
        return "\(strip(views))|\(constraints)|\(margins.map { "\($0)" } ?? "")"
    }
}

/// Turns a live content view into a ``ContentViewSnapshot``: the views by the names of the properties that
/// hold them, each view's properties written as a template writes them, and the active constraints as text.
@MainActor struct ContentViewLowering {
    let lowering: ConfigurationLowering
    let row: IndexPath
    private var names: [ObjectIdentifier: String] = [:]
    private var used: Set<String> = []

    /// The cell whose content view is lowered, when views were added to the cell itself beside it.
    let cell: UIView?

    init(lowering: ConfigurationLowering, row: IndexPath, cell: UIView? = nil) {
        self.lowering = lowering
        self.row = row
        self.cell = cell
    }

    /// The views added to the cell itself (`addSubview` on the cell, not on its content view): UIKit draws
    /// them above the content view, in the cell's bounds.
    private var cellViews: [UIView] {
        guard let cell else { return [] }
        let contentView = (cell as? UITableViewCell)?.contentView ?? (cell as? UICollectionViewCell)?.contentView
        return cell.subviews.filter { $0 !== contentView }
    }

    mutating func snapshot(of root: UIView) throws(UIKitRenderError) -> ContentViewSnapshot {
        nameViews(under: root)
        var properties: [String: [JSONMember]] = [:]
        // The cell's own views come after the content view's: they are drawn above it.
        var textConstraints: [JSONValue] = []
        var views = try members(of: root.subviews + cellViews, properties: &properties, constraints: &textConstraints)
        // Guides are never drawn and constraints name them wherever they are: all at the top level, after
        // the views.
        for guide in guides(under: root) {
            views.append(JSONMember(key: names[ObjectIdentifier(guide)] ?? "guide",
                                    value: .object([JSONMember(key: "guide", value: .object([]))])))
        }
        try checkBounds(root: root)
        // A text field's or text view's label inside it, placed as UIKit places its text.
        let insideTextInputs = textConstraints
        // The frames' constraints come first: when yours conflict with them, yours is the one broken (the
        // most recently added), so the view stays at its frame — what UIKit shows when the autoresizing
        // mask was left on.
        var constraints: [JSONValue] = []
        for view in tree(root) where view.translatesAutoresizingMaskIntoConstraints {
            constraints += try autoresizingConstraints(of: view, root: root)
        }
        for view in tree(root) {
            constraints += try intrinsicSizeConstraints(of: view)
        }
        constraints += insideTextInputs
        // Constraints the cell holds (its own anchors first: `heightAnchor.constraint(…)` in the cell) too.
        for view in [root] + (cell.map { [$0] } ?? []) + tree(root) {
            // UIKit's own guides: a list content view's text guide and the cell's separator guide are the
            // template's; constraints to any other are left out (reported as not drawn).
            for constraint in view.ownedConstraints
            where systemGuideName(constraint.firstItem, root: root) != ""
                && systemGuideName(constraint.secondItem, root: root) != "" {
                if let format = constraint as? VisualFormatConstraint {
                    constraints += try texts(of: format, root: root)
                } else {
                    constraints.append(try text(of: constraint, root: root))
                }
            }
        }
        let background = root.backgroundColor.map { color in
            JSONValue.object([JSONMember(key: "color", value: .string(Self.string(lowering.color(color))))])
        }
        let margins = try root.explicitMargins.map { margins throws(UIKitRenderError) in
            try Self.insets(margins, of: "the content view", row: row)
        }
        return ContentViewSnapshot(views: .object(views), properties: properties, constraints: constraints,
                                   background: background, margins: margins)
    }

    // MARK: Names

    /// The views under `root` by the names the template gives them.
    mutating func viewsByName(under root: UIView) -> [String: UIView] {
        if names.isEmpty { nameViews(under: root) }
        var views: [String: UIView] = [:]
        for view in tree(root) {
            if let name = names[ObjectIdentifier(view)] { views[name] = view }
        }
        return views
    }

    private func descendants(of view: UIView) -> [UIView] {
        view.subviews.flatMap { [$0] + descendants(of: $0) }
    }

    /// The content view's descendants, then the views added to the cell itself and theirs.
    private func tree(_ root: UIView) -> [UIView] {
        descendants(of: root) + cellViews.flatMap { [$0] + descendants(of: $0) }
    }

    /// The layout guides added to the content view, the cell and their subviews, in tree order.
    private func guides(under root: UIView) -> [UILayoutGuide] {
        ([root] + (cell.map { [$0] } ?? []) + tree(root)).flatMap(\.layoutGuides)
    }

    /// Your layout guides by the names the template gives them.
    mutating func guidesByName(under root: UIView) -> [String: UILayoutGuide] {
        if names.isEmpty { nameViews(under: root) }
        var result: [String: UILayoutGuide] = [:]
        for guide in guides(under: root) {
            if let name = names[ObjectIdentifier(guide)] { result[name] = guide }
        }
        return result
    }

    /// Names each view after the stored property that holds it (`titleLabel`), else after its kind (`label2`).
    private mutating func nameViews(under root: UIView) {
        let all = tree(root)
        let guides = guides(under: root)
        let inTree = Set(all.map(ObjectIdentifier.init) + guides.map(ObjectIdentifier.init))
        // The cell names the views added to it, after the content view's own names.
        let owners = [root] + all + (cell.map { [$0] } ?? [])
        let cellTree = Set(cellViews.flatMap { [$0] + descendants(of: $0) }.map(ObjectIdentifier.init)
                           + (cell?.layoutGuides ?? []).map(ObjectIdentifier.init))
        for owner in owners {
            let onlyCellViews = owner === cell
            var mirror: Mirror? = Mirror(reflecting: owner)
            // Only the properties of your own classes name views: this module's (`parent`…) never do.
            while let current = mirror, !String(reflecting: current.subjectType).hasPrefix("CellshotUIKit.") {
                for child in current.children {
                    guard let label = child.label, let view = Self.item(in: child.value),
                          inTree.contains(ObjectIdentifier(view)), names[ObjectIdentifier(view)] == nil,
                          !onlyCellViews || cellTree.contains(ObjectIdentifier(view)) else { continue }
                    let name = label.replacingOccurrences(of: "$__lazy_storage_$_", with: "")
                        .trimmingCharacters(in: CharacterSet(charactersIn: "_"))
                    if Self.isIdentifier(name), !TemplateReservedNames.all.contains(name), !used.contains(name) {
                        names[ObjectIdentifier(view)] = name
                        used.insert(name)
                    }
                }
                mirror = current.superclassMirror
            }
        }
        var counts: [String: Int] = [:]
        for view in all where names[ObjectIdentifier(view)] == nil {
            let kind = Self.kind(of: view)
            var name: String
            repeat {
                counts[kind, default: 0] += 1
                name = "\(kind)\(counts[kind]!)"
            } while used.contains(name)
            names[ObjectIdentifier(view)] = name
            used.insert(name)
        }
        // A guide no property holds: its identifier when that can be a name, else guide1, guide2….
        for guide in guides where names[ObjectIdentifier(guide)] == nil {
            var name = guide.identifier
            if !Self.isIdentifier(name) || TemplateReservedNames.all.contains(name) || used.contains(name) {
                var count = counts["guide", default: 0]
                repeat {
                    count += 1
                    name = "guide\(count)"
                } while used.contains(name)
                counts["guide"] = count
            }
            names[ObjectIdentifier(guide)] = name
            used.insert(name)
        }
    }

    /// The view or layout guide a stored property holds, if any.
    nonisolated private static func item(in value: Any) -> AnyObject? {
        if let view = value as? UIView { return view }
        if let guide = value as? UILayoutGuide { return guide }
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .optional, let some = mirror.children.first else { return nil }
        return (some.value as? UIView) ?? (some.value as? UILayoutGuide)
    }

    nonisolated private static func isIdentifier(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, !name.isEmpty, !CharacterSet.decimalDigits.contains(first) else {
            return false
        }
        return name.unicodeScalars.allSatisfy { $0.isASCII && (CharacterSet.alphanumerics.contains($0) || $0 == "_") }
    }

    nonisolated private static func kind(of view: UIView) -> String {
        switch view {
        case is UILabel: "label"
        case is UIImageView: "image"
        case is UIStackView: "stack"
        case is UIListContentView: "listContent"
        case is UIButton: "button"
        case is UISwitch: "switch"
        default: "view"
        }
    }

    // MARK: Views

    private func members(of views: [UIView], properties: inout [String: [JSONMember]],
                         constraints: inout [JSONValue]) throws(UIKitRenderError) -> [JSONMember] {
        var result: [JSONMember] = []
        for view in views {
            let name = names[ObjectIdentifier(view)] ?? "view"
            var own = try common(of: view)
            let kind: String
            switch view {
            case let label as UILabel:
                kind = "label"
                own += labelProperties(label)
            case let imageView as UIImageView:
                kind = "image"
                if imageView.contentMode.model == nil {
                    throw .unsupportedProperty("the contentMode .\(imageView.contentMode) of \(name)", row: row,
                                               hint: "cellshot draws scaleToFill, scaleAspectFit, scaleAspectFill and "
                                                   + "center; place the image view where the image should be instead")
                }
                own += imageProperties(imageView)
            case let stack as UIStackView:
                kind = "stack"
                own += stackProperties(stack)
            case let button as UIButton:
                kind = "button"
                own += ButtonLowering(lowering: lowering, row: row).properties(of: button, named: name)
            case is UITextField, is UITextView:
                // Drawn unfocused, as a view holding a label of its text (TextInputLowering).
                kind = "view"
                let text = TextInputLowering(lowering: lowering, row: row)
                let parts = text.parts(of: view, named: name, used: used)
                own += parts.view
                properties[parts.labelName] = parts.label
                constraints += parts.constraints
                properties[name] = own
                let object = own + [JSONMember(key: "subviews", value: .object([
                    JSONMember(key: parts.labelName, value: .object([JSONMember(key: "label", value: .object(parts.label))])),
                ]))]
                result.append(JSONMember(key: name, value: .object([JSONMember(key: kind, value: .object(object))])))
                continue
            case let picker as UIDatePicker:
                throw .unsupportedProperty("a UIDatePicker (.\(picker.preferredDatePickerStyle)) in a custom content "
                                               + "view (\(name))", row: row,
                                           hint: "date pickers are not drawn yet; draw the date with a UILabel")
            case let toggle as UISwitch:
                kind = "switch"
                own += switchProperties(toggle)
            case is UIControl:
                throw .unsupportedProperty("a \(type(of: view)) in a custom content view (\(name))", row: row,
                                           hint: "controls other than a UIButton and a UISwitch are not drawn yet; "
                                               + "draw its look with a UILabel or UIImageView")
            case let spinner as UIActivityIndicatorView where !spinner.isHidden:
                throw .unsupportedProperty("a UIActivityIndicatorView spinning in a custom content view (\(name))",
                                           row: row, hint: "a spinner is not drawn; stop it for the snapshot "
                                               + "(stopAnimating() hides it), or draw its place with a UIImageView")
            case is UIPickerView:
                throw .unsupportedProperty("a UIPickerView in a custom content view (\(name))", row: row,
                                           hint: "a picker is not drawn; draw the selected row's title with a UILabel")
            case let listView as UIListContentView:
                // Apple's custom list cell pattern: a list content view beside views of yours, constrained to its
                // anchors and textLayoutGuide; drawn as the template's list content view.
                kind = "listContent"
                own += try lowering.cell(listView.listConfiguration, row: row).listContentMembers
            case is UIContentView:
                throw .unsupportedContentConfiguration(typeName: "a content view nested in a custom content view "
                                                           + "(\(String(describing: type(of: view))))", row: row)
            default:
                kind = "view"
            }
            properties[name] = own
            var object = own
            if let stack = view as? UIStackView {
                if let loose = stack.subviews.first(where: { subview in !stack.arrangedSubviews.contains { $0 === subview } }) {
                    throw .unsupportedProperty("a subview of a stack view that is not arranged "
                                                   + "(\(names[ObjectIdentifier(loose)] ?? "a view") in \(name))", row: row,
                                               hint: "add it with addArrangedSubview(_:), or to a plain UIView")
                }
                object.append(JSONMember(key: "arranged", value: .object(try members(of: stack.arrangedSubviews,
                                                                                    properties: &properties,
                                                                                    constraints: &constraints))))
            } else if kind == "view", !view.subviews.isEmpty {
                object.append(JSONMember(key: "subviews", value: .object(try members(of: view.subviews,
                                                                                    properties: &properties,
                                                                                    constraints: &constraints))))
            } else if !view.subviews.isEmpty {
                throw .unsupportedProperty("subviews of a \(kind) (\(name))", row: row,
                                           hint: "add them to a plain UIView instead")
            }
            result.append(JSONMember(key: name, value: .object([JSONMember(key: kind, value: .object(object))])))
        }
        return result
    }

    /// Margins as a template's insets; a template's lengths are 0…4096 points.
    nonisolated static func insets(_ margins: NSDirectionalEdgeInsets, of name: String,
                                   row: IndexPath) throws(UIKitRenderError) -> JSONValue {
        let sides = [("top", margins.top), ("leading", margins.leading), ("bottom", margins.bottom),
                     ("trailing", margins.trailing)]
        guard sides.allSatisfy({ $0.1 >= 0 && $0.1 <= 4096 }) else {
            throw .unsupportedProperty("negative or huge directionalLayoutMargins of \(name)", row: row,
                                       hint: "give margins from 0 to 4096 points; place a view outside its "
                                           + "superview's edges with a negative constant instead")
        }
        return .object(sides.map { JSONMember(key: $0.0, value: number($0.1)) })
    }

    /// Properties every view has (`hidden` in every column, so that a state's override can change it back).
    private func common(of view: UIView) throws(UIKitRenderError) -> [JSONMember] {
        var members = [JSONMember(key: "hidden", value: .bool(view.isHidden))]
        if let color = view.backgroundColor {
            members.append(JSONMember(key: "backgroundColor", value: .string(Self.string(lowering.color(color)))))
        }
        if view.alpha != 1 { members.append(JSONMember(key: "alpha", value: Self.number(view.alpha))) }
        if view.clipsToBounds { members.append(JSONMember(key: "clipsToBounds", value: .bool(true))) }
        if let layer = view.existingLayer {
            if layer.drawnCornerRadius != 0 { members.append(JSONMember(key: "cornerRadius", value: Self.number(layer.drawnCornerRadius))) }
            if layer.borderWidth != 0 {
                members.append(JSONMember(key: "borderWidth", value: Self.number(layer.borderWidth)))
                let color = layer.borderColor?.color ?? .black
                members.append(JSONMember(key: "borderColor", value: .string(Self.string(lowering.color(color)))))
            }
        }
        if let priorities = Self.axes(view.huggingPriorities) { members.append(JSONMember(key: "hugging", value: priorities)) }
        if let priorities = Self.axes(view.compressionResistancePriorities) {
            members.append(JSONMember(key: "compressionResistance", value: priorities))
        }
        if let margins = view.explicitMargins {
            let name = names[ObjectIdentifier(view)] ?? "a subview"
            members.append(JSONMember(key: "margins", value: try Self.insets(margins, of: name, row: row)))
        }
        return members
    }

    nonisolated private static func axes(_ priorities: [NSLayoutConstraint.Axis: UILayoutPriority]) -> JSONValue? {
        guard !priorities.isEmpty else { return nil }
        var members: [JSONMember] = []
        if let horizontal = priorities[.horizontal] {
            members.append(JSONMember(key: "horizontal", value: number(CGFloat(horizontal.rawValue))))
        }
        if let vertical = priorities[.vertical] {
            members.append(JSONMember(key: "vertical", value: number(CGFloat(vertical.rawValue))))
        }
        return .object(members)
    }

    private func labelProperties(_ label: UILabel) -> [JSONMember] {
        lowering.symbolNotes.noteNamedFont(label.font)
        return [JSONMember(key: "text", value: .string(Self.literal(label.text ?? ""))),
         JSONMember(key: "font", value: Self.font(label.font.reference)),
         JSONMember(key: "color", value: .string(Self.string(lowering.color(label.textColor)))),
         JSONMember(key: "lines", value: Self.number(CGFloat(label.numberOfLines))),
         JSONMember(key: "alignment", value: .string(label.textAlignment.model.rawValue)),
         JSONMember(key: "lineBreakMode", value: .string(label.lineBreakMode.model.rawValue))]
    }

    private func imageProperties(_ imageView: UIImageView) -> [JSONMember] {
        var members: [JSONMember] = []
        switch imageView.image?.drawnSource {
        case .symbol(let name): members.append(JSONMember(key: "symbol", value: .string(Self.literal(name))))
        case .file(let path): members.append(JSONMember(key: "file", value: .string(Self.literal(path))))
        case nil: break
        }
        if imageView.image != nil, let mode = imageView.contentMode.model {
            members.append(JSONMember(key: "contentMode", value: .string(mode.rawValue)))
        }
        // An original or `withTintColor` symbol keeps its colour whatever the view's tint, as in UIKit; a
        // hierarchical configuration's colour replaces the view's tint.
        let configuration = imageView.symbolConfiguration
        let tint = imageView.image?.symbolOriginalColor.map(lowering.color) ?? lowering.symbolTint(of: configuration)
            ?? lowering.color(imageView.tintColor)
        members.append(JSONMember(key: "tint", value: .string(Self.string(tint))))
        if let configuration {
            members.append(JSONMember(key: "pointSize", value: Self.number(configuration.drawnPointSize(
                fallback: UIImageView.defaultSymbolPointSize))))
        }
        if let style = lowering.symbolStyle(of: imageView.image, configuration) {
            if let weight = style.weight { members.append(JSONMember(key: "weight", value: .string(weight.rawValue))) }
            if let mode = style.renderingMode {
                members.append(JSONMember(key: "renderingMode", value: .string(mode.rawValue)))
            }
            if let colors = style.paletteColors {
                members.append(JSONMember(key: "paletteColors", value: .array(colors.map { .string(Self.string($0)) })))
            }
        }
        return members
    }

    /// A switch's state and colour; its size is the look's (the template's switch sizes itself, as UISwitch does).
    private func switchProperties(_ toggle: UISwitch) -> [JSONMember] {
        var members = [JSONMember(key: "on", value: .bool(toggle.isOn)),
                       JSONMember(key: "enabled", value: .bool(toggle.isEnabled))]
        for (key, color) in [("onTintColor", toggle.onTintColor), ("thumbTintColor", toggle.thumbTintColor)] {
            if let color { members.append(JSONMember(key: key, value: .string(Self.string(lowering.color(color))))) }
        }
        return members
    }

    private func stackProperties(_ stack: UIStackView) -> [JSONMember] {
        let alignment = switch (stack.alignment, stack.axis) {
        case (.fill, _): "fill"
        case (.leading, .horizontal): "top"
        case (.leading, .vertical): "leading"
        case (.trailing, .horizontal): "bottom"
        case (.trailing, .vertical): "trailing"
        case (.center, _): "center"
        case (.firstBaseline, _): "firstBaseline"
        case (.lastBaseline, _): "lastBaseline"
        }
        let distribution = switch stack.distribution {
        case .fill: "fill"
        case .fillEqually: "fillEqually"
        case .fillProportionally: "fillProportionally"
        case .equalSpacing: "equalSpacing"
        case .equalCentering: "equalCentering"
        }
        var members = [JSONMember(key: "axis", value: .string(stack.axis == .horizontal ? "horizontal" : "vertical")),
                       JSONMember(key: "spacing", value: Self.number(stack.spacing)),
                       JSONMember(key: "alignment", value: .string(alignment)),
                       JSONMember(key: "distribution", value: .string(distribution))]
        if stack.isLayoutMarginsRelativeArrangement {
            members.append(JSONMember(key: "layoutMarginsRelative", value: .bool(true)))
        }
        if stack.isBaselineRelativeArrangement { members.append(JSONMember(key: "baselineRelative", value: .bool(true))) }
        return members
    }

    // MARK: Constraints

    /// The template's name of one of UIKit's own guides (``SystemLayoutGuide``): a list content view's
    /// `textLayoutGuide` (`name.textLayoutGuide`), the cell's `separatorLayoutGuide`; `""` for another of
    /// UIKit's guides (its constraints are not drawn), `nil` for anything else.
    private func systemGuideName(_ object: AnyObject?, root: UIView) -> String? {
        guard let guide = object as? SystemLayoutGuide else { return nil }
        if let owner = guide.owner as? UIListContentView, owner.storedTextGuide === guide,
           let name = names[ObjectIdentifier(owner)] {
            return "\(name).textLayoutGuide"
        }
        if let cell, guide.owner === cell, guide.identifier.hasSuffix("SeparatorLayoutGuide") {
            return "separatorLayoutGuide"
        }
        return ""
    }

    private func item(_ object: AnyObject?, root: UIView) throws(UIKitRenderError) -> String {
        if let name = systemGuideName(object, root: root), !name.isEmpty { return name }
        if let view = object as? UIView {
            // A cell with views of its own has no accessories or indentation: its bounds are the content view's.
            if view === root || (cell != nil && view === cell) { return "superview" }
            if let name = names[ObjectIdentifier(view)] { return name }
        } else if let guide = object as? UILayoutGuide, guide.isMarginsGuide, let owner = guide.owningView {
            if guide.role == .readableContent, lowering.listWidth > UIView.widestReadableFollowingMargins {
                throw .unsupportedProperty("readableContentGuide in a list \(Self.numberText(CGFloat(lowering.listWidth))) "
                                               + "points wide", row: row,
                                           hint: "cellshot draws it as the margins guide, which it is up to "
                                               + "\(Self.numberText(UIView.widestReadableFollowingMargins)) points "
                                               + "(every iPhone); use layoutMarginsGuide, or a narrower width")
            }
            if owner === root || (cell != nil && owner === cell) { return "margins" }
            if let name = names[ObjectIdentifier(owner)] { return "\(name).margins" }
        } else if let guide = object as? UILayoutGuide, guide.role == .safeArea, let owner = guide.owningView {
            // A cell's views have no safe area insets: the guide is the view's own rectangle.
            if owner === root { return "superview" }
            if let name = names[ObjectIdentifier(owner)] { return name }
        } else if let guide = object as? UILayoutGuide {
            if let name = names[ObjectIdentifier(guide)] { return name }
            throw .unsupportedProperty("a constraint to a layout guide that belongs to no view of the content view "
                                           + "(\(guide.identifier.isEmpty ? "UILayoutGuide" : guide.identifier))",
                                       row: row, hint: "add the guide with addLayoutGuide(_:) to the content view or "
                                           + "one of its subviews before activating its constraints")
        }
        throw .unsupportedProperty("a constraint to a view outside the content view", row: row,
                                   hint: "relate the content view's subviews to each other and to the content view")
    }

    /// An item's attribute as the template names it: a margin attribute is the margins guide's
    /// (`leadingMargin` of the content view is `margins.leading`).
    private func term(_ object: AnyObject?, _ attribute: NSLayoutConstraint.Attribute,
                      root: UIView) throws(UIKitRenderError) -> String {
        let base = try item(object, root: root)
        guard let margin = attribute.marginBase else { return "\(base).\(attribute.name)" }
        guard object is UIView else {
            throw .unsupportedProperty("a constraint to the \(attribute.name) of a layout guide", row: row,
                                       hint: "margin attributes belong to views; use the guide's own edges")
        }
        return base == "superview" ? "margins.\(margin.name)" : "\(base).margins.\(margin.name)"
    }

    /// A visual format as the template writes it: each name replaced by the view's template name or the
    /// metric's number; the alignment options as constraints between consecutive views.
    private func texts(of format: VisualFormatConstraint, root: UIView) throws(UIKitRenderError) -> [JSONValue] {
        func refuse(_ what: String) -> UIKitRenderError {
            .unsupportedProperty("the visual format \"\(format.format)\": \(what)", row: row,
                                 hint: "name every view in views: and every number in metrics: (UIKit raises "
                                     + "NSInvalidArgumentException)")
        }
        if format.options.contains(.directionLeftToRight) || format.options.contains(.directionRightToLeft)
            || format.options.contains(.spacingBaselineToBaseline) {
            throw .unsupportedProperty("the visual format options other than alignments (\(format.format))", row: row,
                                       hint: "drop the direction and spacing options; write leading/trailing "
                                           + "constraints with anchors for a fixed direction")
        }
        var text = ""
        var index = format.format.startIndex
        // The orientation prefix is not a name.
        for prefix in ["H:", "V:"] where format.format.hasPrefix(prefix) {
            text = prefix
            index = format.format.index(index, offsetBy: 2)
        }
        while index < format.format.endIndex {
            let character = format.format[index]
            guard VisualFormatConstraint.isNameCharacter(character, first: true) else {
                text.append(character)
                index = format.format.index(after: index)
                continue
            }
            var end = index
            while end < format.format.endIndex,
                  VisualFormatConstraint.isNameCharacter(format.format[end], first: end == index) {
                end = format.format.index(after: end)
            }
            let name = String(format.format[index..<end])
            if let view = format.views[name] {
                guard view is UIView else { throw refuse("\(name) is not a view") }
                text += try item(view, root: root)
            } else if let metric = format.metrics[name] {
                guard let number = Self.metricValue(metric) else { throw refuse("the metric \(name) is not a number") }
                text += number < 0 ? "(\(Self.numberText(number)))" : Self.numberText(number)
            } else {
                throw refuse("\(name) is neither a view nor a metric")
            }
            index = end
        }
        var members = [JSONMember(key: "constraint", value: .string(Self.literal(text)))]
        if format.priority != .required {
            members.append(JSONMember(key: "priority", value: Self.number(CGFloat(format.priority.rawValue))))
        }
        if let identifier = format.identifier {
            members.append(JSONMember(key: "identifier", value: .string(Self.literal(identifier))))
        }
        var result: [JSONValue] = [.object(members)]
        let names = try VisualFormatConstraint.viewNames(in: format.format).map { name throws(UIKitRenderError) in
            guard let view = format.views[name] else { throw refuse("\(name) is neither a view nor a metric") }
            return try item(view, root: root)
        }
        for attribute in format.options.alignedAttributes {
            for (first, second) in zip(names, names.dropFirst()) {
                result.append(.object([JSONMember(key: "constraint", value: .string(
                    "\(first).\(attribute.name) == \(second).\(attribute.name)"))]))
            }
        }
        return result
    }

    nonisolated private static func metricValue(_ value: Any) -> CGFloat? {
        switch value {
        case let number as CGFloat: number
        case let number as Double: CGFloat(number)
        case let number as Float: CGFloat(number)
        case let number as Int: CGFloat(number)
        case let number as NSNumber: CGFloat(number.doubleValue)
        default: nil
        }
    }

    private func text(of constraint: NSLayoutConstraint, root: UIView) throws(UIKitRenderError) -> JSONValue {
        // NSLayoutConstraint(item:…) can say what anchors cannot; UIKit raises for these.
        let hasSecond = constraint.secondItem != nil && constraint.secondAttribute != .notAnAttribute
        if constraint.firstAttribute == .notAnAttribute || (!hasSecond && !constraint.firstAttribute.isDimension) {
            let attribute = constraint.firstAttribute.name.isEmpty ? "notAnAttribute" : constraint.firstAttribute.name
            throw .unsupportedProperty("a constraint of \(attribute) to a constant", row: row,
                                       hint: "only a width or a height can equal a constant; relate a position "
                                           + "to another item's (UIKit raises NSInvalidArgumentException)")
        }
        if let refusal = constraint.refusal {
            throw .unsupportedProperty(refusal, row: row, hint: "give the spacing as a constant")
        }
        let first = try term(constraint.firstItem, constraint.firstAttribute, root: root)
        let relation = switch constraint.relation {
        case .lessThanOrEqual: "<="
        case .equal: "=="
        case .greaterThanOrEqual: ">="
        }
        var right: String
        if constraint.secondItem != nil, constraint.secondAttribute != .notAnAttribute {
            right = try term(constraint.secondItem, constraint.secondAttribute, root: root)
            if constraint.multiplier != 1 { right = "\(Self.numberText(constraint.multiplier)) * \(right)" }
            if constraint.constant > 0 { right += " + \(Self.numberText(constraint.constant))" }
            if constraint.constant < 0 { right += " - \(Self.numberText(-constraint.constant))" }
        } else {
            right = Self.numberText(constraint.constant)
        }
        var members = [JSONMember(key: "constraint", value: .string(Self.literal("\(first) \(relation) \(right)")))]
        if constraint.priority != .required {
            members.append(JSONMember(key: "priority", value: Self.number(CGFloat(constraint.priority.rawValue))))
        }
        if let identifier = constraint.identifier {
            members.append(JSONMember(key: "identifier", value: .string(Self.literal(identifier))))
        }
        return .object(members)
    }

    /// A scrolled bounds (a non-zero origin) would move the subviews, which a template cannot say.
    private func checkBounds(root: UIView) throws(UIKitRenderError) {
        for view in [root] + tree(root) where view.boundsOrigin != .zero {
            let name = view === root ? "the content view" : names[ObjectIdentifier(view)] ?? "a subview"
            throw .unsupportedProperty("bounds.origin of \(name) (\(Self.numberText(view.boundsOrigin.x)), "
                                           + "\(Self.numberText(view.boundsOrigin.y)))", row: row,
                                       hint: "leave the bounds' origin at zero and move the subviews instead")
        }
    }

    /// The constraints UIKit makes from a view's frame and autoresizing mask
    /// (`NSAutoresizingMaskLayoutConstraint`), relative to its superview at the superview's size when they were
    /// first made after the frame, the mask or the superview changed (the size your code left, before layout;
    /// the solved one for a frame set in `layoutSubviews()`).
    ///
    /// On each axis the flexible parts — the two margins and the size — share a change of the superview's
    /// size in proportion to their current lengths (equally when those are all zero); with none flexible, the
    /// far margin is (UIKit's `h=--&`). So the view's near edge is `superview.near + f·superview.size +
    /// (edge − f·S)` and its size `g·superview.size + (size − g·S)`, where `f` and `g` are the near margin's
    /// and the size's shares and `S` the superview's size now: with no flexibility, `left == superview.left +
    /// x` and `width == w`.
    private func autoresizingConstraints(of view: UIView, root: UIView) throws(UIKitRenderError) -> [JSONValue] {
        guard let parent = view.superview else { return [] }
        let parentName = parent === root || parent === cell ? "superview" : names[ObjectIdentifier(parent)] ?? "superview"
        let name = names[ObjectIdentifier(view)] ?? "view"
        let mask = view.autoresizingMask
        let frame = view.autoresizingFrame
        let size = view.autoresizingSuperviewSize ?? parent.bounds.size
        let numbers = [frame.minX, frame.minY, frame.width, frame.height, size.width, size.height]
        guard numbers.allSatisfy({ $0.isFinite && abs($0) <= 1_000_000 }) else {
            throw .unsupportedProperty("the frame of \(name) (\(frame)) or of its superview", row: row,
                                       hint: "give views finite frames; a view placed by constraints needs "
                                           + "translatesAutoresizingMaskIntoConstraints = false")
        }
        view.autoresizingSuperviewSize = size
        let horizontal = Self.shares(near: frame.minX, size: frame.width, far: size.width - frame.maxX,
                                     flexible: (mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth),
                                                mask.contains(.flexibleRightMargin)))
        let vertical = Self.shares(near: frame.minY, size: frame.height, far: size.height - frame.maxY,
                                   flexible: (mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight),
                                              mask.contains(.flexibleBottomMargin)))
        let identifier = "NSAutoresizingMaskLayoutConstraint h=\(horizontal.notation) v=\(vertical.notation)"
        func constraint(_ text: String) -> JSONValue {
            .object([JSONMember(key: "constraint", value: .string(text)),
                     JSONMember(key: "identifier", value: .string(identifier))])
        }
        func edge(_ attribute: String, _ dimension: String, value: CGFloat, share: CGFloat, total: CGFloat) -> String {
            var text = "\(name).\(attribute) == \(parentName).\(attribute)"
            if share != 0 { text += " + \(Self.scaled(share, "\(parentName).\(dimension)"))" }
            return text + Self.signed(value - share * total)
        }
        func length(_ dimension: String, value: CGFloat, share: CGFloat, total: CGFloat) -> String {
            guard share != 0 else { return "\(name).\(dimension) == \(Self.numberText(value))" }
            return "\(name).\(dimension) == \(Self.scaled(share, "\(parentName).\(dimension)"))"
                + Self.signed(value - share * total)
        }
        let origin = [
            constraint(edge("left", "width", value: frame.minX, share: horizontal.near, total: size.width)),
            constraint(edge("top", "height", value: frame.minY, share: vertical.near, total: size.height)),
        ]
        // UISwitch keeps its own size whatever frame it is given (the look's: iOS 26's is wider and lower).
        if view is UISwitch { return origin }
        return origin + [
            constraint(length("width", value: frame.width, share: horizontal.size, total: size.width)),
            constraint(length("height", value: frame.height, share: vertical.size, total: size.height)),
        ]
    }

    /// The constraints UIKit makes from a view's ``UIView/intrinsicContentSize`` (`NSContentSizeLayoutConstraint`):
    /// on each axis with a length, at least it at the compression resistance and at most it at the hugging
    /// priority. Labels and image views are sized by the template engine from their text and image, exactly
    /// as their `intrinsicContentSize` reports; a subclass of theirs that reports another size is refused.
    private func intrinsicSizeConstraints(of view: UIView) throws(UIKitRenderError) -> [JSONValue] {
        let name = names[ObjectIdentifier(view)] ?? "view"
        // A list content view is sized by its configuration's content, as the template's list content view is.
        if view is UIListContentView { return [] }
        // A button is sized by its content in the template engine, as UIButton's intrinsicContentSize is; a
        // switch by the look's figures.
        if view is UIButton || view is UISwitch { return [] }
        if view is UILabel || view is UIImageView {
            guard type(of: view) != UILabel.self, type(of: view) != UIImageView.self else { return [] }
            let own = (view as? UILabel)?.measuredSize(width: nil)
                ?? (view as? UIImageView)?.imageSize ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
            if view.intrinsicContentSize != own {
                throw .unsupportedProperty("\(name)'s intrinsicContentSize override (a \(type(of: view)))", row: row,
                                           hint: "a label or image view is sized by its text or image; override "
                                               + "intrinsicContentSize in a UIView subclass that holds it, or give it "
                                               + "width and height constraints")
            }
            return []
        }
        let size = view.intrinsicContentSize
        var constraints: [JSONValue] = []
        for (axis, dimension, length) in [(NSLayoutConstraint.Axis.horizontal, "width", size.width),
                                          (.vertical, "height", size.height)] where length >= 0 {
            guard length.isFinite, length <= 1_000_000 else {
                throw .unsupportedProperty("\(name)'s intrinsicContentSize \(dimension) \(length)", row: row,
                                           hint: "return a finite size, or UIView.noIntrinsicMetric for an axis "
                                               + "without one")
            }
            let text = Self.numberText(length)
            for (relation, priority) in [(">=", view.contentCompressionResistancePriority(for: axis)),
                                         ("<=", view.contentHuggingPriority(for: axis))] {
                var members = [JSONMember(key: "constraint", value: .string("\(name).\(dimension) \(relation) \(text)"))]
                if priority != .required {
                    members.append(JSONMember(key: "priority", value: Self.number(CGFloat(priority.rawValue))))
                }
                members.append(JSONMember(key: "identifier", value: .string("NSContentSizeLayoutConstraint")))
                constraints.append(.object(members))
            }
        }
        return constraints
    }

    /// The shares of a superview's change taken by the near margin and the size on one axis, and UIKit's
    /// notation of the axis (`-` fixed, `&` flexible: near margin, size, far margin).
    nonisolated static func shares(near: CGFloat, size: CGFloat, far: CGFloat,
                                   flexible: (near: Bool, size: Bool, far: Bool)) -> (near: CGFloat, size: CGFloat, notation: String) {
        var flexible = flexible
        if !flexible.near, !flexible.size, !flexible.far { flexible.far = true }
        let lengths = [(flexible.near, near), (flexible.size, size), (flexible.far, far)].filter(\.0).map(\.1)
        let total = lengths.reduce(0, +)
        let equal = total <= 0 || lengths.contains { $0 < 0 } || !total.isFinite
        func share(_ isFlexible: Bool, _ length: CGFloat) -> CGFloat {
            guard isFlexible else { return 0 }
            return equal ? 1 / CGFloat(lengths.count) : length / total
        }
        let notation = [flexible.near, flexible.size, flexible.far].map { $0 ? "&" : "-" }.joined()
        return (share(flexible.near, near), share(flexible.size, size), notation)
    }

    /// `k * item`, or `item` when `k` is 1.
    nonisolated private static func scaled(_ factor: CGFloat, _ item: String) -> String {
        factor == 1 ? item : "\(numberText(factor)) * \(item)"
    }

    /// ` + c`, ` - c`, or nothing for zero.
    nonisolated private static func signed(_ constant: CGFloat) -> String {
        if constant > 0 { return " + \(numberText(constant))" }
        if constant < 0 { return " - \(numberText(-constant))" }
        return ""
    }

    // MARK: JSON

    nonisolated static func string(_ color: ColorReference) -> String {
        switch color {
        case .system(let name): name.rawValue
        case .hex(let color): color.hex
        }
    }

    /// A background configuration as a template writes it.
    nonisolated static func background(_ background: BackgroundConfiguration) -> JSONValue {
        var members: [JSONMember] = []
        if let color = background.backgroundColor { members.append(JSONMember(key: "color", value: .string(string(color)))) }
        if let radius = background.cornerRadius { members.append(JSONMember(key: "cornerRadius", value: number(CGFloat(radius)))) }
        if let color = background.strokeColor { members.append(JSONMember(key: "strokeColor", value: .string(string(color)))) }
        if let width = background.strokeWidth { members.append(JSONMember(key: "strokeWidth", value: number(CGFloat(width)))) }
        if let insets = background.backgroundInsets {
            members.append(JSONMember(key: "backgroundInsets", value: .object([
                JSONMember(key: "top", value: number(CGFloat(insets.top))),
                JSONMember(key: "leading", value: number(CGFloat(insets.leading))),
                JSONMember(key: "bottom", value: number(CGFloat(insets.bottom))),
                JSONMember(key: "trailing", value: number(CGFloat(insets.trailing))),
            ])))
        }
        switch background.colorTransformer {
        case .grayscale?: members.append(JSONMember(key: "colorTransformer", value: .string("grayscale")))
        case .preferredTint?: members.append(JSONMember(key: "colorTransformer", value: .string("preferredTint")))
        case .monochromeTint?: members.append(JSONMember(key: "colorTransformer", value: .string("monochromeTint")))
        case .alpha(let alpha)?:
            members.append(JSONMember(key: "colorTransformer",
                                      value: .object([JSONMember(key: "alpha", value: number(CGFloat(alpha)))])))
        case nil: break
        }
        return .object(members)
    }

    nonisolated static func font(_ font: FontReference) -> JSONValue {
        switch font {
        case .textStyle(let style): .string(style.rawValue)
        case .weightedTextStyle(let style, let weight):
            .object([JSONMember(key: "style", value: .string(style.rawValue)),
                     JSONMember(key: "weight", value: .string(weight.rawValue))])
        case .fixed(let descriptor):
            .object([JSONMember(key: "size", value: number(CGFloat(descriptor.size))),
                     JSONMember(key: "weight", value: .string(descriptor.weight.rawValue))])
        }
    }

    nonisolated static func number(_ value: CGFloat) -> JSONValue {
        .number(Double(value), text: numberText(value))
    }

    nonisolated static func numberText(_ value: CGFloat) -> String {
        JSONText.number(Double(value))
    }

    /// A string with `$` doubled, so that a template reads it as written, not as a placeholder.
    nonisolated static func literal(_ text: String) -> String {
        text.replacingOccurrences(of: "$", with: "$$")
    }
}

/// The names a template's views may not have.
enum TemplateReservedNames {
    static let all: Set<String> = ["superview", "contentView", "margins", "background"]
}
