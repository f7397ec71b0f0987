import CellshotModel
import ConstraintSolver

/// A constraint system in the JSON format read by `cellshot solve`, checked and parsed.
///
/// ```json
/// { "constraints": [ "x + 2*y >= 10", "x == 3*y @750",
///                    { "expr": "y <= 100", "priority": 250, "id": "cap" } ],
///   "edits": { "W": { "value": 800, "priority": 999 } } }
/// ```
///
/// `constraints` is required; `edits` may be left out or `null`. Other
/// top-level keys are ignored (benchmarks keep their own data there). The
/// format is described in `docs/solve.md`.
public struct SystemDocument: Sendable {
    /// The constraints, in document order.
    public var constraints: [SystemConstraint]
    /// The edit variables, in document order.
    public var edits: [SystemEdit]

    /// Every variable name, in order of first appearance: the constraints' names, then the edits'.
    public var variableNames: [String] {
        var seen = Set<String>()
        let names = constraints.flatMap(\.names) + edits.map(\.name)
        return names.filter { seen.insert($0).inserted }
    }

    /// Reads a document from JSON text.
    /// - Throws: ``SystemDocumentError`` for invalid JSON, a value of the wrong kind or a constraint with a syntax error.
    public static func decode(_ bytes: [UInt8]) throws(SystemDocumentError) -> SystemDocument {
        let json: JSONValue
        do {
            json = try JSONParser.parse(bytes)
        } catch {
            throw .invalidJSON(error)
        }
        return try SystemDocument(json: json)
    }

    /// Checks and parses an already decoded JSON document.
    /// - Throws: ``SystemDocumentError`` for a value of the wrong kind or a constraint with a syntax error.
    public init(json: JSONValue) throws(SystemDocumentError) {
        guard case .object = json else {
            throw .invalidValue(.root, "expected an object with a \"constraints\" array, found \(json.summary)")
        }
        guard let constraintsValue = json["constraints"] else {
            throw .invalidValue(.root, "missing \"constraints\" (an array of constraints)")
        }
        let constraintsPath = JSONPath.root.appending(key: "constraints")
        guard case .array(let elements) = constraintsValue else {
            throw .invalidValue(constraintsPath, "expected an array of constraints, found \(constraintsValue.summary)")
        }
        var constraints: [SystemConstraint] = []
        for (index, element) in elements.enumerated() {
            constraints.append(try SystemConstraint(json: element, index: index,
                                                    path: constraintsPath.appending(index: index)))
        }
        self.constraints = constraints
        self.edits = try Self.edits(json["edits"] ?? .null, path: JSONPath.root.appending(key: "edits"))
    }

    private static func edits(_ value: JSONValue, path: JSONPath) throws(SystemDocumentError) -> [SystemEdit] {
        switch value {
        case .null:
            return []
        case .object(let members):
            var edits: [SystemEdit] = []
            for member in members {
                edits.append(try SystemEdit(name: member.key, json: member.value, path: path.appending(key: member.key)))
            }
            return edits
        default:
            throw .invalidValue(path, "expected an object from variable names to edits, found \(value.summary)")
        }
    }
}

/// One entry of a document's `constraints` array: a string, or an object with `expr`, `priority` and `id`.
public struct SystemConstraint: Sendable {
    /// The index in the `constraints` array, from 0.
    public var index: Int
    /// The constraint as written: the string, or the object's `expr`.
    public var text: String
    /// The text, parsed.
    public var parsed: ParsedConstraint
    /// The priority that applies: the object's `priority`, else the text's `@` priority, else 1000.
    public var priority: Float
    /// Whether ``priority`` comes from the object's `priority` key rather than from the text.
    public var priorityFromKey: Bool
    /// The object's `id`, if any.
    public var identifier: String?
    /// Every name written in the text, in order of first appearance, including
    /// names whose coefficients cancel out (`x - x == 0` still mentions `x`).
    public var names: [String]

    /// Where the entry is: `constraints[3]`.
    public var path: JSONPath { JSONPath.root.appending(key: "constraints").appending(index: index) }

    /// The entry's path and id for messages: `constraints[3] (cap)`, or `constraints[3]` without an id.
    public var label: String {
        identifier.map { "\(path) (\($0))" } ?? "\(path)"
    }

    /// The text, with ` @priority` added when the priority was given by the `priority` key: `y <= 100 @250`.
    public var displayText: String {
        let trimmed = text.trimmingWhitespace()
        guard priorityFromKey, parsed.priority == nil, priority != 1000 else { return trimmed }
        return "\(trimmed) @\(Priority(priority))"
    }

    /// Reads and parses one entry of the `constraints` array.
    /// - Throws: ``SystemDocumentError`` for a value of the wrong kind, an unknown key or a syntax error.
    public init(json: JSONValue, index: Int, path: JSONPath) throws(SystemDocumentError) {
        self.index = index
        let textPath: JSONPath
        var keyPriority: Float?
        switch json {
        case .string(let text):
            self.text = text
            textPath = path
        case .object(let members):
            for member in members where !["expr", "priority", "id"].contains(member.key) {
                throw .invalidValue(path.appending(key: member.key),
                                    "unknown key; a constraint object has \"expr\", \"priority\" and \"id\"")
            }
            textPath = path.appending(key: "expr")
            guard let expression = json["expr"] else {
                throw .invalidValue(path, "missing \"expr\" (the constraint as text, such as \"x + 2*y >= 10\")")
            }
            guard case .string(let text) = expression else {
                throw .invalidValue(textPath, "expected the constraint as a string, found \(expression.summary)")
            }
            self.text = text
            if let priority = json["priority"], priority != .null {
                keyPriority = try Self.priority(priority, path: path.appending(key: "priority"), isEdit: false)
            }
            if let identifier = json["id"], identifier != .null {
                guard case .string(let name) = identifier else {
                    throw .invalidValue(path.appending(key: "id"), "expected a string, found \(identifier.summary)")
                }
                self.identifier = name
            }
        default:
            throw .invalidValue(path, "expected a constraint (a string such as \"x + 2*y >= 10\", "
                                    + "or an object with \"expr\"), found \(json.summary)")
        }
        do {
            parsed = try ConstraintParser.parse(text)
        } catch {
            throw .invalidConstraint(textPath, error)
        }
        if let keyPriority, let textPriority = parsed.priority, keyPriority != textPriority {
            throw .invalidValue(path.appending(key: "priority"),
                                "priority given twice: \(Priority(keyPriority)) here and @\(Priority(textPriority)) "
                                    + "in \"expr\"")
        }
        priority = keyPriority ?? parsed.priority ?? 1000
        priorityFromKey = keyPriority != nil
        names = parsed.names
    }

    /// Reads a priority: a finite number from 1 to 1000, or below 1000 for an edit.
    public static func priority(_ value: JSONValue, path: JSONPath, isEdit: Bool) throws(SystemDocumentError) -> Float {
        let expected = isEdit ? "a number from 1 to below 1000 (an edit cannot be required)" : "a number from 1 to 1000"
        guard case .number(let number, _) = value, number.isFinite, number >= 1, number <= 1000,
              !isEdit || Float(number) < 1000 else {
            throw .invalidValue(path, "expected \(expected), found \(value.summary)")
        }
        return Float(number)
    }
}

/// One entry of a document's `edits` object: an edit variable, its suggested value and priority.
public struct SystemEdit: Sendable {
    /// The variable's name: the entry's key.
    public var name: String
    /// The value suggested for the variable.
    public var value: Double
    /// The edit's priority, from 1 to below 1000 (999 unless given).
    public var priority: Float

    /// Where the entry is: `edits.W`.
    public var path: JSONPath { JSONPath.root.appending(key: "edits").appending(key: name) }

    /// The edit as a constraint: `W == 800 @999`.
    public var displayText: String { "\(name) == \(JSONText.number(value)) @\(Priority(priority))" }

    /// Reads one entry of the `edits` object: a number, or an object with `value` and `priority`.
    /// - Throws: ``SystemDocumentError`` for an invalid name, a value of the wrong kind or an unknown key.
    public init(name: String, json: JSONValue, path: JSONPath) throws(SystemDocumentError) {
        guard ConstraintNames.isVariableName(name) else {
            throw .invalidValue(path, "expected a variable name as the key (a letter or '_', then letters, "
                                    + "digits, '_' or '.'), found \(JSONText.snippet(name))")
        }
        self.name = name
        priority = 999
        let valuePath: JSONPath
        let valueJSON: JSONValue
        switch json {
        case .number:
            valuePath = path
            valueJSON = json
        case .object(let members):
            for member in members where !["value", "priority"].contains(member.key) {
                throw .invalidValue(path.appending(key: member.key),
                                    "unknown key; an edit has \"value\" and \"priority\"")
            }
            guard let suggested = json["value"] else {
                throw .invalidValue(path, "missing \"value\" (the value suggested for \(JSONText.excerpt(name)))")
            }
            valuePath = path.appending(key: "value")
            valueJSON = suggested
            if let priority = json["priority"], priority != .null {
                self.priority = try SystemConstraint.priority(priority, path: path.appending(key: "priority"),
                                                              isEdit: true)
            }
        default:
            throw .invalidValue(path, "expected an edit (a number, or an object with \"value\" and \"priority\"), "
                                    + "found \(json.summary)")
        }
        guard case .number(let number, _) = valueJSON, number.isFinite else {
            throw .invalidValue(valuePath, "expected a finite number, found \(valueJSON.summary)")
        }
        value = number
    }
}

extension String {
    /// The string without leading and trailing whitespace.
    public func trimmingWhitespace() -> String {
        let characters = Substring(self)
        guard let first = characters.firstIndex(where: { !$0.isWhitespace }),
              let last = characters.lastIndex(where: { !$0.isWhitespace }) else { return "" }
        return String(characters[first...last])
    }
}
