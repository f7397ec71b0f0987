import Cellshot
import CellshotGraphics
import CellshotModel

/// A ``ListLayout`` as the JSON `cellshot layout` prints: keys in a fixed order, numbers in points
/// rounded to 3 decimals (``formatPoints(_:)``), and keys without a value left out.
///
/// ```
/// {"state": "normal", "size": {"width": 393, "height": 44}, "scale": 3, "sections": [
///   {"rows": [{"state": "normal", "frame": {"x": 0, "y": 0, "width": 393, "height": 44},
///              "views": {"cell": {…}, "content": {…}, "text": {…}}, "separator": {…}}],
///    "card": {…}}]}
/// ```
/// docs/cli.md describes every key.
public struct ListLayoutJSON {
    /// The layout as a JSON value.
    public let value: JSONValue

    /// Converts a layout, with the renderer's warnings (template constraints that conflict or are ambiguous).
    public init(_ layout: ListLayout, warnings: [String] = []) {
        value = Self.object([
            ("state", .string(layout.state.rawValue)),
            ("size", Self.object([("width", Self.number(layout.size.width)),
                                  ("height", Self.number(layout.size.height))])),
            ("scale", Self.number(layout.scale)),
            ("sections", .array(layout.sections.map(Self.section))),
            ("warnings", warnings.isEmpty ? nil : .array(warnings.map { .string($0) })),
        ])
    }

    private static func section(_ section: SectionLayout) -> JSONValue {
        object([
            ("header", section.header.map(textBlock)),
            // A grid section's cells are its items, as the document names them.
            (section.grid == nil ? "rows" : "items", .array(nested(section.rows))),
            ("footer", section.footer.map(textBlock)),
            ("card", rect(section.card)),
            // Only inset grouped cards are rounded; 0 would say nothing.
            ("cornerRadius", section.cornerRadius == 0 ? nil : number(section.cornerRadius)),
            ("topSeparator", section.topSeparator.map(rect)),
            ("background", section.grid?.background.map { rect($0.frame) } ?? section.background.map { rect($0.frame) }),
        ])
    }

    private static func textBlock(_ block: TextBlockLayout) -> JSONValue {
        object([
            ("frame", rect(block.frame)),
            ("image", block.imageFrame.map(rect)),
            ("label", block.labelFrame.map(rect)),
            ("text", block.text.map { .string($0.string) }),
            ("secondaryLabel", block.secondaryLabelFrame.map(rect)),
            ("secondaryText", block.secondaryText.map { .string($0.string) }),
            ("accessories", block.accessoryFrames.isEmpty ? nil : .array(block.accessoryFrames.map(rect))),
            ("template", block.template.map(template)),
        ])
    }

    /// The visible rows (depth first) nested as the document nests them: an expanded row's visible
    /// children go in its `children`, so `sections[0].rows[2].children[1]` names the same row here as in
    /// the document.
    private static func nested(_ rows: [RowLayout]) -> [JSONValue] {
        var index = rows.startIndex
        func level(_ depth: Int) -> [JSONValue] {
            var values: [JSONValue] = []
            while index < rows.endIndex, rows[index].depth == depth {
                let parent = rows[index]
                index += 1
                let children = index < rows.endIndex && rows[index].depth > depth ? level(depth + 1) : []
                values.append(row(parent, children: children))
            }
            return values
        }
        return level(rows.first?.depth ?? 0)
    }

    private static func row(_ row: RowLayout, children: [JSONValue]) -> JSONValue {
        // A template row's views are its cell and content view here; the template's own are in "template".
        let views = row.views ?? row.template?.accessoryViews ?? row.hosted?.accessoryViews
        return object([
            ("state", .string(row.state.rawValue)),
            ("frame", rect(row.frame)),
            ("views", object([
                ("cell", rect(row.bounds)),
                ("content", rect(row.contentFrame)),
                ("image", views?.image.map(rect)),
                ("text", views?.text.map(rect)),
                ("secondaryText", views?.secondaryText.map(rect)),
                ("accessories", rects(views?.accessories ?? [])),
                ("leadingAccessories", rects(views?.leadingAccessories ?? [])),
            ])),
            ("separator", row.separator.map(rect)),
            ("colors", colors(row)),
            ("template", row.template.map(template)),
            ("children", children.isEmpty ? nil : .array(children)),
        ])
    }

    /// The colours a row is drawn with (hex), so a semantic diff can say "text #000000 → #FFFFFF".
    private static func colors(_ row: RowLayout) -> JSONValue {
        func hex(_ color: Color?) -> JSONValue? { color.map { .string($0.hex) } }
        var members: [(String, JSONValue?)] = [("background", hex(row.background.color)),
                                               ("contentBackground", hex(row.contentBackground))]
        switch row.drawing {
        case .cell(let cell, _):
            func colors(_ accessories: [ResolvedAccessory]) -> JSONValue? {
                accessories.isEmpty ? nil : .array(accessories.map { .string($0.color.hex) })
            }
            members += [
                ("text", hex(cell.text?.color)),
                ("secondaryText", hex(cell.secondaryText?.color)),
                ("image", hex(cell.image?.tint)),
                ("accessories", colors(cell.accessories)),
                ("leadingAccessories", colors(cell.leadingAccessories)),
            ]
        case .hosted:
            // What hosted content draws is the front end's own; its texts' colours are in its drawing.
            break
        case .template(let template):
            for view in template.definition.allViews {
                if let text = template.content.texts[view.name] { members.append((view.name, hex(text.color))) }
                if let image = template.content.images[view.name] { members.append((view.name, hex(image.tint))) }
                if let control = template.content.switches[view.name] {
                    members.append((view.name, hex(control.trackColor)))
                }
            }
        }
        return object(members)
    }

    /// A template row's views: every view's and guide's frame in the cell, in the template's order.
    private static func template(_ template: TemplateRowLayout) -> JSONValue {
        let names = template.definition.allViews.map(\.name)
        return object([
            ("name", .string(template.definition.name)),
            ("views", object(names.map { name in (name, template.frames[name].map(rect)) })),
        ])
    }

    /// Frames in order; `nil` (the key left out) when there are none.
    private static func rects(_ rects: [Rect]) -> JSONValue? {
        rects.isEmpty ? nil : .array(rects.map(rect))
    }

    private static func rect(_ rect: Rect) -> JSONValue {
        object([("x", number(rect.minX)), ("y", number(rect.minY)),
                ("width", number(rect.width)), ("height", number(rect.height))])
    }

    /// Solved frames carry float noise (`20.000000000000004`); 3 decimals are finer than any pixel
    /// at scale 4 and read the way UIKit prints frames.
    private static func number(_ value: Double) -> JSONValue {
        value.isFinite ? .number(value, text: formatPoints(value)) : .null
    }

    /// An object of the members that have a value, in the order given.
    private static func object(_ members: [(String, JSONValue?)]) -> JSONValue {
        .object(members.compactMap { key, value in value.map { JSONMember(key: key, value: $0) } })
    }
}
