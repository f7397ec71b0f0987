import CCairo
import CRsvg
import CellshotGraphics

/// What of an enclosed symbol (`pencil.circle.fill`) is drawn: all of it in one colour, or one of its two layers.
enum EnclosurePart {
    /// The glyph and its enclosure together (monochrome: a filled enclosure has the glyph cut out).
    case whole
    /// The circle or square alone, the secondary layer.
    case enclosure
    /// The glyph alone, the primary layer.
    case glyph
}

extension CairoPainter {
    /// Draws a symbol at another weight than its stand-in's, or in two layers (``SymbolDrawing``): each layer is
    /// drawn opaque into a group that masks its colour — the glyph and the enclosure in the tint, or (when the
    /// stand-in has an enclosure and the run a secondary colour) the enclosure in the secondary colour under the
    /// glyph in the tint. A heavier symbol's ink may spread past its frame by half its extra stroke, as a
    /// bolder SF Symbol is wider, unless the frame rounds its corners.
    func paintSymbol(_ image: DecodedImage, _ run: ImageRun, _ symbol: SymbolDrawing, in target: Rect, tint: Color,
                     on context: OpaquePointer) {
        let export = exportLayer(of: image, weight: symbol.weight)
        let side = min(target.width, target.height)
        let clipped = run.clipsToFrame ? run.frame : target
        var drawn = clipped
        if run.cornerRadius == 0 {
            if let export {
                let rect = exportRect(of: image, export.box, in: target)
                drawn = Rect(x: min(drawn.minX, rect.minX), y: min(drawn.minY, rect.minY),
                             width: max(drawn.maxX, rect.maxX) - min(drawn.minX, rect.minX),
                             height: max(drawn.maxY, rect.maxY) - min(drawn.minY, rect.minY))
            } else {
                let spread = max(0, symbol.outlineWidth) * side / 2
                drawn = Rect(x: clipped.minX - spread, y: clipped.minY - spread,
                             width: clipped.width + 2 * spread, height: clipped.height + 2 * spread)
            }
        }
        cairo_save(context)
        defer { cairo_restore(context) }
        addRoundedRectangle(drawn, radius: run.clipsToFrame ? run.cornerRadius : 0, to: context)
        cairo_clip(context)
        let enclosure = images.enclosure(of: run.source)
        if let export {
            layer(tint, on: context) { drawExport(image, export, in: target, on: context) }
            return
        }
        guard let enclosure else {
            layer(tint, on: context) {
                image.withContent { drawWeighted($0, in: target, outline: symbol.outlineWidth, on: context) }
            }
            return
        }
        guard let secondary = symbol.secondary, enclosure.isSecondaryLayer else {
            layer(tint, on: context) {
                image.withContent { drawEnclosed($0, enclosure, in: target, outline: symbol.outlineWidth, on: context) }
            }
            return
        }
        layer(secondary, on: context) {
            image.withContent {
                drawEnclosed($0, enclosure, in: target, outline: symbol.outlineWidth, part: .enclosure, on: context)
            }
        }
        layer(tint, on: context) {
            image.withContent {
                drawEnclosed($0, enclosure, in: target, outline: symbol.outlineWidth, part: .glyph, on: context)
            }
        }
    }

    /// Paints what `draw` draws opaque as a mask of `color`.
    private func layer(_ color: Color, on context: OpaquePointer, _ draw: () -> Void) {
        cairo_push_group(context)
        draw()
        let group = cairo_pop_group(context)
        cairo_set_source_rgba(context, color.red, color.green, color.blue, color.alpha)
        cairo_mask(context, group)
        cairo_pattern_destroy(group)
    }

    /// A glyph in `target` with its strokes grown or thinned by `outline` (a fraction of the side): the fill,
    /// then its outline stroked over it (heavier) or cleared from it (lighter, `DEST_OUT`), each edge moving by
    /// half the width. An icon drawn with strokes (``DecodedImage/rootStrokeWidth``) is drawn with its strokes
    /// that much wider or narrower instead (at least a fifth of their width). Inside the image's
    /// ``DecodedImage/withContent(_:)``.
    func drawWeighted(_ image: DecodedImage, in target: Rect, outline: Double, on context: OpaquePointer) {
        let side = min(target.width, target.height)
        guard outline != 0, side > 0, let across = image.userUnitsAcross, case .vector = image.content else {
            draw(image, in: target, on: context)
            return
        }
        if let stroke = image.rootStrokeWidth {
            let width = max(stroke / 5, stroke + outline * across)
            guard let handle = image.restrokedHandle(userWidth: width) else {
                draw(image, in: target, on: context)
                return
            }
            render(handle, of: image, in: target, on: context)
            return
        }
        draw(image, in: target, on: context)
        guard let handle = image.outlineHandle(userWidth: abs(outline) * across) else { return }
        cairo_push_group(context)
        render(handle, of: image, in: target, on: context)
        let stroke = cairo_pop_group(context)
        cairo_save(context)
        cairo_set_operator(context, outline > 0 ? CAIRO_OPERATOR_OVER : CAIRO_OPERATOR_DEST_OUT)
        cairo_set_source(context, stroke)
        cairo_paint(context)
        cairo_restore(context)
        cairo_pattern_destroy(stroke)
    }

    /// A restyled handle of a vector image drawn where the image would be.
    private func render(_ handle: UnsafeMutablePointer<RsvgHandle>, of image: DecodedImage, in target: Rect,
                        on context: OpaquePointer) {
        cairo_save(context)
        defer { cairo_restore(context) }
        cairo_translate(context, target.minX, target.minY)
        cairo_scale(context, target.width / image.size.width, target.height / image.size.height)
        var viewport = RsvgRectangle(x: 0, y: 0, width: image.size.width, height: image.size.height)
        var error: UnsafeMutablePointer<GError>?
        if rsvg_handle_render_document(handle, context, &viewport, &error) == 0, let error { g_error_free(error) }
    }

    /// The group of an SF Symbols export drawn at `weight` (`#Semibold-M`) and its box, when the export has it
    /// and the weight is not the regular one already drawn.
    private func exportLayer(of image: DecodedImage, weight: FontWeight) -> (layer: String, box: RsvgRectangle)? {
        guard case let .symbolExport(handle, _, _, document) = image.content, weight != .regular else { return nil }
        let layer = SymbolExport.layer(for: weight)
        return image.withContent { _ in
            guard rsvg_handle_has_sub(handle, layer) != 0 else { return nil }
            var viewport = RsvgRectangle(x: 0, y: 0, width: document.width, height: document.height)
            var ink = RsvgRectangle(), logical = RsvgRectangle()
            var error: UnsafeMutablePointer<GError>?
            guard rsvg_handle_get_geometry_for_layer(handle, layer, &viewport, &ink, &logical, &error) != 0,
                  ink.width > 0, ink.height > 0 else {
                if let error { g_error_free(error) }
                return nil
            }
            return (layer, ink)
        }
    }

    /// Where a weight's group of an export is drawn: its box scaled as the regular group's is (the regular
    /// group's size fills the target), centred on the target, so a heavier group is drawn a little wider.
    private func exportRect(of image: DecodedImage, _ box: RsvgRectangle, in target: Rect) -> Rect {
        let width = box.width * target.width / image.size.width, height = box.height * target.height / image.size.height
        return Rect(x: target.minX + (target.width - width) / 2, y: target.minY + (target.height - height) / 2,
                    width: width, height: height)
    }

    /// One weight's group of an SF Symbols export, at ``exportRect(of:_:in:)``.
    private func drawExport(_ image: DecodedImage, _ export: (layer: String, box: RsvgRectangle), in target: Rect,
                            on context: OpaquePointer) {
        guard case let .symbolExport(handle, _, _, document) = image.content else { return }
        image.withContent { _ in
            cairo_save(context)
            defer { cairo_restore(context) }
            let scaleX = target.width / image.size.width, scaleY = target.height / image.size.height
            let rect = exportRect(of: image, export.box, in: target)
            cairo_translate(context, rect.minX, rect.minY)
            cairo_scale(context, scaleX, scaleY)
            cairo_translate(context, -export.box.x, -export.box.y)
            var viewport = RsvgRectangle(x: 0, y: 0, width: document.width, height: document.height)
            var error: UnsafeMutablePointer<GError>?
            if rsvg_handle_render_layer(handle, context, export.layer, &viewport, &error) == 0, let error {
                g_error_free(error)
            }
        }
    }
}
