import CCairo
import CellshotGraphics

extension CairoPainter {
    /// Draws the shadow of `commands` (``DrawCommand/shadow(color:radius:offset:commands:)``), not the commands.
    ///
    /// Cairo has no blur. For each tile of the grid pixels the shadow may fall on within the clip (at most a band
    /// of a PNG), the commands' opacity is painted, moved by the offset, into an A8 image of the tile grown by the
    /// blur's reach (and no larger than the commands can cover); ``BoxBlur`` blurs it exactly; the tile's pixels
    /// are coloured and composited through the clip. Every step is on the picture's pixels (``PixelGrid``), so
    /// a shadow crossing bands is the same bytes as the shadow painted whole, and the work per band is bounded by
    /// the band grown by the blur's reach (``ShadowMetrics/maximumSigmaPixels``).
    func paintShadow(of commands: [DrawCommand], color: Color, radius: Double, offset: Size, on context: OpaquePointer,
                     pixels: PixelGrid) {
        let color = DrawingLimits.clamped(color)
        guard color.alpha > 0, !commands.isEmpty else { return }
        let offset = DrawingLimits.shadowOffset(offset)
        // The radius is in the drawing space's points: a scaled group casts a scaled blur (by the geometric mean
        // of its two scales, √|determinant|; rotation changes nothing).
        let sigma = min(ShadowMetrics.sigma(radius: radius) * abs(pixels.transform.determinant).squareRoot(),
                        ShadowMetrics.maximumSigmaPixels)
        let blur = BoxBlur(sigma: sigma)
        let shadowed = pixels.applying(AffineTransform(translationX: offset.width, y: offset.height))
        // Where the moved commands may put ink (their own overflow included); unknown for an unclipped image.
        let source = DrawnBounds.union(commands).flatMap {
            shadowed.pixels(covering: DrawnBounds.grown($0, by: VerticalBand.overflow))
        }
        var area = pixels.clipPixels(of: context)
        if let source { area = area.intersection(source.expanded(by: blur.reach)) }
        for tile in area.tiles(side: pixels.isVector ? 2_048 : 512) {
            var region = tile.expanded(by: blur.reach)
            if let source { region = region.intersection(source) }
            guard !region.isEmpty, var mask = opacity(of: commands, in: region, pixels: shadowed) else { continue }
            blur.blur(&mask, width: region.width, height: region.height)
            composite(mask, of: region, in: tile, color: color, on: context, pixels: pixels)
        }
    }

    /// The opacity the commands paint on `region` of the grid, as 8.8 fixed point (alpha × 256); `nil` when no
    /// image of that size can be made.
    private func opacity(of commands: [DrawCommand], in region: PixelRect, pixels: PixelGrid) -> [UInt16]? {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(region.width), Int32(region.height))
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let context = cairo_create(surface) else { return nil }
        let offscreen = pixels.offscreen(at: (region.x0, region.y0))
        var matrix = offscreen.pixelMatrix(origin: (region.x0, region.y0))
        cairo_set_matrix(context, &matrix)
        paint(commands, on: context, visible: offscreen.band(showing: region.y0..<region.y1), pixels: offscreen)
        cairo_destroy(context)
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else { return nil }
        let stride = Int(cairo_image_surface_get_stride(surface))
        var mask = [UInt16](repeating: 0, count: region.width * region.height)
        for row in 0..<region.height {
            for column in 0..<region.width {
                mask[row * region.width + column] = UInt16(data[row * stride + column]) << 8
            }
        }
        return mask
    }

    /// Colours the blurred mask's pixels of `tile` and paints them where they are, through the context's clip.
    private func composite(_ mask: [UInt16], of region: PixelRect, in tile: PixelRect, color: Color,
                           on context: OpaquePointer, pixels: PixelGrid) {
        let image = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(tile.width), Int32(tile.height))
        defer { cairo_surface_destroy(image) }
        guard cairo_surface_status(image) == CAIRO_STATUS_SUCCESS, let data = cairo_image_surface_get_data(image) else {
            return
        }
        cairo_surface_flush(image)
        func byte(_ value: Double) -> UInt32 { UInt32((value * 255).rounded()) }
        let red = byte(color.red), green = byte(color.green), blue = byte(color.blue), alpha = byte(color.alpha)
        let stride = Int(cairo_image_surface_get_stride(image)) / 4
        let words = UnsafeMutableRawPointer(data).assumingMemoryBound(to: UInt32.self)
        for row in 0..<tile.height {
            let y = tile.y0 + row - region.y0
            for column in 0..<tile.width {
                let x = tile.x0 + column - region.x0
                var coverage: UInt32 = 0
                if y >= 0, y < region.height, x >= 0, x < region.width {
                    coverage = min(255, (UInt32(mask[y * region.width + x]) + 128) >> 8)
                }
                let a = (coverage * alpha + 127) / 255
                // Swift's `<<` binds tighter than `/`: each premultiplied component is parenthesised before it is
                // shifted into place.
                words[row * stride + column] = a << 24 | ((red * a + 127) / 255) << 16 | ((green * a + 127) / 255) << 8
                    | (blue * a + 127) / 255
            }
        }
        cairo_surface_mark_dirty(image)
        cairo_save(context)
        defer { cairo_restore(context) }
        clip(to: tile, of: pixels, on: context)
        pixels.setGridMatrix(on: context)
        cairo_set_source_surface(context, image, Double(tile.x0), Double(tile.y0))
        cairo_pattern_set_filter(cairo_get_source(context), pixels.isVector ? CAIRO_FILTER_BILINEAR : CAIRO_FILTER_NEAREST)
        cairo_paint(context)
    }
}
