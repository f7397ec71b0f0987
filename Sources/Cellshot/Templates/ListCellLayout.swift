import CellshotGraphics
import CellshotLayout
import CellshotModel
import ConstraintSolver

/// The view tree and constraints of a built-in list cell (`UIListContentView` inside a
/// `UICollectionViewListCell` with its trailing accessories), built once per ``Shape`` and
/// re-solved for every row of that shape like a reused table view cell.
///
/// ```
/// cell ─┬─ leading0 … leadingN          delete, insert, multiselect: from the cell's layout margin
///       ├─ content ─┬─ image            image.leading == content.leading + margins.leading
///       │           ├─ text             text.leading == image.trailing + imageToTextPadding
///       │           ├─ secondaryText    stacked under text, or beside it (valueCell)
///       │           └─ (texts guide)    centred vertically, inside the top and bottom margins
///       └─ accessory0 … accessoryN      centred vertically, ending at the cell's layout margin
/// ```
/// Every figure (margins, paddings, sizes) is a constraint constant or a measured size, so a row of
/// the same shape only changes constants and edit variables: no rebuild.
final class ListCellLayout {
    /// What decides the view tree: which views exist and how the texts are arranged.
    struct Shape: Hashable {
        var hasImage: Bool
        var hasText: Bool
        var hasSecondaryText: Bool
        var sideBySide: Bool
        /// One entry per accessory: `true` for a label (text), `false` for a glyph.
        var accessories: [Bool]
        /// How many leading accessories (all glyphs) come before the content.
        var leadingAccessories: Int

        init(_ cell: ResolvedCell, sideBySide: Bool) {
            hasImage = cell.image != nil
            hasText = cell.text != nil
            hasSecondaryText = cell.secondaryText != nil
            self.sideBySide = sideBySide && hasText && hasSecondaryText
            accessories = cell.accessories.map { if case .label = $0 { true } else { false } }
            leadingAccessories = cell.leadingAccessories.count
        }
    }

    let shape: Shape
    let cell = View(name: "cell")
    let content = View(name: "content")
    let image: View?
    let text: View?
    let secondaryText: View?
    let accessories: [View]
    let leadingAccessories: [View]
    private var engine: LayoutEngine!   // built once the constraints are active

    // The tree and its constraints hold each other: let them go with the template.
    deinit { cell.deactivateConstraintsInSubtree() }

    // Constraints whose constants follow the row.
    private var marginTop: [LayoutConstraint] = []
    private var marginBottom: [LayoutConstraint] = []
    private var marginLeading: [LayoutConstraint] = []
    private var marginTrailing: [LayoutConstraint] = []
    private var imageToText: LayoutConstraint?
    private var textToSecondary: LayoutConstraint?
    private var contentToAccessory: LayoutConstraint?
    private var betweenAccessories: [LayoutConstraint] = []
    private var accessoryTrailing: LayoutConstraint?
    private var accessoryLeading: LayoutConstraint?
    private var betweenLeadingAccessories: [LayoutConstraint] = []
    /// Where the content view starts: after the last leading accessory, or at the cell's leading edge.
    private var contentLeading: LayoutConstraint?
    private let minimumHeight: LayoutConstraint

    private let measurer: any TextMeasuring

    /// How hard a label accessory keeps its width: above everything the content asks for, below the
    /// cell's width (the layout engine's measurement priority, 999.99), which is never given up.
    static let labelAccessoryResistance = Priority(999)
    /// How hard a glyph, image or switch accessory keeps its width: squeezed only once the labels are gone.
    static let fixedAccessoryResistance = Priority(999.5)

    /// Builds the tree and constraints of a shape, with `firstRow`'s figures and content in place: built
    /// with empty placeholder labels (an empty text has no baselines), the first layout found its content's
    /// metrics changed and built the whole system again.
    init(shape: Shape, firstRow: ResolvedCell, measurer: any TextMeasuring, direction: LayoutDirection)
        throws(LayoutError) {
        self.shape = shape
        self.measurer = measurer
        let placeholder = TextAttributes(font: FontDescriptor(size: 17))
        image = shape.hasImage ? View(name: "image", content: FixedIntrinsicContent(width: 0, height: 0)) : nil
        text = shape.hasText
            ? View(name: "text", content: TextContent(text: "", attributes: placeholder, measurer: measurer)) : nil
        secondaryText = shape.hasSecondaryText
            ? View(name: "secondaryText", content: TextContent(text: "", attributes: placeholder, measurer: measurer))
            : nil
        accessories = shape.accessories.enumerated().map { index, isLabel in
            View(name: "accessory\(index)",
                 content: isLabel ? TextContent(text: "", attributes: placeholder, measurer: measurer)
                     : FixedIntrinsicContent(width: 0, height: 0))
        }
        leadingAccessories = (0..<shape.leadingAccessories).map { index in
            View(name: "leadingAccessory\(index)", content: FixedIntrinsicContent(width: 0, height: 0))
        }
        // The image view keeps its box (UIListContentView pins its size): the texts give way.
        for axis in [Axis.horizontal, .vertical] {
            image?.setContentHuggingPriority(.required, for: axis)
            image?.setContentCompressionResistancePriority(.required, for: axis)
        }
        cell.addSubview(content)
        for view in [image, text, secondaryText].compactMap({ $0 }) { content.addSubview(view) }
        for (accessory, isLabel) in zip(leadingAccessories + accessories,
                                        Array(repeating: false, count: shape.leadingAccessories) + shape.accessories) {
            // Accessories keep their size against the content (its text wraps or is cut instead), but not
            // against the cell's width: a cell is always as wide as its list, so accessories wider than the
            // cell are squeezed, a label's text first (it is cut short), the fixed glyphs last.
            for axis in [Axis.horizontal, .vertical] { accessory.setContentHuggingPriority(.required, for: axis) }
            accessory.setContentCompressionResistancePriority(.required, for: .vertical)
            accessory.setContentCompressionResistancePriority(isLabel ? Self.labelAccessoryResistance
                                                                      : Self.fixedAccessoryResistance,
                                                              for: .horizontal)
            cell.addSubview(accessory)
        }
        minimumHeight = cell.heightAnchor.constraint(greaterThanOrEqualToConstant: 44)
        activateConstraints()
        apply(firstRow)
        engine = try LayoutEngine(root: cell, direction: direction)
    }

    private func activateConstraints() {
        var constraints = nonNegativeSizes() + [
            content.topAnchor.constraint(equalTo: cell.topAnchor),
            content.bottomAnchor.constraint(equalTo: cell.bottomAnchor),
            minimumHeight,
        ]
        // Leading accessories: a chain from the cell's leading margin to the content, which starts right after.
        if let first = leadingAccessories.first, let last = leadingAccessories.last {
            let leading = first.leadingAnchor.constraint(equalTo: cell.leadingAnchor)
            accessoryLeading = leading
            constraints.append(leading)
            for (left, right) in zip(leadingAccessories, leadingAccessories.dropFirst()) {
                let between = right.leadingAnchor.constraint(equalTo: left.trailingAnchor)
                betweenLeadingAccessories.append(between)
                constraints.append(between)
            }
            let afterAccessories = content.leadingAnchor.constraint(equalTo: last.trailingAnchor)
            contentLeading = afterAccessories
            constraints.append(afterAccessories)
            for accessory in leadingAccessories {
                constraints.append(accessory.centerYAnchor.constraint(equalTo: cell.centerYAnchor))
            }
        } else {
            let leading = content.leadingAnchor.constraint(equalTo: cell.leadingAnchor)
            contentLeading = leading
            constraints.append(leading)
        }
        // Trailing accessories: a chain from the content to the cell's trailing margin.
        if let first = accessories.first, let last = accessories.last {
            let toAccessory = content.trailingAnchor.constraint(equalTo: first.leadingAnchor)
            contentToAccessory = toAccessory
            constraints.append(toAccessory)
            for (left, right) in zip(accessories, accessories.dropFirst()) {
                let between = left.trailingAnchor.constraint(equalTo: right.leadingAnchor)
                betweenAccessories.append(between)
                constraints.append(between)
            }
            let trailing = last.trailingAnchor.constraint(equalTo: cell.trailingAnchor)
            accessoryTrailing = trailing
            constraints.append(trailing)
            for accessory in accessories {
                constraints.append(accessory.centerYAnchor.constraint(equalTo: cell.centerYAnchor))
            }
        } else {
            constraints.append(content.trailingAnchor.constraint(equalTo: cell.trailingAnchor))
        }

        // The image: at the leading margin, centred vertically, inside the vertical margins.
        var textLeading = content.leadingAnchor
        if let image {
            let leading = image.leadingAnchor.constraint(equalTo: content.leadingAnchor)
            marginLeading.append(leading)
            constraints += [leading, image.centerYAnchor.constraint(equalTo: content.centerYAnchor)]
            constraints += insideVerticalMargins(top: image.topAnchor, bottom: image.bottomAnchor)
            textLeading = image.trailingAnchor
        }

        // The texts: in a guide centred vertically inside the margins.
        let texts = LayoutGuide(name: "texts")
        content.addLayoutGuide(texts)
        let labels = [text, secondaryText].compactMap { $0 }
        guard !labels.isEmpty else {
            LayoutConstraint.activate(constraints)
            return
        }
        let leading = texts.leadingAnchor.constraint(equalTo: textLeading)
        if image != nil { imageToText = leading } else { marginLeading.append(leading) }
        let trailing = texts.trailingAnchor.constraint(equalTo: content.trailingAnchor)
        marginTrailing.append(trailing)
        constraints += [leading, trailing, texts.centerYAnchor.constraint(equalTo: content.centerYAnchor),
                        texts.widthAnchor.constraint(greaterThanOrEqualToConstant: 0)]
        constraints += insideVerticalMargins(top: texts.topAnchor, bottom: texts.bottomAnchor)

        if shape.sideBySide, let text, let secondaryText {
            // valueCell: text at the leading edge, secondary text at the trailing edge, baselines aligned.
            let gap = secondaryText.leadingAnchor.constraint(greaterThanOrEqualTo: text.trailingAnchor)
            textToSecondary = gap
            constraints += [
                text.leadingAnchor.constraint(equalTo: texts.leadingAnchor),
                secondaryText.trailingAnchor.constraint(equalTo: texts.trailingAnchor),
                gap,
                secondaryText.firstBaselineAnchor.constraint(equalTo: text.firstBaselineAnchor),
            ]
            for label in labels {
                constraints += [label.topAnchor.constraint(greaterThanOrEqualTo: texts.topAnchor),
                                label.bottomAnchor.constraint(lessThanOrEqualTo: texts.bottomAnchor)]
            }
            // The guide hugs the taller label (just below the fitting size's own level).
            constraints.append(texts.heightAnchor.constraint(equalToConstant: 0).withPriority(Priority(49)))
        } else {
            // Stacked: every label spans the guide's width, one under the other.
            let stacked = StackedTexts.constraints(text: text, secondaryText: secondaryText, in: texts)
            constraints += stacked.constraints
            textToSecondary = stacked.gap
        }
        LayoutConstraint.activate(constraints)
    }

    /// Views never get a negative size, however narrow the cell or small a fixed height: they
    /// collapse to zero and the painter clips what overflows the cell. Squeezed accessories stop at zero too.
    private func nonNegativeSizes() -> [LayoutConstraint] {
        ([content, image, text, secondaryText].compactMap { $0 } + leadingAccessories + accessories).flatMap { view in
            [view.widthAnchor.constraint(greaterThanOrEqualToConstant: 0),
             view.heightAnchor.constraint(greaterThanOrEqualToConstant: 0)]
        }
    }

    /// `top >= content.top + margins.top` and `bottom <= content.bottom - margins.bottom`, just below
    /// required: a fixed row height smaller than the content squeezes the margins first instead of
    /// breaking the height (the row keeps the height the document asked for).
    private func insideVerticalMargins(top: YAxisAnchor, bottom: YAxisAnchor) -> [LayoutConstraint] {
        let topConstraint = top.constraint(greaterThanOrEqualTo: content.topAnchor).withPriority(Priority(999))
        let bottomConstraint = bottom.constraint(lessThanOrEqualTo: content.bottomAnchor).withPriority(Priority(999))
        marginTop.append(topConstraint)
        marginBottom.append(bottomConstraint)
        return [topConstraint, bottomConstraint]
    }

    /// Lays a row out at a width; its height is automatic (at least the minimum) or fixed.
    /// - Returns: the frames of every view, in the cell's coordinates.
    func layout(_ row: ResolvedCell, width: Double) throws(LayoutError) -> CellFrames {
        apply(row)
        switch row.height {
        case .automatic:
            try engine.fittingSize(width: width)
        case .fixed(let height):
            try engine.layout(width: width, height: height)
        }
        func frame(_ view: View?) -> Rect? { view.map { engine.frameInRoot(of: $0) } }
        return CellFrames(cell: engine.frameInRoot(of: cell), content: engine.frameInRoot(of: content),
                          image: frame(image), text: frame(text), secondaryText: frame(secondaryText),
                          accessories: accessories.map { engine.frameInRoot(of: $0) },
                          leadingAccessories: leadingAccessories.map { engine.frameInRoot(of: $0) })
    }

    /// Puts a row's content and figures into the template.
    private func apply(_ row: ResolvedCell) {
        for constraint in marginTop { constraint.constant = row.margins.top }
        for constraint in marginBottom { constraint.constant = -row.margins.bottom }
        for constraint in marginLeading { constraint.constant = row.margins.leading }
        for constraint in marginTrailing { constraint.constant = -row.margins.trailing }
        imageToText?.constant = row.imageToTextPadding
        textToSecondary?.constant = shape.sideBySide ? row.horizontalTextPadding : row.verticalTextPadding
        contentToAccessory?.constant = -row.contentToAccessory
        for constraint in betweenAccessories { constraint.constant = -row.betweenAccessories }
        accessoryTrailing?.constant = -row.accessoryTrailingMargin
        accessoryLeading?.constant = row.accessoryLeadingMargin
        for constraint in betweenLeadingAccessories { constraint.constant = row.betweenLeadingAccessories }
        contentLeading?.constant = row.contentIndentation
        // The 44 pt minimum is for self-sizing rows; a fixed height is what the document asked for.
        minimumHeight.constant = row.height == .automatic ? row.minimumHeight : 0

        if let image, let resolved = row.image {
            image.intrinsicContent = FixedIntrinsicContent(width: resolved.layoutSize.width,
                                                           height: resolved.layoutSize.height)
        }
        setText(row.text, on: text)
        setText(row.secondaryText, on: secondaryText)
        for (view, accessory) in zip(leadingAccessories + accessories, row.leadingAccessories + row.accessories) {
            switch accessory {
            case .disclosureIndicator(let size, _), .checkmark(let size, _), .glyph(_, let size, _, _):
                view.intrinsicContent = FixedIntrinsicContent(width: size.width, height: size.height)
            case .label(let label):
                setText(label, on: view)
            case .image(let image):
                view.intrinsicContent = FixedIntrinsicContent(width: image.layoutSize.width,
                                                              height: image.layoutSize.height)
            case .switch(let control):
                view.intrinsicContent = FixedIntrinsicContent(width: control.size.width, height: control.size.height)
            }
        }
    }

    private func setText(_ resolved: ResolvedText?, on view: View?) {
        guard let view, let resolved, let content = view.intrinsicContent as? TextContent else { return }
        content.text = resolved.string
        content.attributes = resolved.attributes
    }
}

/// Where a cell's views ended up, in the cell's coordinates.
public struct CellFrames: Hashable, Sendable, Codable {
    /// The whole cell.
    public var cell: Rect
    /// The content view (the cell minus its leading and trailing accessories).
    public var content: Rect
    /// The image view, the text label and the secondary text label, when the row has them.
    public var image: Rect?, text: Rect?, secondaryText: Rect?
    /// The trailing accessories, in order.
    public var accessories: [Rect]
    /// The leading accessories (delete, insert, multiselect), in order.
    public var leadingAccessories: [Rect] = []
}
