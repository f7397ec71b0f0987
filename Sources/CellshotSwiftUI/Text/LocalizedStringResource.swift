import Foundation

/// A string to be localized later, with where to look it up (Foundation's `LocalizedStringResource`, iOS 16).
/// Foundation on Linux does not have it, and apps pass it to `Text` and to their own views' initializers (7 files of
/// the corpus), so it is declared here. No table is read (the app's string catalogs are not on Linux): a resource
/// resolves to its default value, else to its key — what the app shows in its development language when the key is
/// the English text, as most apps write it.
public struct LocalizedStringResource: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringInterpolation {
    /// The key looked up in the table.
    public var key: String
    /// The text shown when no table has the key (`nil`: the key itself).
    public var defaultValue: String?
    /// The table's name (`nil`: `Localizable`).
    public var table: String?
    /// The locale to localize for.
    public var locale: Locale

    /// A resource with a key and, optionally, the text shown when no table has the key.
    public init(_ key: StaticString, defaultValue: String? = nil, table: String? = nil, locale: Locale = .current,
                comment: StaticString? = nil) {
        self.key = "\(key)"
        self.defaultValue = defaultValue
        self.table = table
        self.locale = locale
    }

    /// A resource whose key is the text written (`"Settings"`, `"\(count) items"`).
    public init(stringLiteral value: String) {
        key = value
        defaultValue = nil
        table = nil
        locale = .current
    }

    /// A resource whose key is the interpolated text: the values are formatted into it, as the key's default value
    /// in the development language shows them.
    public init(stringInterpolation: DefaultStringInterpolation) {
        self.init(stringLiteral: String(stringInterpolation: stringInterpolation))
    }

    /// The text shown: the default value, else the key.
    public var resolved: String { defaultValue ?? key }

    public var description: String { resolved }
}

extension String {
    /// The resource's text in the app's language: its default value, else its key (no table is read on Linux).
    public init(localized resource: LocalizedStringResource) {
        self = resource.resolved
    }
}

extension Text {
    /// The resource's text, drawn as it is (its default value, else its key). Disfavoured: a string literal is a
    /// `LocalizedStringKey` (its Markdown drawn), as on iOS.
    @_disfavoredOverload
    public init(_ resource: LocalizedStringResource) {
        self.init(verbatim: resource.resolved)
    }
}
