import ConstraintSolver

/// The axis a visual format string lays views out along: `H:` or `V:`.
public enum VisualFormatOrientation: Sendable {
    /// `H:`, the default: views side by side, spacing along the x axis.
    case horizontal
    /// `V:`: views stacked, spacing along the y axis.
    case vertical
}

/// A parsed visual format string, such as `H:|-[icon(24)]-16-[title]-|`.
///
/// Produced by ``VisualFormatParser/parse(_:metrics:)``. Metric names are
/// already replaced by their values; view names are not checked, so the layout
/// can report an unknown view with ``VisualFormatView/nameRange``.
public struct VisualFormat: Sendable, Equatable {
    /// The axis of every spacing and size in the string; `.horizontal` unless it starts with `V:`.
    public var orientation: VisualFormatOrientation

    /// The connection between the superview and the first view when the string starts with `|`, else `nil`.
    public var leadingSuperview: VisualFormatConnection?

    /// The views in the order they appear; never empty.
    public var views: [VisualFormatView]

    /// The connections between consecutive views: `connections[i]` joins `views[i]` and `views[i + 1]`.
    public var connections: [VisualFormatConnection]

    /// The connection between the last view and the superview when the string ends with `|`, else `nil`.
    public var trailingSuperview: VisualFormatConnection?

    /// The whole text that was parsed.
    public var source: String

    /// Creates a parsed visual format.
    ///
    /// - Parameters:
    ///   - orientation: The axis of every spacing and size.
    ///   - leadingSuperview: The connection from a leading `|` to the first view, if any.
    ///   - views: The views in order.
    ///   - connections: One connection between each two consecutive views.
    ///   - trailingSuperview: The connection from the last view to a trailing `|`, if any.
    ///   - source: The whole text that was parsed.
    public init(
        orientation: VisualFormatOrientation = .horizontal,
        leadingSuperview: VisualFormatConnection? = nil,
        views: [VisualFormatView],
        connections: [VisualFormatConnection] = [],
        trailingSuperview: VisualFormatConnection? = nil,
        source: String
    ) {
        self.orientation = orientation
        self.leadingSuperview = leadingSuperview
        self.views = views
        self.connections = connections
        self.trailingSuperview = trailingSuperview
        self.source = source
    }
}

/// The spacing between two neighbours in a visual format string.
public enum VisualFormatConnection: Sendable, Equatable {
    /// Nothing between them, as in `[a][b]` or `|[a]`: the edges touch.
    case flush
    /// A lone `-`, as in `[a]-[b]`: the system's standard spacing.
    case standard
    /// Spacings between dashes, as in `-16-`, `-pad-` or `-(>=8,==10@500)-`.
    case predicates([VisualFormatPredicate])
}

/// A view in a visual format string: `[title]` or `[title(>=100@750)]`.
public struct VisualFormatView: Sendable, Equatable {
    /// The view's name, as written between the brackets.
    public var name: String

    /// Where the name is in the source, in `Character` offsets.
    public var nameRange: Range<Int>

    /// The conditions on the view's size along the orientation, from the parentheses after its name.
    public var predicates: [VisualFormatPredicate]

    /// Creates a view.
    ///
    /// - Parameters:
    ///   - name: The view's name.
    ///   - nameRange: Where the name is in the source, in `Character` offsets.
    ///   - predicates: The conditions on the view's size, if any.
    public init(name: String, nameRange: Range<Int>, predicates: [VisualFormatPredicate] = []) {
        self.name = name
        self.nameRange = nameRange
        self.predicates = predicates
    }
}

/// One condition in a visual format string, such as `>=100@750` or `==icon`.
public struct VisualFormatPredicate: Sendable, Equatable {
    /// What the condition compares against: a number, or another view's size.
    public enum Object: Sendable, Equatable {
        /// A number, written directly or as a metric name.
        case constant(Double)
        /// Another view's size along the orientation; only in a view's own predicates, as in `[badge(==icon)]`.
        case view(String)
    }

    /// How the size or spacing compares with ``object``; `.equal` when no relation is written.
    public var relation: Relation

    /// The number or the view the size or spacing is compared with.
    public var object: Object

    /// The priority after `@`, from 1 to 1000, or `nil` when none is written.
    public var priority: Float?

    /// Where the predicate is in the source, from its relation to its priority, in `Character` offsets.
    public var range: Range<Int>

    /// Creates a predicate.
    ///
    /// - Parameters:
    ///   - relation: How the size or spacing compares with `object`.
    ///   - object: The number or the view compared with.
    ///   - priority: The priority from 1 to 1000, or `nil` when none is written.
    ///   - range: Where the predicate is in the source, in `Character` offsets.
    public init(relation: Relation = .equal, object: Object, priority: Float? = nil, range: Range<Int>) {
        self.relation = relation
        self.object = object
        self.priority = priority
        self.range = range
    }
}
