import ConstraintSolver

/// Constraints written as text: `title.leading == image.trailing + 16`,
/// `poster.height == 1.5 * poster.width @750`, `body.top >= title.lastBaseline + 4`.
///
/// Each side is a linear combination of `item.anchor` terms and numbers; the
/// relation is `==`, `<=` or `>=`; `@priority` is optional (default required).
/// Items are looked up in ``LayoutNames``. Errors are ``SyntaxError``s whose
/// offset points at the offending character.
public enum ConstraintText {
    /// Parses one constraint.
    /// - Throws: ``SyntaxError`` for bad syntax, an unknown item or anchor, or
    ///   x-axis and y-axis positions in one constraint.
    /// - Parameter metrics: named numbers a term may be instead of an anchor (`superview.top + pad`,
    ///   `2 * pad`), as in the Visual Format Language.
    public static func constraint(_ text: String, metrics: [String: Double] = [:],
                                  names: LayoutNames) throws(SyntaxError) -> LayoutConstraint {
        let parsed = try ConstraintParser.parse(text)
        var seenKind: (kind: LayoutAttribute.Kind, name: String)?
        func side(_ expression: ParsedExpression) throws(SyntaxError) -> LayoutExpression {
            var result = LayoutExpression(terms: [], constant: expression.constant)
            for term in expression.terms {
                if !term.name.contains(".") {
                    if let metric = metrics[term.name] {
                        result.constant += term.coefficient * metric
                        continue
                    }
                    if !metrics.isEmpty && names.item(named: term.name) == nil {
                        throw SyntaxError(message: "unknown metric '\(excerpt(term.name))'"
                                              + suggestion(for: term.name, among: metrics.keys.sorted())
                                              + " (metrics: \(metrics.keys.sorted().map(excerpt).joined(separator: ", ")))",
                                          source: text, offset: term.range.lowerBound)
                    }
                }
                let anchor = try resolve(term, in: names, source: text)
                let kind = anchor.attribute.kind
                if kind != .dimension {
                    if let seen = seenKind, seen.kind != kind {
                        throw SyntaxError(message: "cannot relate \(describe(seen.kind)) '\(excerpt(seen.name))' to "
                                              + "\(describe(kind)) '\(excerpt(term.name))'",
                                          source: text, offset: term.range.lowerBound)
                    }
                    seenKind = (kind, term.name)
                }
                result.terms.append(AnchorTerm(anchor: anchor, coefficient: term.coefficient))
            }
            return result
        }
        let constraint = LayoutConstraint(lhs: try side(parsed.lhs), relation: parsed.relation, rhs: try side(parsed.rhs))
        if let priority = parsed.priority { constraint.priority = Priority(priority) }
        constraint.origin = text
        return constraint
    }

    private static func describe(_ kind: LayoutAttribute.Kind) -> String {
        switch kind {
        case .xAxis: "the x-axis anchor"
        case .yAxis: "the y-axis anchor"
        case .dimension: "the dimension"
        }
    }

    /// `title.leading` → the leading anchor of the item named `title`.
    static func resolve(_ term: ParsedTerm, in names: LayoutNames, source: String) throws(SyntaxError) -> AnyLayoutAnchor {
        guard let dot = term.name.lastIndex(of: ".") else {
            let shown = excerpt(term.name)
            let hint = names.item(named: term.name) != nil ? "; write '\(shown).leading', '\(shown).width', …" : ""
            throw SyntaxError(message: "expected 'item.anchor', found '\(excerpt(term.name))'\(hint)",
                              source: source, offset: term.range.lowerBound)
        }
        let path = String(term.name[..<dot])
        let attributeName = String(term.name[term.name.index(after: dot)...])
        let attributeOffset = term.range.lowerBound + term.name.distance(from: term.name.startIndex, to: dot) + 1
        guard let item = names.item(named: path) else {
            throw SyntaxError(message: "unknown view '\(excerpt(path))'"
                                  + (missingPart(path, in: names) ?? suggestion(for: path, among: names.knownNames)),
                              source: source, offset: term.range.lowerBound)
        }
        guard let attribute = LayoutAttribute(rawValue: attributeName) else {
            let all = LayoutAttribute.allCases.map(\.rawValue)
            throw SyntaxError(message: "unknown anchor '\(excerpt(attributeName))'\(suggestion(for: attributeName, among: all))"
                                  + " (anchors: \(all.joined(separator: ", ")))",
                              source: source, offset: attributeOffset)
        }
        return item.anchor(attribute)
    }

    /// `: 'title' has no textLayoutGuide; the views that have one: 'content'` for a path whose owner is a view but
    /// whose part (a guide some views have, `content.textLayoutGuide`) is not one of its; `nil` otherwise.
    static func missingPart(_ path: String, in names: LayoutNames) -> String? {
        guard let dot = path.lastIndex(of: ".") else { return nil }
        let owner = String(path[..<dot]), part = String(path[path.index(after: dot)...])
        guard !part.isEmpty, names.item(named: owner) != nil else { return nil }
        let owners = names.knownNames.filter { $0.hasSuffix("." + part) }.map { "'\(excerpt(String($0.dropLast(part.count + 1))))'" }
        return ": '\(excerpt(owner))' has no \(excerpt(part))"
            + (owners.isEmpty ? "" : "; the views that have one: \(owners.joined(separator: ", "))")
    }

    /// The most characters of a name a message quotes, as the document's messages cut what they quote.
    static let quoteLimit = 40

    /// `name` cut after ``quoteLimit`` Unicode scalars, ending in `…`: a view's name can be a megabyte long.
    static func excerpt(_ name: String) -> String {
        guard name.unicodeScalars.count > quoteLimit else { return name }
        return String(String.UnicodeScalarView(name.unicodeScalars.prefix(quoteLimit))) + "…"
    }

    /// The longest name a suggestion is looked for, as the document's own suggester (`NameSuggester`) caps
    /// it: comparing two names costs the product of their lengths, so two hundred views of 5,000 characters
    /// cost a minute for one mistake.
    static let longestSuggestedName = 64

    /// `; did you mean 'leading'?` when a known name is one or two edits away.
    ///
    /// Names longer than ``longestSuggestedName`` get no suggestion, and a candidate whose length differs by more
    /// than two is never compared: a suggestion costs at most 64 × 66 steps a candidate.
    static func suggestion(for name: String, among candidates: [String]) -> String {
        let lowered = Array(name.lowercased())
        guard lowered.count <= longestSuggestedName else { return "" }
        let scored = candidates.compactMap { candidate -> (String, Int)? in
            let other = Array(candidate.lowercased())
            guard abs(other.count - lowered.count) <= 2 else { return nil }
            return (candidate, editDistance(lowered, other))
        }
        guard let best = scored.min(by: { $0.1 < $1.1 || ($0.1 == $1.1 && $0.0 < $1.0) }), best.1 <= 2 else { return "" }
        return "; did you mean '\(best.0)'?"
    }

    private static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}
