import CellshotGraphics
import CellshotModel
import Foundation

/// The interface style of a trait collection.
public enum UIUserInterfaceStyle: Int, Sendable {
    /// Not said: drawn light.
    case unspecified = 0
    /// The light interface style.
    case light = 1
    /// The dark interface style.
    case dark = 2
}

/// The reading direction of a trait collection.
public enum UITraitEnvironmentLayoutDirection: Int, Sendable {
    /// Not said: drawn left to right.
    case unspecified = -1
    /// Left to right.
    case leftToRight = 0
    /// Right to left (Arabic, Hebrew).
    case rightToLeft = 1
}

/// A Dynamic Type size (`UIContentSizeCategory`), named as UIKit names it.
public struct UIContentSizeCategory: RawRepresentable, Hashable, Sendable {
    /// UIKit's name of the category (`UICTContentSizeCategoryL`).
    public let rawValue: String

    /// A category from UIKit's name of it.
    /// - Parameter rawValue: the name, such as `UICTContentSizeCategoryL`.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Not said: drawn at ``large``.
    public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
    /// Extra small.
    public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
    /// Small.
    public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
    /// Medium.
    public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
    /// Large, the default.
    public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    /// Extra large.
    public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
    /// Extra extra large.
    public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
    /// Extra extra extra large, the largest before the accessibility sizes.
    public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
    /// Accessibility medium (AX1).
    public static let accessibilityMedium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
    /// Accessibility large (AX2).
    public static let accessibilityLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
    /// Accessibility extra large (AX3).
    public static let accessibilityExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXL")
    /// Accessibility extra extra large (AX4).
    public static let accessibilityExtraExtraLarge =
        UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXL")
    /// Accessibility extra extra extra large (AX5).
    public static let accessibilityExtraExtraExtraLarge =
        UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

    /// Whether this is one of the five accessibility sizes.
    public var isAccessibilityCategory: Bool { rawValue.contains("Accessibility") }

    static let modelCategories: [UIContentSizeCategory: ContentSizeCategory] = [
        .extraSmall: .extraSmall, .small: .small, .medium: .medium, .large: .large, .extraLarge: .extraLarge,
        .extraExtraLarge: .extraExtraLarge, .extraExtraExtraLarge: .extraExtraExtraLarge,
        .accessibilityMedium: .accessibilityMedium, .accessibilityLarge: .accessibilityLarge,
        .accessibilityExtraLarge: .accessibilityExtraLarge, .accessibilityExtraExtraLarge: .accessibilityExtraExtraLarge,
        .accessibilityExtraExtraExtraLarge: .accessibilityExtraExtraExtraLarge,
    ]

    /// The document model's category; ``large`` for ``unspecified`` and unknown names.
    var modelCategory: ContentSizeCategory { Self.modelCategories[self] ?? .large }
}

/// The traits a list is drawn with: interface style, Dynamic Type size, reading direction and display scale.
///
/// Build one from single traits and combine them with ``init(traitsFrom:)``, as in UIKit:
/// ```swift
/// let traits = UITraitCollection(traitsFrom: [
///     UITraitCollection(userInterfaceStyle: .dark),
///     UITraitCollection(preferredContentSizeCategory: .extraExtraLarge),
/// ])
/// ```
/// Traits left unspecified draw light, at the large size, left to right, at the snapshot's scale.
public final class UITraitCollection: NSObject, @unchecked Sendable {
    /// The interface style.
    public let userInterfaceStyle: UIUserInterfaceStyle
    /// The Dynamic Type size.
    public let preferredContentSizeCategory: UIContentSizeCategory
    /// The reading direction.
    public let layoutDirection: UITraitEnvironmentLayoutDirection
    /// Pixels per point; 0 when unspecified.
    public let displayScale: CGFloat

    init(style: UIUserInterfaceStyle = .unspecified, contentSize: UIContentSizeCategory = .unspecified,
         direction: UITraitEnvironmentLayoutDirection = .unspecified, scale: CGFloat = 0) {
        userInterfaceStyle = style
        preferredContentSizeCategory = contentSize
        layoutDirection = direction
        displayScale = scale
        super.init()
    }

    /// A trait collection with every trait unspecified.
    public override convenience init() {
        self.init(style: .unspecified)
    }

    /// A trait collection with only an interface style.
    /// - Parameter userInterfaceStyle: light or dark.
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.init(style: userInterfaceStyle)
    }

    /// A trait collection with only a Dynamic Type size.
    /// - Parameter preferredContentSizeCategory: the size.
    public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
        self.init(contentSize: preferredContentSizeCategory)
    }

    /// A trait collection with only a reading direction.
    /// - Parameter layoutDirection: the direction.
    public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) {
        self.init(direction: layoutDirection)
    }

    /// A trait collection with only a display scale.
    /// - Parameter displayScale: pixels per point.
    public convenience init(displayScale: CGFloat) {
        self.init(scale: displayScale)
    }

    /// The traits of several collections in one; a later collection's specified trait wins.
    /// - Parameter traitCollections: the collections to combine.
    public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
        var style = UIUserInterfaceStyle.unspecified, size = UIContentSizeCategory.unspecified
        var direction = UITraitEnvironmentLayoutDirection.unspecified, scale: CGFloat = 0
        for traits in traitCollections {
            if traits.userInterfaceStyle != .unspecified { style = traits.userInterfaceStyle }
            if traits.preferredContentSizeCategory != .unspecified { size = traits.preferredContentSizeCategory }
            if traits.layoutDirection != .unspecified { direction = traits.layoutDirection }
            if traits.displayScale != 0 { scale = traits.displayScale }
        }
        self.init(style: style, contentSize: size, direction: direction, scale: scale)
    }

    private static let currentLock = NSLock()
    nonisolated(unsafe) private static var storedCurrent = UITraitCollection()

    /// The trait collection of the state column being drawn; every trait unspecified outside a render.
    /// ``UIColor/getRed(_:green:blue:alpha:)`` resolves dynamic colours with it.
    public static var current: UITraitCollection {
        get { currentLock.withLock { storedCurrent } }
        set { currentLock.withLock { storedCurrent = newValue } }
    }

    /// The interface style the document model draws: light unless dark.
    var resolvedStyle: CellshotModel.UserInterfaceStyle { userInterfaceStyle == .dark ? .dark : .light }

    /// The document model's traits.
    var modelTraits: Traits {
        Traits(style: resolvedStyle, contentSize: preferredContentSizeCategory.modelCategory,
               direction: layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight)
    }

    /// Whether `object` has the same four traits.
    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UITraitCollection else { return false }
        return userInterfaceStyle == other.userInterfaceStyle
            && preferredContentSizeCategory == other.preferredContentSizeCategory
            && layoutDirection == other.layoutDirection && displayScale == other.displayScale
    }

    /// A hash consistent with ``isEqual(_:)``.
    public override var hash: Int {
        var hasher = Hasher()
        hasher.combine(userInterfaceStyle)
        hasher.combine(preferredContentSizeCategory)
        hasher.combine(layoutDirection)
        hasher.combine(displayScale)
        return hasher.finalize()
    }
}

/// A size class (`UIUserInterfaceSizeClass`).
public enum UIUserInterfaceSizeClass: Int, Sendable {
    /// Not known.
    case unspecified
    /// Compact.
    case compact
    /// Regular.
    case regular
}

extension UITraitCollection {
    /// The horizontal size class: compact, an iPhone's in portrait, the width lists are drawn at.
    public var horizontalSizeClass: UIUserInterfaceSizeClass { .compact }
    /// The vertical size class: regular, an iPhone's in portrait.
    public var verticalSizeClass: UIUserInterfaceSizeClass { .regular }
}
