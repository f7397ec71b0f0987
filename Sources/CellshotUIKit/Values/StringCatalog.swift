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
    /// Whether it is a strings table (one language) rather than a string catalog.
    let isStringsTable: Bool

    /// A catalog from a file's contents.
    /// - Parameters:
    ///   - data: the `.xcstrings` JSON.
    ///   - path: the file, for its table name and messages.
    public init(data: Data, path: String) {
        table = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        isStringsTable = false
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

    /// A strings table (`en.lproj/Localizable.strings`, the format before string catalogs): one language's texts,
    /// the language being its folder's (`en.lproj` → `en`). Its language is the source language only when it is the
    /// development language, taken as English or Base (``isDevelopmentTable``).
    /// - Parameters:
    ///   - stringsTable: the file's contents (UTF-8 or UTF-16, as Xcode accepts them).
    ///   - path: the file, for its table name, its language and messages.
    public init(stringsTable data: Data, path: String) {
        table = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        isStringsTable = true
        let folder = ((path as NSString).deletingLastPathComponent as NSString).lastPathComponent
        let language = folder.hasSuffix(".lproj") ? String(folder.dropLast(".lproj".count)) : "en"
        sourceLanguage = language
        guard let object = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: String] else {
            strings = [:]
            warnings = ["\(path) is not a strings table (\"key\" = \"value\";): its translations are not used"]
            return
        }
        strings = object.mapValues { [language: .value($0)] }
        warnings = []
    }

    /// Whether the catalog answers for the source language: a string catalog always; a strings table when its
    /// language is the development language (English or Base), as a key missing from another language's table
    /// falls back to it on iOS.
    var isDevelopmentTable: Bool {
        !isStringsTable || ["en", "Base"].contains(sourceLanguage)
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
            catalog = key.hasSuffix(".strings") ? StringCatalog(stringsTable: data, path: key) : StringCatalog(data: data, path: key)
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
    ///   - fallback: whether the source language answers when the language asked has no text.
    public func text(forKey key: String, language: String?, count: Int? = nil, fallback: Bool = true) -> String? {
        guard let units = strings[key] else { return nil }
        for candidate in Self.candidates(for: language) + (fallback ? [sourceLanguage] : []) {
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
    ///
    /// The language asked is looked for in every catalog first, then the source language: a strings table holds one
    /// language, and the English table listed before the Spanish one must not answer a Spanish lookup.
    public static func localizedText(forKey key: String, table: String?, language: String?, count: Int? = nil) -> String? {
        var seen: Set<String> = []
        let catalogs = (stringCatalogs + pluginStringCatalogs).filter { seen.insert($0).inserted }.map { path in
            let catalog = StringCatalog.load(path)
            for warning in catalog.warnings { DeferredNotes.shared.warn(warning) }
            return catalog
        }.filter { $0.table == (table ?? "Localizable") }
        for catalog in catalogs {
            if let text = catalog.text(forKey: key, language: language, count: count, fallback: false) { return text }
        }
        for catalog in catalogs where catalog.isDevelopmentTable {
            if let text = catalog.text(forKey: key, language: nil, count: count) { return text }
        }
        return nil
    }
}
