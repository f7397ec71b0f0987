import ConstraintSolver

/// One anchor times a coefficient inside a ``LayoutExpression``.
public struct AnchorTerm {
    /// The anchor.
    public var anchor: AnyLayoutAnchor
    /// What it is multiplied by.
    public var coefficient: Double
}

/// A linear combination of anchors plus a constant: `image.trailing + 16`.
public struct LayoutExpression {
    /// The anchors and their coefficients, in the order written.
    public var terms: [AnchorTerm]
    /// The constant part.
    public var constant: Double

    /// Creates an expression.
    public init(terms: [AnchorTerm] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }
}

/// A relation between anchors that the layout engine satisfies, like `NSLayoutConstraint`.
///
/// Create constraints from anchors (`a.leadingAnchor.constraint(equalTo:constant:)`),
/// from text (``ConstraintText``) or from the Visual Format Language
/// (``LayoutConstraint/constraints(withVisualFormat:metrics:views:)``), then activate
/// them. Unlike UIKit's, a constraint can relate any linear combination of anchors
/// (`a.width + b.width == superview.width`), as long as x-axis and y-axis positions
/// are not mixed.
public final class LayoutConstraint {
    /// The left-hand side.
    public let lhs: LayoutExpression
    /// How the sides compare.
    public let relation: Relation
    /// The right-hand side, without the constant.
    public let rhs: LayoutExpression
    /// Added to the right-hand side; may change while the constraint is active.
    public var constant: Double {
        // The view holding it counts the change, so that an engine finds it without comparing every
        // constraint's constant on every solve. Setting the same value again is no change (cells set
        // their constants for every row).
        didSet { if constant != oldValue { owner?.noteConstraintChange() } }
    }
    /// How much the constraint matters (1…1000, 1000 = required).
    public var priority: Priority = .required {
        didSet { if priority != oldValue { owner?.noteConstraintChange() } }
    }
    /// A name shown in diagnostics, like `NSLayoutConstraint.identifier`.
    public var identifier: String?
    /// Where the constraint came from (`"H:|-[title]-|"`), shown in diagnostics.
    public var origin: String?
    /// The view that holds the constraint while it is active.
    weak var owner: View?

    /// Creates `lhs relation rhs + constant`.
    public init(lhs: LayoutExpression, relation: Relation, rhs: LayoutExpression, constant: Double = 0) {
        self.lhs = lhs
        self.relation = relation
        self.rhs = rhs
        self.constant = constant
    }

    convenience init(_ first: some LayoutAnchor, _ relation: Relation, _ second: (some LayoutAnchor)?,
                     multiplier: Double, constant: Double) {
        let rhs = second.map { LayoutExpression(terms: [AnchorTerm(anchor: $0.untyped, coefficient: multiplier)]) }
        self.init(lhs: LayoutExpression(terms: [AnchorTerm(anchor: first.untyped, coefficient: 1)]),
                  relation: relation, rhs: rhs ?? LayoutExpression(), constant: constant)
    }

    /// Every item the constraint mentions, in order of appearance.
    public var items: [LayoutItem] {
        var seen: [ObjectIdentifier] = []
        var result: [LayoutItem] = []
        for term in lhs.terms + rhs.terms where !seen.contains(ObjectIdentifier(term.anchor.item)) {
            seen.append(ObjectIdentifier(term.anchor.item))
            result.append(term.anchor.item)
        }
        return result
    }

    /// Whether the constraint takes part in layout. Activating installs it on the
    /// nearest common ancestor of its items, as UIKit does.
    public var isActive: Bool {
        get { owner != nil }
        set {
            if newValue == isActive { return }
            if newValue {
                guard let view = LayoutConstraint.commonAncestor(of: items) else { return }
                view.installedConstraints.append(self)
                owner = view
            } else {
                owner?.installedConstraints.removeAll { $0 === self }
                owner = nil
            }
        }
    }

    /// Activates several constraints.
    public static func activate(_ constraints: [LayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    /// Deactivates several constraints.
    public static func deactivate(_ constraints: [LayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }

    /// Returns `self` with a priority, for chaining: `a.constraint(…).withPriority(.defaultHigh)`.
    @discardableResult
    public func withPriority(_ priority: Priority) -> LayoutConstraint {
        self.priority = priority
        return self
    }

    /// Returns `self` with an identifier, for chaining.
    @discardableResult
    public func withIdentifier(_ identifier: String) -> LayoutConstraint {
        self.identifier = identifier
        return self
    }

    /// The nearest view that contains every item (a guide counts as its owning view).
    static func commonAncestor(of items: [LayoutItem]) -> View? {
        let hosts = items.compactMap(\.hostView)
        guard hosts.count == items.count, var candidate = hosts.first else { return nil }
        for host in hosts.dropFirst() {
            var found: View?
            var cursor: View? = candidate
            while let current = cursor {
                if host.isDescendant(of: current) { found = current; break }
                cursor = current.superview
            }
            guard let ancestor = found else { return nil }
            candidate = ancestor
        }
        return candidate
    }
}

extension LayoutConstraint: CustomStringConvertible {
    /// The constraint as text: `title.leading == image.trailing + 16 @750 (id)`.
    public var description: String {
        func side(_ expression: LayoutExpression, constant: Double) -> String {
            var text = ""
            for term in expression.terms {
                let magnitude = abs(term.coefficient)
                let body = magnitude == 1 ? term.anchor.name : "\(formatNumber(magnitude)) * \(term.anchor.name)"
                if text.isEmpty { text = term.coefficient < 0 ? "-" + body : body } else {
                    text += term.coefficient < 0 ? " - " + body : " + " + body
                }
            }
            if text.isEmpty { return formatNumber(constant) }
            if constant != 0 { text += constant < 0 ? " - \(formatNumber(-constant))" : " + \(formatNumber(constant))" }
            return text
        }
        var text = "\(side(lhs, constant: lhs.constant)) \(relation) \(side(rhs, constant: rhs.constant + constant))"
        if !priority.isRequired { text += " @\(priority)" }
        if let identifier { text += " (\(identifier))" }
        if let origin { text += " from \"\(origin)\"" }
        return text
    }
}

/// A number written for people, rounded to 1e-9: `8`, `1.5`, `4.8` for `4.800000000000338`.
func formatNumber(_ value: Double) -> String { ReadableNumber.text(value) }
