import Testing

@testable import Lecture2MVC

/// `mvc-arc4random`: the lecture's `Int.arc4random`, with its 0 and negative cases.
///
/// `arc4random_uniform` cannot be seeded, so each test draws often enough that missing a value
/// by chance is out of the question: 1,000 draws from 5 values all miss one of them with a
/// probability below 10⁻⁹⁶.
@Suite struct Arc4randomTests {
    /// Every value `bound.arc4random` gives in a thousand draws.
    private func draws(from bound: Int) -> Set<Int> {
        Set((0..<1000).map { _ in bound.arc4random })
    }

    @Test("a positive number gives every value from 0 up to, but not including, itself")
    func positive() {
        #expect(
            draws(from: 5) == [0, 1, 2, 3, 4],
            "`5.arc4random` should be 0, 1, 2, 3 or 4, each of them sometimes: `Int(arc4random_uniform(UInt32(self)))`."
        )
    }

    @Test("a negative number gives every value from 0 down to, but not including, itself")
    func negative() {
        #expect(
            draws(from: -5) == [-4, -3, -2, -1, 0],
            "`(-5).arc4random` should mirror `5.arc4random`: convert `-self`, which is positive, and negate the answer."
        )
    }

    @Test("0 always gives 0")
    func zero() {
        #expect(draws(from: 0) == [0], "There is no number below 0 and above 0: return 0.")
    }

    @Test("1 and -1 always give 0", arguments: [1, -1])
    func unit(bound: Int) {
        #expect(draws(from: bound) == [0])
    }

    @Test("the largest count a UInt32 holds, either sign, gives an answer of its own sign")
    func extremes() {
        let largest = Int(UInt32.max)
        #expect(draws(from: largest).allSatisfy { 0 <= $0 && $0 < largest })
        #expect(draws(from: -largest).allSatisfy { -largest < $0 && $0 <= 0 })
        #expect(
            draws(from: largest).count > 1 && draws(from: -largest).count > 1,
            "Convert the whole count to `UInt32`, not a part of it.")
    }
}
