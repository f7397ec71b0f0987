import CellshotGraphics

/// The members a list content configuration has, whether a row's or a header's: one reader each, so
/// that rows and headers decode them alike.
extension ObjectReader {
    /// Text properties at `key`; `nil` when absent.
    func textProperties(_ key: String) throws(DocumentError) -> TextProperties? {
        try decode(key) { (value, path) throws(DocumentError) in try TextProperties(json: value, at: path) }
    }

    /// Image properties at `imageProperties`; `nil` when absent.
    func imageProperties() throws(DocumentError) -> ImageProperties? {
        try decode("imageProperties") { (value, path) throws(DocumentError) in try ImageProperties(json: value, at: path) }
    }

    /// An image (a symbol or a file) at `image`; `nil` when absent.
    func image(in context: DecodingContext) throws(DocumentError) -> ImageSource? {
        try decode("image") { (value, path) throws(DocumentError) in try ImageSource(json: value, at: path, in: context) }
    }

    /// Layout margins at `directionalLayoutMargins`; `nil` when absent.
    func directionalLayoutMargins() throws(DocumentError) -> DirectionalEdgeInsets? {
        try decode("directionalLayoutMargins") { (value, path) throws(DocumentError) in
            try DirectionalEdgeInsets(json: value, at: path, expected: "layout margins")
        }
    }

    /// A background configuration at `background`; `nil` when absent.
    func background() throws(DocumentError) -> BackgroundConfiguration? {
        try decode("background") { (value, path) throws(DocumentError) in try BackgroundConfiguration(json: value, at: path) }
    }
}
