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

extension Rect {
    /// Reads `{ "x", "y", "width", "height" }` in points, every key required; x and y may be negative.
    init(json value: JSONValue, at path: JSONPath, expected: String) throws(DocumentError) {
        let object = try ObjectReader(value, at: path, expected: expected, keys: ["x", "y", "width", "height"])
        let limit = DocumentLimits.maximumLength
        var numbers: [Double] = []
        for key in ["x", "y"] {
            numbers.append(try object.require(key, expected: "the \(key) coordinate in points") { (value, path) throws(DocumentError) in
                try value.number(at: path, expected: "a coordinate from -\(JSONText.number(limit)) to \(JSONText.number(limit)) points") {
                    abs($0) <= limit
                }
            })
        }
        for key in ["width", "height"] {
            numbers.append(try object.require(key, expected: "the \(key) in points") { (value, path) throws(DocumentError) in
                try value.length(at: path, noun: "a \(key)")
            })
        }
        self.init(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    }
}

extension TextAlignment: DocumentName {
    static var nameDescription: String { "a text alignment" }
}

extension WritingDirection: DocumentName {
    static var nameDescription: String { "a writing direction" }
}

extension LineBreakMode: DocumentName {
    static var nameDescription: String { "a line break mode" }
}

extension ImageContentMode: DocumentName {
    static var knownValues: [ImageContentMode] { [.scaleAspectFit, .scaleAspectFill, .center, .scaleToFill] }
    static var nameDescription: String { "a content mode" }
}
