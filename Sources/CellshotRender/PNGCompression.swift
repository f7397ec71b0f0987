import CSpng

/// How hard PNG output is compressed: one fixed set of deflate and filter settings per choice.
///
/// Every choice is deterministic — the same image gives the same bytes on every run, for any number of
/// threads, and on every machine with the same libraries — and every choice gives the same pixels;
/// only the file's size and the time spent encoding change. ``default`` is what references are
/// recorded with. The choices apply to ``PNGWriter``'s band-parallel deflate (``PNGBandEncoder``,
/// through ``deflater`` and ``rowFilter``); ``PNGImage``'s libspng encoder always uses zlib (``settings``).
///
/// ```swift
/// var writer = PNGWriter(painter: painter)
/// writer.compression = .fast        // CI runs that only compare pixels
/// try writer.write(list, scale: 3, to: "list.png")
/// ```
///
/// The figures (docs/cli.md has the table), measured on cellshot's lists in three states:
/// - ``fast``: Intel ISA-L's level 1, pinned to its portable code (see ``PNGDeflater``), with repeated
///   rows "up"-filtered: a render of a 1,000-row list in three states takes about half the CPU time
///   of zlib's level 1 (which `fast` was before, and still is where ISA-L cannot be pinned) and a
///   quarter of ``default``'s, for files 0.3–3.4 % smaller than zlib level 1's (up to 5 % larger on a
///   one-column list) and about 30 % larger than ``default``'s.
/// - ``default``: zlib level 6, no filtering: what references are recorded with.
/// - ``small``: zlib level 9 with zlib's largest hash memory (9), no filtering: about 4× the encoding
///   time of ``default`` for files 13–14 % smaller. PNG's row filters (sub, up, average, Paeth, or
///   libspng's adaptive choice) were measured too and made these images *larger* with zlib:
///   cellshot's pictures are runs of flat colour, which deflate already matches well, and filtering
///   anti-aliased edges breaks the runs up.
public enum PNGCompression: String, Sendable, Hashable, CaseIterable {
    /// Quickest to write, largest file.
    case fast
    /// The settings every reference image was recorded with.
    case `default`
    /// Smallest file, slowest to write.
    case small

    /// The deflate implementation ``PNGWriter`` and ``PNGRowEncoder`` compress the image data with:
    /// ISA-L's level 1 for ``fast`` where ISA-L can be pinned to its portable code
    /// (``PNGDeflater/isalAvailable``), zlib with ``settings`` otherwise.
    public var deflater: PNGDeflater {
        switch self {
        case .fast where PNGDeflater.isalAvailable: .isal(level: 1)
        case .fast, .default, .small: .zlib(settings)
        }
    }

    /// The PNG row filter ``PNGWriter`` and ``PNGRowEncoder`` use with ``deflater``: "up" on repeated
    /// rows with ISA-L, none with zlib. ISA-L's one-candidate match finder does worse than zlib's hash
    /// chains on a row that repeats the one above; written as "up", such a row is all zeros, which it
    /// matches at full length (measured on two of cellshot's lists at 3x: ISA-L level 1's files went
    /// from +3 to +7 % against zlib level 1's unfiltered to −4 to +4 %).
    public var rowFilter: PNGRowFilter {
        if case .isal = deflater { .upOnRepeatedRows } else { .none }
    }

    /// The zlib and filter settings of this choice, fixed: the same image always gives the same bytes.
    /// ``PNGImage``'s libspng encoder always uses them (libspng deflates with zlib); ``PNGWriter``
    /// uses them when ``deflater`` is zlib.
    public var settings: PNGEncoderSettings {
        switch self {
        case .fast: PNGEncoderSettings(level: 1)
        case .default: PNGEncoderSettings(level: 6)
        case .small: PNGEncoderSettings(level: 9, memoryLevel: 9)
        }
    }
}

/// The zlib and PNG filter settings of a ``PNGCompression``, as libspng takes them.
///
/// Public so that tools (the benchmarks' encode-only floor) can encode with exactly the settings
/// cellshot writes with.
public struct PNGEncoderSettings: Sendable, Hashable {
    /// zlib's compression level, 0 (store) to 9.
    public var level: Int32
    /// zlib's window size as a power of two (8…15).
    public var windowBits: Int32 = 15
    /// zlib's hash memory, 1…9 (more is faster matching and slightly smaller output).
    public var memoryLevel: Int32 = 8
    /// zlib's strategy (`Z_DEFAULT_STRATEGY` is 0).
    public var strategy: Int32 = 0
    /// libspng's filter choice: `SPNG_DISABLE_FILTERING` (0), or a mask of `SPNG_FILTER_CHOICE_*`.
    public var filterChoice: Int32 = Int32(SPNG_DISABLE_FILTERING.rawValue)

    /// Sets every option on a libspng encoder context, so that none is left to libspng's defaults or
    /// its own choices (libspng picks a strategy when none is set).
    /// - Returns: the first failing libspng status with the option's name, or `nil`.
    func apply(to encoder: OpaquePointer) -> (status: Int32, option: String)? {
        let options: [(spng_option, Int32, String)] = [
            (SPNG_IMG_COMPRESSION_LEVEL, level, "compression level"),
            (SPNG_IMG_WINDOW_BITS, windowBits, "window bits"),
            (SPNG_IMG_MEM_LEVEL, memoryLevel, "memory level"),
            (SPNG_IMG_COMPRESSION_STRATEGY, strategy, "compression strategy"),
            (SPNG_FILTER_CHOICE, filterChoice, "filter"),
        ]
        for (option, value, name) in options {
            let status = spng_set_option(encoder, option, value)
            if status != 0 { return (status, name) }
        }
        return nil
    }
}

/// The PNG row filter the band encoder applies before deflating.
///
/// The first row of each band is never filtered (its row above belongs to another band, painted on
/// another thread), so the bytes stay the same for any number of threads.
public enum PNGRowFilter: Sendable, Hashable {
    /// Filter type 0: the samples as they are.
    case none
    /// Filter type 2: each byte minus the byte above it.
    case up
    /// Filter type 2 on a row equal to the row above (which it turns into zeros), none on the others.
    /// Measured with ISA-L level 1 on two of cellshot's lists at 3x: files 2–9 % smaller than with
    /// `none` and than with `up` on every row (which scatters the edges of text), for the cost of
    /// comparing each row with the one above.
    case upOnRepeatedRows
}

/// The deflate implementation and level that compresses a PNG's image data, band by band.
///
/// Both write standard deflate, so any PNG decoder reads the result, and both are deterministic for
/// a given library build: the same pixels give the same bytes on every run and for any number of
/// threads. They differ in speed and size (docs/cli.md has the measured table).
public enum PNGDeflater: Sendable, Hashable, CustomStringConvertible {
    /// zlib with these settings (band rows are never filtered, so `filterChoice` is not used).
    case zlib(PNGEncoderSettings)
    /// Intel's ISA-L (igzip) at `level` 0…3, pinned to its portable C code so that every CPU writes
    /// the same bytes (see docs/rendering.md).
    case isal(level: Int32)

    /// Whether ISA-L can be used: it is linked and its deflate could be pinned to its portable code
    /// (x86-64 with Debian's libisal 2.30; elsewhere cellshot deflates with zlib only).
    public static var isalAvailable: Bool { ISALDispatch.isPinned }

    /// `zlib level 6`, `ISA-L level 1`.
    public var description: String {
        switch self {
        case .zlib(let settings): "zlib level \(settings.level)"
        case .isal(let level): "ISA-L level \(level)"
        }
    }
}
