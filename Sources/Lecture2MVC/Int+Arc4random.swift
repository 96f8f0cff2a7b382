import Foundation

extension Int {
    /// A random number from 0 towards this number, never reaching it: `5.arc4random` is one of
    /// 0...4, `(-5).arc4random` one of -4...0, and `0.arc4random` is 0. It is the course's own
    /// extension, which gives every `Int` the C function `arc4random_uniform`.
    ///
    /// `arc4random_uniform` takes and returns a `UInt32`, and Swift never converts one number type
    /// to another by itself: the count becomes a `UInt32` on the way in, the result an `Int` on
    /// the way out. `UInt32(_:)` stops the program on a negative number, so the negative case
    /// converts the count's magnitude and negates the answer.
    ///
    /// - Precondition: the magnitude fits in a `UInt32` (at most 4,294,967,295).
    var arc4random: Int {
        precondition(
            magnitude <= UInt32.max,
            "Int.arc4random: \(self) is beyond the UInt32 range that arc4random_uniform takes")
        // BEGIN SOLUTION mvc-arc4random
        if self > 0 {
            return Int(arc4random_uniform(UInt32(self)))
        } else if self < 0 {
            return -Int(arc4random_uniform(UInt32(-self)))
        } else {
            return 0
        }
        // STUB
        // return 0
        // END SOLUTION
    }
}
