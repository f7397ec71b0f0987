/// An icon of an icon set (``SymbolCatalog/IconSet``: Lucide, Tabler Icons) made into the SVG document cellshot draws
/// as its stand-in: the file with its root element's size set to 16 × 16 points, its `viewBox` cropped to the set's
/// drawn area and its strokes set to the set's width, so that it fills its square and has the weight the other
/// stand-ins have. The icon's own elements are kept as they are.
enum IconSetSVG {
    /// The document drawn for one icon file.
    /// - Parameters:
    ///   - bytes: the icon's SVG file.
    ///   - set: the set it belongs to.
    /// - Returns: `nil` when the file has no `<svg …>` element.
    static func document(_ bytes: [UInt8], set: SymbolCatalog.IconSet) -> [UInt8]? {
        let text = String(decoding: bytes, as: UTF8.self)
        guard let open = text.firstRange(of: "<svg"),
              let close = text[open.upperBound...].firstIndex(of: ">") else { return nil }
        var attributes = attributePairs(in: text[open.upperBound..<close])
        attributes.removeAll { ["width", "height", "viewBox"].contains($0.name) || $0.name == "stroke-width" && set.strokeWidth != nil }
        var root = "<svg width=\"16\" height=\"16\" viewBox=\"\(set.viewBox)\""
        if let strokeWidth = set.strokeWidth { root += " stroke-width=\"\(strokeWidth)\"" }
        for attribute in attributes { root += " \(attribute.name)=\"\(attribute.value)\"" }
        return Array((root + text[close...]).utf8)
    }

    /// The `name="value"` pairs of a start tag's attributes, in order (`/>` and stray text ignored).
    static func attributePairs(in tag: Substring) -> [(name: String, value: String)] {
        var pairs: [(name: String, value: String)] = []
        var rest = tag[...]
        while let equals = rest.firstIndex(of: "=") {
            let name = rest[..<equals].split(whereSeparator: { $0.isWhitespace }).last.map(String.init) ?? ""
            let afterEquals = rest[rest.index(after: equals)...].drop { $0.isWhitespace }
            guard let quote = afterEquals.first, quote == "\"" || quote == "'" else { break }
            let valueStart = afterEquals.index(after: afterEquals.startIndex)
            guard let valueEnd = afterEquals[valueStart...].firstIndex(of: quote) else { break }
            if !name.isEmpty { pairs.append((name, String(afterEquals[valueStart..<valueEnd]))) }
            rest = afterEquals[afterEquals.index(after: valueEnd)...]
        }
        return pairs
    }
}
