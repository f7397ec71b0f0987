import ArgumentParser
import Cellshot
import CellshotGraphics
import CellshotModel
import CellshotRender

/// The options `cellshot render` and `cellshot layout` share: what to use instead of the
/// document's width, scale, appearance, look and traits (or a device's), and `--strict`.
struct GeometryOptions: ParsableArguments {
    /// The width in points instead of the document's.
    @Option(help: ArgumentHelp("The list's width in points, instead of the document's \"width\" (393 unless set).",
                               valueName: "points"))
    var width: Double?

    /// Pixels per point instead of the document's.
    @Option(help: ArgumentHelp("Pixels per point, 1 to 4, instead of the document's \"scale\" (3 unless set).",
                               valueName: "factor"))
    var scale: Double?

    /// A device whose width and scale to use.
    @Option(help: ArgumentHelp("A device's width and scale (unless --width/--scale are given): "
                               + DevicePreset.all.map(\.name).joined(separator: ", ") + ".", valueName: "name"))
    var device: String?

    /// The list style instead of the document's.
    @Option(name: .customLong("list-style"),
            help: ArgumentHelp("The list's style (UICollectionLayoutListConfiguration.Appearance) instead of the document's "
                               + "\"appearance\": " + ListAppearance.allCases.map(\.rawValue).joined(separator: ", ") + ".",
                               valueName: "style"))
    var listStyle: String?

    /// The interface style (`light`, `dark`), as `verify --appearance` means it; a list style here is the old
    /// spelling of `--list-style`, still accepted with a note.
    @Option(help: ArgumentHelp("The interface style instead of the document's, as in verify: light, dark (a list "
                               + "style here is the old spelling of --list-style).", valueName: "appearance"))
    var appearance: String?

    /// Which iOS release's list design instead of the document's.
    @Option(help: ArgumentHelp("Which iOS release's list design to draw instead of the document's \"look\": "
                               + ListLook.allCases.map(\.rawValue).joined(separator: ", ")
                               + " (\(ListLook.default.rawValue) unless set).", valueName: "look"))
    var look: String?

    /// The interface style instead of the document's.
    @Option(help: ArgumentHelp("The interface style instead of the document's traits: light, dark.", valueName: "style"))
    var style: String?

    /// The Dynamic Type size instead of the document's.
    @Option(name: .customLong("content-size"),
            help: ArgumentHelp("The Dynamic Type size instead of the document's traits (large, accessibilityLarge, …, "
                               + "or XS … XXXL, AX1 … AX5).", valueName: "size"))
    var contentSize: String?

    /// The reading direction instead of the document's.
    @Option(help: ArgumentHelp("The reading direction instead of the document's traits: ltr, rtl.", valueName: "direction"))
    var direction: String?

    /// Whether template constraint problems are errors.
    @Flag(help: ArgumentHelp("Stop with an error (status 2) when a template's constraints conflict or leave a view "
                             + "ambiguous, instead of recovering as UIKit does and warning."))
    var strict = false

    /// `--fonts`, `--symbols-dir` and `--symbols`.
    @OptionGroup var teamOptions: TeamOptions

    /// The team's fonts and symbols: the options, else `CELLSHOT_FONTS`, `CELLSHOT_SYMBOLS_DIR` and
    /// `CELLSHOT_SYMBOLS`.
    var team: TeamResources { teamOptions.resources }

    /// The text budget instead of the default.
    @Option(name: .customLong("max-text-length"),
            help: ArgumentHelp("The most characters one text may have (\(ResourceLimits.defaultTextLength) unless set): "
                               + "a longer one is an error.", valueName: "characters"))
    var maximumTextLength: Int?

    /// The line budget instead of the default.
    @Option(name: .customLong("max-text-lines"),
            help: ArgumentHelp("The most lines one text may break into in its label (\(ResourceLimits.defaultTextLines) "
                               + "unless set): a text squeezed into more is an error.", valueName: "lines"))
    var maximumTextLines: Int?

    /// The combining mark budget instead of the default.
    @Option(name: .customLong("max-combining-marks"),
            help: ArgumentHelp("The most combining marks one character of a text may carry "
                               + "(\(ResourceLimits.defaultCombiningMarks) unless set).", valueName: "marks"))
    var maximumCombiningMarks: Int?

    /// The image pixel budget instead of the default.
    @Option(name: .customLong("max-image-pixels"),
            help: ArgumentHelp("The most pixels an image may have, PNG, JPEG or SVG "
                               + "(\(ImageCache.defaultMaximumPixels) unless set).", valueName: "pixels"))
    var maximumImagePixels: Int?

    /// The row budget instead of the default.
    @Option(name: .customLong("max-rows"),
            help: ArgumentHelp("The most rows a document may have, children of collapsed rows included "
                               + "(\(ResourceLimits.defaultRows) unless set).", valueName: "rows"))
    var maximumRows: Int?

    /// The section budget instead of the default.
    @Option(name: .customLong("max-sections"),
            help: ArgumentHelp("The most sections a document may have (\(ResourceLimits.defaultSections) unless set).",
                               valueName: "sections"))
    var maximumSections: Int?

    /// The height budget instead of the default.
    @Option(name: .customLong("max-height"),
            help: ArgumentHelp("The most pixels tall a list may be drawn in one state: its height in points times the "
                               + "scale (\(ResourceLimits.defaultHeight) unless set).", valueName: "pixels"))
    var maximumHeight: Int?

    /// The template view budget instead of the default.
    @Option(name: .customLong("max-template-views"),
            help: ArgumentHelp("The most views the constraint systems of custom templates may have together "
                               + "(\(ResourceLimits.defaultTemplateViews) unless set); a row whose values change "
                               + "its template's constraints builds a system of its own.", valueName: "views"))
    var maximumTemplateViews: Int?

    /// The total text budget instead of the default.
    @Option(name: .customLong("max-total-text"),
            help: ArgumentHelp("The most characters the texts of a document may have together, each counted every "
                               + "time it is laid out (\(ResourceLimits.defaultTotalTextLength) unless set).",
                               valueName: "characters"))
    var maximumTotalTextLength: Int?

    /// Notes for standard error about old spellings used (`--appearance insetGrouped`).
    var deprecationNotes: String {
        guard let appearance, ListAppearance(rawValue: appearance) != nil else { return "" }
        return "note: --appearance \(appearance) is the old spelling of --list-style \(appearance) "
            + "(--appearance is the interface style, light or dark, in every command)\n"
    }

    /// The image pixel budget, checked.
    /// - Throws: ``CommandError`` (status 2) for a budget outside 1…``ImageCache/largestMaximumPixels``.
    func imagePixels() throws(CommandError) -> Int {
        guard let maximumImagePixels else { return ImageCache.defaultMaximumPixels }
        guard (1...ImageCache.largestMaximumPixels).contains(maximumImagePixels) else {
            throw CommandError("--max-image-pixels: expected a number of pixels from 1 to "
                               + "\(ImageCache.largestMaximumPixels.grouped), found \(maximumImagePixels)", status: .badInput)
        }
        return maximumImagePixels
    }

    /// The options for the pipeline, with `states` if given.
    /// - Throws: ``CommandError`` (status 2) for an unknown device, appearance, look, style, size or direction.
    func renderOptions(states: [CellState]? = nil) throws(CommandError) -> RenderOptions {
        func pick<Value>(_ text: String?, option: String, _ values: [(String, Value)]) throws(CommandError) -> Value? {
            try OptionValue.pick(text, option: option, values)
        }
        let preset = try pick(device, option: "device", DevicePreset.all.map { ($0.name, $0) })
        let styles = UserInterfaceStyle.allCases.map { ($0.rawValue, $0) }
        let listStyles = ListAppearance.allCases.map { ($0.rawValue, $0) }
        // --appearance: light or dark, as everywhere; a list style is the old spelling of --list-style.
        let oldListStyle = appearance.flatMap { name in listStyles.first { $0.0 == name }?.1 }
        let appearanceStyle = oldListStyle == nil
            ? try pick(appearance, option: "appearance", styles + listStyles.map { ($0.0, UserInterfaceStyle.light) })
            : nil
        return RenderOptions(
            states: states, width: width ?? preset?.width, scale: scale ?? preset?.scale, strict: strict,
            style: try pick(style, option: "style", styles) ?? appearanceStyle,
            contentSize: try pick(contentSize, option: "content-size",
                                  ContentSizeCategory.allCases.flatMap { [($0.rawValue, $0), ($0.shortName, $0)] }),
            direction: try pick(direction, option: "direction",
                                [("ltr", LayoutDirection.leftToRight), ("rtl", .rightToLeft), ("leftToRight", .leftToRight),
                                 ("rightToLeft", .rightToLeft)]),
            appearance: try pick(listStyle, option: "list-style", listStyles) ?? oldListStyle,
            look: try pick(look, option: "look", ListLook.allCases.map { ($0.rawValue, $0) }),
            limits: ResourceLimits(textLength: maximumTextLength ?? ResourceLimits.defaultTextLength,
                                   textLines: maximumTextLines ?? ResourceLimits.defaultTextLines,
                                   rows: maximumRows ?? ResourceLimits.defaultRows,
                                   templateViews: maximumTemplateViews ?? ResourceLimits.defaultTemplateViews,
                                   combiningMarks: maximumCombiningMarks ?? ResourceLimits.defaultCombiningMarks,
                                   totalTextLength: maximumTotalTextLength ?? ResourceLimits.defaultTotalTextLength,
                                   sections: maximumSections ?? ResourceLimits.defaultSections,
                                   height: maximumHeight ?? ResourceLimits.defaultHeight),
            strictSymbols: teamOptions.strictSymbols)
    }
}

extension ArgumentHelp {
    /// The help of the document argument both commands take.
    static let document = ArgumentHelp("The list document, JSON or YAML; '-' reads standard input.",
                                       valueName: "list.json")
}

/// A named option value: the one `text` names, or a message listing the names.
enum OptionValue {
    /// `nil` for no text; the value named; else ``CommandError`` (status 2) naming the option and every value.
    static func pick<Value>(_ text: String?, option: String, _ values: [(String, Value)]) throws(CommandError) -> Value? {
        guard let text else { return nil }
        guard let value = values.first(where: { $0.0 == text })?.1 else {
            throw CommandError("--\(option): unknown value \"\(text)\"; expected one of "
                               + values.map(\.0).joined(separator: ", "), status: .badInput)
        }
        return value
    }
}
