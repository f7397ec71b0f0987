import CellshotGraphics
import CellshotLayout
import ConstraintSolver

/// The view tree and constraints of a section header or footer (a `UIListContentView` with
/// `groupedHeader()` and friends in a supplementary view), built once per ``Shape`` and re-solved
/// for every header and footer of that shape.
///
/// ```
/// headerFooter ── (margins guide)   inside directionalLayoutMargins; its height is the content's
///                  ├─ image          at the leading margin, centred vertically
///                  ├─ (texts guide)  imageToTextPadding after the image, centred vertically:
///                  │   ├─ text           full width, wrapping
///                  │   └─ secondaryText  under the text
///                  └─ accessory0 … N  after the texts, centred vertically, ending at the trailing margin
/// ```
/// Trailing edges hold just below required: in a list narrower than its margins the texts collapse to
/// zero width instead of the header growing wider than the list.
final class HeaderFooterTemplate {
    /// Which views exist.
    struct Shape: Hashable {
        var hasImage: Bool
        var hasText: Bool
        var hasSecondaryText: Bool
        /// One entry per trailing accessory: `true` for a label (text), `false` for a glyph.
        var accessories: [Bool]

        init(_ content: ResolvedHeaderFooter) {
            hasImage = content.image != nil
            hasText = content.text != nil
            hasSecondaryText = content.secondaryText != nil
            accessories = content.accessories.map { if case .label = $0 { true } else { false } }
        }
    }

    /// Where a header's or footer's views ended up, in its own coordinates.
    struct Frames {
        var view: Rect
        var image: Rect?, text: Rect?, secondaryText: Rect?
        var accessories: [Rect] = []
    }

    let view = View(name: "headerFooter")
    let image: View?
    let text: View?
    let secondaryText: View?
    let accessories: [View]
    private let top, bottom, leading, trailing: LayoutConstraint
    private var imageToText: LayoutConstraint?
    private var textToSecondary: LayoutConstraint?
    private var contentToAccessory: LayoutConstraint?
    private var betweenAccessories: [LayoutConstraint] = []
    private var engine: LayoutEngine!   // built once the constraints are active

    // The tree and its constraints hold each other: let them go with the template.
    deinit { view.deactivateConstraintsInSubtree() }

    /// Builds the tree and constraints of a shape with `first`'s figures and content in place (built with
    /// empty placeholder labels, which have no baselines, the first layout rebuilt the whole system).
    init(shape: Shape, first: ResolvedHeaderFooter, measurer: any TextMeasuring, direction: LayoutDirection)
        throws(LayoutError) {
        let placeholder = TextAttributes(font: FontDescriptor(size: 13))
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
        // The image keeps its box, as in a cell: the texts give way; so do accessories (a label's text first).
        for axis in [Axis.horizontal, .vertical] {
            image?.setContentHuggingPriority(.required, for: axis)
            image?.setContentCompressionResistancePriority(.required, for: axis)
            for accessory in accessories { accessory.setContentHuggingPriority(.required, for: axis) }
        }
        for (accessory, isLabel) in zip(accessories, shape.accessories) {
            accessory.setContentCompressionResistancePriority(.required, for: .vertical)
            accessory.setContentCompressionResistancePriority(Priority(isLabel ? 997 : 998), for: .horizontal)
        }
        for subview in [image, text, secondaryText].compactMap({ $0 }) + accessories { view.addSubview(subview) }

        let margins = LayoutGuide(name: "margins")
        view.addLayoutGuide(margins)
        top = margins.topAnchor.constraint(equalTo: view.topAnchor)
        bottom = margins.bottomAnchor.constraint(equalTo: view.bottomAnchor)
        leading = margins.leadingAnchor.constraint(equalTo: view.leadingAnchor)
        trailing = margins.trailingAnchor.constraint(equalTo: view.trailingAnchor).withPriority(Priority(999))
        var constraints = [top, bottom, leading, trailing, margins.widthAnchor.constraint(greaterThanOrEqualToConstant: 0)]
        constraints += ([image, text, secondaryText].compactMap { $0 } + accessories).flatMap { view in
            [view.widthAnchor.constraint(greaterThanOrEqualToConstant: 0),
             view.heightAnchor.constraint(greaterThanOrEqualToConstant: 0)]
        }
        constraints += Self.centred(image, in: margins)
        var textLeading = margins.leadingAnchor
        if let image {
            constraints.append(image.leadingAnchor.constraint(equalTo: margins.leadingAnchor))
            textLeading = image.trailingAnchor
        }

        // Trailing accessories: a chain ending at the trailing margin; the texts end before the first one.
        var contentTrailing = margins.trailingAnchor
        if let first = accessories.first, let last = accessories.last {
            for (left, right) in zip(accessories, accessories.dropFirst()) {
                let between = right.leadingAnchor.constraint(equalTo: left.trailingAnchor)
                betweenAccessories.append(between)
                constraints.append(between)
            }
            constraints.append(last.trailingAnchor.constraint(equalTo: margins.trailingAnchor))
            constraints += accessories.flatMap { Self.centred($0, in: margins) }
            contentTrailing = first.leadingAnchor
        }
        let labels = [text, secondaryText].compactMap { $0 }
        if !labels.isEmpty {
            let texts = LayoutGuide(name: "texts")
            view.addLayoutGuide(texts)
            let toText = texts.leadingAnchor.constraint(equalTo: textLeading)
            if image != nil { imageToText = toText }
            let toAccessory = texts.trailingAnchor.constraint(equalTo: contentTrailing).withPriority(Priority(999))
            if !accessories.isEmpty { contentToAccessory = toAccessory }
            constraints += [toText, toAccessory,
                            texts.widthAnchor.constraint(greaterThanOrEqualToConstant: 0)]
            constraints += Self.centred(texts, in: margins)
            let stacked = StackedTexts.constraints(text: text, secondaryText: secondaryText, in: texts)
            constraints += stacked.constraints
            textToSecondary = stacked.gap
        }
        LayoutConstraint.activate(constraints)
        apply(first)
        engine = try LayoutEngine(root: view, direction: direction)
    }

    /// Centred vertically in the margins guide and inside it: the guide (and the header) is as tall as
    /// the taller of the image and the texts.
    private static func centred(_ item: LayoutItem?, in margins: LayoutGuide) -> [LayoutConstraint] {
        guard let item else { return [] }
        return [item.centerYAnchor.constraint(equalTo: margins.centerYAnchor),
                item.topAnchor.constraint(greaterThanOrEqualTo: margins.topAnchor),
                item.bottomAnchor.constraint(lessThanOrEqualTo: margins.bottomAnchor)]
    }

    /// Lays a header or footer out at the list's width, as tall as its content and margins.
    func layout(_ content: ResolvedHeaderFooter, width: Double) throws(LayoutError) -> Frames {
        apply(content)
        try engine.fittingSize(width: width)
        func frame(_ view: View?) -> Rect? { view.map { engine.frameInRoot(of: $0) } }
        return Frames(view: engine.frameInRoot(of: view), image: frame(image), text: frame(text),
                      secondaryText: frame(secondaryText), accessories: accessories.map { engine.frameInRoot(of: $0) })
    }

    /// Puts a header's or footer's figures and content into the template.
    private func apply(_ content: ResolvedHeaderFooter) {
        top.constant = content.margins.top
        bottom.constant = -content.margins.bottom
        leading.constant = content.margins.leading
        trailing.constant = -content.margins.trailing
        imageToText?.constant = content.imageToTextPadding
        textToSecondary?.constant = content.verticalTextPadding
        if let image, let resolved = content.image {
            image.intrinsicContent = FixedIntrinsicContent(width: resolved.layoutSize.width,
                                                           height: resolved.layoutSize.height)
        }
        contentToAccessory?.constant = -content.contentToAccessory
        for constraint in betweenAccessories { constraint.constant = content.betweenAccessories }
        var labels = [(text, content.text), (secondaryText, content.secondaryText)]
        for (view, accessory) in zip(accessories, content.accessories) {
            switch accessory {
            case .disclosureIndicator(let size, _), .checkmark(let size, _), .glyph(_, let size, _, _):
                view.intrinsicContent = FixedIntrinsicContent(width: size.width, height: size.height)
            case .label(let label):
                labels.append((view, label))
            case .image(let image):
                view.intrinsicContent = FixedIntrinsicContent(width: image.layoutSize.width, height: image.layoutSize.height)
            case .switch(let control):
                view.intrinsicContent = FixedIntrinsicContent(width: control.size.width, height: control.size.height)
            }
        }
        for (view, resolved) in labels {
            guard let view, let resolved, let label = view.intrinsicContent as? TextContent else { continue }
            label.text = resolved.string
            label.attributes = resolved.attributes
        }
    }
}
