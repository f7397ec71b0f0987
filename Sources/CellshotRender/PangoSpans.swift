import CCairo
import CellshotGraphics

/// A text's spans as Pango takes them: made safe and flattened once (``TextSpan/flattened(_:scalarCount:)``),
/// their Unicode scalar ranges turned into UTF-8 byte ranges of the text Pango is given (``LabelCharacters``),
/// and the Pango attributes they make.
///
/// Each span gives Pango only what differs from the text's own attributes, so a span that changes nothing
/// splits no run (shaping, kerning and ligatures carry across it).
struct PangoSpans {
    /// One span over a byte range of the text Pango lays out.
    struct Piece {
        var bytes: Range<Int>
        let style: TextSpan
    }

    /// The pieces, in order, none overlapping, none empty.
    private(set) var pieces: [Piece]

    /// No spans.
    static let none = PangoSpans(pieces: [])

    private init(pieces: [Piece]) {
        self.pieces = pieces
    }

    /// The spans of `attributes` over `text` (the document's text, before ``LabelCharacters/drawn(_:)``).
    init(_ text: String, _ attributes: TextAttributes) {
        guard !attributes.spans.isEmpty else {
            self.init(pieces: [])
            return
        }
        let offsets = LabelCharacters.drawnByteOffsets(text)
        let flat = TextSpan.flattened(attributes.spans, scalarCount: offsets.count - 1)
        self.init(pieces: flat.compactMap { span in
            let bytes = offsets[span.range.lowerBound]..<offsets[span.range.upperBound]
            return bytes.isEmpty ? nil : Piece(bytes: bytes, style: span)
        })
    }

    var isEmpty: Bool { pieces.isEmpty }

    /// The spans over the text UILabel shows when it drops the spaces before its ellipsis
    /// (``PangoTextMeasurer/textDroppingSpacesBeforeEllipsis(_:_:)``): the first `kept` bytes, then an ellipsis
    /// of `ellipsisLength` bytes in place of everything from `kept` on. The ellipsis takes the style of the first
    /// character it hides (at `cut`, past the dropped spaces), as Pango's own ellipsis takes the attributes there.
    func keepingPrefix(_ kept: Int, cut: Int, ellipsisLength: Int) -> PangoSpans {
        func moved(_ offset: Int) -> Int { offset <= kept ? offset : offset <= cut ? kept : kept + ellipsisLength }
        return PangoSpans(pieces: pieces.compactMap { piece in
            let bytes = moved(piece.bytes.lowerBound)..<moved(piece.bytes.upperBound)
            return bytes.isEmpty ? nil : Piece(bytes: bytes, style: piece.style)
        })
    }

    /// Adds the spans' attributes to `list` for a text of `length` bytes laid out with `attributes` in `catalog`'s
    /// fonts. Tabular digits are given as one font-features attribute per stretch of text that has them, the text's
    /// own included (Pango adds up every font-features attribute over a character, so a span could not turn the
    /// text's off with one of its own).
    func insert(into list: OpaquePointer, length: Int, _ attributes: TextAttributes, catalog: FontCatalog) {
        let base = attributes.font
        let baseSize = Self.fontSize(base.size)
        let baseFamilies = catalog.familyList(for: base.design, pointSize: baseSize)
        let baseTracking = Self.tracking(attributes.tracking, size: baseSize, catalog)
        for piece in pieces {
            let style = piece.style
            var added: [UnsafeMutablePointer<PangoAttribute>] = []
            let size = style.size.map(Self.fontSize) ?? baseSize
            if size != baseSize { added.append(pango_attr_size_new_absolute(Self.units(size))) }
            if let weight = style.weight, weight != base.weight {
                added.append(pango_attr_weight_new(PangoWeight(rawValue: UInt32(weight.numericWeight))))
            }
            if let italic = style.italic, italic != base.italic {
                added.append(pango_attr_style_new(italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL))
            }
            let families = catalog.familyList(for: style.design ?? base.design, pointSize: size)
            if families != baseFamilies { added.append(pango_attr_family_new(families)) }
            let tracking = Self.tracking(style.tracking ?? attributes.tracking, size: size, catalog)
            if tracking != baseTracking { added.append(pango_attr_letter_spacing_new(Self.units(tracking))) }
            if let color = style.color {
                let (red, green, blue, alpha) = Self.channels(color)
                added.append(pango_attr_foreground_new(red, green, blue))
                // Pango reads an alpha of 0 as "not set" (the letters opaque): 1/65535 draws nothing all the same.
                added.append(pango_attr_foreground_alpha_new(max(alpha, 1)))
            }
            if let underline = style.underline, underline.isActive {
                added.append(pango_attr_underline_new(PANGO_UNDERLINE_SINGLE))
                if let color = underline.color {
                    let (red, green, blue, _) = Self.channels(color)
                    added.append(pango_attr_underline_color_new(red, green, blue))
                }
            }
            if let strikethrough = style.strikethrough, strikethrough.isActive {
                added.append(pango_attr_strikethrough_new(1))
                if let color = strikethrough.color {
                    let (red, green, blue, _) = Self.channels(color)
                    added.append(pango_attr_strikethrough_color_new(red, green, blue))
                }
            }
            if let offset = style.baselineOffset, offset != 0 { added.append(pango_attr_rise_new(Self.units(offset))) }
            for attribute in added {
                attribute.pointee.start_index = UInt32(piece.bytes.lowerBound)
                attribute.pointee.end_index = UInt32(piece.bytes.upperBound)
                pango_attr_list_insert(list, attribute)
            }
        }
        for stretch in tabularDigitStretches(length: length, base: base.monospacedDigits) {
            let features = pango_attr_font_features_new("tnum")!
            features.pointee.start_index = UInt32(stretch.lowerBound)
            features.pointee.end_index = UInt32(stretch.upperBound)
            pango_attr_list_insert(list, features)
        }
    }

    /// The byte ranges whose digits are tabular: where a span says so, or the text does and no span says otherwise.
    private func tabularDigitStretches(length: Int, base: Bool) -> [Range<Int>] {
        var stretches: [Range<Int>] = []
        func add(_ range: Range<Int>, _ tabular: Bool) {
            guard tabular, !range.isEmpty else { return }
            if let last = stretches.last, last.upperBound == range.lowerBound {
                stretches[stretches.count - 1] = last.lowerBound..<range.upperBound
            } else {
                stretches.append(range)
            }
        }
        var position = 0
        for piece in pieces {
            add(position..<piece.bytes.lowerBound, base)
            add(piece.bytes, piece.style.monospacedDigits ?? base)
            position = piece.bytes.upperBound
        }
        add(position..<max(position, length), base)
        return stretches
    }

    /// The largest font size Pango is asked for, in points: FreeType sets no glyph above 65,535 pixels per em, and
    /// cellshot draws at up to 4x. A larger size (a hostile span, or a front end's) fails in cairo, which then
    /// draws nothing in that face — on every thread (a span of 10¹² pt blanked the text other threads drew).
    static let largestFontSize = 16_000.0

    /// A font size as Pango is given it: at most ``largestFontSize``.
    static func fontSize(_ size: Double) -> Double {
        min(size, largestFontSize)
    }

    /// The letter spacing of text at a size: the system font's own tracking (``LatinFamily``) plus the text's
    /// (none when it is not a finite number).
    static func tracking(_ tracking: Double, size: Double, _ catalog: FontCatalog) -> Double {
        catalog.latinFamily.tracking(forPointSize: size) + (tracking.isFinite ? tracking : 0)
    }

    /// Points as Pango units, rounded, clamped to Int32 (a NaN is 0): a conversion that never traps.
    static func units(_ points: Double) -> Int32 {
        let units = (points * Double(PANGO_SCALE)).rounded()
        guard units.isFinite else { return units.isNaN ? 0 : units > 0 ? .max : .min }
        return Int32(max(Double(Int32.min), min(Double(Int32.max), units)))
    }

    /// A colour's components as Pango's 16-bit channels (a component outside 0…1, or NaN, clamped).
    static func channels(_ color: Color) -> (UInt16, UInt16, UInt16, UInt16) {
        func channel(_ value: Double) -> UInt16 {
            guard value > 0 else { return 0 }   // also NaN
            return value >= 1 ? .max : UInt16((value * 65535).rounded())
        }
        return (channel(color.red), channel(color.green), channel(color.blue), channel(color.alpha))
    }
}
