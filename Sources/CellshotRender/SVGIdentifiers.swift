/// Makes Cairo's SVG element identifiers depend on the document only.
///
/// Cairo 1.16 names the groups and images it defines in an SVG after each source surface's
/// process-wide serial number (`<g id="surface63">`, `<image id="image7">`, and the
/// `xlink:href="#surface63"` that use them): every surface Cairo created earlier in the process,
/// for any drawing, shifts them, so the same list written twice gave different bytes. This
/// renumbers them 1, 2, 3… in order of first appearance. Cairo's other identifiers (`clip`,
/// `mask`, `pattern`, `glyph`) are already counted per document and are left alone. Cairo writes
/// text as glyph outlines, never as text, so no user text can look like an identifier.
enum SVGIdentifiers {
    /// The families numbered from the process-wide surface serial.
    static let families = ["surface", "image"]

    /// `svg` with every `surfaceN` and `imageN` identifier, and every reference to one,
    /// renumbered by first appearance.
    static func numberedPerDocument(_ svg: [UInt8]) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(svg.count)
        var renumbered: [[UInt8]: Int] = [:]     // "surface63" → 1
        let prefixes = families.map { Array($0.utf8) }
        var index = 0
        while index < svg.count {
            // An identifier starts right after `id="` or `#`.
            let byte = svg[index]
            output.append(byte)
            index += 1
            guard byte == UInt8(ascii: "#") || (byte == UInt8(ascii: "\"") && svg[..<index].hasSuffix("id=\"")),
                  let prefix = prefixes.first(where: { svg[index...].starts(with: $0) }) else { continue }
            var end = index + prefix.count
            while end < svg.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(svg[end]) { end += 1 }
            guard end > index + prefix.count else { continue }
            let name = Array(svg[index..<end])
            let number = renumbered[name] ?? {
                let next = renumbered.count + 1
                renumbered[name] = next
                return next
            }()
            output.append(contentsOf: prefix)
            output.append(contentsOf: Array(String(number).utf8))
            index = end
        }
        return output
    }
}

extension ArraySlice where Element == UInt8 {
    fileprivate func hasSuffix(_ text: String) -> Bool {
        let suffix = Array(text.utf8)
        return count >= suffix.count && self[(endIndex - suffix.count)...].elementsEqual(suffix)
    }
}
