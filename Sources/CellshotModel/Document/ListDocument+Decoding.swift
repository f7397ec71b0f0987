import CellshotGraphics
import Foundation

extension ListDocument {
    /// The top-level keys (`$schema` lets editors find the JSON Schema).
    static let keys = ["$schema", "appearance", "look", "width", "scale", "tint", "traits", "states", "sections", "templates",
                       "masks", "sectionIndex", "backgroundColor"]

    /// Reads a document from a value already parsed from JSON or YAML.
    ///
    /// - Parameters:
    ///   - json: the top-level value.
    ///   - file: the document's path, for messages.
    ///   - baseDirectory: the folder relative image paths start from.
    ///   - assets: which files image paths may name: inside `baseDirectory` unless given (see ``AssetAccess``).
    ///   - budget: the most rows and sections, counted before any is read.
    /// - Throws: ``DocumentError`` for the first mistake, naming `file`.
    public init(json: JSONValue, file: String, baseDirectory: String,
                assets: AssetAccess = .documentFolder, budget: DocumentBudget = DocumentBudget()) throws(DocumentError) {
        do {
            try self.init(json: json, baseDirectory: Self.absolute(baseDirectory), assets: assets, budget: budget)
        } catch {
            throw error.inFile(file)
        }
    }

    private init(json: JSONValue, baseDirectory: String, assets: AssetAccess, budget: DocumentBudget) throws(DocumentError) {
        // A file that is not an object is no list document: it is named by its kind, never quoted (a secret
        // named on the command line, `cellshot render /etc/passwd`, reads as one YAML string).
        guard case .object = json else {
            let message = "expected a list document (an object), found \(json.kind)"
            throw DocumentError(.wrongType, path: .root, message: message).unquoted(message)
        }
        let object = try ObjectReader(json, at: .root, expected: "a list document", keys: Self.keys)
        // Counted before anything is read: reading a row costs a thousand times more than counting it.
        if let sections = object.value("sections") { try budget.check(sections: sections, at: object.path("sections")) }
        self.init()
        _ = try object.string("$schema", expected: "the URL of a JSON Schema (a string)")
        appearance = try object.name("appearance") ?? .plain
        look = try object.name("look") ?? .default
        let maximumWidth = JSONText.number(DocumentLimits.maximumWidth)
        width = try object.decode("width") { (value, path) throws(DocumentError) in
            try value.number(at: path, expected: "a width greater than 0 and at most \(maximumWidth) points") {
                $0 > 0 && $0 <= DocumentLimits.maximumWidth
            }
        } ?? DocumentLimits.defaultWidth
        scale = try object.decode("scale") { (value, path) throws(DocumentError) in
            try value.number(at: path, expected: "a scale from 1 to 4 (pixels per point)") {
                DocumentLimits.scales.contains($0)
            }
        } ?? DocumentLimits.defaultScale
        tint = try object.color("tint") ?? .system(.systemBlue)
        backgroundColor = try object.color("backgroundColor")
        traits = try object.decode("traits") { (value, path) throws(DocumentError) in
            try Traits(json: value, at: path)
        } ?? Traits()
        states = try object.decode("states") { (value, path) throws(DocumentError) in
            try Self.states(value, at: path)
        } ?? [.normal]
        masks = try object.decode("masks") { (value, path) throws(DocumentError) -> [Rect] in
            var masks: [Rect] = []
            for (index, element) in try value.array(at: path, expected: "an array of regions to ignore").enumerated() {
                masks.append(try Rect(json: element, at: path.appending(index: index), expected: "a region to ignore"))
            }
            return masks
        } ?? []
        sectionIndex = try object.decode("sectionIndex") { (value, path) throws(DocumentError) -> [String] in
            try Self.sectionIndex(value, at: path)
        } ?? []
        var context = DecodingContext(baseDirectory: baseDirectory, assets: assets)
        let templateMembers = try object.decode("templates") { (value, path) throws(DocumentError) -> [JSONMember] in
            guard case .object(let members) = value else {
                throw .wrongType(at: path, expected: "templates (an object from names to templates)", found: value)
            }
            return members
        } ?? []
        // Templates are read in document order, before the rows that use them, so that the first
        // mistake reported is the same on every run.
        var plans: [String: Result<TemplatePlan, DocumentError>] = [:]
        for member in templateMembers {
            let plan = try TemplateReader(name: member.key, context: context).plan(member.value)
            plans[member.key] = .success(plan)
            context.templates[member.key] = plan.summary
        }
        templateStore = TemplateStore(json: Dictionary(templateMembers.map { ($0.key, $0.value) }, uniquingKeysWith: { $1 }),
                                      baseDirectory: baseDirectory, assets: assets, plans: plans)
        sections = try object.require("sections", expected: "an array of sections") { (value, path) throws(DocumentError) in
            var sections: [Section] = []
            for (index, element) in try value.array(at: path, expected: "an array of sections").enumerated() {
                sections.append(try Section(json: element, at: path.appending(index: index), in: context))
            }
            return sections
        }
    }

    private static func states(_ value: JSONValue, at path: JSONPath) throws(DocumentError) -> [CellState] {
        let elements = try value.array(at: path, expected: "an array of cell states")
        guard !elements.isEmpty else {
            throw DocumentError(.invalidValue, path: path, message: "expected at least one cell state, found an empty array",
                                hint: "leave \"states\" out to draw only \"normal\"")
        }
        var states: [CellState] = []
        for (index, element) in elements.enumerated() {
            let state = try CellState(json: element, at: path.appending(index: index))
            guard !states.contains(state) else {
                throw .invalidValue(at: path.appending(index: index), expected: "each state once",
                                    found: element, hint: "remove the second \(JSONText.quoted(state.rawValue))")
            }
            states.append(state)
        }
        return states
    }

    /// The titles of a section index: up to ``SectionIndexMetrics/maximumTitles`` short strings.
    private static func sectionIndex(_ value: JSONValue, at path: JSONPath) throws(DocumentError) -> [String] {
        let expected = "an array of section index titles (short strings such as \"A\")"
        let elements = try value.array(at: path, expected: expected)
        guard elements.count <= SectionIndexMetrics.maximumTitles else {
            throw DocumentError(.invalidValue, path: path,
                                message: "expected at most \(SectionIndexMetrics.maximumTitles) section index titles, "
                                    + "found \(elements.count)",
                                hint: "a section index holds a letter or two per section")
        }
        var titles: [String] = []
        for (index, element) in elements.enumerated() {
            guard case .string(let title) = element, !title.isEmpty,
                  title.count <= SectionIndexMetrics.maximumTitleLength else {
                throw .invalidValue(at: path.appending(index: index),
                                    expected: "a section index title of 1 to \(SectionIndexMetrics.maximumTitleLength) "
                                        + "characters", found: element,
                                    hint: "UIKit's index usually shows a letter or two per entry")
            }
            titles.append(title)
        }
        return titles
    }

    /// `directory` made absolute against the current directory.
    static func absolute(_ directory: String) -> String {
        let base = directory.isEmpty ? "." : directory
        if base.hasPrefix("/") { return URL(fileURLWithPath: base).standardizedFileURL.path }
        let current = FileManager.default.currentDirectoryPath
        return URL(fileURLWithPath: (current as NSString).appendingPathComponent(base)).standardizedFileURL.path
    }
}
