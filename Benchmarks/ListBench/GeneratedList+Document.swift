extension GeneratedList {
    /// The list as a cellshot document: an inset grouped list 393 points wide at `scale`, with the
    /// `contact` template. Written by hand, keys in a fixed order, so the bytes are the same every run.
    func documentJSON(scale: Double) -> String {
        var out = "{\n  \"appearance\": \"insetGrouped\", \"width\": 393, \"scale\": \(Self.number(scale)),\n"
        out += "  \"templates\": { \"contact\": \(Self.contactTemplate) },\n"
        out += "  \"sections\": [\n"
        out += sections.map { section in
            var fields: [String] = []
            if let header = section.header { fields.append("\"header\": \(Self.quoted(header))") }
            fields.append("\"rows\": [\n" + section.rows.map { "      " + Self.json($0) }.joined(separator: ",\n") + "\n    ]")
            if let footer = section.footer { fields.append("\"footer\": \(Self.quoted(footer))") }
            return "    { " + fields.joined(separator: ",\n      ") + " }"
        }.joined(separator: ",\n")
        out += "\n  ]\n}\n"
        return out
    }

    /// A contact row as UIKit developers build it: a round avatar with initials, the name with a
    /// "NEW" badge (a custom state) in a stack, the time at the trailing edge, the last message below.
    static let contactTemplate = #"""
    {
        "views": {
          "avatar": { "view": { "backgroundColor": "$color", "cornerRadius": 20, "width": 40, "height": 40,
            "subviews": { "initials": { "label": { "text": "$initials", "font": { "size": 17, "weight": "semibold" },
                                                   "color": "white", "alignment": "center" } } } } },
          "titleRow": { "stack": { "axis": "horizontal", "spacing": 6, "alignment": "center", "arranged": {
            "name": { "label": { "text": "$name", "font": "headline", "compressionResistance": { "horizontal": 749 } } },
            "badge": { "label": { "text": "NEW", "font": { "size": 10, "weight": "bold" }, "color": "white",
                                  "backgroundColor": "systemRed", "cornerRadius": 4, "alignment": "center",
                                  "height": 16, "hidden": true } },
            "gap": { "spacer": { "height": 0 } } } } },
          "time": { "label": { "text": "$time", "font": "footnote", "color": "secondaryLabel", "hugging": 751 } },
          "message": { "label": { "text": "$message", "font": "subheadline", "color": "secondaryLabel" } }
        },
        "constraints": [
          "H:|-[avatar]-12-[titleRow]-8-[time]-|", "H:[avatar]-12-[message]-|", "V:|-[titleRow]-2-[message]-|",
          "avatar.centerY == superview.centerY", "avatar.top >= margins.top",
          "initials.centerX == avatar.centerX", "initials.centerY == avatar.centerY",
          "time.centerY == titleRow.centerY"
        ],
        "states": { "isNew": { "badge": { "hidden": false } } }
      }
    """#

    private static func json(_ row: Row) -> String {
        switch row {
        case let .builtIn(style, text, secondaryText, symbol, accessories):
            var fields = ["\"style\": \(quoted(style))", "\"text\": \(quoted(text))"]
            if let secondaryText { fields.append("\"secondaryText\": \(quoted(secondaryText))") }
            fields.append("\"image\": { \"symbol\": \(quoted(symbol)) }")
            if !accessories.isEmpty {
                fields.append("\"accessories\": [" + accessories.map { accessory in
                    switch accessory {
                    case .disclosureIndicator: "\"disclosureIndicator\""
                    case .checkmark: "\"checkmark\""
                    case .label(let text): "{ \"label\": \(quoted(text)) }"
                    }
                }.joined(separator: ", ") + "]")
            }
            return "{ " + fields.joined(separator: ", ") + " }"
        case let .contact(name, message, time, initials, color, isNew):
            return "{ \"template\": \"contact\", \"values\": { \"name\": \(quoted(name)), \"message\": \(quoted(message)), "
                + "\"time\": \(quoted(time)), \"initials\": \(quoted(initials)), \"color\": \(quoted(color)), "
                + "\"isNew\": \(isNew) } }"
        }
    }

    /// A JSON string literal.
    static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    static func number(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
