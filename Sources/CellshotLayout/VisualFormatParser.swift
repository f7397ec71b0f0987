import ConstraintSolver

/// Reads Apple's Visual Format Language, such as `H:|-[icon(24)]-16-[title(>=100@750)]-|`.
///
/// The grammar, from Apple's *Auto Layout Guide*, with spaces allowed between tokens:
///
/// ```
/// format          := (orientation ':')? (superview connection)? view (connection view)* (connection superview)?
/// orientation     := 'H' | 'V'
/// superview       := '|'
/// view            := '[' name ('(' predicate (',' predicate)* ')')? ']'
/// connection      := '' | '-' | '-' simplePredicate '-' | '-' '(' predicate (',' predicate)* ')' '-'
/// simplePredicate := metricName | number
/// predicate       := relation? (metricName | number | viewName) ('@' (metricName | number))?
/// relation        := '==' | '<=' | '>='
/// ```
///
/// An empty connection (`[a][b]`, `|[a]`) is ``VisualFormatConnection/flush``
/// and a lone `-` is ``VisualFormatConnection/standard``. Numbers may carry a
/// `-` sign (`-(-5)-`, `--5-`). Names are identifiers: a letter of any script or
/// `_`, then letters, digits or `_`.
///
/// Metric names are replaced by their values. In a connection a name that is
/// not a metric is an error; in a view's own predicates it names another view
/// (`[badge(==icon)]`), which the layout checks later. A priority written as a
/// name must be a metric, and every priority must be within 1…1000.
///
/// ```swift
/// let format = try VisualFormatParser.parse("V:|-pad-[title]-[body]|", metrics: ["pad": 10])
/// format.orientation           // .vertical
/// format.views.map(\.name)     // ["title", "body"]
/// format.connections           // [.standard]
/// ```
///
/// - Complexity: O(*n*) in the length of the text.
public enum VisualFormatParser {
    /// Parses one visual format string.
    ///
    /// - Parameters:
    ///   - text: The visual format string, such as `[a]-pad-[b]`.
    ///   - metrics: Values for the metric names used in the string.
    /// - Returns: The orientation, the views and the connections around and between them.
    /// - Throws: ``SyntaxError`` naming what was expected and pointing at the
    ///   first mistake, such as `expected ']' to close the view started at 3`.
    public static func parse(_ text: String, metrics: [String: Double] = [:]) throws(SyntaxError) -> VisualFormat {
        var parser = Parser(source: text, metrics: metrics)
        return try parser.parseFormat()
    }
}

extension VisualFormatParser {
    /// A single-pass parser over the characters of one visual format string.
    struct Parser {
        let source: String
        let characters: [Character]
        let metrics: [String: Double]
        var position = 0

        init(source: String, metrics: [String: Double]) {
            self.source = source
            self.characters = Array(source)
            self.metrics = metrics
        }

        mutating func parseFormat() throws(SyntaxError) -> VisualFormat {
            skipWhitespace()
            guard !isAtEnd else {
                throw error("empty visual format, expected a view '[name]'", at: position)
            }
            var format = VisualFormat(views: [], source: source)
            // What the first view follows, for messages: "after 'H:'", "after '|'".
            var context: String?

            if let character = current, Self.isIdentifierStart(character) {
                let start = position
                let name = scanIdentifier()
                skipWhitespace()
                if current == ":" {
                    switch name {
                    case "H": format.orientation = .horizontal
                    case "V": format.orientation = .vertical
                    default: throw error("unknown orientation \(quoted(name)) (expected H or V)", at: start)
                    }
                    position += 1
                    context = "'\(name):'"
                } else if name == "H" || name == "V" {
                    throw error("expected ':' after the orientation \(quoted(name))", at: position)
                } else {
                    throw error("expected a view '[name]', found \(quoted(name)) (write '[\(name)]')", at: start)
                }
            }

            skipWhitespace()
            if current == "|" {
                position += 1
                let connection = try parseConnection()
                format.leadingSuperview = connection
                context = connection == .flush ? "'|'" : "'-'"
            }
            format.views.append(try parseView(after: context))

            var trailingBar: Int?
            while true {
                skipWhitespace()
                guard let character = current else { break }
                guard character == "-" || character == "[" || character == "|" else {
                    let name = format.views.last.map { quoted("[\($0.name)]") } ?? "the view"
                    throw error("expected '-', '[', '|' or the end of the format after \(name), found \(describeCurrent())",
                                at: position)
                }
                let connection = try parseConnection()
                skipWhitespace()
                if current == "|" {
                    trailingBar = position
                    position += 1
                    format.trailingSuperview = connection
                    break
                }
                format.views.append(try parseView(after: connection == .flush ? nil : "'-'"))
                format.connections.append(connection)
            }

            if let trailingBar {
                skipWhitespace()
                if !isAtEnd {
                    if characters[position...].contains("[") {
                        throw error("'|' (the superview) can only appear at the start or the end of the format",
                                    at: trailingBar)
                    }
                    throw error("expected the end of the format after the trailing '|', found \(describeCurrent())",
                                at: position)
                }
            }
            return format
        }

        // MARK: - Connections

        /// `connection := '' | '-' | '-' simplePredicate '-' | '-' '(' predicates ')' '-'`
        private mutating func parseConnection() throws(SyntaxError) -> VisualFormatConnection {
            skipWhitespace()
            guard current == "-" else { return .flush }
            position += 1
            skipWhitespace()
            guard let character = current else { return .standard }
            if character == "(" {
                let predicates = try parsePredicateList(inView: false)
                try expectClosingDash(after: "')'")
                return .predicates(predicates)
            }
            if startsNumber(at: position) || Self.isIdentifierStart(character) {
                let start = position
                let predicate = try parseSimplePredicate()
                try expectClosingDash(after: quoted(String(characters[start..<predicate.range.upperBound])))
                return .predicates([predicate])
            }
            if character == "=" || character == "<" || character == ">" {
                throw error("a relation in a spacing must be in parentheses, as in '-(>=8)-'", at: position)
            }
            return .standard
        }

        /// `simplePredicate := metricName | number`, a spacing equal to a metric or a number.
        private mutating func parseSimplePredicate() throws(SyntaxError) -> VisualFormatPredicate {
            let start = position
            let value: Double
            if startsNumber(at: position) {
                value = try scanNumber()
            } else {
                let name = scanIdentifier()
                value = try metric(named: name, at: start)
            }
            return VisualFormatPredicate(relation: .equal, object: .constant(value), range: start..<position)
        }

        /// Consumes the `-` that ends a connection's predicates.
        private mutating func expectClosingDash(after previous: String) throws(SyntaxError) {
            skipWhitespace()
            switch current {
            case "-":
                position += 1
            case "@":
                throw error("a priority in a spacing must be in parentheses, as in '-(8@750)-'", at: position)
            case nil:
                throw error("expected '-' after \(previous)", at: position)
            default:
                throw error("expected '-' after \(previous), found \(describeCurrent())", at: position)
            }
        }

        // MARK: - Views

        /// `view := '[' name ('(' predicates ')')? ']'`
        private mutating func parseView(after context: String?) throws(SyntaxError) -> VisualFormatView {
            skipWhitespace()
            guard current == "[" else {
                let after = context.map { " after \($0)" } ?? ""
                if isAtEnd {
                    throw error("expected a view '[name]'\(after)", at: position)
                }
                if current == "-" && context == "'-'" {
                    throw error("two connections in a row, expected a view '[name]' between them", at: position)
                }
                throw error("expected a view '[name]'\(after), found \(describeCurrent())", at: position)
            }
            let open = position
            position += 1
            skipWhitespace()
            guard let character = current, Self.isIdentifierStart(character) else {
                switch current {
                case "]": throw error("empty view name, expected a name between '[' and ']'", at: position)
                case nil: throw error("expected a view name after '['", at: position)
                default: throw error("expected a view name after '[', found \(describeCurrent())", at: position)
                }
            }
            let nameStart = position
            let name = scanIdentifier()
            let nameRange = nameStart..<position
            skipWhitespace()
            var predicates: [VisualFormatPredicate] = []
            if current == "(" {
                predicates = try parsePredicateList(inView: true)
                skipWhitespace()
            }
            guard current == "]" else {
                let message = "expected ']' to close the view started at \(open)"
                throw error(isAtEnd ? message : "\(message), found \(describeCurrent())", at: position)
            }
            position += 1
            return VisualFormatView(name: name, nameRange: nameRange, predicates: predicates)
        }

        // MARK: - Predicates

        /// `'(' predicate (',' predicate)* ')'`; a name that is not a metric is a view only when `inView`.
        private mutating func parsePredicateList(inView: Bool) throws(SyntaxError) -> [VisualFormatPredicate] {
            let open = position
            position += 1
            var predicates: [VisualFormatPredicate] = []
            var separator = "'('"
            while true {
                skipWhitespace()
                predicates.append(try parsePredicate(after: separator, inView: inView))
                skipWhitespace()
                switch current {
                case ",":
                    position += 1
                    separator = "','"
                case ")":
                    position += 1
                    return predicates
                default:
                    let message = "expected ')' to close the predicate list started at \(open)"
                    throw error(isAtEnd ? message : "\(message), found \(describeCurrent())", at: position)
                }
            }
        }

        /// `predicate := relation? (metricName | number | viewName) ('@' priority)?`
        private mutating func parsePredicate(after separator: String, inView: Bool) throws(SyntaxError)
            -> VisualFormatPredicate
        {
            let start = position
            var after = separator
            var relation = Relation.equal
            if let scanned = try scanRelation() {
                relation = scanned
                after = quoted(String(characters[start..<position]))
                skipWhitespace()
            }

            let objectStart = position
            let object: VisualFormatPredicate.Object
            if startsNumber(at: position) {
                object = .constant(try scanNumber())
            } else if let character = current, Self.isIdentifierStart(character) {
                let name = scanIdentifier()
                if metrics[name] != nil || !inView {
                    object = .constant(try metric(named: name, at: objectStart))
                } else {
                    object = .view(name)
                }
            } else {
                let expected = inView ? "a number, a metric or a view name" : "a number or a metric"
                throw error(isAtEnd ? "expected \(expected) after \(after)"
                                    : "expected \(expected) after \(after), found \(describeCurrent())",
                            at: position)
            }

            var end = position
            var priority: Float?
            skipWhitespace()
            if current == "@" {
                position += 1
                skipWhitespace()
                priority = try parsePriority()
                end = position
            }
            return VisualFormatPredicate(relation: relation, object: object, priority: priority, range: start..<end)
        }

        /// `priority := metricName | number`, checked to be within 1…1000.
        private mutating func parsePriority() throws(SyntaxError) -> Float {
            let start = position
            let value: Double
            let written: String
            if startsNumber(at: position) {
                value = try scanNumber()
                written = String(characters[start..<position])
            } else if let character = current, Self.isIdentifierStart(character) {
                let name = scanIdentifier()
                guard let metric = metrics[name] else {
                    throw error("unknown metric \(quoted(name)) (a priority must be a number or a metric)", at: start)
                }
                value = metric
                written = "\(Self.format(metric)) (metric \(quoted(name)))"
            } else {
                let message = "expected a priority (a number or a metric) after '@'"
                throw error(isAtEnd ? message : "\(message), found \(describeCurrent())", at: position)
            }
            guard value >= 1 && value <= 1000 else {
                throw error("priority must be between 1 and 1000, found \(written)", at: start)
            }
            return Float(value)
        }

        /// The value of a metric, or an error pointing at its name.
        private func metric(named name: String, at offset: Int) throws(SyntaxError) -> Double {
            guard let value = metrics[name] else {
                throw error("unknown metric \(quoted(name))", at: offset)
            }
            guard value.isFinite else {
                throw error("metric \(quoted(name)) is not a finite number (\(value))", at: offset)
            }
            return value
        }

        /// Consumes `==`, `<=` or `>=`; throws for a lone `=`, `<` or `>`.
        private mutating func scanRelation() throws(SyntaxError) -> Relation? {
            guard let character = current, character == "=" || character == "<" || character == ">" else {
                return nil
            }
            guard self.character(at: position + 1) == "=" else {
                if character == "=" {
                    throw error("unexpected '='; use '==' for equality", at: position)
                }
                throw error("unexpected '\(character)'; use '\(character)=' (strict inequalities are not supported)",
                            at: position)
            }
            position += 2
            switch character {
            case "<": return .lessThanOrEqual
            case ">": return .greaterThanOrEqual
            default: return .equal
            }
        }
    }
}
