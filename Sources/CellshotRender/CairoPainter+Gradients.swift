import CCairo
import CellshotGraphics

extension CairoPainter {
    /// Fills or strokes a path with a gradient (``DrawCommand/gradient(_:paint:gradient:)``): Cairo's linear and
    /// radial patterns, extended past their ends; an angular gradient computed per pixel (``ConicGradient``).
    func paintGradient(_ gradient: GradientFill, _ path: Path, _ paint: PathPaint, on context: OpaquePointer,
                       pixels: PixelGrid) {
        guard let gradient = DrawingLimits.drawable(gradient) else { return }
        let pattern: OpaquePointer
        switch gradient {
        case let .linear(stops, start, end):
            guard start != end else {
                // No direction to spread the colours along: SwiftUI shows the last one.
                paintPath(path, paint, color: stops[stops.count - 1].color, on: context)
                return
            }
            pattern = cairo_pattern_create_linear(start.x, start.y, end.x, end.y)
        case let .radial(_, center, startRadius, endRadius):
            // Equal radii make no gradient for Cairo (it draws nothing); a thousandth of a point apart they make
            // SwiftUI's sharp step from the first colour inside to the last outside.
            let endRadius = endRadius == startRadius ? startRadius + 0.001 : endRadius
            pattern = cairo_pattern_create_radial(center.x, center.y, startRadius, center.x, center.y, endRadius)
        case let .angular(stops, center, startAngle, endAngle):
            paintAngular(ConicGradient(stops: stops, center: center, startAngle: startAngle, endAngle: endAngle),
                         path, paint, on: context, pixels: pixels)
            return
        }
        defer { cairo_pattern_destroy(pattern) }
        for stop in gradient.stops {
            cairo_pattern_add_color_stop_rgba(pattern, stop.location, stop.color.red, stop.color.green, stop.color.blue,
                                              stop.color.alpha)
        }
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_save(context)
        defer { cairo_restore(context) }
        cairo_set_source(context, pattern)
        draw(path, with: paint, on: context)
    }

    /// An angular gradient: its colours computed at the centre of every grid pixel the path may cover within the
    /// clip, a tile at a time, each tile an image source the path is filled or stroked with.
    private func paintAngular(_ conic: ConicGradient, _ path: Path, _ paint: PathPaint, on context: OpaquePointer,
                              pixels: PixelGrid) {
        guard let inverse = pixels.transform.inverted(), let bounds = path.controlBounds else { return }
        var area = pixels.clipPixels(of: context)
        if let covered = pixels.pixels(covering: DrawnBounds.grown(bounds, by: DrawnBounds.strokeReach(paint) + 1)) {
            area = area.intersection(covered)
        }
        // Vector pages take the gradient as one image where they can: tiles would meet at seams a viewer may show.
        for tile in area.tiles(side: pixels.isVector ? 4_096 : 512) {
            let image = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(tile.width), Int32(tile.height))
            defer { cairo_surface_destroy(image) }
            guard cairo_surface_status(image) == CAIRO_STATUS_SUCCESS, let data = cairo_image_surface_get_data(image) else {
                continue
            }
            cairo_surface_flush(image)
            let stride = Int(cairo_image_surface_get_stride(image)) / 4
            conic.fill(UnsafeMutableRawPointer(data).assumingMemoryBound(to: UInt32.self), stride: stride, tile: tile,
                       inverse: inverse)
            cairo_surface_mark_dirty(image)
            cairo_save(context)
            clip(to: tile, of: pixels, on: context)
            // The image is set as the source in grid pixels, where it lies at a whole-pixel offset (a source keeps
            // the user space it was set in): each of its pixels lands on one device pixel, in any band.
            var matrix = cairo_matrix_t()
            cairo_get_matrix(context, &matrix)
            pixels.setGridMatrix(on: context)
            cairo_set_source_surface(context, image, Double(tile.x0), Double(tile.y0))
            cairo_pattern_set_filter(cairo_get_source(context), pixels.isVector ? CAIRO_FILTER_BILINEAR : CAIRO_FILTER_NEAREST)
            cairo_pattern_set_extend(cairo_get_source(context), CAIRO_EXTEND_PAD)
            cairo_set_matrix(context, &matrix)
            draw(path, with: paint, on: context)
            cairo_restore(context)
        }
    }

    /// Clips the context to a rectangle of grid pixels, keeping its transform.
    func clip(to tile: PixelRect, of pixels: PixelGrid, on context: OpaquePointer) {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(context, &matrix)
        pixels.setGridMatrix(on: context)
        cairo_new_path(context)
        cairo_rectangle(context, Double(tile.x0), Double(tile.y0), Double(tile.width), Double(tile.height))
        cairo_clip(context)
        cairo_set_matrix(context, &matrix)
    }
}
