extension CellAccessory {
    /// The accessories written by name.
    static let names = ["disclosureIndicator", "checkmark", "detail", "detailDisclosure", "outlineDisclosure",
                        "reorder", "multiselect", "delete", "insert", "popUpMenu", "switch"]

    /// The keys of an accessory written as an object: one of them, holding the accessory's options.
    static let objectKeys = ["label", "customView"] + names

    /// What an accessory is, for messages.
    static let expectation = "an accessory (" + names.joined(separator: ", ")
        + ", or an object with one of those names, \"label\" or \"customView\", holding its options)"

    /// The keys of a custom view accessory's configuration.
    static let customViewKeys = ["image", "placement", "displayed", "tintColor", "reservedLayoutWidth",
                                 "maintainsFixedSize", "pointSize"]

    /// Reads an accessory: a name, or an object with one key — the accessory's name, `label` or
    /// `customView` — whose value holds its options (`displayed` for every accessory):
    /// `{ "label": "3" }`, `{ "label": { "text": "3", "displayed": "whenEditing" } }`,
    /// `{ "outlineDisclosure": { "expanded": true, "style": "header" } }`, `{ "reorder": { "displayed": "always" } }`,
    /// `{ "switch": { "on": true, "enabled": false, "onTintColor": "systemBlue" } }`,
    /// `{ "customView": { "image": "star.fill", "placement": "leading" } }`.
    /// - Throws: ``DocumentError`` for an unknown name, a missing image or anything else.
    init(json value: JSONValue, at path: JSONPath, in context: DecodingContext) throws(DocumentError) {
        switch value {
        case .string(let name):
            guard let kind = Self.kind(named: name) else {
                throw .unknownName(name, at: path, expected: Self.expectation, knownNames: Self.names,
                                   hint: Self.hint(for: name))
            }
            self.init(kind)
        case .object:
            let displayedHint = "\"displayed\" goes with the accessory's other options: "
                + "{ \"reorder\": { \"displayed\": \"always\" } }, { \"label\": { \"text\": \"3\", \"displayed\": \"always\" } }"
            let object = try ObjectReader(value, at: path, expected: "an accessory", keys: Self.objectKeys,
                                          hints: ["displayed": displayedHint])
            guard let key = try object.oneOf(Self.objectKeys,
                                             hint: "an object is one accessory; write each in its own array element") else {
                throw DocumentError(.missingKey, path: path,
                                    message: "expected an accessory's name as the object's key, found an empty object",
                                    hint: "{ \"label\": \"3\" }, { \"reorder\": { \"displayed\": \"always\" } }")
            }
            self = try object.require(key, expected: "the accessory") { (value, path) throws(DocumentError) in
                try Self.options(of: key, value, at: path, in: context)
            }
        default:
            throw .wrongType(at: path, expected: Self.expectation, found: value)
        }
    }

    /// An accessory without options, by name.
    private static func kind(named name: String) -> Kind? {
        switch name {
        case "disclosureIndicator": .disclosureIndicator
        case "checkmark": .checkmark
        case "detail": .detail
        case "detailDisclosure": .detailDisclosure
        case "outlineDisclosure": .outlineDisclosure(expanded: false, style: .automatic)
        case "reorder": .reorder
        case "multiselect": .multiselect(selected: false)
        case "delete": .delete
        case "insert": .insert
        case "popUpMenu": .popUpMenu
        case "switch": .switch(SwitchConfiguration())
        default: nil
        }
    }

    /// The accessory `key` names, read from its options.
    private static func options(of key: String, _ value: JSONValue, at path: JSONPath,
                                in context: DecodingContext) throws(DocumentError) -> CellAccessory {
        if key == "label" {
            guard case .object = value else {
                return .label(try value.string(at: path, expected: "the label's text (a string, or an object with "
                                                   + "\"text\" and \"displayed\")"))
            }
        }
        if key == "customView" { return try customView(value, at: path, in: context) }
        let own: [String] = switch key {
        case "label": ["text"]
        case "switch": ["on", "enabled", "onTintColor", "thumbTintColor"]
        case "outlineDisclosure": ["expanded", "style"]
        case "multiselect": ["selected"]
        default: []
        }
        let description = "\(JSONText.quoted(key))'s options"
        guard case .object = value else {
            let keys = (own + ["displayed"]).map { JSONText.quoted($0) }
            throw .wrongType(at: path, expected: "\(description) (an object with \(ListFormatter.and(keys)))", found: value,
                             hint: key == "label" ? nil : "write \(JSONText.quoted(key)) by name for its defaults")
        }
        let object = try ObjectReader(value, at: path, expected: description, keys: own + ["displayed"])
        let displayed = try object.name("displayed", as: DisplayedState.self)
        func flag(_ name: String) throws(DocumentError) -> Bool {
            try object.decode(name) { (value, path) throws(DocumentError) in
                try value.bool(at: path, expected: "\(JSONText.quoted(name)) (true or false)")
            } ?? false
        }
        let kind: Kind
        switch key {
        case "label":
            kind = .label(try object.require("text", expected: "the label's text") { (value, path) throws(DocumentError) in
                try value.string(at: path, expected: "the label's text (a string)")
            })
        case "outlineDisclosure":
            kind = .outlineDisclosure(expanded: try flag("expanded"),
                                      style: try object.name("style", as: OutlineDisclosureStyle.self) ?? .automatic)
        case "multiselect":
            kind = .multiselect(selected: try flag("selected"))
        case "switch":
            let enabled = try object.decode("enabled") { (value, path) throws(DocumentError) in
                try value.bool(at: path, expected: "\"enabled\" (true or false)")
            }
            kind = .switch(SwitchConfiguration(isOn: try flag("on"), isEnabled: enabled ?? true,
                                               onTintColor: try object.color("onTintColor"),
                                               thumbTintColor: try object.color("thumbTintColor")))
        default:
            guard let named = Self.kind(named: key) else {
                throw .unknownName(key, at: path, expected: Self.expectation, knownNames: Self.names)
            }
            kind = named
        }
        return CellAccessory(kind, displayed: displayed)
    }

    /// `{ "customView": { "image", "placement", "displayed", "tintColor", "reservedLayoutWidth", "maintainsFixedSize" } }`.
    private static func customView(_ value: JSONValue, at path: JSONPath,
                                   in context: DecodingContext) throws(DocumentError) -> CellAccessory {
        let object = try ObjectReader(value, at: path, expected: "a custom view accessory", keys: customViewKeys)
        let image = try object.require("image", expected: "an SF Symbol name or an image file") { (value, path) throws(DocumentError) in
            try ImageSource(accessoryJSON: value, at: path, in: context)
        }
        let placement = try object.require("placement", expected: "leading or trailing") { (value, path) throws(DocumentError) in
            try Placement(json: value, at: path)
        }
        let width = try object.decode("reservedLayoutWidth") { (value, path) throws(DocumentError) -> LayoutDimension in
            let expected = "a reserved width (\"standard\", \"actual\" or a number of points from 0 to "
                + "\(JSONText.number(DocumentLimits.maximumLength)))"
            switch value {
            case .string("standard"): return .standard
            case .string("actual"): return .actual
            case .string(let name):
                throw .unknownName(name, at: path, expected: expected, knownNames: ["standard", "actual"])
            case .number:
                return .custom(try value.number(at: path, expected: expected) { $0 >= 0 && $0 <= DocumentLimits.maximumLength })
            default:
                throw .wrongType(at: path, expected: expected, found: value)
            }
        }
        let pointSize = try object.decode("pointSize") { (value, path) throws(DocumentError) in
            try SymbolStyle.pointSize(value, at: path)
        }
        var configuration = CustomViewConfiguration(image: image, placement: placement,
                                                    tintColor: try object.color("tintColor"),
                                                    reservedLayoutWidth: width ?? .standard,
                                                    maintainsFixedSize: try object.bool("maintainsFixedSize") ?? false)
        configuration.symbolPointSize = pointSize
        return CellAccessory(.customView(configuration), displayed: try object.name("displayed", as: DisplayedState.self))
    }

    /// A hint for names that describe an accessory by its look rather than its UIKit name.
    private static func hint(for name: String) -> String? {
        let lowered = name.lowercased()
        if lowered.contains("toggle") { return "a UISwitch is \"switch\": { \"switch\": { \"on\": true } }" }
        if lowered.contains("info") { return "the info button is \"detail\"" }
        if lowered.contains("chevron") { return "the chevron is \"disclosureIndicator\"" }
        if lowered.contains("minus") || lowered.contains("remove") { return "the red minus circle is \"delete\"" }
        if lowered.contains("plus") || lowered.contains("add") { return "the green plus circle is \"insert\"" }
        if lowered.contains("image") || lowered.contains("custom") || lowered.contains("icon") {
            return "an image is { \"customView\": { \"image\": …, \"placement\": \"trailing\" } }"
        }
        return nil
    }
}

extension ImageSource {
    /// Reads a custom accessory's image: a string is a file path when it ends in an image extension
    /// (`.png`, `.jpg`, `.jpeg`, `.svg`) or has a folder in it, and an SF Symbol name otherwise
    /// (`"star.fill"`); `{ "symbol": name }` works too, as in a row's image.
    init(accessoryJSON value: JSONValue, at path: JSONPath, in context: DecodingContext) throws(DocumentError) {
        if case .string(let written) = value {
            let lowered = written.lowercased()
            let isFile = written.contains("/")
                || DecodingContext.imageExtensions.contains { lowered.hasSuffix(".\($0)") }
            guard isFile else {
                guard !written.isEmpty else {
                    throw .invalidValue(at: path, expected: "an SF Symbol name or an image file (a non-empty string)",
                                        found: value)
                }
                self = .symbol(written)
                return
            }
        }
        // An accessory's symbol is drawn at its own size: a weight, scale or point size would not be drawn.
        if case .object(let members) = value, let symbol = members.first(where: { $0.key == "symbol" })?.value,
           case .object = symbol {
            throw .wrongType(at: path.appending(key: "symbol"),
                             expected: "a symbol name (an accessory's symbol takes no weight, scale or point size)",
                             found: symbol)
        }
        try self.init(json: value, at: path, in: context)
    }
}

extension CellAccessory.Kind {
    /// The accessory's name in a document, for messages.
    var name: String {
        switch self {
        case .disclosureIndicator: "disclosureIndicator"
        case .checkmark: "checkmark"
        case .label: "label"
        case .detail: "detail"
        case .detailDisclosure: "detailDisclosure"
        case .outlineDisclosure: "outlineDisclosure"
        case .reorder: "reorder"
        case .multiselect: "multiselect"
        case .delete: "delete"
        case .insert: "insert"
        case .popUpMenu: "popUpMenu"
        case .customView: "customView"
        case .switch: "switch"
        }
    }
}
