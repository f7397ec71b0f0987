import CellshotGraphics
import CellshotModel
import Foundation

/// A colour: fixed sRGB components, one of UIKit's system colours, or a provider that picks a colour per
/// trait collection (`init(dynamicProvider:)`).
///
/// System colours stay names until they are drawn, so `.label` is black in a light column and white in a
/// dark one, exactly as the document path draws `"label"`. Colours are compared by value (the same name,
/// the same components); two dynamic colours are equal only when they are the same object.
///
/// ```swift
/// let accent = UIColor { traits in traits.userInterfaceStyle == .dark ? .systemOrange : .systemBlue }
/// let faded = UIColor.systemBlue.withAlphaComponent(0.3)
/// ```
open class UIColor: NSObject, @unchecked Sendable {
    enum Storage {
        case rgba(Color)
        case system(SystemColor)
        case dynamic((UITraitCollection) -> UIColor)
    }

    let storage: Storage

    init(storage: Storage) {
        self.storage = storage
        super.init()
    }

    /// A colour from sRGB components, each 0…1.
    /// - Parameters:
    ///   - red: the red component.
    ///   - green: the green component.
    ///   - blue: the blue component.
    ///   - alpha: the opacity.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        storage = .rgba(Color(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha)))
        super.init()
    }

    /// A grey: `white` 0 is black, 1 is white.
    /// - Parameters:
    ///   - white: the grey level, 0…1.
    ///   - alpha: the opacity.
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// A colour that asks `dynamicProvider` for the colour to use in each trait collection (light and dark
    /// columns, for instance).
    /// - Parameter dynamicProvider: returns the colour for a trait collection.
    public init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
        storage = .dynamic(dynamicProvider)
        super.init()
    }

    /// The colour for a trait collection: a dynamic colour's provider is asked, a system colour takes its
    /// light or dark value; the result has fixed components.
    /// - Parameter traitCollection: the traits to resolve with.
    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        UIColor(storage: .rgba(resolved(in: traitCollection, tint: nil)))
    }

    /// The same colour at another opacity; a system or dynamic colour stays dynamic.
    /// - Parameter alpha: the new opacity, 0…1.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        if case .rgba(let color) = storage {
            return UIColor(storage: .rgba(color.withAlpha(Double(alpha))))
        }
        let base = self
        return UIColor(storage: .dynamic { traits in
            UIColor(storage: .rgba(base.resolved(in: traits, tint: nil).withAlpha(Double(alpha))))
        })
    }

    /// The colour's red, green, blue and alpha components in the current trait collection
    /// (``UITraitCollection/current``).
    /// - Returns: `true`: every colour has sRGB components.
    @discardableResult
    public func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                       blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let color = resolved(in: UITraitCollection.current, tint: nil)
        red?.pointee = CGFloat(color.red)
        green?.pointee = CGFloat(color.green)
        blue?.pointee = CGFloat(color.blue)
        alpha?.pointee = CGFloat(color.alpha)
        return true
    }

    /// The colour in a trait collection; `tintColor` is `tint` (the list's tint) when given, else system blue.
    func resolved(in traits: UITraitCollection, tint: Color?) -> Color {
        switch storage {
        case .rgba(let color): color
        // The UIKit front end draws in the default look, so a colour resolved here has that look's values
        // (a system colour lowered to a document stays a name and follows the document's look).
        case .system(let name): name.color(for: traits.resolvedStyle, in: .default, tint: tint)
        case .dynamic(let provider): provider(traits).resolved(in: traits, tint: tint)
        }
    }

    /// The colour as the document model writes it: a system colour by name (drawn exactly as the same name
    /// in a document), anything else resolved in `traits` and rounded to 8 bits a component, as `#RRGGBBAA`.
    func reference(in traits: UITraitCollection, tint: Color) -> ColorReference {
        if case .system(let name) = storage { return .system(name) }
        return .hex(Self.quantized(resolved(in: traits, tint: tint)))
    }

    /// A colour rounded to what a document's `#RRGGBBAA` can say, so the same colour written either way
    /// draws the same bytes.
    static func quantized(_ color: Color) -> Color {
        Color(hex: color.hex) ?? color
    }

    /// Whether `object` is the same colour: the same components, the same system colour, or the same dynamic colour object.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        switch (storage, other.storage) {
        case let (.rgba(left), .rgba(right)): return left == right
        case let (.system(left), .system(right)): return left == right
        default: return self === other
        }
    }

    /// A hash consistent with ``isEqual(_:)``.
    open override var hash: Int {
        switch storage {
        case .rgba(let color): color.hashValue
        case .system(let name): name.hashValue
        case .dynamic: ObjectIdentifier(self).hashValue
        }
    }

    /// The colour as `UIColor(#RRGGBB)`, `UIColor.name` or `UIColor(dynamicProvider:)`.
    open override var description: String {
        switch storage {
        case .rgba(let color): "UIColor(\(color.hex))"
        case .system(let name): "UIColor.\(name.rawValue)"
        case .dynamic: "UIColor(dynamicProvider:)"
        }
    }
}

extension UIColor {
    /// The colour in a light or dark interface of a look (for CellshotSwiftUI's `Color(uiColor:)`): a system
    /// colour takes the look's value, a dynamic colour is asked with the matching traits.
    package func cellshotResolved(style: UserInterfaceStyle, look: ListLook = .default, tint: Color? = nil) -> Color {
        switch storage {
        case .rgba(let color): return color
        case .system(let name): return name.color(for: style, in: look, tint: tint)
        case .dynamic(let provider):
            let traits = UITraitCollection(userInterfaceStyle: style == .dark ? .dark : .light)
            return provider(traits).cellshotResolved(style: style, look: look, tint: tint)
        }
    }
}
