import CCairo
import CRsvg
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The private font set: a fontconfig configuration that sees only the named
/// font files, never the system's fonts or rules, so text measures and draws
/// the same on every machine with the same Debian packages.
///
/// Text falls back from Inter (Latin) to Noto Sans CJK KR (Korean), Noto Sans
/// Arabic, Noto Sans Hebrew and Noto Color Emoji; a character asked for in text presentation (U+FE0E)
/// is set in the text fonts, Noto Sans Symbols 2 and Noto Sans Symbols, before the emoji font, and an
/// emoji sequence (U+FE0F, keycaps, flags, skin tones, ZWJ sequences) in the emoji font. The serif and
/// monospaced designs put Noto Serif and DejaVu Sans Mono before those (``familyList(for:pointSize:)``);
/// italic text is set in Inter's and Noto Serif's italics, other fonts slanted. How the fonts are chosen:
/// docs/rendering.md.
public final class FontCatalog {
    /// The font files, from Debian's fonts-inter, fonts-noto-cjk, fonts-noto-core (Arabic and Hebrew:
    /// stand-ins for SF Arabic and SF Hebrew; Symbols and Symbols 2: the text presentation of emoji
    /// characters, 353 of the 354 that have one in Unicode 15's emoji-variation-sequences.txt; Serif: New
    /// York's stand-in), fonts-noto-color-emoji and fonts-dejavu-core (DejaVu Sans Mono: SF Mono's stand-in)
    /// (installed by scripts/setup.sh).
    /// One table. The fonts of the designs and italics come last, so that the fonts before them keep their
    /// places (and fontconfig its cache of them); ``DesignFontCoverage`` keeps them out of other text.
    public static let defaultFiles: [String] = [
        "/usr/share/fonts/opentype/inter/Inter-Thin.otf",
        "/usr/share/fonts/opentype/inter/Inter-ExtraLight.otf",
        "/usr/share/fonts/opentype/inter/Inter-Light.otf",
        "/usr/share/fonts/opentype/inter/Inter-Regular.otf",
        "/usr/share/fonts/opentype/inter/Inter-Medium.otf",
        "/usr/share/fonts/opentype/inter/Inter-SemiBold.otf",
        "/usr/share/fonts/opentype/inter/Inter-Bold.otf",
        "/usr/share/fonts/opentype/inter/Inter-ExtraBold.otf",
        "/usr/share/fonts/opentype/inter/Inter-Black.otf",
        "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc",
        "/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc",
        "/usr/share/fonts/truetype/noto/NotoSansArabic-Regular.ttf",
        "/usr/share/fonts/truetype/noto/NotoSansArabic-Bold.ttf",
        "/usr/share/fonts/truetype/noto/NotoSansHebrew-Regular.ttf",
        "/usr/share/fonts/truetype/noto/NotoSansHebrew-Bold.ttf",
        "/usr/share/fonts/truetype/noto/NotoSansSymbols2-Regular.ttf",
        "/usr/share/fonts/truetype/noto/NotoSansSymbols-Regular.ttf",
        "/usr/share/fonts/truetype/noto/NotoSansSymbols-Bold.ttf",
        "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf",
        "/usr/share/fonts/opentype/inter/Inter-ThinItalic.otf",
        "/usr/share/fonts/opentype/inter/Inter-ExtraLightItalic.otf",
        "/usr/share/fonts/opentype/inter/Inter-LightItalic.otf",
        "/usr/share/fonts/opentype/inter/Inter-Italic.otf",
        "/usr/share/fonts/opentype/inter/Inter-MediumItalic.otf",
        "/usr/share/fonts/opentype/inter/Inter-SemiBoldItalic.otf",
        "/usr/share/fonts/opentype/inter/Inter-BoldItalic.otf",
        "/usr/share/fonts/opentype/inter/Inter-ExtraBoldItalic.otf",
        "/usr/share/fonts/opentype/inter/Inter-BlackItalic.otf",
        "/usr/share/fonts/truetype/noto/NotoSerif-Regular.ttf",
        "/usr/share/fonts/truetype/noto/NotoSerif-Bold.ttf",
        "/usr/share/fonts/truetype/noto/NotoSerif-Italic.ttf",
        "/usr/share/fonts/truetype/noto/NotoSerif-BoldItalic.ttf",
        "/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf",
        "/usr/share/fonts/truetype/dejavu/DejaVuSansMono-Bold.ttf",
    ]

    /// The families text asks for, in fallback order.
    public static let familyList = "Inter,Noto Sans CJK KR,Noto Sans Arabic,Noto Sans Hebrew,Noto Color Emoji"

    /// The families as messages name them.
    public static let familyNames = "Inter, Noto Sans CJK KR, Noto Sans Arabic, Noto Sans Hebrew, Noto Sans Symbols 2, "
        + "Noto Sans Symbols, Noto Color Emoji"

    /// The colour emoji font's family: what an emoji sequence is set in.
    static let emojiFamily = "Noto Color Emoji"
    /// The text fonts of symbols, tried before the emoji font for a character asked for in text presentation.
    static let symbolFamilies = "Noto Sans Symbols2,Noto Sans Symbols"

    /// fontconfig's generic family `emoji` as the emoji font. Pango (1.44 and later) sets each emoji
    /// sequence — a character of emoji presentation, one followed by U+FE0F, a keycap, a flag, a skin tone,
    /// a ZWJ sequence — in the family `emoji`, which Debian's /etc/fonts/conf.d/60-generic.conf makes the
    /// colour font. Without the rule a private configuration has no such family: fontconfig ranked the set by
    /// its other properties, so "❤️" came out as Inter's text heart, "1️⃣" as Inter's "1" beside an
    /// empty keycap, and the ♀ of "🚴‍♀️" as a glyph of its own.
    static let emojiFamilyRule = """
        <?xml version="1.0"?>
        <!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
        <fontconfig>
          <alias binding="same"><family>emoji</family><prefer><family>\(emojiFamily)</family></prefer></alias>
        </fontconfig>
        """

    /// fontconfig's synthetic oblique, from Debian's /etc/fonts/conf.d/90-synthetic.conf: italic text in a font
    /// with no italic face (Noto Sans CJK, Arabic, Hebrew and Symbols, DejaVu Sans Mono) is drawn with the
    /// upright face slanted by a shear of 0.2 (11.3°), which Pango's cairo fonts take from the font's matrix.
    /// Colour fonts are left upright: iOS does not slant emoji. Only a pattern that asks for italic meets the
    /// rule, so upright text is untouched. (The file's synthetic bold is left out: it would embolden the
    /// one-weight symbol fonts in bold text, which they are not today.)
    static let syntheticObliqueRule = """
        <?xml version="1.0"?>
        <!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
        <fontconfig>
          <match target="font">
            <test name="slant"><const>roman</const></test>
            <test target="pattern" name="slant" compare="not_eq"><const>roman</const></test>
            <test name="color" compare="eq"><bool>false</bool></test>
            <edit name="matrix" mode="assign">
              <times><name>matrix</name>
                <matrix><double>1</double><double>0.2</double><double>0</double><double>1</double></matrix></times>
            </edit>
            <edit name="slant" mode="assign"><const>oblique</const></edit>
          </match>
        </fontconfig>
        """

    /// fontconfig's rule that scales bitmap fonts (Noto Color Emoji is a 109 px
    /// bitmap strike): without it an empty configuration draws emoji huge.
    /// From Debian's /etc/fonts/conf.d/10-scale-bitmap-fonts.conf.
    static let bitmapScalingRules = """
        <?xml version="1.0"?>
        <!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
        <fontconfig>
          <match target="font">
            <test name="outline" compare="eq"><bool>false</bool></test>
            <edit name="pixelsizefixupfactor" mode="assign">
              <divide><name target="pattern">pixelsize</name><name target="font">pixelsize</name></divide>
            </edit>
          </match>
          <match target="font">
            <test name="outline" compare="eq"><bool>false</bool></test>
            <test name="pixelsizefixupfactor" compare="not_eq"><double>1.0</double></test>
            <edit name="matrix" mode="assign">
              <times><name>matrix</name>
                <matrix><name>pixelsizefixupfactor</name><double>0</double>
                        <double>0</double><name>pixelsizefixupfactor</name></matrix></times>
            </edit>
            <edit name="size" mode="assign"><divide><name>size</name><name>pixelsizefixupfactor</name></divide></edit>
          </match>
        </fontconfig>
        """

    let configuration: OpaquePointer            // FcConfig*
    let fontMap: UnsafeMutablePointer<PangoFontMap>
    /// A Pango context with fixed font options: 72 dpi (1 pt = 1 unit), grey
    /// antialiasing, no hinting, unrounded glyph positions.
    let context: OpaquePointer                  // PangoContext*

    /// Loads the font set.
    /// - Parameters:
    ///   - files: the private font set.
    ///   - teamFonts: a folder of the team's own fonts (Apple's SF Pro Text and SF Pro Display), added to the
    ///     set: when it has both families, Latin text is set in them instead of Inter (``latinFamily``).
    /// - Throws: ``RenderError/fontUnavailable(path:)`` naming the first missing file;
    ///   ``RenderError/fontDirectoryUnusable(path:reason:)`` for a team folder that is not a readable folder
    ///   of fonts.
    public convenience init(files: [String] = FontCatalog.defaultFiles, teamFonts: String? = nil) throws(RenderError) {
        let teamFiles = try teamFonts.map { folder throws(RenderError) in try Self.fontFiles(in: folder) } ?? []
        guard let configuration = FcConfigCreate() else { throw .setupFailed("FcConfigCreate") }
        guard FcConfigParseAndLoadFromMemory(configuration, Self.bitmapScalingRules, 1) != 0,
              FcConfigParseAndLoadFromMemory(configuration, Self.emojiFamilyRule, 1) != 0,
              FcConfigParseAndLoadFromMemory(configuration, Self.syntheticObliqueRule, 1) != 0 else {
            FcConfigDestroy(configuration)
            throw .setupFailed("fontconfig rules")
        }
        // From fontconfig's cache of the set when it can be kept; else each file scanned with FreeType.
        if !FontScanCache.addFonts(files, to: configuration) {
            for file in files where FcConfigAppFontAddFile(configuration, file) == 0 {
                FcConfigDestroy(configuration)
                throw .fontUnavailable(path: file)
            }
        }
        DesignFontCoverage.restrict(configuration)
        for file in teamFiles where FcConfigAppFontAddFile(configuration, file) == 0 {
            FcConfigDestroy(configuration)
            throw .fontDirectoryUnusable(path: teamFonts ?? "", reason: "\(file) is not a font fontconfig can read")
        }
        // Also the process default, so Pango's background FcInit never scans system fonts.
        FcConfigSetCurrent(configuration)
        self.init(configuration: configuration, files: files + teamFiles)
    }

    /// The font files of a folder (not its subfolders), sorted by name so the set is the same on every machine.
    static func fontFiles(in folder: String) throws(RenderError) -> [String] {
        let entries: [String]
        switch FolderListing.names(in: folder) {
        case .success(let names): entries = names
        case .failure(.missing): throw .fontDirectoryUnusable(path: folder, reason: "no such folder")
        case .failure(.notAFolder): throw .fontDirectoryUnusable(path: folder, reason: "not a readable folder")
        }
        let names = entries.filter { name in
            !name.hasPrefix(".") && [".otf", ".ttf", ".ttc"].contains { name.lowercased().hasSuffix($0) }
        }
        guard !names.isEmpty else { throw .fontDirectoryUnusable(path: folder, reason: "it has no .otf, .ttf or .ttc files") }
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        return names.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }.map { prefix + $0 }
    }

    /// A second catalog of the same fonts for another thread: its own Pango font map and context (they
    /// are not thread-safe), the fontconfig configuration shared (fontconfig is), so the fonts' parsed
    /// descriptions are held once.
    /// - Parameter other: the catalog whose fonts to use.
    public convenience init(sharingFontsOf other: FontCatalog) {
        self.init(configuration: FcConfigReference(other.configuration)!, files: other.files)
    }

    /// Every font file of the set: the private set, then the team's.
    public let files: [String]
    /// The family Latin text is set in: SF Pro when the team's fonts have SF Pro Text and SF Pro Display,
    /// else Inter.
    public private(set) var latinFamily: LatinFamily = .inter

    /// The families text asks for at a size, in fallback order: the Latin family for the size, then the
    /// Korean, Arabic, Hebrew and emoji fonts.
    public func familyList(forPointSize size: Double) -> String {
        switch latinFamily {
        case .inter: Self.familyList
        case .sfPro: latinFamily.family(forPointSize: size) + ",Inter," + Self.familyList.split(separator: ",").dropFirst().joined(separator: ",")
        }
    }

    /// The families a character asked for in text presentation (followed by U+FE0E) is set in: the text
    /// families of ``familyList(forPointSize:)``, then the symbol fonts, without the emoji font (which Pango
    /// still falls back to for a character no text font has: U+2139 ℹ).
    public func textPresentationFamilyList(forPointSize size: Double) -> String {
        familyList(forPointSize: size).split(separator: ",").filter { $0 != Self.emojiFamily }.joined(separator: ",")
            + "," + Self.symbolFamilies
    }

    /// Sets up Pango over a configuration this catalog now owns a reference to.
    private init(configuration: OpaquePointer, files: [String]) {
        self.configuration = configuration
        self.files = files
        fontMap = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT)
        cellshot_fontmap_set_config(fontMap, configuration)
        pango_cairo_font_map_set_resolution(OpaquePointer(fontMap), 72)
        context = pango_font_map_create_context(fontMap)
        let options = cairo_font_options_create()
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        pango_cairo_context_set_font_options(context, options)
        cairo_font_options_destroy(options)
        pango_cairo_context_set_resolution(context, 72)
        pango_context_set_round_glyph_positions(context, 0)
        let families = Set(families)
        if families.contains(LatinFamily.sfProText) && families.contains(LatinFamily.sfProDisplay) { latinFamily = .sfPro }
    }

    /// The context's font options (above): what text is drawn with, whatever the surface's defaults.
    var fontOptions: OpaquePointer { pango_cairo_context_get_font_options(context) }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(context))
        g_object_unref(fontMap)
        FcConfigDestroy(configuration)
    }

    /// The font families the set provides, sorted (for diagnostics and tests).
    public var families: [String] {
        var list: UnsafeMutablePointer<UnsafeMutablePointer<PangoFontFamily>?>?
        var count: Int32 = 0
        pango_font_map_list_families(fontMap, &list, &count)
        defer { g_free(list) }
        guard let list else { return [] }
        return (0..<Int(count)).compactMap { list[$0].map { String(cString: pango_font_family_get_name($0)) } }.sorted()
    }
}

/// The versions of the libraries and font files that decide how text and images look, for the provenance
/// of references: a reference drawn elsewhere (another container image, another machine's packages) says so.
public enum RenderingLibraries {
    /// `cairo 1.16.0, pango 1.50.12, fontconfig 2.14.1, librsvg 2.54.7`, as linked at run time.
    public static var versions: String {
        let fontconfig = Int(FcGetVersion())
        return "cairo \(String(cString: cairo_version_string())), pango \(String(cString: pango_version_string())), "
            + "fontconfig \(fontconfig / 10000).\(fontconfig / 100 % 100).\(fontconfig % 100), "
            + "librsvg \(rsvg_major_version).\(rsvg_minor_version).\(rsvg_micro_version)"
    }

    /// A fingerprint of font files' names and sizes (FNV-1a, 64 bits): two machines with the same font names but
    /// other package versions get different ones.
    public static func fingerprint(ofFonts files: [String]) -> String {
        var hash = FNV1a()
        for file in files {
            var status = stat()
            let size = stat(file, &status) == 0 ? Int(status.st_size) : -1
            hash.add(Array("\(file.split(separator: "/").last ?? ""):\(size);".utf8))
        }
        return "fnv1a64:" + hash.hex
    }
}
