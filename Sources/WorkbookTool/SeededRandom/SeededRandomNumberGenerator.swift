/// A random number generator that always produces the same sequence for the same seed.
///
/// The games take `some RandomNumberGenerator` so that a seed replays a deal exactly: a failing
/// property test names its seed, and `play --seed` deals the same game every time. The algorithm
/// is SplitMix64: tiny, fast and good enough for shuffling cards.
public struct SeededRandomNumberGenerator: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// Creates a generator whose sequence is fixed by `seed`.
    public init(seed: UInt64) {
        state = seed
    }

    /// Returns the next value of the sequence.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
