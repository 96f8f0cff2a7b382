extension Int {
    /// A random number from 0 towards this number, never reaching it: `5.arc4random` is one of
    /// 0...4, `(-5).arc4random` one of -4...0, and `0.arc4random` is 0.
    ///
    /// The course first wrote `Int(arc4random_uniform(UInt32(count)))`: Swift never converts one
    /// number type to another by itself, so an `Int` had to become a `UInt32` and the result an
    /// `Int` again, and a negative count would have trapped in `UInt32(_:)`. It then wrapped that
    /// in an `Int` extension that also handles 0 and negative numbers. This is that extension
    /// rebuilt on `Int.random(in:using:)`, which works on `Int` directly and on every platform.
    ///
    /// - Parameter generator: The source of randomness; tests pass a seeded one.
    func arc4random(using generator: inout some RandomNumberGenerator) -> Int {
        // BEGIN SOLUTION mvc-arc4random
        if self > 0 {
            return Int.random(in: 0..<self, using: &generator)
        } else if self < 0 {
            // `(self + 1)...0` is `-(0..<abs(self))` without `abs`, which would trap on `Int.min`.
            return Int.random(in: (self + 1)...0, using: &generator)
        } else {
            return 0
        }
        // STUB
        // 0
        // END SOLUTION
    }

    /// A random number from 0 towards this number, never reaching it, from the system's generator.
    var arc4random: Int {
        var generator = SystemRandomNumberGenerator()
        return arc4random(using: &generator)
    }
}
