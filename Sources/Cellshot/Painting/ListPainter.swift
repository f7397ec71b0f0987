import CellshotGraphics
import CellshotModel

/// Turns a laid-out list into draw commands: backgrounds, separators, texts, images and accessories.
///
/// An inset grouped section's rows are drawn inside a clip of the card's rounded rectangle, so a
/// selected first or last row's grey follows the card's corners.
struct ListPainter {
    let geometry: ListGeometry
    let direction: LayoutDirection
    /// The measurer that laid the texts out, asked for those layouts so they are drawn as measured.
    let measurer: any TextMeasuring

    /// A text in a label's frame, with its layout at the frame's width.
    func text(_ text: ResolvedText, in frame: Rect) -> DrawCommand {
        .text(TextRun(text: text.string, attributes: text.attributes, color: text.color, frame: frame,
                      prepared: measurer.prepare(text.string, text.attributes, width: frame.width)))
    }

    /// A label's text, or nothing when the label is wider than Pango lays text out across (a grid cell whose
    /// groups' fractions multiplied to billions of points; the layouter warns): Cairo's coordinates wrap there,
    /// and whether the text showed would depend on the width's digits. Not drawn is the same on every run.
    func label(_ text: ResolvedText, in frame: Rect) -> [DrawCommand] {
        frame.width > TextBudget.pangoExtent ? [] : [self.text(text, in: frame)]
    }

    /// The commands of a list whose top-left corner is at `origin`.
    func commands(for list: ListLayout, at origin: Point = .zero) -> [DrawCommand] {
        var commands: [DrawCommand] = []
        for section in list.sections {
            if let background = section.background {
                commands.append(.fill(background.frame.offset(origin), cornerRadius: 0, color: background.color))
            }
            if let header = section.header { commands += headerFooter(header, at: origin) }
            var rows: [DrawCommand] = []
            for row in section.rows {
                if section.rowsAreCards {
                    // A row spaced from its neighbours is its own card: clipped to its own rounded rectangle.
                    rows.append(.clip(row.frame.offset(origin), cornerRadius: section.cornerRadius, curve: .continuous,
                                      commands: self.row(row, in: list, at: origin)))
                } else {
                    rows += self.row(row, in: list, at: origin)
                }
            }
            // Over the first row's background, which would otherwise cover it.
            if let top = section.topSeparator {
                rows.append(.fill(top.offset(origin), cornerRadius: 0, color: list.separatorColor))
            }
            if let grid = section.grid {
                commands += self.grid(grid, rows: rows, at: origin)
            } else if section.cornerRadius > 0 && !section.rowsAreCards {
                commands.append(.clip(section.card.offset(origin), cornerRadius: section.cornerRadius, curve: .continuous,
                                      commands: rows))
            } else {
                commands += rows
            }
            if let footer = section.footer { commands += headerFooter(footer, at: origin) }
        }
        // The section index floats above the rows, as UIKit's index view does.
        for title in list.sectionIndex?.titles ?? [] {
            commands.append(text(title.text, in: title.frame.offset(origin)))
        }
        return commands
    }

    /// A grid section's background decoration under its cells, the cells cut off where the section scrolls.
    private func grid(_ grid: GridSectionLayout, rows: [DrawCommand], at origin: Point) -> [DrawCommand] {
        var commands: [DrawCommand] = []
        if let (frame, look) = grid.background { commands += background(look, in: frame.offset(origin)) }
        if let clip = grid.clip {
            commands.append(.clip(clip.offset(origin), cornerRadius: 0, commands: rows))
        } else {
            commands += rows
        }
        return commands
    }

    /// A header or footer: its background (if any), image and texts.
    private func headerFooter(_ block: TextBlockLayout, at origin: Point) -> [DrawCommand] {
        var commands: [DrawCommand] = []
        if let background = block.background {
            commands += self.background(background, in: block.frame.offset(origin))
        }
        if let image = block.image, let frame = block.imageFrame {
            commands.append(Self.draw(image, centredIn: frame.offset(origin)))
        }
        for (text, frame) in [(block.text, block.labelFrame), (block.secondaryText, block.secondaryLabelFrame)] {
            if let text, let frame {
                commands += label(text, in: frame.offset(origin))
            }
        }
        commands += accessories(block.accessories, in: block.accessoryFrames, at: origin)
        if let hosted = block.hosted {
            let viewOrigin = Point(x: origin.x + block.frame.minX, y: origin.y + block.frame.minY)
            commands += background(hosted.background, in: block.frame.offset(origin))
            let content = hosted.backgroundCommands.offsetBy(dx: viewOrigin.x, dy: viewOrigin.y)
                + hosted.content.commands.offsetBy(dx: viewOrigin.x + hosted.hostedFrame.minX,
                                                   dy: viewOrigin.y + hosted.hostedFrame.minY)
            commands.append(.clip(block.frame.offset(origin), cornerRadius: 0, commands: content))
        }
        if let template = block.template {
            let viewOrigin = Point(x: origin.x + block.frame.minX, y: origin.y + block.frame.minY)
            commands += background(template.background, in: block.frame.offset(origin))
            let views = template.definition.views.flatMap { paint($0, of: template, at: viewOrigin) }
            commands.append(.clip(block.frame.offset(origin), cornerRadius: 0, commands: views))
        }
        return commands
    }

    /// A background's fill and outline in a view's bounds.
    private func background(_ background: ResolvedBackground, in bounds: Rect) -> [DrawCommand] {
        var commands: [DrawCommand] = []
        let box = bounds.inset(by: background.insets, direction: direction)
        if background.color.alpha > 0 {
            commands.append(.fill(box, cornerRadius: background.cornerRadius, color: background.color))
        }
        if background.strokeWidth > 0 && background.strokeColor.alpha > 0 {
            commands.append(.stroke(box, cornerRadius: background.cornerRadius, color: background.strokeColor,
                                    width: background.strokeWidth))
        }
        return commands
    }

    private func row(_ row: RowLayout, in list: ListLayout, at origin: Point) -> [DrawCommand] {
        let cellOrigin = Point(x: origin.x + row.frame.minX, y: origin.y + row.frame.minY)
        var commands: [DrawCommand] = []
        commands += background(row.background, in: row.frame.offset(origin))
        // A hosted row's background view (SwiftUI's `.listRowBackground`) is the cell's background view: under
        // the separator, which UIKit draws above it (the rows of a themed form keep their separators).
        if case .hosted(let hosted) = row.drawing, !hosted.backgroundCommands.isEmpty {
            let bounds = Rect(x: 0, y: 0, width: row.frame.width, height: row.frame.height).offset(cellOrigin)
            commands.append(.clip(bounds, cornerRadius: 0,
                                  commands: hosted.backgroundCommands.offsetBy(dx: cellOrigin.x, dy: cellOrigin.y)))
        }
        // The content view sits above the cell's background and selected background view, and UIKit no
        // longer clears its colour on highlight (iOS 13): an opaque one hides the selection where it lies.
        if let fill = row.contentBackground, fill.alpha > 0 {
            commands.append(.fill(row.contentBackgroundFrame.offset(cellOrigin), cornerRadius: 0, color: fill))
        }
        if let separator = row.separator {
            commands.append(.fill(separator.offset(origin), cornerRadius: 0, color: row.separatorColor ?? list.separatorColor))
        }
        switch row.drawing {
        case .template(let template):
            let views = template.definition.views.flatMap { paint($0, of: template, at: cellOrigin) }
            let bounds = Rect(x: 0, y: 0, width: row.frame.width, height: row.frame.height).offset(cellOrigin)
            // A cell's content view clips nothing in UIKit, but the next row would cover the overflow anyway.
            commands.append(.clip(bounds, cornerRadius: 0, commands: views))
            if let cell = template.accessoryCell, let views = template.accessoryViews {
                commands += content(of: cell, views: views, in: row.frame.size, at: cellOrigin)
            }
        case .hosted(let hosted):
            let bounds = Rect(x: 0, y: 0, width: row.frame.width, height: row.frame.height).offset(cellOrigin)
            let content = hosted.content.commands.offsetBy(dx: cellOrigin.x + hosted.hostedFrame.minX,
                                                           dy: cellOrigin.y + hosted.hostedFrame.minY)
            // The hosted view's drawing stays in its cell, as a hosting view in a cell's content view would be
            // covered by the next row.
            commands.append(.clip(bounds, cornerRadius: 0, commands: content))
            if let cell = hosted.accessoryCell, let views = hosted.accessoryViews {
                commands += self.content(of: cell, views: views, in: row.frame.size, at: cellOrigin)
            }
        case .cell(let cell, let views):
            commands += content(of: cell, views: views, in: row.frame.size, at: cellOrigin)
        }
        return commands
    }

    /// A template view and its subviews, as a `CALayer` tree draws them: background, content,
    /// subviews (clipped to the rounded bounds if it clips), then the border on top.
    private func paint(_ view: TemplateView, of template: TemplateRowLayout, at origin: Point) -> [DrawCommand] {
        guard view.kind != .guide, !(view.properties.hidden ?? false), let frame = template.frames[view.name] else {
            return []
        }
        let box = frame.offset(origin)
        var commands: [DrawCommand] = []
        let decoration = template.content.decorations[view.name]
        if let decoration, decoration.backgroundColor.alpha > 0 {
            // A label draws its background into its contents: the corners round only when it clips
            // (the usual `label.clipsToBounds = true`); a view's layer background always rounds.
            let rounds = view.kind != .label || decoration.clipsToBounds
            commands.append(.fill(box, cornerRadius: rounds ? decoration.cornerRadius : 0, color: decoration.backgroundColor))
        }
        if let text = template.content.texts[view.name], !text.string.isEmpty {
            commands += label(text, in: box)
        }
        if let image = template.content.images[view.name] {
            commands.append(.image(ImageRun(source: image.reference, frame: box,
                                            contentMode: view.properties.contentMode ?? .scaleAspectFit,
                                            tint: image.tint, cornerRadius: image.cornerRadius,
                                            clipsToFrame: decoration?.clipsToBounds ?? false, symbol: image.symbol)))
        }
        if let cell = template.content.cells[view.name], let views = template.listContentFrames[view.name] {
            commands += content(of: cell, views: views, in: Size(width: views.cell.maxX, height: views.cell.maxY),
                                at: origin)
        }
        if let button = template.content.buttons[view.name] {
            commands += draw(button, in: box)
        }
        if let control = template.content.switches[view.name] {
            commands += Self.draw(control, in: box, rightToLeft: direction == .rightToLeft)
        }
        let children = view.subviews.flatMap { paint($0, of: template, at: origin) }
        if let decoration, decoration.clipsToBounds, !children.isEmpty {
            commands.append(.clip(box, cornerRadius: decoration.cornerRadius, commands: children))
        } else {
            commands += children
        }
        if let decoration, decoration.borderWidth > 0, decoration.borderColor.alpha > 0 {
            commands.append(.stroke(box, cornerRadius: decoration.cornerRadius, color: decoration.borderColor,
                                    width: decoration.borderWidth))
        }
        if let alpha = decoration?.alpha, alpha < 1 {
            return alpha > 0 ? [.opacity(alpha, commands: commands)] : []
        }
        return commands
    }

    /// The row's image, texts and accessories; clipped to the cell when any of them reaches outside it
    /// or the row has a fixed height, so they never draw over the neighbouring rows.
    private func content(of cell: ResolvedCell, views: CellFrames, in size: Size, at cellOrigin: Point) -> [DrawCommand] {
        var commands: [DrawCommand] = []
        if let image = cell.image, let frame = views.image {
            commands.append(Self.draw(image, centredIn: frame.offset(cellOrigin)))
        }
        for (text, frame) in [(cell.text, views.text), (cell.secondaryText, views.secondaryText)] {
            if let text, let frame {
                commands += label(text, in: frame.offset(cellOrigin))
            }
        }
        commands += accessories(cell.leadingAccessories + cell.accessories,
                                in: views.leadingAccessories + views.accessories, at: cellOrigin)
        // A fixed height may squeeze labels below their text's height (the text then overflows its label).
        let bounds = Rect(x: 0, y: 0, width: size.width, height: size.height)
        let frames = [views.image, views.text, views.secondaryText].compactMap { $0 } + views.leadingAccessories
            + views.accessories
        let isFixed = if case .fixed = cell.height { true } else { false }
        guard isFixed || frames.contains(where: { !bounds.contains($0) }) else { return commands }
        return [.clip(bounds.offset(cellOrigin), cornerRadius: 0, commands: commands)]
    }

    /// Accessories (a cell's or a header's) in their boxes, which are relative to `origin`.
    private func accessories(_ accessories: [ResolvedAccessory], in frames: [Rect], at origin: Point) -> [DrawCommand] {
        var commands: [DrawCommand] = []
        let metrics = geometry.accessories
        for (accessory, frame) in zip(accessories, frames) {
            let box = frame.offset(origin)
            switch accessory {
            case .disclosureIndicator(let size, let color):
                // The stroke grows with the glyph (Dynamic Type); the glyph takes the box's leading end, the rest
                // is the look's trailing padding.
                let growth = size.height / metrics.disclosureSize.height
                let stroke = metrics.glyphStrokeWidth * growth
                let rightToLeft = direction == .rightToLeft
                let glyphWidth = metrics.disclosureSize.width * growth
                let glyphBox = Rect(x: rightToLeft ? box.maxX - glyphWidth : box.minX, y: box.minY,
                                    width: glyphWidth, height: box.height)
                let path = AccessoryGlyphs.chevron(in: glyphBox, strokeWidth: stroke, rightToLeft: rightToLeft)
                commands.append(.path(path, paint: .stroke(width: stroke), color: color))
            case .checkmark(let size, let color):
                let stroke = metrics.glyphStrokeWidth * size.height / metrics.checkmarkSize.height
                commands.append(.path(AccessoryGlyphs.checkmark(in: box, strokeWidth: stroke),
                                      paint: .stroke(width: stroke), color: color))
            case .label(let text):
                commands += label(text, in: box)
            case let .glyph(glyph, size, color, mark):
                // Every glyph box scales by the same Dynamic Type factor: the chevron's tells it.
                let scale = size.height / Self.baseHeight(of: glyph, metrics)
                for part in AccessoryGlyphs.parts(of: glyph, in: box, scale: scale, stroke: metrics.glyphStrokeWidth,
                                                  outline: metrics.outlineStrokeWidth,
                                                  rightToLeft: direction == .rightToLeft) {
                    commands.append(.path(part.path, paint: part.paint, color: part.isMark ? mark : color))
                }
            case .image(let image):
                commands.append(Self.draw(image, centredIn: box))
            case .switch(let control):
                commands += Self.draw(control, in: box, rightToLeft: direction == .rightToLeft)
            }
        }
        return commands
    }
}

extension ListPainter {
    /// An image at its drawn size, centred in the box it was laid out in.
    /// A button: its style's fill, then its image and title side by side, centred in its bounds (inside its
    /// insets), the image at the leading side.
    private func draw(_ button: ResolvedButton, in box: Rect) -> [DrawCommand] {
        var commands: [DrawCommand] = []
        if button.fill.alpha > 0 {
            commands.append(.fill(box, cornerRadius: min(button.cornerRadius, box.height / 2), color: button.fill))
        }
        let titleSize = button.title.map { measurer.measure($0.string, $0.attributes, width: nil).size }
        let content = button.intrinsicSize(titleSize: titleSize)
        let insets = button.insets
        let inner = Rect(x: box.minX + (direction == .rightToLeft ? insets.trailing : insets.leading),
                         y: box.minY + insets.top,
                         width: max(0, box.width - insets.leading - insets.trailing),
                         height: max(0, box.height - insets.top - insets.bottom))
        let contentWidth = content.width - insets.leading - insets.trailing
        // Centred, as UIButton's default content alignment; a title wider than the room is cut to it.
        var x = inner.minX + max(0, (inner.width - contentWidth) / 2)
        var parts: [(width: Double, draw: (Double) -> DrawCommand)] = []
        if let image = button.image {
            parts.append((image.drawnSize.width, { x in
                Self.draw(image, centredIn: Rect(x: x, y: inner.minY, width: image.drawnSize.width, height: inner.height))
            }))
        }
        if let title = button.title, let size = titleSize {
            let gap = button.image == nil ? 0 : button.imagePadding
            let width = min(size.width, max(0, inner.maxX - x - (button.image?.drawnSize.width ?? 0) - gap))
            parts.append((width, { x in
                self.text(title, in: Rect(x: x, y: inner.minY + (inner.height - size.height) / 2,
                                          width: width, height: size.height))
            }))
        }
        if direction == .rightToLeft { parts.reverse() }
        for (index, part) in parts.enumerated() {
            if index > 0 { x += button.imagePadding }
            commands.append(part.draw(x))
            x += part.width
        }
        return commands
    }

    static func draw(_ image: ResolvedImage, centredIn box: Rect) -> DrawCommand {
        let drawn = Rect(x: box.minX + (box.width - image.drawnSize.width) / 2,
                         y: box.minY + (box.height - image.drawnSize.height) / 2,
                         width: image.drawnSize.width, height: image.drawnSize.height)
        return .image(ImageRun(source: image.reference, frame: drawn, contentMode: .scaleAspectFit,
                               tint: image.tint, cornerRadius: image.cornerRadius, symbol: image.symbol))
    }

    /// A switch: its capsule track, then its thumb with a soft shadow under it, at the trailing end when on
    /// (the leading end, so the left in a right-to-left list, when off: UISwitch mirrors), dimmed as one layer
    /// when disabled.
    static func draw(_ control: ResolvedSwitch, in box: Rect, rightToLeft: Bool) -> [DrawCommand] {
        let track = Rect(x: box.minX, y: box.minY + (box.height - control.size.height) / 2,
                         width: control.size.width, height: control.size.height)
        let thumbAtRight = control.isOn != rightToLeft
        let thumb = Rect(x: thumbAtRight ? track.maxX - control.thumbInset - control.thumbSize.width
                                         : track.minX + control.thumbInset,
                         y: track.minY + (track.height - control.thumbSize.height) / 2,
                         width: control.thumbSize.width, height: control.thumbSize.height)
        let radius = control.thumbSize.height / 2
        // UIKit's thumb casts a shadow [I: drawn as two faint rings below and around it].
        let shadow = Rect(x: thumb.minX - 0.5, y: thumb.minY, width: thumb.width + 1, height: thumb.height + 1.5)
        let commands: [DrawCommand] = [
            .fill(track, cornerRadius: track.height / 2, color: control.trackColor),
            .fill(shadow, cornerRadius: radius + 0.5, color: Color(red: 0, green: 0, blue: 0, alpha: 0.06)),
            .fill(thumb, cornerRadius: radius, color: control.thumbColor),
            .stroke(thumb, cornerRadius: radius, color: Color(red: 0, green: 0, blue: 0, alpha: 0.04), width: 0.5),
        ]
        return control.alpha < 1 ? [.opacity(control.alpha, commands: commands)] : commands
    }

    /// A glyph's box height at the Large content size, from THE table of figures.
    static func baseHeight(of glyph: AccessoryGlyph, _ metrics: AccessoryMetrics) -> Double {
        switch glyph {
        case .detail: metrics.detailSize.height
        case .outlineDisclosure: metrics.outlineDisclosureSize.height
        case .reorder: metrics.reorderSize.height
        case .multiselect, .delete, .insert: metrics.controlCircleSize.height
        case .popUpMenu: metrics.popUpMenuSize.height
        }
    }
}

extension Rect {
    /// Whether `other` lies wholly inside this rectangle (a millionth of a point of slack).
    func contains(_ other: Rect) -> Bool {
        other.minX >= minX - 1e-6 && other.minY >= minY - 1e-6 && other.maxX <= maxX + 1e-6 && other.maxY <= maxY + 1e-6
    }

    /// This rectangle moved by a point.
    func offset(_ origin: Point) -> Rect {
        Rect(x: minX + origin.x, y: minY + origin.y, width: width, height: height)
    }

    /// This rectangle inset by directional insets.
    func inset(by insets: DirectionalEdgeInsets, direction: LayoutDirection) -> Rect {
        let left = direction == .rightToLeft ? insets.trailing : insets.leading
        let right = direction == .rightToLeft ? insets.leading : insets.trailing
        return Rect(x: minX + left, y: minY + insets.top, width: max(0, width - left - right),
                    height: max(0, height - insets.top - insets.bottom))
    }
}
