/// The fuzzer's bytes read as a sequence of choices, for structure-aware targets: each choice takes the
/// next byte, and once the bytes run out every choice is the first option. The same bytes always make
/// the same choices, so a finding reproduces from its input file.
public struct ByteChoices {
    private let bytes: [UInt8]
    private var position = 0

    public init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// Whether bytes are left; generators stop adding optional parts when not.
    public var hasMore: Bool { position < bytes.count }

    /// The next byte, or 0 past the end.
    public mutating func byte() -> UInt8 {
        guard position < bytes.count else { return 0 }
        defer { position += 1 }
        return bytes[position]
    }

    /// A number in `range` (inclusive), from one byte: the ranges used are small.
    public mutating func int(in range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(byte()) % (range.upperBound - range.lowerBound + 1)
    }

    /// `true` about one time in `oneIn`.
    public mutating func chance(oneIn: Int) -> Bool { int(in: 0...(oneIn - 1)) == 0 }

    /// One of the options.
    public mutating func pick<T>(_ options: [T]) -> T { options[int(in: 0...(options.count - 1))] }
}
