/// The 64-bit FNV-1a hash: tiny, fixed across runs and platforms, good enough to notice a change.
///
/// Not for security: it only tells whether an exercise's code changed since it last passed.
struct FNV1aHash {
    /// The hash of everything combined so far.
    private(set) var value: UInt64 = 0xCBF2_9CE4_8422_2325

    /// Mixes one byte into the hash.
    mutating func combine(_ byte: UInt8) {
        value = (value ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
    }

    /// Mixes `bytes` into the hash, in order.
    mutating func combine(_ bytes: some Sequence<UInt8>) {
        for byte in bytes { combine(byte) }
    }
}
