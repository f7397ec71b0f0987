import CCairo
import CRsvg
import CellshotGraphics

extension CairoPainter {
    /// Draws an image run: clipped to its (rounded) frame, placed by its content
    /// mode, and for a template (tinted) image or a symbol filled with the tint
    /// through the image's alpha. An image that cannot be read draws nothing
    /// (``ImageCache/prepare(_:)`` reports it); a symbol the table lacks draws ``paintMissingSymbol(_:on:)``.
    func paintImage(_ run: ImageRun, on context: OpaquePointer) {
        if case .symbol = run.source, images.isMissingSymbol(run.source) {
            paintMissingSymbol(run, on: context)
            return
        }
        guard let image = try? images.image(for: run.source) else { return }
        let target = run.contentMode.placement(of: image.size, in: run.frame)
        // Strips of a tall image paint the whole list: skip what falls outside this one. A heavier symbol's ink
        // may spread past its frame (``paintSymbol``): half its side is more than it ever does.
        let drawn = run.clipsToFrame ? run.frame : target
        let margin = run.symbol == nil ? 0 : min(target.width, target.height) / 2
        var left = 0.0, top = 0.0, right = 0.0, bottom = 0.0
        cairo_clip_extents(context, &left, &top, &right, &bottom)
        guard drawn.maxX + margin > left, drawn.minX - margin < right, drawn.maxY + margin > top,
              drawn.minY - margin < bottom,
              target.width > 0, target.height > 0 else { return }
        let tint: Color?
        switch run.source {
        case .symbol: tint = run.tint ?? .black
        case .file: tint = run.tint
        }
        if case .symbol = run.source, let symbol = run.symbol {
            paintSymbol(image, run, symbol, in: target, tint: tint ?? .black, on: context)
            return
        }
        cairo_save(context)
        defer { cairo_restore(context) }
        // Clip first: the group below is then only as large as the frame (or the drawn image), not the surface.
        addRoundedRectangle(drawn, radius: run.clipsToFrame ? run.cornerRadius : 0, to: context)
        cairo_clip(context)
        guard let tint else {
            image.withContent { draw($0, in: target, on: context) }
            return
        }
        cairo_push_group(context)
        if case .symbol = run.source, let enclosure = images.enclosure(of: run.source) {
            image.withContent { drawEnclosed($0, enclosure, in: target, on: context) }
        } else {
            image.withContent { draw($0, in: target, on: context) }
        }
        let group = cairo_pop_group(context)
        cairo_set_source_rgba(context, tint.red, tint.green, tint.blue, tint.alpha)
        cairo_mask(context, group)
        cairo_pattern_destroy(group)
    }

    /// A base glyph with what makes it one of SF Symbols' variants (``SymbolCatalog/Enclosure``), drawn opaque
    /// into the tint's mask: a circle or rounded square around the glyph at 55 % (outlined, or filled with the
    /// glyph cut out of it), a slash across it with a gap either side, or a badge in its corner (``SymbolBadge``).
    /// The lines are 1/16 of the square, as a Bootstrap icon's strokes, grown by `outline` (a fraction of the
    /// side; negative: thinner) at another weight.
    /// - Parameter part: the whole symbol, or one of its layers (hierarchical and palette rendering): the
    ///   enclosure alone (filled whole), or the glyph alone (over the filled shape, not cut out of it). A badge
    ///   is one layer: it is always drawn whole.
    func drawEnclosed(_ image: DecodedImage, _ enclosure: SymbolCatalog.Enclosure, in target: Rect,
                      outline: Double = 0, part: EnclosurePart = .whole, on context: OpaquePointer) {
        let side = min(target.width, target.height), line = max(side / 64, side / 16 + outline * side)
        let centerX = target.minX + target.width / 2, centerY = target.minY + target.height / 2
        let inner = Rect(x: centerX - side * 0.275, y: centerY - side * 0.275, width: side * 0.55, height: side * 0.55)
        func shape(inset: Double) {
            let radius = side / 2 - inset
            switch enclosure {
            case .circle, .circleFill:
                cairo_new_sub_path(context)
                cairo_arc(context, centerX, centerY, radius, 0, 2 * Double.pi)
            default:
                addRoundedRectangle(Rect(x: centerX - radius, y: centerY - radius, width: 2 * radius, height: 2 * radius),
                                    radius: side * 0.22, to: context)
            }
        }
        /// The glyph in `rect` at the weight, painted with `operator` (`DEST_OUT` cuts it out of what is drawn).
        func glyph(in rect: Rect, operator: cairo_operator_t) {
            cairo_push_group(context)
            drawWeighted(image, in: rect, outline: outline, on: context)
            let pattern = cairo_pop_group(context)
            cairo_save(context)
            cairo_set_operator(context, `operator`)
            cairo_set_source(context, pattern)
            cairo_paint(context)
            cairo_restore(context)
            cairo_pattern_destroy(pattern)
        }
        cairo_save(context)
        defer { cairo_restore(context) }
        cairo_set_source_rgba(context, 0, 0, 0, 1)
        switch (enclosure, part) {
        case (.circle, .enclosure), (.square, .enclosure), (.circle, .whole), (.square, .whole):
            shape(inset: line / 2)
            cairo_set_line_width(context, line)
            cairo_stroke(context)
            if part == .whole { glyph(in: inner, operator: CAIRO_OPERATOR_OVER) }
        case (.circleFill, .enclosure), (.squareFill, .enclosure):
            shape(inset: 0)
            cairo_fill(context)
        case (.circleFill, .whole), (.squareFill, .whole):
            shape(inset: 0)
            cairo_fill(context)
            glyph(in: inner, operator: CAIRO_OPERATOR_DEST_OUT)
        case (.slash, .enclosure):
            break
        case (.slash, _):
            glyph(in: target, operator: CAIRO_OPERATOR_OVER)
            let start = (x: target.minX + side * 0.1, y: target.minY + side * 0.1)
            let end = (x: target.minX + side * 0.9, y: target.minY + side * 0.9)
            cairo_set_line_cap(context, CAIRO_LINE_CAP_ROUND)
            for (width, op) in [(line * 3.2, CAIRO_OPERATOR_DEST_OUT), (line * 1.2, CAIRO_OPERATOR_OVER)] {
                cairo_set_operator(context, op)
                cairo_set_line_width(context, width)
                cairo_move_to(context, start.x, start.y)
                cairo_line_to(context, end.x, end.y)
                cairo_stroke(context)
            }
        case (.badgePlus, _), (.badgeMinus, _), (.badgeCheckmark, _):
            let glyphSide = side * SymbolBadge.glyphShare
            glyph(in: Rect(x: target.minX, y: target.minY, width: glyphSide, height: glyphSide),
                  operator: CAIRO_OPERATOR_OVER)
            SymbolBadge(enclosure).draw(in: target, line: line, on: context)
        case (_, .glyph):
            glyph(in: inner, operator: CAIRO_OPERATOR_OVER)
        }
    }

    /// The placeholder of a symbol the table lacks: a dashed rounded square filling the symbol's square (as a
    /// 16 × 16 stand-in would), stroked in the symbol's colour, so a missing symbol is seen as missing but keeps
    /// the symbol's place and size.
    func paintMissingSymbol(_ run: ImageRun, on context: OpaquePointer) {
        let square = run.contentMode.placement(of: Size(width: 16, height: 16), in: run.frame)
        guard square.width > 0, square.height > 0 else { return }
        let side = min(square.width, square.height)
        let line = side / 14, half = side * 0.4 - line / 2
        let box = Rect(x: square.minX + square.width / 2 - half, y: square.minY + square.height / 2 - half,
                       width: 2 * half, height: 2 * half)
        let tint = run.tint ?? .black
        cairo_save(context)
        defer { cairo_restore(context) }
        if run.clipsToFrame {
            addRoundedRectangle(run.frame, radius: run.cornerRadius, to: context)
            cairo_clip(context)
        }
        addRoundedRectangle(box, radius: side / 5, to: context)
        var dashes = [side / 7, side / 11]
        cairo_set_dash(context, &dashes, 2, 0)
        cairo_set_line_width(context, line)
        cairo_set_source_rgba(context, tint.red, tint.green, tint.blue, tint.alpha)
        cairo_stroke(context)
    }

    /// Draws the whole image scaled into `target`; inside the image's ``DecodedImage/withContent(_:)``
    /// (the source pattern it sets is gone, restored away, when it returns).
    func draw(_ image: DecodedImage, in target: Rect, on context: OpaquePointer) {
        cairo_save(context)
        defer { cairo_restore(context) }
        switch image.content {
        case let .vector(handle):
            cairo_translate(context, target.minX, target.minY)
            cairo_scale(context, target.width / image.size.width, target.height / image.size.height)
            var viewport = RsvgRectangle(x: 0, y: 0, width: image.size.width, height: image.size.height)
            var error: UnsafeMutablePointer<GError>?
            if rsvg_handle_render_document(handle, context, &viewport, &error) == 0, let error {
                g_error_free(error)
            }
        case let .symbolExport(handle, layer, box, document):
            // The group's box fills the target; the rest of the template (other weights, guides) is not drawn.
            cairo_translate(context, target.minX, target.minY)
            cairo_scale(context, target.width / box.width, target.height / box.height)
            cairo_translate(context, -box.x, -box.y)
            var viewport = RsvgRectangle(x: 0, y: 0, width: document.width, height: document.height)
            var error: UnsafeMutablePointer<GError>?
            if rsvg_handle_render_layer(handle, context, layer, &viewport, &error) == 0, let error {
                g_error_free(error)
            }
        case let .raster(original):
            // Clip to the image so its padded edges stay sharp.
            cairo_rectangle(context, target.minX, target.minY, target.width, target.height)
            cairo_clip(context)
            var surface = original, size = image.size
            if let copy = scaledCopy(of: image, drawnIn: target, on: context) {
                surface = copy.surface
                size = copy.size
            }
            cairo_translate(context, target.minX, target.minY)
            cairo_scale(context, target.width / size.width, target.height / size.height)
            cairo_set_source_surface(context, surface, 0, 0)
            cairo_pattern_set_filter(cairo_get_source(context), CAIRO_FILTER_GOOD)
            cairo_pattern_set_extend(cairo_get_source(context), CAIRO_EXTEND_PAD)
            cairo_paint(context)
        }
    }

    /// A copy of a raster scaled to its size on a pixel surface, when it is drawn at
    /// half its size or less (filtering it there costs milliseconds per drawing).
    /// `nil` for vector output (PDF, SVG), which keeps every pixel.
    private func scaledCopy(of image: DecodedImage, drawnIn target: Rect,
                            on context: OpaquePointer) -> (surface: OpaquePointer, size: Size)? {
        guard cairo_surface_get_type(cairo_get_target(context)) == CAIRO_SURFACE_TYPE_IMAGE else { return nil }
        var width = target.width, height = target.height
        cairo_user_to_device_distance(context, &width, &height)
        let pixels = DecodedImage.PixelSize(width: Int(saturating: abs(width).rounded()),
                                                 height: Int(saturating: abs(height).rounded()))
        guard pixels.width <= Int(image.size.width) / 2, pixels.height <= Int(image.size.height) / 2,
              let copy = image.scaledCopy(pixels) else { return nil }
        return (copy, Size(width: Double(pixels.width), height: Double(pixels.height)))
    }
}
