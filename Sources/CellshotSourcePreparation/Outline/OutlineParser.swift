/// Reads the declarations of a file — types, extensions and their members, nested to any depth — from its
/// tokens. Function bodies, initial values and accessors are skipped whole, by their brackets.
///
/// A declaration ends where the next one starts: the first code on a line (or after `;`) that is an attribute,
/// a modifier followed by more of a declaration, a declaration keyword or a directive. Swift allows a
/// declaration to continue on a line that starts with one of those only inside brackets, which are skipped.
struct OutlineParser {
    let file: SourceFile

    static let declarationKeywords: Set<String> = [
        "class", "struct", "enum", "actor", "protocol", "extension", "func", "init", "deinit", "subscript", "var", "let",
        "case", "typealias", "associatedtype", "import", "operator", "precedencegroup", "macro",
    ]
    static let modifierWords: Set<String> = [
        "private", "fileprivate", "internal", "public", "open", "package", "final", "override", "static", "class",
        "mutating", "nonmutating", "lazy", "weak", "unowned", "required", "convenience", "dynamic", "optional",
        "indirect", "nonisolated", "prefix", "postfix", "infix", "distributed", "consuming", "borrowing", "isolated",
        "__consuming",
    ]
    static let directives: Set<String> = ["#if", "#elseif", "#else", "#endif"]

    /// The file's top-level declarations.
    func parse() -> [Declaration] {
        declarations(from: 0, to: file.code.count, conditions: [])
    }

    // MARK: - A level of declarations

    /// The declarations between two code positions (a file, or a type's braces exclusive).
    private func declarations(from low: Int, to high: Int, conditions outer: [Condition]) -> [Declaration] {
        var found: [Declaration] = []
        var groups: [Condition] = []
        var position = low
        while position < high {
            let text = file.codeText(position)
            let token = file.tokens[file.code[position]]
            if text == ";" {
                position += 1
                continue
            }
            if token.kind == .pound, Self.directives.contains(text) {
                let end = directiveEnd(position, high)
                let condition = position + 1 <= end - 1 ? file.code[position + 1]...file.code[end - 1] : nil
                switch text {
                case "#if": groups.append(Condition(earlier: [], own: condition))
                case "#elseif", "#else":
                    if var group = groups.popLast() {
                        if let own = group.own { group.earlier.append(own) }
                        group.own = text == "#else" ? nil : condition
                        groups.append(group)
                    }
                default: _ = groups.popLast()
                }
                position = end
                continue
            }
            var declaration = declaration(at: position, high)
            declaration.conditions = outer + groups
            if let body = declaration.body, declaration.kind != .function, declaration.kind != .initializer,
               declaration.kind != .deinitializer, declaration.kind != .variable, declaration.kind != .subscript,
               declaration.kind != .macro, declaration.kind != .enumCase,
               let open = file.codePosition(of: body.open), let close = file.codePosition(of: body.close) {
                declaration.members = declarations(from: open + 1, to: close, conditions: declaration.conditions)
            }
            found.append(declaration)
            position = (file.codePosition(of: declaration.last) ?? position) + 1
        }
        return found
    }

    /// Where a directive's line ends: the code position after its condition.
    private func directiveEnd(_ position: Int, _ high: Int) -> Int {
        var end = position + 1
        while end < high, !file.startsLine[end] {
            end = skipGroup(end) + 1
        }
        return end
    }

    // MARK: - One declaration

    private func declaration(at start: Int, _ high: Int) -> Declaration {
        var position = start
        var attributes: [Declaration.Attribute] = []
        var modifiers: [(name: String, index: Int)] = []
        while position < high {
            let text = file.codeText(position)
            if text == "@", position + 1 < high {
                let nameIndex = file.code[position + 1]
                var last = position + 1
                // `@objc(name)`, `@available(…)`: arguments written right after the name.
                if last + 1 < high, file.codeText(last + 1) == "(", file.code[last + 1] == nameIndex + 1 {
                    last = skipGroup(last + 1)
                }
                attributes.append(.init(name: file.text(nameIndex), first: file.code[position], last: file.code[last]))
                position = last + 1
                continue
            }
            if Self.modifierWords.contains(text), position + 1 < high, isModifier(at: position) {
                modifiers.append((text, file.code[position]))
                // `private(set)`, `nonisolated(unsafe)`, `unowned(safe)`.
                if file.codeText(position + 1) == "(", file.code[position + 1] == file.code[position] + 1 {
                    position = skipGroup(position + 1)
                }
                position += 1
                continue
            }
            break
        }
        let first = attributes.first?.first ?? modifiers.first?.index ?? file.code[min(position, file.code.count - 1)]
        guard position < high else {
            return Declaration(kind: .other, name: "", first: first, keyword: first, last: file.code[high - 1])
        }
        let keyword = file.codeText(position)
        var declaration = Declaration(kind: .other, name: "", attributes: attributes, modifiers: modifiers,
                                      first: first, keyword: file.code[position], last: file.code[position])
        switch keyword {
        case "class", "struct", "enum", "actor", "protocol", "extension":
            declaration.kind = [
                "class": .class, "struct": .struct, "enum": .enum, "actor": .actor, "protocol": .protocol,
                "extension": .extension,
            ][keyword] ?? .other
            typeDeclaration(&declaration, from: position + 1, high)
        case "func", "init", "deinit", "subscript":
            declaration.kind = ["func": .function, "init": .initializer, "deinit": .deinitializer,
                                "subscript": .subscript][keyword] ?? .other
            functionDeclaration(&declaration, from: position + 1, high)
        case "var", "let":
            declaration.kind = .variable
            variableDeclaration(&declaration, from: position + 1, high)
        default:
            if file.tokens[file.code[position]].kind == .pound { declaration.kind = .macro }
            if keyword == "case" { declaration.kind = .enumCase }
            let end = declarationEnd(from: position + 1, high)
            declaration.last = file.code[end - 1]
            if declaration.kind == .macro, let open = lastBrace(from: position + 1, to: end) {
                declaration.body = (open, file.partner[open] ?? open)
            }
        }
        return declaration
    }

    /// `class Name<T>: Super, Protocol where … { members }`, and extensions.
    private func typeDeclaration(_ declaration: inout Declaration, from start: Int, _ high: Int) {
        var position = start
        var name = ""
        while position < high {
            let text = file.codeText(position)
            if text == "." || file.tokens[file.code[position]].kind == .identifier, text != "where" {
                name += text
                position += 1
            } else {
                break
            }
        }
        declaration.name = name
        if position < high, file.codeText(position).hasPrefix("<") {
            declaration.isGeneric = declaration.kind != .extension
            position = skipAngles(position, high)
        }
        var inheritance: [String] = []
        var current = ""
        var angles = 0
        var state = 0                      // 0: before `:`, 1: in the inheritance list, 2: in the `where` clause
        while position < high {
            let text = file.codeText(position)
            if text == "{" { break }
            if state == 0, text == ":" {
                state = 1
            } else if state == 1, angles == 0, text == "where" {
                state = 2
            } else if state == 1, angles == 0, text == "," {
                inheritance.append(current)
                current = ""
            } else if state == 1 {
                current += text
                if file.tokens[file.code[position]].kind == .operator {
                    angles += text.filter { $0 == "<" }.count - text.filter { $0 == ">" }.count
                }
            }
            position = skipGroup(position) + 1
        }
        if !current.isEmpty { inheritance.append(current) }
        declaration.inheritance = inheritance.map { Self.bareTypeName($0) }
        guard position < high, file.codeText(position) == "{", let close = file.partner[file.code[position]] else {
            declaration.last = file.code[max(position - 1, start)]
            return
        }
        declaration.body = (file.code[position], close)
        declaration.last = close
    }

    /// `func name<T>(parameters) async throws -> Result where … { body }`, initialisers, subscripts.
    private func functionDeclaration(_ declaration: inout Declaration, from start: Int, _ high: Int) {
        var position = start
        if declaration.kind == .function, position < high {
            declaration.name = file.codeText(position)
            position += 1
        } else {
            declaration.name = file.codeText(start - 1)
            // `init?`, `init!`.
            if position < high, ["?", "!"].contains(file.codeText(position)) { position += 1 }
        }
        if position < high, file.codeText(position).hasPrefix("<") {
            declaration.isGeneric = true
            position = skipAngles(position, high)
        }
        if position < high, file.codeText(position) == "(", let close = file.partner[file.code[position]] {
            declaration.parameters = (file.code[position], close)
        }
        let end = declarationEnd(from: position, high)
        declaration.last = file.code[end - 1]
        if let open = lastBrace(from: position, to: end), file.partner[open] == declaration.last {
            declaration.body = (open, declaration.last)
        }
    }

    /// `var name: Type = value { accessors }`: the accessors are the braces after the type or the value.
    private func variableDeclaration(_ declaration: inout Declaration, from start: Int, _ high: Int) {
        declaration.name = start < high ? file.codeText(start) : ""
        let end = declarationEnd(from: start, high)
        declaration.last = file.code[end - 1]
        if let open = lastBrace(from: start, to: end), file.partner[open] == declaration.last,
           let position = file.codePosition(of: open), position > start {
            // Braces after `=`, `(` or an operator are a closure in the value, not accessors.
            let before = file.codeText(position - 1)
            let kind = file.tokens[file.code[position - 1]].kind
            if before != "=" && before != "(" && before != "," && before != "in" && (kind != .operator || before == "?" || before == "!") {
                declaration.body = (open, declaration.last)
            }
        }
    }

    // MARK: - Helpers

    /// The code position after a declaration that starts before `start`: the next declaration start, or `high`.
    private func declarationEnd(from start: Int, _ high: Int) -> Int {
        var position = start
        while position < high {
            if position > start || file.startsLine[position], startsDeclaration(position) {
                if file.startsLine[position] || file.codeText(position - 1) == ";" { return position }
            }
            if file.codeText(position) == ";" { return position }
            position = skipGroup(position) + 1
        }
        return high
    }

    /// Whether the code at a position begins a declaration or a directive.
    private func startsDeclaration(_ position: Int) -> Bool {
        let text = file.codeText(position)
        let token = file.tokens[file.code[position]]
        if token.kind == .pound { return true }
        if text == "@" { return position + 1 < file.code.count && file.tokens[file.code[position + 1]].kind == .identifier }
        if Self.declarationKeywords.contains(text) { return token.kind == .identifier }
        return Self.modifierWords.contains(text) && isModifier(at: position)
    }

    /// Whether a modifier word is used as one: followed by another modifier, a keyword, or `(set)`.
    private func isModifier(at position: Int) -> Bool {
        guard position + 1 < file.code.count else { return false }
        let next = file.codeText(position + 1)
        if next == "(" { return ["private", "fileprivate", "internal", "public", "package", "nonisolated", "unowned"]
            .contains(file.codeText(position)) }
        return Self.declarationKeywords.contains(next) || Self.modifierWords.contains(next)
    }

    /// The code position of a group's closing bracket if one opens at `position`, else `position`.
    private func skipGroup(_ position: Int) -> Int {
        let index = file.code[position]
        guard let close = file.partner[index], close > index, let end = file.codePosition(of: close) else { return position }
        return end
    }

    /// The position after a generic clause `<…>`, counting angle brackets inside operator tokens (`>>`).
    private func skipAngles(_ start: Int, _ high: Int) -> Int {
        var depth = 0
        var position = start
        while position < high {
            let text = file.codeText(position)
            if file.tokens[file.code[position]].kind == .operator {
                depth += text.filter { $0 == "<" }.count
                depth -= text.filter { $0 == ">" }.count
                if depth <= 0 { return position + 1 }
            }
            position = skipGroup(position) + 1
        }
        return position
    }

    /// The token index of the last `{` at this level between two positions.
    private func lastBrace(from start: Int, to end: Int) -> Int? {
        var position = start, found: Int?
        while position < end {
            if file.codeText(position) == "{" { found = file.code[position] }
            position = skipGroup(position) + 1
        }
        return found
    }

    /// `UITableViewController` of `UIKit.UITableViewController` or `Base<Item>`.
    static func bareTypeName(_ written: String) -> String {
        let withoutArguments = written.split(separator: "<").first.map(String.init) ?? written
        return withoutArguments.split(separator: ".").last.map(String.init) ?? withoutArguments
    }
}
