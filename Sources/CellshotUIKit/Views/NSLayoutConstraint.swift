import Foundation

/// A constraint's priority (`UILayoutPriority`): 1…1000, strict tiers as in Auto Layout.
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable {
    /// The priority, 1…1000.
    public let rawValue: Float

    /// A priority from its number.
    /// - Parameter rawValue: 1…1000.
    public init(rawValue: Float) {
        self.rawValue = rawValue
    }

    /// A priority from its number.
    /// - Parameter rawValue: 1…1000.
    public init(_ rawValue: Float) {
        self.rawValue = rawValue
    }

    /// 1000: must hold.
    public static let required = UILayoutPriority(1000)
    /// 750: compression resistance's default.
    public static let defaultHigh = UILayoutPriority(750)
    /// 250: content hugging's default.
    public static let defaultLow = UILayoutPriority(250)
    /// 50: the level of a fitting size.
    public static let fittingSizeLevel = UILayoutPriority(50)

    /// Whether one priority is below another.
    public static func < (left: UILayoutPriority, right: UILayoutPriority) -> Bool { left.rawValue < right.rawValue }

    /// A priority raised by a number.
    public static func + (priority: UILayoutPriority, value: Float) -> UILayoutPriority {
        UILayoutPriority(priority.rawValue + value)
    }

    /// A priority lowered by a number.
    public static func - (priority: UILayoutPriority, value: Float) -> UILayoutPriority {
        UILayoutPriority(priority.rawValue - value)
    }
}

/// A relation between two anchors, or an anchor and a constant (`NSLayoutConstraint`), made by the
/// anchors' `constraint(…)` methods and switched on with ``isActive`` or ``activate(_:)``.
///
/// ```swift
/// NSLayoutConstraint.activate([
///     titleLabel.topAnchor.constraint(equalTo: topAnchor, constant: 10),
///     titleLabel.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 10),
/// ])
/// ```
@MainActor open class NSLayoutConstraint: NSObject {
    /// An axis of a view.
    public enum Axis: Int, Sendable {
        /// Left to right.
        case horizontal
        /// Top to bottom.
        case vertical
    }

    /// How the two sides relate.
    public enum Relation: Int, Sendable {
        /// At most.
        case lessThanOrEqual = -1
        /// Equal.
        case equal = 0
        /// At least.
        case greaterThanOrEqual = 1
    }

    /// An attribute of an item.
    public enum Attribute: Int, Sendable {
        /// None (the second item of a constant constraint).
        case notAnAttribute = 0
        /// The left edge.
        case left
        /// The right edge.
        case right
        /// The top edge.
        case top
        /// The bottom edge.
        case bottom
        /// The leading edge.
        case leading
        /// The trailing edge.
        case trailing
        /// The width.
        case width
        /// The height.
        case height
        /// The horizontal centre.
        case centerX
        /// The vertical centre.
        case centerY
        /// The last baseline.
        case lastBaseline
        /// The first baseline.
        case firstBaseline
        /// The left edge of the view's layout margins.
        case leftMargin
        /// The right edge of the view's layout margins.
        case rightMargin
        /// The top edge of the view's layout margins.
        case topMargin
        /// The bottom edge of the view's layout margins.
        case bottomMargin
        /// The leading edge of the view's layout margins.
        case leadingMargin
        /// The trailing edge of the view's layout margins.
        case trailingMargin
        /// The horizontal centre between the view's left and right margins.
        case centerXWithinMargins
        /// The vertical centre between the view's top and bottom margins.
        case centerYWithinMargins

        /// The attribute of the margins guide a margin attribute stands for; `nil` for the others.
        var marginBase: Attribute? {
            switch self {
            case .leftMargin: .left
            case .rightMargin: .right
            case .topMargin: .top
            case .bottomMargin: .bottom
            case .leadingMargin: .leading
            case .trailingMargin: .trailing
            case .centerXWithinMargins: .centerX
            case .centerYWithinMargins: .centerY
            default: nil
            }
        }

        /// Whether it is a width or a height, the only attributes that may equal a constant.
        var isDimension: Bool { self == .width || self == .height }

        var name: String {
            switch self {
            case .notAnAttribute: ""
            case .left: "left"
            case .right: "right"
            case .top: "top"
            case .bottom: "bottom"
            case .leading: "leading"
            case .trailing: "trailing"
            case .width: "width"
            case .height: "height"
            case .centerX: "centerX"
            case .centerY: "centerY"
            case .lastBaseline: "lastBaseline"
            case .firstBaseline: "firstBaseline"
            case .leftMargin: "leftMargin"
            case .rightMargin: "rightMargin"
            case .topMargin: "topMargin"
            case .bottomMargin: "bottomMargin"
            case .leadingMargin: "leadingMargin"
            case .trailingMargin: "trailingMargin"
            case .centerXWithinMargins: "centerXWithinMargins"
            case .centerYWithinMargins: "centerYWithinMargins"
            }
        }
    }

    /// The first item (a view or a layout guide).
    public let firstItem: AnyObject?
    /// The first item's attribute.
    public let firstAttribute: NSLayoutConstraint.Attribute
    /// The relation.
    public let relation: NSLayoutConstraint.Relation
    /// The second item, `nil` for a constant.
    public let secondItem: AnyObject?
    /// The second item's attribute.
    public let secondAttribute: NSLayoutConstraint.Attribute
    /// The factor of the second item's attribute.
    public let multiplier: CGFloat
    /// The constant added.
    open var constant: CGFloat
    /// The priority; required unless set.
    open var priority: UILayoutPriority = .required
    /// A name for diagnostics.
    open var identifier: String?

    /// Why the constraint cannot be drawn, when it says something the template engine cannot (a system
    /// spacing between baselines, which UIKit derives from the fonts).
    var refusal: String?

    init(firstItem: AnyObject, firstAttribute: Attribute, relation: Relation, secondItem: AnyObject?,
         secondAttribute: Attribute, multiplier: CGFloat, constant: CGFloat) {
        self.firstItem = firstItem
        self.firstAttribute = firstAttribute
        self.relation = relation
        self.secondItem = secondItem
        self.secondAttribute = secondAttribute
        self.multiplier = multiplier
        self.constant = constant
        super.init()
    }

    /// A constraint between two items' attributes, `view1.attr1 (relation) multiplier × view2.attr2 + c`, as
    /// Auto Layout wrote them before anchors; `toItem: nil` with `.notAnAttribute` for a constant (a width or
    /// height only). Items are views and layout guides; anything else is reported when the cell is drawn.
    /// - Parameters:
    ///   - view1: the first item.
    ///   - attr1: its attribute.
    ///   - relation: how the sides relate.
    ///   - view2: the second item, `nil` for a constant.
    ///   - attr2: its attribute, `.notAnAttribute` for a constant.
    ///   - multiplier: the factor of the second attribute.
    ///   - c: the constant added.
    public convenience init(item view1: Any, attribute attr1: NSLayoutConstraint.Attribute,
                            relatedBy relation: NSLayoutConstraint.Relation, toItem view2: Any?,
                            attribute attr2: NSLayoutConstraint.Attribute, multiplier: CGFloat, constant c: CGFloat) {
        self.init(firstItem: view1 as AnyObject, firstAttribute: attr1, relation: relation,
                  secondItem: view2.map { $0 as AnyObject }, secondAttribute: attr2, multiplier: multiplier, constant: c)
    }

    /// The view that keeps the constraint while it is active: the first item's view (a guide's owning view),
    /// else the second item's, so that a constraint to a guide not added to a view is found and reported.
    private var owner: UIView? {
        func view(of item: AnyObject?) -> UIView? { (item as? UIView) ?? (item as? UILayoutGuide)?.owningView }
        return view(of: firstItem) ?? view(of: secondItem)
    }

    /// The view UIKit installs the constraint on: the closest common ancestor of its items' views.
    var installationView: UIView? {
        func view(of item: AnyObject?) -> UIView? { (item as? UIView) ?? (item as? UILayoutGuide)?.owningView }
        guard let first = view(of: firstItem) else { return nil }
        guard let second = view(of: secondItem) else { return first }
        var ancestors: [UIView] = []
        var current: UIView? = first
        while let view = current { ancestors.append(view); current = view.parent }
        current = second
        while let view = current {
            if ancestors.contains(where: { $0 === view }) { return view }
            current = view.parent
        }
        return nil
    }

    /// Whether the constraint takes part in layout.
    open var isActive: Bool {
        get { owner?.ownedConstraints.contains { $0 === self } ?? false }
        set {
            guard let owner, newValue != isActive else { return }
            if newValue {
                owner.ownedConstraints.append(self)
            } else {
                owner.ownedConstraints.removeAll { $0 === self }
            }
        }
    }

    /// Activates constraints.
    /// - Parameter constraints: the constraints.
    open class func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    /// Deactivates constraints.
    /// - Parameter constraints: the constraints.
    open class func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }
}

/// A rectangle that constraints place and refer to, never drawn (`UILayoutGuide`): a guide of your own added
/// with `UIView.addLayoutGuide(_:)` — to space views equally, centre a group, or stand for an empty area
/// without an invisible view — or a view's layout margins guide.
///
/// ```swift
/// let gap = UILayoutGuide()
/// contentView.addLayoutGuide(gap)
/// NSLayoutConstraint.activate([
///     gap.leadingAnchor.constraint(equalTo: icon.trailingAnchor),
///     gap.trailingAnchor.constraint(equalTo: title.leadingAnchor),
///     gap.widthAnchor.constraint(equalTo: icon.widthAnchor, multiplier: 0.5),
/// ])
/// ```
@MainActor open class UILayoutGuide: NSObject {
    weak var owner: UIView?
    /// Which guide this is: one you added, or one of a view's own.
    let role: Role
    /// Whether this is a view's layout margins guide (named `margins` in templates), or its readable content
    /// guide, which follows the margins on every width cellshot draws a cell at (`UIView+Surroundings.swift`).
    var isMarginsGuide: Bool { role == .margins || role == .readableContent }
    var storedLayoutFrame = CGRect.zero

    /// A guide that belongs to no view until you add it with `UIView.addLayoutGuide(_:)`.
    public override init() {
        role = .added
        super.init()
    }

    init(marginsOf view: UIView) {
        owner = view
        role = .margins
        identifier = "UIViewLayoutMarginsGuide"
        super.init()
    }

    /// One of a view's own guides.
    init(_ role: Role, of view: UIView, identifier: String) {
        owner = view
        self.role = role
        self.identifier = identifier
        super.init()
    }

    /// Which guide a guide is.
    enum Role: Hashable {
        /// A guide added with `addLayoutGuide(_:)`.
        case added
        /// `layoutMarginsGuide`.
        case margins
        /// `safeAreaLayoutGuide`.
        case safeArea
        /// `readableContentGuide`.
        case readableContent
    }

    /// The view the guide belongs to; set by `UIView.addLayoutGuide(_:)` and `removeLayoutGuide(_:)`, as
    /// UIKit asks (setting it adds the guide to that view, or removes it).
    open weak var owningView: UIView? {
        get { owner }
        set {
            guard newValue !== owner, role == .added else { return }
            if let newValue { newValue.addLayoutGuide(self) } else { owner?.removeLayoutGuide(self) }
        }
    }

    /// A name for diagnostics; empty unless set. cellshot names the guide after the property of yours that
    /// holds it, else after this identifier when it is a plain identifier, else `guide1`, `guide2`….
    open var identifier = ""

    /// The guide's rectangle in its owning view's coordinates: the one Auto Layout solved, in
    /// `layoutSubviews()`; zero before.
    open var layoutFrame: CGRect { storedLayoutFrame }

    /// The top edge.
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    /// The bottom edge.
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    /// The leading edge.
    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    /// The trailing edge.
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    /// The left edge.
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    /// The right edge.
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    /// The horizontal centre.
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    /// The vertical centre.
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
    /// The width.
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    /// The height.
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
}
