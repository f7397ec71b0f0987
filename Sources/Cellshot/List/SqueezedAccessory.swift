import CellshotGraphics
import CellshotModel

/// An accessory laid out narrower than it asked to be: the cell's accessories (and their spacing) did not
/// fit in the list's width.
///
/// A cell is always as wide as its list (or its inset grouped card): the content gives way first, down to
/// its margins, and then the accessories are squeezed — a label's text is cut short with an ellipsis, a
/// glyph is drawn in a narrower box. This says so as a warning, the way a template's broken constraints
/// are reported, since the row is not drawn as its document meant.
struct SqueezedAccessory {
    /// What the accessory is, for the message: `the label "Long text"`, `the checkmark`.
    var name: String
    /// The width it asked for and the width it got, in points.
    var natural: Double, laidOut: Double

    /// The first accessory of a laid-out cell that was squeezed, if any.
    init?(_ cell: ResolvedCell, frames: CellFrames, measurer: any TextMeasuring) {
        let laidOut = zip(cell.leadingAccessories + cell.accessories, frames.leadingAccessories + frames.accessories)
        for (accessory, frame) in laidOut {
            let natural = Self.naturalWidth(of: accessory, measurer: measurer)
            // A hundredth of a point is the solver's noise, not a squeeze.
            guard frame.width < natural - 0.01 else { continue }
            (name, self.natural, self.laidOut) = (Self.name(of: accessory), natural, frame.width)
            return
        }
        return nil
    }

    /// The warning after the row's path and state.
    func message(cellWidth: Double) -> String {
        "the accessories do not fit in the cell's \(Self.points(cellWidth)) pt: \(name) needs \(Self.points(natural)) pt "
            + "and is squeezed to \(Self.points(laidOut)) pt, and the content keeps no room for its text (use fewer "
            + "accessories, a shorter label or a smaller content size)"
    }

    /// A width as `cellshot layout` writes frames: to a thousandth of a point.
    private static func points(_ value: Double) -> String {
        JSONText.number((value * 1000).rounded() / 1000)
    }

    private static func naturalWidth(of accessory: ResolvedAccessory, measurer: any TextMeasuring) -> Double {
        switch accessory {
        case .disclosureIndicator(let size, _), .checkmark(let size, _), .glyph(_, let size, _, _):
            size.width
        case .label(let text):
            measurer.measure(text.string, text.attributes, width: nil).size.width
        case .image(let image):
            image.layoutSize.width
        case .switch(let control):
            control.size.width
        }
    }

    private static func name(of accessory: ResolvedAccessory) -> String {
        switch accessory {
        case .disclosureIndicator: "the disclosure indicator"
        case .checkmark: "the checkmark"
        case .glyph: "a glyph"
        case .label(let text): "the label \(JSONText.snippet(text.string))"
        case .image: "the custom view"
        case .switch: "the switch"
        }
    }
}
