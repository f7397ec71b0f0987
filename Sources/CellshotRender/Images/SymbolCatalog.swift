import CellshotGraphics
import CellshotJSON
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The symbol table: SF Symbols names mapped to openly licensed SVG stand-ins.
///
/// SF Symbols cannot ship, so `assets/symbols.json` maps each name cellshot
/// knows (`wifi`, `gearshape.fill`) to a bootstrap-icons file from Debian's
/// `bootstrap-icons` package (MIT License; see docs/symbols.md):
///
/// ```json
/// { "directory": "/usr/share/bootstrap-icons/svg",
///   "symbols": { "gearshape.fill": "gear-fill.svg", "wifi": "wifi.svg" } }
/// ```
///
/// A relative `directory` is relative to the table's folder. A stand-in may also be a glyph of an SVG font
/// the table names under `glyphFonts` (`"fork.knife": "mdi:silverware"` with `"glyphFonts": { "mdi":
/// "/usr/share/fonts/svg/materialdesignicons-webfont/materialdesignicons-webfont.svg" }`; see
/// ``SVGFontGlyphs``), or a file of an icon set the table names under `iconSets` (`"bird": "lucide:bird"`, see
/// ``IconSet``). An entry may end in an ``Enclosure`` (`"pencil.circle": "pencil.svg+circle"`): SF Symbols'
/// systematic variants built from one base glyph. Other top-level members (`about`) are ignored.
///
/// ```swift
/// let symbols = try SymbolCatalog()
/// try symbols.path(for: "wifi")    // "/usr/share/bootstrap-icons/svg/wifi.svg"
/// try symbols.path(for: "wfi")     // throws: unknown symbol 'wfi'; did you mean 'wifi'?
/// ```
public struct SymbolCatalog: Sendable, Hashable {
    /// What SF Symbols draws around or across a base glyph to make one of its systematic variants, for an icon
    /// set that has only the base: a table entry `pencil.svg+circle` draws `pencil.circle`.
    public enum Enclosure: String, Sendable, Hashable, CaseIterable {
        /// The glyph, smaller, inside a circle's outline (`pencil.circle`).
        case circle
        /// The glyph cut out of a filled circle (`chevron.down.circle.fill`).
        case circleFill = "circle.fill"
        /// The glyph, smaller, inside a rounded square's outline (`pencil.square`).
        case square
        /// The glyph cut out of a filled rounded square.
        case squareFill = "square.fill"
        /// The glyph struck through from its top left to its bottom right, with a gap around the stroke
        /// (`hand.raised.slash`).
        case slash
        /// The glyph with a plus in its bottom right corner, cut free of it (`folder.badge.plus`).
        case badgePlus = "badge.plus"
        /// The glyph with a minus in its bottom right corner (`folder.badge.minus`).
        case badgeMinus = "badge.minus"
        /// The glyph with a checkmark in its bottom right corner (`calendar.badge.checkmark`).
        case badgeCheckmark = "badge.checkmark"
    }

    /// A folder of SVG icons drawn on a 24-unit grid, as Lucide's and Tabler's are, that table entries name by a
    /// prefix (`"bird": "lucide:bird"` is `bird.svg` there):
    ///
    /// ```json
    /// "iconSets": { "lucide": { "directory": "/usr/local/share/cellshot-icons/lucide",
    ///                           "viewBox": "1.25 1.25 21.5 21.5", "strokeWidth": 1.5 } }
    /// ```
    ///
    /// Each icon is drawn as a 16 × 16 image of its `viewBox` (the icon's drawn area, less the grid's margin, so it
    /// fills its square as a Bootstrap icon does) with its strokes `strokeWidth` wide (the sets draw 2 of 24, heavier
    /// than SF Symbols' regular weight).
    public struct IconSet: Sendable, Hashable {
        /// The folder of `NAME.svg` files (absolute).
        public var directory: String
        /// The part of each icon's canvas drawn, `x y width height` in its units.
        public var viewBox: String
        /// The width its strokes are drawn at, in its units; `nil` keeps the set's own.
        public var strokeWidth: Double?
    }

    /// `assets/symbols.json` in the package this file was compiled from, found
    /// from `#filePath` (…/Sources/CellshotRender/Images/SymbolCatalog.swift): for tests and tools that
    /// read the file itself. Rendering uses the copy built into the binary (``embeddedTable``) unless
    /// another table is named, so an installed or copied binary needs no source tree.
    public static let defaultTablePath: String = {
        var components = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false)
        components.removeLast(4)      // Images/SymbolCatalog.swift, CellshotRender, Sources
        return (components + ["assets", "symbols.json"]).joined(separator: "/")
    }()

    /// The table file read; `nil` for the table built into the binary.
    public let tablePath: String?
    /// The folder the SVG files are in.
    public let directory: String
    /// Each symbol name and its SVG file name in ``directory``.
    public let files: [String: String]
    /// SVG fonts whose glyphs are stand-ins (`glyphFonts`), by the prefix their entries use (`mdi`).
    public let glyphFonts: [String: String]
    /// Folders of SVG icons that are stand-ins (`iconSets`), by the prefix their entries use (`lucide`).
    public let iconSets: [String: IconSet]
    /// The team's SF Symbols app exports (`--symbols-dir`): `NAME.svg` there is drawn instead of the table's
    /// stand-in, and names the table lacks are known too.
    public let exportsDirectory: String?
    /// The symbol names of ``exportsDirectory``'s `.svg` files.
    public let exportedNames: Set<String>

    /// Reads a symbol table.
    /// - Parameters:
    ///   - tablePath: a JSON table (`--symbols`, `CELLSHOT_SYMBOLS`); the table built into the binary (the
    ///     `assets/symbols.json` it was built with) when `nil`.
    ///   - exportsDirectory: a folder of SVG files exported from the SF Symbols app, named after their symbols
    ///     (`wifi.svg`, `gearshape.fill.svg`), drawn instead of the stand-ins.
    /// - Throws: ``RenderError/symbolTableInvalid(path:reason:)`` when the file is
    ///   missing, is not JSON or lacks `directory` or `symbols`;
    ///   ``RenderError/symbolDirectoryUnusable(path:reason:)`` for an exports folder that cannot be listed.
    public init(tablePath: String? = nil, exportsDirectory: String? = nil) throws(RenderError) {
        let bytes: [UInt8]
        let name = tablePath ?? Self.embeddedTableName
        if let tablePath {
            do {
                bytes = try FileReader.bytes(atPath: tablePath)
            } catch {
                throw .symbolTableInvalid(path: tablePath, reason: error.reason)
            }
        } else {
            bytes = Array(Self.embeddedTable.utf8)
        }
        let root: JSONValue
        do {
            root = try JSONParser.parse(bytes)
        } catch {
            throw .symbolTableInvalid(path: name, reason: error.description)
        }
        guard case .string(let directory)? = root["directory"], case .object(let symbols)? = root["symbols"] else {
            throw .symbolTableInvalid(path: name,
                                      reason: "expected an object with a \"directory\" string and a \"symbols\" object")
        }
        var glyphFonts: [String: String] = [:]
        if case .object(let fonts)? = root["glyphFonts"] {
            for member in fonts {
                guard case .string(let font) = member.value, font.hasPrefix("/") else {
                    let path = JSONPath.root.appending(key: "glyphFonts").appending(key: member.key)
                    throw .symbolTableInvalid(path: name, reason: "\(path): expected the absolute path of an SVG font")
                }
                glyphFonts[member.key] = font
            }
        }
        self.glyphFonts = glyphFonts
        iconSets = try Self.iconSets(in: root, table: name)
        var files: [String: String] = [:]
        for member in symbols {
            guard case .string(let file) = member.value, !file.isEmpty,
                  !file.contains("+") || Self.split(file).enclosure != nil else {
                let path = JSONPath.root.appending(key: "symbols").appending(key: member.key)
                throw .symbolTableInvalid(path: tablePath ?? Self.embeddedTableName, reason: "\(path): expected a file name, "
                                          + "optionally followed by \(Self.enclosureList)")
            }
            files[member.key] = file
        }
        self.tablePath = tablePath
        self.files = files
        self.exportsDirectory = exportsDirectory
        exportedNames = try exportsDirectory.map { folder throws(RenderError) in try Self.exportedNames(in: folder) } ?? []
        if directory.hasPrefix("/") || tablePath == nil {
            self.directory = directory
        } else {
            let folder = name.split(separator: "/", omittingEmptySubsequences: false).dropLast()
            self.directory = (folder + [Substring(directory)]).joined(separator: "/")
        }
    }

    /// The enclosures a table entry may end in, for messages: `+circle, … or +badge.checkmark`.
    static var enclosureList: String {
        let all = Enclosure.allCases.map { "+" + $0.rawValue }
        return all.dropLast().joined(separator: ", ") + " or " + all[all.count - 1]
    }

    /// The table's `iconSets`, checked.
    private static func iconSets(in root: JSONValue, table name: String) throws(RenderError) -> [String: IconSet] {
        guard case .object(let sets)? = root["iconSets"] else { return [:] }
        var iconSets: [String: IconSet] = [:]
        for member in sets {
            let path = JSONPath.root.appending(key: "iconSets").appending(key: member.key)
            guard case .object = member.value, case .string(let directory)? = member.value["directory"],
                  directory.hasPrefix("/"), case .string(let viewBox)? = member.value["viewBox"],
                  viewBox.split(separator: " ").compactMap({ Double($0) }).count == 4 else {
                throw .symbolTableInvalid(path: name, reason: "\(path): expected an object with the absolute path of a "
                                          + "\"directory\" and a \"viewBox\" of four numbers")
            }
            var strokeWidth: Double?
            if let width = member.value["strokeWidth"] {
                guard case .number(let number, _) = width, number > 0 else {
                    throw .symbolTableInvalid(path: name, reason: "\(path).strokeWidth: expected a positive number")
                }
                strokeWidth = number
            }
            iconSets[member.key] = IconSet(directory: directory, viewBox: viewBox, strokeWidth: strokeWidth)
        }
        return iconSets
    }

    /// How messages name the table built into the binary.
    public static let embeddedTableName = "the built-in symbol table (assets/symbols.json)"

    /// Every symbol name, sorted: the table's and the exports'.
    public var names: [String] { Set(files.keys).union(exportedNames).sorted() }

    /// Whether a symbol has something to draw: the team's export of it or a stand-in in the table. An unknown
    /// name is drawn as a placeholder (a dashed square, see ``CairoPainter``).
    public func knows(_ name: String) -> Bool {
        files[name] != nil || exportedNames.contains(name)
    }

    /// The SVG file drawn for a symbol: the team's export of it, else the table's stand-in.
    /// - Parameter name: an SF Symbols name, such as `wifi`.
    /// - Returns: the file's path; it is not opened here.
    /// - Throws: ``RenderError/unknownSymbol(name:suggestions:)`` with the
    ///   ``suggestions(for:)`` when neither has the name.
    public func path(for name: String) throws(RenderError) -> String {
        if let exportsDirectory, exportedNames.contains(name) { return exportsDirectory + "/" + name + ".svg" }
        guard let file = files[name] else { throw .unknownSymbol(name: name, suggestions: suggestions(for: name)) }
        let base = Self.split(file).file
        if let glyph = glyph(of: base) { return glyph.font + "#" + glyph.name }
        if let icon = icon(of: base) { return icon.path }
        return base.hasPrefix("/") ? base : directory + "/" + base
    }

    /// The SVG font and glyph a table entry names (`mdi:silverware`), or `nil` for a file.
    func glyph(of entry: String) -> (font: String, name: String)? {
        guard let colon = entry.firstIndex(of: ":"), let font = glyphFonts[String(entry[..<colon])] else { return nil }
        return (font, String(entry[entry.index(after: colon)...]))
    }

    /// The icon set and file a table entry names (`lucide:bird`), or `nil` for a file or a font's glyph.
    func icon(of entry: String) -> (set: IconSet, path: String)? {
        guard let colon = entry.firstIndex(of: ":"), let set = iconSets[String(entry[..<colon])] else { return nil }
        return (set, set.directory + "/" + entry[entry.index(after: colon)...] + ".svg")
    }

    /// The icon set and file a symbol is drawn with, when its stand-in is an icon set's (not for the team's
    /// exports).
    public func icon(for name: String) -> (set: IconSet, path: String)? {
        if exportsDirectory != nil, exportedNames.contains(name) { return nil }
        return files[name].flatMap { icon(of: Self.split($0).file) }
    }

    /// The SVG font and glyph a symbol is drawn with, when its stand-in is a font's glyph (not for the team's
    /// exports, which are files).
    public func glyph(for name: String) -> (font: String, name: String)? {
        if exportsDirectory != nil, exportedNames.contains(name) { return nil }
        return files[name].flatMap { glyph(of: Self.split($0).file) }
    }

    /// A table entry split into its file (or font glyph) and the enclosure after a `+` (`pencil.svg+circle`).
    static func split(_ entry: String) -> (file: String, enclosure: Enclosure?) {
        guard let plus = entry.lastIndex(of: "+"),
              let enclosure = Enclosure(rawValue: String(entry[entry.index(after: plus)...])) else { return (entry, nil) }
        return (String(entry[..<plus]), enclosure)
    }

    /// The enclosure a symbol's stand-in is drawn with, if the table builds it from a base glyph (not for the team's
    /// exports, which are drawn as they are).
    public func enclosure(for name: String) -> Enclosure? {
        if exportsDirectory != nil, exportedNames.contains(name) { return nil }
        return files[name].flatMap { Self.split($0).enclosure }
    }

    /// The symbol names of a folder's `.svg` files.
    static func exportedNames(in folder: String) throws(RenderError) -> Set<String> {
        guard case .success(let files) = FolderListing.names(in: folder) else {
            throw .symbolDirectoryUnusable(path: folder, reason: "not a readable folder")
        }
        let names = Set(files.filter { $0.hasSuffix(".svg") && !$0.hasPrefix(".") && $0.count > 4 }.map { String($0.dropLast(4)) })
        guard !names.isEmpty else { throw .symbolDirectoryUnusable(path: folder, reason: "it has no .svg files") }
        return names
    }

    /// The names closest to a misspelt one, closest first (then alphabetically):
    /// at most three, within an edit distance of 3 (a letter added, removed,
    /// changed or two swapped, ignoring case) — of 1 per three letters for
    /// shorter names, so `bel` suggests `bell`, not `bag` — and no more than one
    /// edit farther than the closest.
    /// - Parameter name: a name that is not in the table.
    /// - Returns: up to three names from the table; none when nothing is close.
    public func suggestions(for name: String) -> [String] {
        let query = Array(name.lowercased())
        let limit = min(3, max(1, query.count / 3))
        let scored = Set(files.keys).union(exportedNames).compactMap { candidate -> (distance: Int, name: String)? in
            let distance = Self.editDistance(query, Array(candidate.lowercased()), limit: limit)
            return distance <= limit ? (distance, candidate) : nil
        }.sorted { ($0.distance, $0.name) < ($1.distance, $1.name) }
        guard let closest = scored.first?.distance else { return [] }
        return scored.prefix { $0.distance <= closest + 1 }.prefix(3).map(\.name)
    }

    /// The optimal-string-alignment distance (Levenshtein plus swaps of two
    /// neighbours), or `limit + 1` as soon as it must exceed `limit`.
    static func editDistance(_ a: [Character], _ b: [Character], limit: Int) -> Int {
        guard abs(a.count - b.count) <= limit else { return limit + 1 }
        guard !a.isEmpty, !b.isEmpty else { return max(a.count, b.count) }
        var previousRow: [Int] = []
        var row = Array(0...b.count)
        for i in 1...a.count {
            var next = [i] + Array(repeating: 0, count: b.count)
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                next[j] = min(row[j] + 1, next[j - 1] + 1, row[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    next[j] = min(next[j], previousRow[j - 2] + 1)
                }
            }
            guard let best = next.min(), best <= limit else { return limit + 1 }
            previousRow = row
            row = next
        }
        return row[b.count]
    }
}
