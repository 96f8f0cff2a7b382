import TestSupport
import Testing

@testable import Lecture2MVC

/// `mvc-arc4random`: the lecture's `Int.arc4random`, with its 0 and negative cases.
@Suite struct Arc4randomTests {
    /// Every value `bound.arc4random(using:)` gives in a thousand seeded draws.
    private func draws(from bound: Int, seed: UInt64 = 1) -> Set<Int> {
        var generator = SeededRandomNumberGenerator(seed: seed)
        return Set((0..<1000).map { _ in bound.arc4random(using: &generator) })
    }

    @Test("a positive number gives every value from 0 up to, but not including, itself")
    func positive() {
        #expect(
            draws(from: 5) == [0, 1, 2, 3, 4],
            "`5.arc4random` should be 0, 1, 2, 3 or 4, each of them sometimes: try `0..<self`.")
    }

    @Test("a negative number gives every value from 0 down to, but not including, itself")
    func negative() {
        #expect(
            draws(from: -5) == [-4, -3, -2, -1, 0],
            "`(-5).arc4random` should mirror `5.arc4random`: -4 up to 0.")
    }

    @Test("0 always gives 0, without trapping on an empty range")
    func zero() {
        #expect(draws(from: 0) == [0], "There is no number below 0 and above 0: return 0.")
    }

    @Test("1 and -1 always give 0", arguments: [1, -1])
    func unit(bound: Int) {
        #expect(draws(from: bound) == [0])
    }

    @Test("the largest and smallest Int give an answer of their own sign, or 0")
    func extremes() {
        #expect(draws(from: .max).allSatisfy { $0 >= 0 && $0 < .max })
        #expect(draws(from: .min).allSatisfy { $0 <= 0 && $0 > .min })
    }

    @Test("the system-generator property stays in range too")
    func systemGenerator() {
        for _ in 0..<100 {
            #expect((0..<10).contains(10.arc4random))
        }
    }
}
