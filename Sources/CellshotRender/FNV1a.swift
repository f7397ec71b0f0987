/// FNV-1a, 64 bits: a stable fingerprint of bytes (not a security hash), the same on every machine.
/// Names the font cache's directory and fingerprints documents in a reference's provenance.
public struct FNV1a: Sendable {
    private var hash: UInt64 = 0xcbf2_9ce4_8422_2325

    /// An empty fingerprint.
    public init() {}

    /// Adds bytes.
    public mutating func add(_ bytes: some Sequence<UInt8>) {
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
    }

    /// The fingerprint as 16 hexadecimal digits.
    public var hex: String {
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
