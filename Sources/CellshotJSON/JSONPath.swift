/// Where a value is inside a document: `sections[1].rows[0].image`, `templates.notice`.
///
/// ```swift
/// let path = JSONPath.root.appending(key: "sections").appending(index: 1)
/// path.description   // "sections[1]"
/// ```
public struct JSONPath: Hashable, Sendable, CustomStringConvertible {
    /// One step from a container to a value inside it.
    public enum Component: Hashable, Sendable {
        /// An object member, by key.
        case key(String)
        /// An array element, by index from 0.
        case index(Int)
    }

    /// The steps from the document's top level; empty for the top level itself.
    public var components: [Component]

    /// Creates a path from its steps.
    /// - Parameter components: the steps from the top level.
    public init(components: [Component] = []) {
        self.components = components
    }

    /// The top level of the document.
    public static let root = JSONPath()

    /// Whether this is the top level of the document.
    public var isRoot: Bool { components.isEmpty }

    /// This path followed by an object member.
    /// - Parameter key: the member's name.
    public func appending(key: String) -> JSONPath {
        JSONPath(components: components + [.key(key)])
    }

    /// This path followed by an array element.
    /// - Parameter index: the element's index, from 0.
    public func appending(index: Int) -> JSONPath {
        JSONPath(components: components + [.index(index)])
    }

    /// The path as written in messages.
    ///
    /// Keys that are plain identifiers are joined with dots (`edits.W.value`);
    /// other keys are quoted in brackets (`edits["title.width"]`). The top level is `$`.
    /// Keys are the document's own text, so a key longer than ``JSONText/quoteLimit`` is quoted and
    /// cut short like any other value (`["token-4f9a…"]`), and control characters in it are escaped.
    public var description: String {
        var text = ""
        for component in components {
            switch component {
            case .index(let index):
                text += "[\(index)]"
            case .key(let key) where JSONText.isPlainIdentifier(key) && key.utf8.count <= JSONText.quoteLimit:
                text += text.isEmpty ? key : "." + key
            case .key(let key):
                text += "[\(JSONText.snippet(key))]"
            }
        }
        return text.isEmpty ? "$" : text
    }
}
