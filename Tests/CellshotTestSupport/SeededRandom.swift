/// SplitMix64: a small random number generator that gives the same numbers for
/// the same seed on every platform, so property tests reproduce from their seed.
public struct SeededRandom: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// Creates a generator.
    public init(seed: UInt64) {
        state = seed
    }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }

    /// A random element of a non-empty array.
    public mutating func element<T>(of elements: [T]) -> T {
        elements[Int(next() % UInt64(elements.count))]
    }

    /// `true` with the given chance, in percent.
    public mutating func chance(_ percent: UInt64) -> Bool {
        next() % 100 < percent
    }
}
