import CIsal
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Pins ISA-L's deflate to its portable C functions, so that ``PNGDeflater/isal(level:)`` writes the
/// same bytes on every run and every CPU.
///
/// ISA-L picks an implementation per CPU the first time a function is called (SSE4.2, AVX, AVX2 or
/// AVX-512 assembly, or C), and the choices do not write the same bytes. Measured with Debian's libisal
/// 2.30 on cellshot's images: level 3's AVX2 and AVX-512 code choose different matches, the C code's
/// output differs from the assembly's at levels 0–2, and the assembly match finder of levels 1 and 2
/// wrote different (valid) streams for the same input in about one run in ten on one machine. The
/// portable C functions gave the same bytes in every run, at about 1.5× the assembly's time (still
/// several times faster than zlib's level 1).
///
/// Each dispatched function is a stub that jumps through a pointer in the library's data, which its
/// first call sets (x86-64: `endbr64; jmp *slot(%rip)`); writing the C function's address into that
/// pointer before any call pins it. The pointer is one the library writes itself at run time, so it
/// is writable. Anything unexpected (another architecture, another ISA-L build whose stubs look
/// different, a missing C function) leaves the library untouched and ISA-L unused: cellshot then
/// deflates with zlib (``PNGCompression/deflater``), never with an unpinned path.
enum ISALDispatch {
    /// Each dispatched deflate function of libisal 2.30 and its portable C implementation (the one its
    /// dispatcher chooses on a CPU without SSE4.2). `crc32_gzip_refl` and `isal_adler32` are left to
    /// dispatch: a checksum has one right value, whatever computes it.
    static let portableFunctions: [(dispatcher: String, portable: String)] = [
        ("isal_deflate_body", "isal_deflate_body_base"),
        ("isal_deflate_finish", "isal_deflate_finish_base"),
        ("isal_deflate_icf_body_lvl1", "isal_deflate_icf_body_hash_hist_base"),
        ("isal_deflate_icf_body_lvl2", "isal_deflate_icf_body_hash_hist_base"),
        ("isal_deflate_icf_body_lvl3", "icf_body_hash1_fillgreedy_lazy"),
        ("isal_deflate_icf_finish_lvl1", "isal_deflate_icf_finish_hash_hist_base"),
        ("isal_deflate_icf_finish_lvl2", "isal_deflate_icf_finish_hash_hist_base"),
        ("isal_deflate_icf_finish_lvl3", "isal_deflate_icf_finish_hash_map_base"),
        ("isal_update_histogram", "isal_update_histogram_base"),
        ("encode_deflate_icf", "encode_deflate_icf_base"),
        ("set_long_icf_fg", "set_long_icf_fg_base"),
        ("gen_icf_map_lh1", "gen_icf_map_h1_base"),
        ("isal_deflate_hash_lvl0", "isal_deflate_hash_base"),
        ("isal_deflate_hash_lvl1", "isal_deflate_hash_base"),
        ("isal_deflate_hash_lvl2", "isal_deflate_hash_base"),
        ("isal_deflate_hash_lvl3", "isal_deflate_hash_base"),
    ]

    /// Whether ISA-L's deflate is pinned to its C functions: done once, on first use, before cellshot
    /// calls ISA-L (Swift runs a static initialiser once, whichever thread gets there first).
    static let isPinned: Bool = pin(portableFunctions)

    /// Points each dispatcher at its given implementation, or changes nothing and returns `false` when
    /// any of them cannot be (every stub is checked before the first is written).
    /// Tests use it with other implementations to compare the paths.
    @discardableResult
    static func pin(_ functions: [(dispatcher: String, portable: String)]) -> Bool {
        // Linux only: the stub pattern is that of ELF x86-64 builds, and a null handle means RTLD_DEFAULT
        // only in glibc.
        #if os(Linux) && arch(x86_64)
        var writes: [(slot: UnsafeMutablePointer<UnsafeRawPointer?>, target: UnsafeRawPointer)] = []
        for function in functions {
            guard let slot = slot(of: function.dispatcher), let target = symbol(function.portable) else { return false }
            writes.append((slot, target))
        }
        for write in writes { write.slot.pointee = write.target }
        return writes.allSatisfy { $0.slot.pointee == $0.target }
        #else
        return false
        #endif
    }

    /// The address of an exported libisal function.
    static func symbol(_ name: String) -> UnsafeRawPointer? {
        #if os(Linux)
        // RTLD_DEFAULT (a null handle in glibc): libisal is linked into the process.
        dlsym(nil, name).map { UnsafeRawPointer($0) }
        #else
        nil
        #endif
    }

    /// The pointer a dispatcher stub jumps through: its code must be `endbr64` (optional) and then
    /// `jmp *disp32(%rip)`, as nasm assembles ISA-L's `mbin_interface` macro.
    static func slot(of dispatcher: String) -> UnsafeMutablePointer<UnsafeRawPointer?>? {
        guard var code = symbol(dispatcher)?.assumingMemoryBound(to: UInt8.self) else { return nil }
        if code[0] == 0xF3, code[1] == 0x0F, code[2] == 0x1E, code[3] == 0xFA { code += 4 }
        guard code[0] == 0xFF, code[1] == 0x25 else { return nil }
        let displacement = UnsafeRawPointer(code + 2).loadUnaligned(as: Int32.self)
        let address = UnsafeRawPointer(code + 6) + Int(displacement)
        guard Int(bitPattern: address) % MemoryLayout<UnsafeRawPointer>.alignment == 0 else { return nil }
        return UnsafeMutableRawPointer(mutating: address).assumingMemoryBound(to: UnsafeRawPointer?.self)
    }
}
