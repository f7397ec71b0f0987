import CellshotGraphics

/// The bounds of a grid's numbers, in one table: values outside them are errors, never clamped.
public enum GridLimits {
    /// The largest fraction of a container (`fractionalWidth(10)`): UIKit takes any positive fraction,
    /// and an orthogonal section's groups may be wider than the list; ten lists' widths is more than any
    /// screen shows.
    public static let maximumFraction = 10.0
    /// The largest `count` of a group: more cells than any row or column of a screen holds.
    public static let maximumCount = 1000
    /// How deep groups may nest (the section's group is at depth 1): UIKit's documented layouts nest three.
    public static let maximumDepth = 8
    /// The most cells one group may hold, nested groups' cells included (`count` 100 in a group of
    /// `count` 100 is 10,000): the bound keeps a mistaken document from laying out millions of empty slots.
    public static let maximumCellsPerGroup = 10_000
}

extension GridOrthogonalScrolling: DocumentName {
    static var nameDescription: String { "an orthogonal scrolling behavior" }
    static var knownValues: [GridOrthogonalScrolling] { allCases }
}

extension GridGroup.Axis: DocumentName {
    static var nameDescription: String { "a group axis" }
    static var knownValues: [GridGroup.Axis] { allCases }
}

extension GridLayout {
    /// The keys of a section's `grid`.
    static let keys = ["group", "interGroupSpacing", "contentInsets", "orthogonalScrollingBehavior",
                       "supplementariesFollowContentInsets", "background", "containerHeight"]

    /// Reads a section's `grid`.
    init(json value: JSONValue, at path: JSONPath) throws(DocumentError) {
        let object = try ObjectReader(value, at: path, expected: "a grid layout", keys: Self.keys,
                                      hints: ["item": "a grid's items are in its \"group\": { \"axis\", \"layoutSize\", \"subitem\", \"count\" }",
                                              "interItemSpacing": "\"interItemSpacing\" is a group's: write it in \"group\""])
        let group = try object.require("group", expected: "the section's group (an object with axis, layoutSize and subitems)") {
            (value, path) throws(DocumentError) in try GridGroup(json: value, at: path, depth: 1)
        }
        self.init(group: group)
        interGroupSpacing = try object.length("interGroupSpacing", noun: "a spacing") ?? 0
        contentInsets = try object.decode("contentInsets") { (value, path) throws(DocumentError) in
            try DirectionalEdgeInsets(json: value, at: path, expected: "content insets")
        } ?? DirectionalEdgeInsets(all: 0)
        orthogonalScrollingBehavior = try object.name("orthogonalScrollingBehavior") ?? .none
        supplementariesFollowContentInsets = try object.bool("supplementariesFollowContentInsets") ?? true
        background = try object.decode("background") { (value, path) throws(DocumentError) in
            try GridBackground(json: value, at: path)
        }
        containerHeight = try object.decode("containerHeight") { (value, path) throws(DocumentError) in
            try value.number(at: path, expected: "a container height greater than 0 and at most "
                             + "\(JSONText.number(DocumentLimits.maximumLength)) points") {
                $0 > 0 && $0 <= DocumentLimits.maximumLength
            }
        } ?? Self.defaultContainerHeight
    }
}

extension GridBackground {
    /// Reads a background decoration: a background's keys and `contentInsets`.
    init(json value: JSONValue, at path: JSONPath) throws(DocumentError) {
        let object = try ObjectReader(value, at: path, expected: "a section background decoration",
                                      keys: BackgroundConfiguration.keys.filter { $0 != "backgroundInsets" } + ["contentInsets"],
                                      hints: ["backgroundInsets": "a decoration is placed by its \"contentInsets\""])
        self.init(configuration: try BackgroundConfiguration(members: object))
        contentInsets = try object.decode("contentInsets") { (value, path) throws(DocumentError) in
            try DirectionalEdgeInsets(json: value, at: path, expected: "content insets")
        } ?? DirectionalEdgeInsets(all: 0)
    }
}

extension GridSize {
    /// Reads `{ "widthDimension": …, "heightDimension": … }`.
    init(json value: JSONValue, at path: JSONPath) throws(DocumentError) {
        let object = try ObjectReader(value, at: path, expected: "a layout size",
                                      keys: ["widthDimension", "heightDimension"],
                                      hints: ["width": "write \"widthDimension\": { \"fractionalWidth\": 1 }",
                                              "height": "write \"heightDimension\": { \"absolute\": 44 }"])
        self.init(
            widthDimension: try object.require("widthDimension", expected: "a dimension") {
                (value, path) throws(DocumentError) in try GridDimension(json: value, at: path)
            },
            heightDimension: try object.require("heightDimension", expected: "a dimension") {
                (value, path) throws(DocumentError) in try GridDimension(json: value, at: path)
            })
    }
}

extension GridDimension {
    /// The kinds of dimension, as UIKit's factory methods name them.
    static let keys = ["fractionalWidth", "fractionalHeight", "absolute", "estimated", "uniformAcrossSiblings"]

    /// Reads a dimension: an object with one key, `{ "fractionalWidth": 0.5 }`.
    init(json value: JSONValue, at path: JSONPath) throws(DocumentError) {
        let expected = "a dimension ({ \"fractionalWidth\": 0.5 }, { \"fractionalHeight\": 1 }, { \"absolute\": 44 }, "
            + "{ \"estimated\": 44 } or { \"uniformAcrossSiblings\": 44 })"
        guard case .object(let members) = value else { throw .wrongType(at: path, expected: expected, found: value) }
        let object = try ObjectReader(value, at: path, expected: "a dimension", keys: Self.keys)
        guard members.count == 1, let member = members.first else {
            throw DocumentError(.invalidValue, path: path,
                                message: "expected \(expected), found \(members.isEmpty ? "an empty object" : "\(members.count) keys")",
                                hint: members.isEmpty ? nil : "a dimension is one of them")
        }
        let memberPath = object.path(member.key)
        let maximumLength = JSONText.number(DocumentLimits.maximumLength)
        switch member.key {
        case "fractionalWidth", "fractionalHeight":
            let fraction = try member.value.number(
                at: memberPath,
                expected: "a fraction of the container greater than 0 and at most \(JSONText.number(GridLimits.maximumFraction))") {
                    $0 > 0 && $0 <= GridLimits.maximumFraction
                }
            self = member.key == "fractionalWidth" ? .fractionalWidth(fraction) : .fractionalHeight(fraction)
        default:
            let length = try member.value.number(at: memberPath,
                                                 expected: "a length greater than 0 and at most \(maximumLength) points") {
                $0 > 0 && $0 <= DocumentLimits.maximumLength
            }
            switch member.key {
            case "absolute": self = .absolute(length)
            case "estimated": self = .estimated(length)
            default: self = .uniformAcrossSiblings(length)
            }
        }
    }
}

extension GridElement {
    /// Reads a subitem: a group when it has an `axis`, else an item.
    init(json value: JSONValue, at path: JSONPath, depth: Int) throws(DocumentError) {
        if case .object(let members) = value, members.contains(where: { $0.key == "axis" }) {
            self = .group(try GridGroup(json: value, at: path, depth: depth + 1))
        } else {
            self = .item(try GridItem(json: value, at: path))
        }
    }

    /// How many cells the element holds when its group is full.
    var cellCount: Int {
        switch self {
        case .item: 1
        case .group(let group): group.cellCount
        }
    }
}

extension GridItem {
    /// Reads an item: `{ "layoutSize": …, "contentInsets": … }`.
    init(json value: JSONValue, at path: JSONPath) throws(DocumentError) {
        let object = try ObjectReader(value, at: path, expected: "an item (or a group, which has an \"axis\")",
                                      keys: ["layoutSize", "contentInsets"],
                                      hints: ["subitem": "a group has an \"axis\" (horizontal or vertical)",
                                              "subitems": "a group has an \"axis\" (horizontal or vertical)"])
        self.init(layoutSize: try object.require("layoutSize", expected: "the item's layout size") {
            (value, path) throws(DocumentError) in try GridSize(json: value, at: path)
        })
        contentInsets = try object.decode("contentInsets") { (value, path) throws(DocumentError) in
            try DirectionalEdgeInsets(json: value, at: path, expected: "content insets")
        } ?? DirectionalEdgeInsets(all: 0)
    }
}

extension GridGroup {
    /// The keys of a group.
    static let keys = ["axis", "layoutSize", "subitem", "count", "subitems", "interItemSpacing", "contentInsets"]

    /// Reads a group at a nesting depth (the section's group is at 1).
    init(json value: JSONValue, at path: JSONPath, depth: Int) throws(DocumentError) {
        let object = try ObjectReader(value, at: path, expected: "a group", keys: Self.keys)
        guard depth <= GridLimits.maximumDepth else {
            throw DocumentError(.invalidValue, path: path,
                                message: "expected groups nested at most \(GridLimits.maximumDepth) deep, found a group at depth \(depth)")
        }
        let axis: Axis = try object.require("axis", expected: "the group's axis (horizontal or vertical)") {
            (value, path) throws(DocumentError) in try Axis(json: value, at: path)
        }
        let layoutSize = try object.require("layoutSize", expected: "the group's layout size") {
            (value, path) throws(DocumentError) in try GridSize(json: value, at: path)
        }
        let subitems: Subitems
        switch (object.contains("subitem"), object.contains("subitems")) {
        case (true, true):
            throw DocumentError(.invalidValue, path: path, message: "expected \"subitem\" and \"count\", or \"subitems\", found both",
                                hint: "\"subitem\" with \"count\" repeats one item; \"subitems\" lists them")
        case (true, false):
            let subitem = try object.require("subitem", expected: "a subitem") { (value, path) throws(DocumentError) in
                try GridElement(json: value, at: path, depth: depth)
            }
            let count = try object.require("count", expected: "how many times the subitem is repeated (a whole number from 1 to \(GridLimits.maximumCount))") {
                (value, path) throws(DocumentError) in
                try value.integer(at: path, expected: "a count from 1 to \(GridLimits.maximumCount)", in: 1...GridLimits.maximumCount)
            }
            subitems = .repeating(subitem, count: count)
        case (false, true):
            if object.contains("count") {
                throw DocumentError(.invalidValue, path: object.path("count"),
                                    message: "expected \"count\" only with \"subitem\", found it with \"subitems\"",
                                    hint: "\"subitems\" are repeated while they fit; \"subitem\" with \"count\" repeats one item that many times")
            }
            let elements = try object.require("subitems", expected: "the subitems") { (value, path) throws(DocumentError) in
                let values = try value.array(at: path, expected: "an array of items and groups")
                guard !values.isEmpty else {
                    throw DocumentError(.invalidValue, path: path, message: "expected at least one subitem, found an empty array")
                }
                var elements: [GridElement] = []
                for (index, element) in values.enumerated() {
                    elements.append(try GridElement(json: element, at: path.appending(index: index), depth: depth))
                }
                return elements
            }
            subitems = .subitems(elements)
        case (false, false):
            throw .missingKey("subitems", at: path, expected: "the group's subitems (or \"subitem\" and \"count\")")
        }
        self.init(axis: axis, layoutSize: layoutSize, subitems: subitems)
        interItemSpacing = try object.decode("interItemSpacing") { (value, path) throws(DocumentError) in
            try GridSpacing(json: value, at: path)
        } ?? .fixed(0)
        contentInsets = try object.decode("contentInsets") { (value, path) throws(DocumentError) in
            try DirectionalEdgeInsets(json: value, at: path, expected: "content insets")
        } ?? DirectionalEdgeInsets(all: 0)
        guard cellCount <= GridLimits.maximumCellsPerGroup else {
            throw DocumentError(.invalidValue, path: path,
                                message: "expected a group of at most \(GridLimits.maximumCellsPerGroup) cells, found one of \(cellCount)",
                                hint: "a group's \"count\" multiplies the cells of the groups it repeats")
        }
    }

    /// How many cells the group holds when full (its subitems once, however often they may repeat).
    var cellCount: Int {
        switch subitems {
        case .repeating(let element, let count): element.cellCount.multipliedReportingOverflow(by: count).partialValue
        case .subitems(let elements): elements.reduce(0) { $0 + $1.cellCount }
        }
    }
}

extension GridSpacing {
    /// Reads a spacing: a number (fixed), `{ "fixed": n }` or `{ "flexible": n }`.
    init(json value: JSONValue, at path: JSONPath) throws(DocumentError) {
        if case .number = value {
            self = .fixed(try value.length(at: path, noun: "a spacing"))
            return
        }
        let object = try ObjectReader(value, at: path, expected: "a spacing (a number, { \"fixed\": 8 } or { \"flexible\": 8 })",
                                      keys: ["fixed", "flexible"])
        guard let key = try object.oneOf(["fixed", "flexible"], hint: "a spacing is fixed or flexible") else {
            throw .missingKey("fixed", at: path, expected: "a spacing ({ \"fixed\": 8 } or { \"flexible\": 8 })")
        }
        let length = try object.length(key, noun: "a spacing") ?? 0
        self = key == "fixed" ? .fixed(length) : .flexible(length)
    }
}
