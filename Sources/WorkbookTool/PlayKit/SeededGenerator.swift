/// The same random numbers for the same seed, so `--seed` deals the same game every time.
///
/// SplitMix64, as the stages' tests use: tiny and good enough for shuffling cards. It is written
/// again here because `TestSupport` is for tests and is not part of the product.
struct SeededGenerator: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// A generator whose numbers are fixed by `seed`.
    init(seed: UInt64) {
        state = seed
    }

    /// The next number of the sequence.
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
