import CSpng

/// How hard PNG output is compressed: one fixed set of zlib and filter settings per choice.
///
/// Every choice is deterministic — the same image gives the same bytes on every run and machine
/// with the same zlib — and every choice gives the same pixels; only the file's size and the time
/// spent encoding change. ``default`` is what references are recorded with. The choices apply to
/// ``PNGWriter``'s band-parallel deflate (``PNGBandEncoder``) and to ``PNGImage``'s libspng encoder alike.
///
/// ```swift
/// var writer = PNGWriter(painter: painter)
/// writer.compression = .fast        // CI runs that only compare pixels
/// try writer.write(list, scale: 3, to: "list.png")
/// ```
///
/// The figures, measured on cellshot's own lists at 3x in three states (flat colours, anti-aliased
/// text; 10 to 300 rows):
/// - ``fast``: zlib level 1, no filtering: 2.1–2.5× less encoding time than ``default``, files a third
///   larger (+33 to +41 %).
/// - ``default``: zlib level 6, no filtering: what references are recorded with.
/// - ``small``: zlib level 9 with zlib's largest hash memory (9), no filtering: about 4× the encoding
///   time of ``default`` for files 13–14 % smaller. PNG's row filters (sub, up, average, Paeth, or
///   libspng's adaptive choice) were measured too and made these images *larger* at every level:
///   cellshot's pictures are runs of flat colour, which deflate already matches well, and filtering
///   anti-aliased edges breaks the runs up.
public enum PNGCompression: String, Sendable, Hashable, CaseIterable {
    /// Quickest to write, largest file.
    case fast
    /// The settings every reference image was recorded with.
    case `default`
    /// Smallest file, slowest to write.
    case small

    /// The encoder settings of this choice, fixed: the same image always gives the same bytes.
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
