/// One declaration of a file's outline: a type, an extension or a member, with where its parts are. Positions
/// are indexes into the file's ``SourceFile/tokens``. Function bodies are not looked into: what the preparation
/// changes inside them is token-level (``SourcePreparer``).
struct Declaration: Sendable {
    enum Kind: Hashable, Sendable {
        case `class`, `struct`, `enum`, actor, `protocol`, `extension`
        case function, initializer, deinitializer, `subscript`, variable, enumCase
        /// A macro expansion at declaration level (`#Preview { … }`).
        case macro
        /// `typealias`, `associatedtype`, `import`, operators and precedence groups.
        case other
    }

    /// An attribute written on the declaration (`@objc`, `@objc(name)`, `@MainActor`).
    struct Attribute: Sendable {
        /// Its name without `@` (`objc`).
        var name: String
        /// The `@` token's index.
        var first: Int
        /// Its last token's index (the name, or the `)` of its arguments).
        var last: Int
    }

    var kind: Kind
    /// The type's or member's name (a function's base name, a variable's first bound name); for an extension,
    /// the extended type as written (`Outer.Inner`).
    var name: String
    var attributes: [Attribute] = []
    /// Modifiers and their token indexes (`override`, `private`, `class`…).
    var modifiers: [(name: String, index: Int)] = []
    /// The first token (its first attribute or modifier, else its keyword).
    var first: Int
    /// The keyword's token (`class`, `func`, `var`…).
    var keyword: Int
    /// The last token of the declaration.
    var last: Int
    /// The body's braces (a type's members, a function's statements, a property's accessors).
    var body: (open: Int, close: Int)?
    /// A type's or extension's inheritance list as written (`UITableViewController`, `UITableViewDataSource`).
    var inheritance: [String] = []
    /// Whether a type or function has generic parameters (`<T>`).
    var isGeneric = false
    /// Members of a type or extension.
    var members: [Declaration] = []
    /// The `#if` clauses the declaration is inside, outermost first, within its file.
    var conditions: [Condition] = []
    /// A function's, initialiser's or subscript's parameter clause `(` and `)`.
    var parameters: (open: Int, close: Int)?

    func has(_ modifier: String) -> Bool {
        modifiers.contains { $0.name == modifier }
    }

    func attribute(_ name: String) -> Attribute? {
        attributes.first { $0.name == name }
    }

    var isType: Bool {
        [.class, .struct, .enum, .actor, .protocol].contains(kind)
    }
}

/// One `#if`/`#elseif`/`#else` clause a declaration sits in: its condition's tokens and those of the clauses
/// before it in the same `#if`, so the clause can be written again as one condition (`!(a) && b`).
struct Condition: Sendable {
    /// Each earlier clause's condition, as token index ranges (`#if a` … `#elseif b`: `a` for the `b` clause).
    var earlier: [ClosedRange<Int>]
    /// This clause's condition tokens; `nil` for `#else`.
    var own: ClosedRange<Int>?
}
