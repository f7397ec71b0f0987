import CellshotGraphics

/// Members read in more than one place: a text's properties (the text's and the secondary text's), and the
/// background of a row, a state override, a header or a footer.
extension MemberReading {
    /// Text properties at `key`; `nil` when absent.
    func textProperties(_ key: String) throws(DocumentError) -> TextProperties? {
        try decode(key) { (value, path) throws(DocumentError) in try TextProperties(json: value, at: path) }
    }
}

extension ObjectReader {

    /// A background configuration at `background`; `nil` when absent.
    func background() throws(DocumentError) -> BackgroundConfiguration? {
        try decode("background") { (value, path) throws(DocumentError) in try BackgroundConfiguration(json: value, at: path) }
    }
}
