import Foundation

/// An app's string catalog (`Localizable.xcstrings`, Xcode 15): the translations of its keys, read as Xcode compiles
/// them, so that `Text("Overview")` under `.environment(\.locale, Locale(identifier: "es"))` draws "Descripción", as
/// the app shows it in Spanish.
///
/// A key is looked up in the language asked for (`pt-BR`, then `pt`), then in the catalog's source language; a
/// localization with plural variations gives `zero` (when the count is 0 and the catalog has one), `one` (a count
/// of 1) or `other` — English's plural rule, which cellshot applies to every language. Translations marked
/// `"state": "new"` or `"needs_review"` are used as Xcode uses them: as written.
public struct StringCatalog: Sendable {
    /// One key's text in one language: a plain value, or a value per plural category.
    enum Unit: Sendable, Equatable {
        case value(String)
        case plural([String: String])
    }

    /// The catalog's table name (the file's name without `.xcstrings`: `Localizable`).
    public let table: String
    /// The language the keys are written in (`en`).
    public let sourceLanguage: String
    /// Key → language → unit.
    let strings: [String: [String: Unit]]
    /// What could not be read, naming the file.
    public let warnings: [String]

    /// A catalog from a file's contents.
    /// - Parameters:
    ///   - data: the `.xcstrings` JSON.
    ///   - path: the file, for its table name and messages.
    public init(data: Data, path: String) {
        table = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let strings = object["strings"] as? [String: Any] else {
            sourceLanguage = "en"
            self.strings = [:]
            warnings = ["\(path) is not a string catalog (JSON with \"strings\"): its translations are not used"]
            return
        }
        sourceLanguage = object["sourceLanguage"] as? String ?? "en"
        var read: [String: [String: Unit]] = [:]
        for (key, entry) in strings {
            guard let localizations = (entry as? [String: Any])?["localizations"] as? [String: Any] else { continue }
            var units: [String: Unit] = [:]
            for (language, localization) in localizations {
                guard let localization = localization as? [String: Any] else { continue }
                if let value = Self.value(of: localization) {
                    units[language] = .value(value)
                } else if let plural = (localization["variations"] as? [String: Any])?["plural"] as? [String: Any] {
                    var forms: [String: String] = [:]
                    for (category, form) in plural {
                        if let form = form as? [String: Any], let value = Self.value(of: form) { forms[category] = value }
                    }
                    if !forms.isEmpty { units[language] = .plural(forms) }
                }
            }
            read[key] = units
        }
        self.strings = read
        warnings = []
    }

    private static func value(of localization: [String: Any]) -> String? {
        (localization["stringUnit"] as? [String: Any])?["value"] as? String
    }

    /// The catalog at `path`, read once per process; a file that cannot be read is an empty catalog with a warning.
    public static func load(_ path: String) -> StringCatalog {
        let key = URL(fileURLWithPath: path).standardizedFileURL.path
        if let cached = cache.lock.withLock({ cache.catalogs[key] }) { return cached }
        let catalog: StringCatalog
        if let data = FileManager.default.contents(atPath: key) {
            catalog = StringCatalog(data: data, path: key)
        } else {
            catalog = StringCatalog(data: Data(), path: key)
        }
        cache.lock.withLock { cache.catalogs[key] = catalog }
        return catalog
    }

    private static let cache = Cache()

    private final class Cache: @unchecked Sendable {
        let lock = NSLock()
        var catalogs: [String: StringCatalog] = [:]
    }

    /// The text of `key` in `language` (`es`, `pt-BR`), else in the source language; `nil` when the catalog has
    /// neither (the key is drawn as written).
    /// - Parameters:
    ///   - key: the key, its interpolations written as Xcode writes them (`%lld items`).
    ///   - language: a language identifier (`es`, `pt-BR`, `zh-Hans`), or `nil` for the source language.
    ///   - count: the first integer interpolated, which picks a plural form.
    public func text(forKey key: String, language: String?, count: Int? = nil) -> String? {
        guard let units = strings[key] else { return nil }
        for candidate in Self.candidates(for: language) + [sourceLanguage] {
            guard let unit = units[candidate] else { continue }
            switch unit {
            case .value(let value):
                return value
            case .plural(let forms):
                let category = count == 0 && forms["zero"] != nil ? "zero" : count == 1 ? "one" : "other"
                if let form = forms[category] ?? forms["other"] { return form }
            }
        }
        return nil
    }

    /// `pt_BR` → `pt-BR`, `pt`; `zh-Hans-CN` → `zh-Hans-CN`, `zh-Hans`, `zh`.
    static func candidates(for language: String?) -> [String] {
        guard let language else { return [] }
        var parts = language.replacingOccurrences(of: "_", with: "-").split(separator: "-").map(String.init)
        var candidates: [String] = []
        while !parts.isEmpty {
            candidates.append(parts.joined(separator: "-"))
            parts.removeLast()
        }
        return candidates
    }
}

extension CellshotUIKit {
    /// The app's string catalogs (`.xcstrings` files), which `Text` keys and `String(localized:)` are translated
    /// with; empty unless set. The CellshotSources plugin registers the catalogs of the folders a target's
    /// `cellshot-sources.json` lists (``pluginStringCatalogs``), asked after these.
    public static var stringCatalogs: [String] {
        get { PathList.stringCatalogs.paths }
        set { PathList.stringCatalogs.paths = newValue }
    }

    /// The string catalogs the CellshotSources plugin found in the folders the targets built beside the running
    /// program list (read from the same resource as ``pluginAssetCatalogs``).
    public static var pluginStringCatalogs: [String] { PluginAssetCatalogs.foundStringCatalogs }

    /// The text of a key in a table (`Localizable` when `nil`) in a language, from ``stringCatalogs`` then
    /// ``pluginStringCatalogs``; `nil` when no catalog has it.
    public static func localizedText(forKey key: String, table: String?, language: String?, count: Int? = nil) -> String? {
        let paths = stringCatalogs + pluginStringCatalogs
        for path in paths {
            let catalog = StringCatalog.load(path)
            for warning in catalog.warnings { DeferredNotes.shared.warn(warning) }
            guard catalog.table == (table ?? "Localizable") else { continue }
            if let text = catalog.text(forKey: key, language: language, count: count) { return text }
        }
        return nil
    }
}
