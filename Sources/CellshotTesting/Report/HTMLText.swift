/// Text made safe for an HTML page.
package enum HTMLText {
    /// `text` with `&`, `<`, `>`, `"` and `'` replaced by character references: safe as element
    /// content and inside a quoted attribute value.
    package static func escaped(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default: result.append(character)
            }
        }
        return result
    }
}
