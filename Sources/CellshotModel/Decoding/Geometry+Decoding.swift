import CellshotGraphics

extension DirectionalEdgeInsets {
    /// The keys of an insets object, in the order documents write them.
    static let keys = ["top", "leading", "bottom", "trailing"]

    /// Reads `{ "top", "leading", "bottom", "trailing" }`, every key required, each from 0 to 4096 points.
    init(json value: JSONValue, at path: JSONPath, expected: String) throws(DocumentError) {
        let object = try ObjectReader(value, at: path, expected: expected, keys: Self.keys)
        var lengths: [Double] = []
        for key in Self.keys {
            lengths.append(try object.require(key, expected: "the \(key) inset in points") { (value, path) throws(DocumentError) in
                try value.length(at: path, noun: "an inset")
            })
        }
        self.init(top: lengths[0], leading: lengths[1], bottom: lengths[2], trailing: lengths[3])
    }
}

extension Size {
    /// Reads `{ "width", "height" }`, both required, each from 0 to 4096 points.
    init(json value: JSONValue, at path: JSONPath, expected: String) throws(DocumentError) {
        let object = try ObjectReader(value, at: path, expected: expected, keys: ["width", "height"])
        let width = try object.require("width", expected: "the width in points") { (value, path) throws(DocumentError) in
            try value.length(at: path, noun: "a width")
        }
        let height = try object.require("height", expected: "the height in points") { (value, path) throws(DocumentError) in
            try value.length(at: path, noun: "a height")
        }
        self.init(width: width, height: height)
    }
}

extension TextAlignment: DocumentName {
    static var nameDescription: String { "a text alignment" }
}

extension LineBreakMode: DocumentName {
    static var nameDescription: String { "a line break mode" }
}

extension ImageContentMode: DocumentName {
    static var knownValues: [ImageContentMode] { [.scaleAspectFit, .scaleAspectFill, .center, .scaleToFill] }
    static var nameDescription: String { "a content mode" }
}
