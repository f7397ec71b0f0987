import CellshotGraphics
import CellshotModel
import Foundation
import Testing

/// Templates decode into ``TemplateDefinition``s: every kind, every property, constraints and metrics.
@Suite("Templates: decoding")
struct TemplateDecodingTests {
    /// The path of the first row of the first section.
    static let firstRow = JSONPath.root.appending(key: "sections").appending(index: 0).appending(key: "rows")
        .appending(index: 0)

    /// The template of issue 4, with every kind and most properties.
    static let notice = """
    { "background": { "color": "systemBlue", "cornerRadius": 10 },
      "margins": { "top": 10, "leading": 10, "bottom": 10, "trailing": 10 },
      "height": "automatic",
      "metrics": { "pad": 10 },
      "views": {
        "title": { "label": { "text": "$title", "font": { "size": 14, "weight": "bold" }, "color": "white", "lines": 1 } },
        "body":  { "label": { "text": "$body", "font": "footnote", "color": "white", "lines": 0, "alignment": "natural", "lineBreakMode": "byWordWrapping" } },
        "icon":  { "image": { "symbol": "star.fill", "tint": "systemYellow", "contentMode": "scaleAspectFit", "width": 24, "height": 24, "pointSize": 17 } },
        "photo": { "image": { "file": "images/avatar.svg", "cornerRadius": 20 } },
        "card":  { "view": { "backgroundColor": "white", "cornerRadius": 8, "borderColor": "separator", "borderWidth": 1, "clipsToBounds": true,
                             "subviews": { "badge": { "label": { "text": "NEW" } } } } },
        "row":   { "stack": { "axis": "horizontal", "spacing": 8, "alignment": "center", "distribution": "fill", "layoutMarginsRelative": false,
                              "arranged": { "a": { "label": { "text": "A" } }, "gap": { "spacer": {} }, "b": { "label": { "text": "B" } } } } },
        "area":  { "guide": {} }
      },
      "constraints": [ "V:|-pad-[title]-10-[body]-10-|", "H:|-10-[title]-10-|", "body.width >= 100 @750",
                       { "constraint": "icon.centerY == title.centerY", "priority": 999, "identifier": "icon-center" } ],
      "states": {
        "selected":    { "title": { "text": "선택됨: $title" }, "background": { "color": "tintColor" } },
        "highlighted": { "background": { "color": "tintColor", "colorTransformer": { "alpha": 0.3 } } },
        "isFavorite":  { "icon": { "hidden": false, "tint": "systemYellow" } }
      } }
    """

    /// A document with `template` as `t` and one row that uses it with `values`.
    static func document(template: String, values: String = "{}", row: String? = nil) -> String {
        #"{ "templates": { "t": \#(template) }, "sections": [ { "rows": [ \#(row ?? #"{ "template": "t", "values": \#(values) }"#) ] } ] }"#
    }

    /// The first row's definition in `state`.
    static func definition(template: String, values: String = "{}", state: CellState = .normal,
                           baseDirectory: String = "/tmp") throws -> TemplateDefinition {
        let document = try TestSupport.decode(Self.document(template: template, values: values), baseDirectory: baseDirectory)
        return try document.template(for: document.sections[0].rows[0], at: firstRow, in: state)
    }

    @Test("The DESIGN.md example: the selected state prefixes the title")
    func designExample() throws {
        let document = try ListDocument.load(contentsOf: TestSupport.fixture("design.json"))
        let rowPath = JSONPath.root.appending(key: "sections").appending(index: 1).appending(key: "rows").appending(index: 0)
        let row = document.sections[1].rows[0]
        let selected = try document.template(for: row, at: rowPath, in: .selected)
        #expect(selected.name == "notice")
        #expect(selected.path.description == "templates.notice")
        #expect(selected.views.map(\.name) == ["title", "body"])
        #expect(selected.views[0].properties.text == "선택됨: 오늘도 코딩")
        #expect(selected.views[1].properties.text == "바디부분")
        #expect(selected.background == BackgroundConfiguration(backgroundColor: .system(.systemBlue)))
        let normal = try document.template(for: row, at: rowPath, in: .normal)
        #expect(normal.views[0].properties.text == "오늘도 코딩")
        var title = TemplateViewProperties()
        title.text = "오늘도 코딩"
        title.font = .fixed(FontDescriptor(size: 14, weight: .bold))
        title.color = .system(.white)
        title.numberOfLines = 1
        #expect(normal.views[0] == TemplateView(name: "title", kind: .label, properties: title,
                                                path: JSONPath.root.appending(key: "templates").appending(key: "notice")
                                                    .appending(key: "views").appending(key: "title")))
        #expect(normal.constraints.map(\.text) == ["V:|-10-[title]-10-[body]-10-|", "H:|-10-[title]-10-|",
                                                    "H:|-10-[body]-10-|", "body.width >= 100 @750"])
        #expect(normal.constraints.map(\.path.description) == (0..<4).map { "templates.notice.constraints[\($0)]" })
        #expect(try document.template(for: row, at: rowPath, in: .highlighted) == normal)
    }

    @Test("Every kind and property of the issue's template decodes")
    func everyProperty() throws {
        let folder = try TestSupport.temporaryFolder(files: ["images/avatar.svg"])
        let values = #"{ "title": "Title", "body": "Body", "isFavorite": true }"#
        let normal = try Self.definition(template: Self.notice, values: values, baseDirectory: folder)
        #expect(normal.background == BackgroundConfiguration(backgroundColor: .system(.systemBlue), cornerRadius: 10))
        #expect(normal.layoutMargins == DirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10))
        #expect(normal.height == .automatic)
        #expect(normal.metrics == ["pad": 10])
        #expect(normal.views.map(\.name) == ["title", "body", "icon", "photo", "card", "row", "area"])
        #expect(normal.views.map(\.kind) == [.label, .label, .image, .image, .view, .stack, .guide])
        #expect(normal.allViews.map(\.name) == ["title", "body", "icon", "photo", "card", "badge", "row", "a", "gap", "b", "area"])

        let body = normal.views[1].properties
        #expect(body.font == .textStyle(.footnote))
        #expect(body.numberOfLines == 0 && body.alignment == .natural && body.lineBreakMode == .byWordWrapping)

        let icon = normal.views[2].properties
        #expect(icon.image == .symbol("star.fill"))
        #expect(icon.tintColor == .system(.systemYellow))
        #expect(icon.contentMode == .scaleAspectFit)
        #expect(icon.width == 24 && icon.height == 24 && icon.symbolPointSize == 17)
        #expect(icon.hidden == false)

        #expect(normal.views[3].properties.image == .file(folder + "/images/avatar.svg"))
        #expect(normal.views[3].properties.cornerRadius == 20)

        let card = normal.views[4]
        #expect(card.properties.backgroundColor == .system(.white))
        #expect(card.properties.cornerRadius == 8 && card.properties.borderWidth == 1)
        #expect(card.properties.borderColor == .system(.separator) && card.properties.clipsToBounds == true)
        #expect(card.subviews.map(\.name) == ["badge"])
        #expect(card.subviews[0].path.description == "templates.t.views.card.view.subviews.badge")

        let stack = normal.views[5]
        #expect(stack.properties.axis == .horizontal && stack.properties.spacing == 8)
        #expect(stack.properties.stackAlignment == .center && stack.properties.distribution == .fill)
        #expect(stack.properties.isLayoutMarginsRelativeArrangement == false)
        #expect(stack.subviews.map(\.kind) == [.label, .spacer, .label])
        #expect(normal.views[6].properties == TemplateViewProperties())

        #expect(normal.constraints == [
            TemplateConstraint(text: "V:|-pad-[title]-10-[body]-10-|", path: Self.constraintPath(0)),
            TemplateConstraint(text: "H:|-10-[title]-10-|", path: Self.constraintPath(1)),
            TemplateConstraint(text: "body.width >= 100 @750", path: Self.constraintPath(2)),
            TemplateConstraint(text: "icon.centerY == title.centerY", priority: 999, identifier: "icon-center",
                               path: Self.constraintPath(3)),
        ])
        #expect(normal.constraints.map(\.isVisualFormat) == [true, true, false, false])

        let highlighted = try Self.definition(template: Self.notice, values: values, state: .highlighted,
                                              baseDirectory: folder)
        #expect(highlighted.background == BackgroundConfiguration(backgroundColor: .system(.tintColor), cornerRadius: 10,
                                                                  colorTransformer: .alpha(0.3)))
    }

    private static func constraintPath(_ index: Int) -> JSONPath {
        JSONPath.root.appending(key: "templates").appending(key: "t").appending(key: "constraints").appending(index: index)
    }

    @Test("The remaining properties: priorities, margins, alpha, aliases, fixed heights")
    func remainingProperties() throws {
        let template = """
        { "height": 80,
          "views": {
            "label": { "label": { "text": "x", "numberOfLines": 3, "hidden": true, "alpha": 0.5,
                                  "hugging": 1000, "compressionResistance": { "horizontal": 749 },
                                  "margins": { "top": 1, "leading": 2, "bottom": 3, "trailing": 4 } } },
            "image": { "image": { "symbol": "wifi", "tintColor": "#FF0000", "contentMode": "center" } },
            "stack": { "stack": { "axis": "vertical", "spacing": -4, "distribution": "equalSpacing",
                                  "baselineRelative": true, "hugging": { "horizontal": 251, "vertical": 750 },
                                  "arranged": {} } },
            "empty": { "spacer": null }
          } }
        """
        let definition = try Self.definition(template: template)
        #expect(definition.height == .fixed(80))
        let label = definition.views[0].properties
        #expect(label.numberOfLines == 3 && label.hidden == true && label.alpha == 0.5)
        #expect(label.huggingHorizontal == 1000 && label.huggingVertical == 1000)
        #expect(label.compressionResistanceHorizontal == 749 && label.compressionResistanceVertical == nil)
        #expect(label.layoutMargins == DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        let image = definition.views[1].properties
        #expect(image.tintColor == .hex(Color(red: 1, green: 0, blue: 0)) && image.contentMode == .center)
        let stack = definition.views[2].properties
        #expect(stack.axis == .vertical && stack.spacing == -4 && stack.distribution == .equalSpacing)
        #expect(stack.isBaselineRelativeArrangement == true)
        #expect(stack.huggingHorizontal == 251 && stack.huggingVertical == 750)
        #expect(definition.views[3].kind == .spacer && definition.views[3].properties == TemplateViewProperties())
    }

    @Test("An empty template is a definition with nothing in it")
    func emptyTemplate() throws {
        let definition = try Self.definition(template: "{}")
        #expect(definition == TemplateDefinition(name: "t", path: JSONPath.root.appending(key: "templates").appending(key: "t")))
    }

    @Test("Every example document with templates decodes, and each row gives a definition in each state")
    func examples() throws {
        let folder = TestSupport.repositoryRoot + "/assets/examples"
        let names = try FileManager.default.contentsOfDirectory(atPath: folder).sorted().filter { name in
            name.hasSuffix(".json") && (try? String(contentsOfFile: folder + "/" + name, encoding: .utf8))?
                .contains("\"templates\"") == true
        }
        for name in names {
            let document = try ListDocument.load(contentsOf: folder + "/" + name)
            for (sectionIndex, section) in document.sections.enumerated() {
                for (rowIndex, row) in section.rows.enumerated() where row.template != nil {
                    let path = JSONPath.root.appending(key: "sections").appending(index: sectionIndex)
                        .appending(key: "rows").appending(index: rowIndex)
                    for state in CellState.allCases {
                        #expect(throws: Never.self, "\(name) \(path) \(state)") {
                            _ = try document.template(for: row, at: path, in: state)
                        }
                    }
                }
            }
        }
    }

    @Test("The YAML form of a template gives the same definition")
    func yaml() throws {
        let yaml = """
        templates:
          t:
            views:
              title: { label: { text: $title, lines: 2 } }
              gap:
                spacer:
            constraints: ["H:|-[title]-|"]
        sections:
          - rows:
              - template: t
                values: { title: Hello }
        """
        let document = try TestSupport.decode(yaml, file: "list.yaml")
        let definition = try document.template(for: document.sections[0].rows[0], at: Self.firstRow, in: .normal)
        #expect(definition.views.map(\.name) == ["title", "gap"])
        #expect(definition.views[0].properties.text == "Hello" && definition.views[0].properties.numberOfLines == 2)
    }

    @Test("Templates are kept as written, in document order")
    func keptAsWritten() throws {
        let document = try TestSupport.decode(Self.document(template: #"{ "views": { "b": { "guide": {} }, "a": { "guide": {} } } }"#))
        guard case .object(let members) = document.templates["t"]?["views"] else {
            Issue.record("views are an object")
            return
        }
        #expect(members.map(\.key) == ["b", "a"])
    }

    @Test("The example documents in docs/templates.md decode, and their rows give definitions")
    func referenceExamples() throws {
        let page = try String(contentsOfFile: TestSupport.repositoryRoot + "/docs/templates.md", encoding: .utf8)
        var documents = 0
        for (format, block) in Self.codeBlocks(in: page) where block.contains("sections") {
            let document = try TestSupport.decode(block, file: format == "yaml" ? "list.yaml" : "list.json")
            for (sectionIndex, section) in document.sections.enumerated() {
                for (rowIndex, row) in section.rows.enumerated() {
                    let path = JSONPath.root.appending(key: "sections").appending(index: sectionIndex)
                        .appending(key: "rows").appending(index: rowIndex)
                    _ = try document.template(for: row, at: path, in: .selected)
                }
            }
            documents += 1
        }
        #expect(documents == 2)
        let first = try TestSupport.decode(try #require(Self.codeBlocks(in: page).first?.text))
        let selected = try first.template(for: first.sections[0].rows[0], at: Self.firstRow, in: .selected)
        #expect(selected.views[0].properties.text == "선택됨: 오늘도 코딩")
    }

    /// The fenced ```json and ```yaml blocks of a Markdown page.
    private static func codeBlocks(in page: String) -> [(format: String, text: String)] {
        var blocks: [(String, String)] = []
        var current: (format: String, lines: [Substring])?
        for line in page.split(separator: "\n", omittingEmptySubsequences: false) {
            if let block = current {
                if line.hasPrefix("```") {
                    blocks.append((block.format, block.lines.joined(separator: "\n")))
                    current = nil
                } else {
                    current?.lines.append(line)
                }
            } else if line == "```json" || line == "```yaml" {
                current = (String(line.dropFirst(3)), [])
            }
        }
        return blocks
    }
}
