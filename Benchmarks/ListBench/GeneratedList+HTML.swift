import Foundation

extension GeneratedList {
    /// The list as the web page a developer would write to get the same picture from a browser: one
    /// column per state under a caption, as cellshot's sheet, each an inset grouped list with the same
    /// fonts (Inter, Noto Sans CJK KR), sizes, colours and paddings as cellshot's table of UIKit figures,
    /// flexbox rows, and the symbols as one inline SVG sprite of the same bootstrap-icons files.
    /// - Parameters:
    ///   - states: the state names, one column each (`normal`, `selected`, `highlighted`).
    ///   - symbolTable: `assets/symbols.json`, which maps SF Symbol names to the icon files.
    func html(states: [String], symbolTable: String) throws -> String {
        let sprite = try Self.sprite(symbols: Set(symbolNames), table: symbolTable)
        let captioned = states.count > 1
        var body = ""
        for (index, state) in states.enumerated() {
            if index > 0 { body += "<div class=\"gutter\"></div>" }
            body += "<div class=\"column \(state)\">"
            if captioned { body += "<div class=\"caption\">\(state.prefix(1).uppercased() + state.dropFirst())</div>" }
            for (sectionIndex, section) in sections.enumerated() {
                if let header = section.header {
                    body += "<div class=\"header\">\(Self.escaped(header))</div>"
                } else {
                    body += sectionIndex == 0 ? "<div class=\"no-header first\"></div>" : "<div class=\"no-header\"></div>"
                }
                body += "<div class=\"card\">"
                for row in section.rows { body += Self.html(row) }
                body += "</div>"
                body += section.footer.map { "<div class=\"footer\">\(Self.escaped($0))</div>" } ?? "<div class=\"no-footer\"></div>"
            }
            body += "</div>"
        }
        return """
            <!DOCTYPE html>
            <html><head><meta charset="utf-8"><title>list</title><style>\(Self.style)</style></head>
            <body>\(sprite)<div class="sheet">\(body)</div></body></html>

            """
    }

    private var symbolNames: [String] {
        sections.flatMap(\.rows).compactMap { row in
            if case let .builtIn(_, _, _, symbol, _) = row { symbol } else { nil }
        }
    }

    /// UIKit's figures as CSS (points are CSS pixels; the device scale factor makes them pixels):
    /// 17/22 body, 13/18 footnote headers and footers in secondaryLabel, 20 pt card insets with 10 pt
    /// corners, 16 pt layout margins, 11 pt vertical cell margins (4 in subtitle cells), 44 pt minimum
    /// rows, 24 pt symbol boxes 16 pt before the text, 8 × 14 chevrons in tertiaryLabel, hairline
    /// separators inset to the text, systemGray4 behind selected and highlighted rows.
    static let style = """
        * { box-sizing: border-box; margin: 0; padding: 0; }
        body { background: #F2F2F7; font-family: Inter, "Noto Sans CJK KR", "Noto Color Emoji", sans-serif;
               font-size: 17px; line-height: 22px; color: #000; -webkit-font-smoothing: antialiased; }
        .sheet { display: flex; align-items: flex-start; }
        .column { width: 393px; flex: none; }
        .gutter { width: 24px; align-self: stretch; flex: none; position: relative; }
        .gutter::after { content: ""; position: absolute; left: 11.5px; top: 0; bottom: 0; width: 0.5px;
                         background: rgba(60, 60, 67, 0.29); }
        .caption { height: 36px; padding: 9px 36px; font-size: 13px; line-height: 18px; font-weight: 600;
                   color: rgba(60, 60, 67, 0.6); }
        .header { padding: 17px 36px 6px; font-size: 13px; line-height: 18px; text-transform: uppercase;
                  color: rgba(60, 60, 67, 0.6); }
        .footer { padding: 6px 36px 12px; font-size: 13px; line-height: 18px; color: rgba(60, 60, 67, 0.6); }
        .no-header { height: 17.5px; } .no-header.first { height: 35px; } .no-footer { height: 17.5px; }
        .card { margin: 0 20px; background: #FFF; border-radius: 10px; overflow: hidden; }
        .row { display: flex; align-items: center; min-height: 44px; padding-right: 16px; position: relative; }
        .row + .row::before { content: ""; position: absolute; top: 0; right: 0; left: 56px; height: 0.5px;
                              background: rgba(60, 60, 67, 0.29); }
        .row.contact + .row::before, .row + .row.contact::before { left: 16px; }
        .selected .row, .highlighted .row { background: #D1D1D6; }
        .selected .row::before, .highlighted .row::before { display: none; }
        .icon { width: 24px; height: 20px; margin: 0 16px; flex: none; display: flex; justify-content: center;
                color: #007AFF; }
        .icon svg { width: 20px; height: 20px; }
        .content { flex: 1; min-width: 0; padding: 11px 8px 11px 0; display: flex; flex-direction: column; }
        .subtitle .content { padding-top: 4px; padding-bottom: 4px; }
        .value .content { flex-direction: row; justify-content: space-between; gap: 8px; }
        .secondary { font-size: 12px; line-height: 16px; }
        .value .secondary { font-size: 17px; line-height: 22px; color: rgba(60, 60, 67, 0.6); text-align: right; }
        .label { color: rgba(60, 60, 67, 0.6); margin-left: 8px; }
        .chevron { width: 8px; height: 14px; margin-left: 8px; flex: none; color: rgba(60, 60, 67, 0.3); }
        .check { width: 14px; height: 13px; margin-left: 8px; flex: none; color: #007AFF; }
        .contact { padding: 11px 16px; align-items: center; gap: 12px; }
        .avatar { width: 40px; height: 40px; border-radius: 20px; flex: none; display: flex; align-items: center;
                  justify-content: center; color: #FFF; font-weight: 600; }
        .texts { flex: 1; min-width: 0; display: flex; flex-direction: column; gap: 2px; }
        .title-row { display: flex; align-items: center; gap: 6px; }
        .name { font-weight: 600; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
        .badge { display: none; height: 16px; padding: 0 3px; border-radius: 4px; background: #FF3B30; color: #FFF;
                 font-size: 10px; line-height: 16px; font-weight: 700; }
        .is-new .badge { display: block; }
        .time { font-size: 13px; line-height: 18px; color: rgba(60, 60, 67, 0.6); margin-left: auto; padding-left: 8px; }
        .message { font-size: 15px; line-height: 20px; color: rgba(60, 60, 67, 0.6); white-space: nowrap;
                   overflow: hidden; text-overflow: ellipsis; }
        .systemBlue { background: #007AFF; } .systemGreen { background: #34C759; } .systemOrange { background: #FF9500; }
        .systemPink { background: #FF2D55; } .systemPurple { background: #AF52DE; } .systemTeal { background: #30B0C7; }
        """

    private static let chevron = """
        <svg class="chevron" viewBox="0 0 8 14"><path d="M1 1l6 6-6 6" fill="none" stroke="currentColor" \
        stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/></svg>
        """
    private static let check = """
        <svg class="check" viewBox="0 0 14 13"><path d="M1.5 7l4 4.5 7-10" fill="none" stroke="currentColor" \
        stroke-width="2" stroke-linecap="round" stroke-linejoin="round"/></svg>
        """

    private static func html(_ row: Row) -> String {
        switch row {
        case let .builtIn(style, text, secondaryText, symbol, accessories):
            let kind = style == "valueCell" ? "value" : style == "subtitleCell" ? "subtitle" : "cell"
            var out = "<div class=\"row \(kind)\"><div class=\"icon\"><svg><use href=\"#\(symbol)\"/></svg></div>"
            out += "<div class=\"content\"><div class=\"text\">\(escaped(text))</div>"
            if let secondaryText { out += "<div class=\"secondary\">\(escaped(secondaryText))</div>" }
            out += "</div>"
            for accessory in accessories {
                switch accessory {
                case .disclosureIndicator: out += chevron
                case .checkmark: out += check
                case .label(let label): out += "<div class=\"label\">\(escaped(label))</div>"
                }
            }
            return out + "</div>"
        case let .contact(name, message, time, initials, color, isNew):
            return "<div class=\"row contact\(isNew ? " is-new" : "")\"><div class=\"avatar \(color)\">\(escaped(initials))</div>"
                + "<div class=\"texts\"><div class=\"title-row\"><div class=\"name\">\(escaped(name))</div>"
                + "<div class=\"badge\">NEW</div><div class=\"time\">\(escaped(time))</div></div>"
                + "<div class=\"message\">\(escaped(message))</div></div></div>"
        }
    }

    /// One hidden SVG holding every symbol the list uses as a `<symbol>`, each from its bootstrap-icons file.
    private static func sprite(symbols: Set<String>, table: String) throws -> String {
        let data = try Data(contentsOf: URL(fileURLWithPath: table))
        guard let object = try JSONSerialization.jsonObject(with: data) as? [String: Any],
              let directory = object["directory"] as? String, let files = object["symbols"] as? [String: String] else {
            throw BenchError("cannot read the symbol table \(table)")
        }
        var out = "<svg style=\"display:none\">"
        for name in symbols.sorted() {
            guard let file = files[name] else { throw BenchError("no symbol \(name) in \(table)") }
            let svg = try String(contentsOfFile: directory + "/" + file, encoding: .utf8)
            guard let open = svg.range(of: ">"), let close = svg.range(of: "</svg>", options: .backwards),
                  let viewBox = svg.range(of: #"viewBox="[^"]*""#, options: .regularExpression) else {
                throw BenchError("cannot read \(file)")
            }
            out += "<symbol id=\"\(name)\" \(svg[viewBox]) fill=\"currentColor\">" + svg[open.upperBound..<close.lowerBound] + "</symbol>"
        }
        return out + "</svg>"
    }

    static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
    }
}
