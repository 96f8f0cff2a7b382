import TestSupport
import Testing

@testable import Lecture2MVC

/// `mvc-arc4random`: the lecture's `Int.arc4random`, with its 0 and negative cases.
///
/// `arc4random_uniform` cannot be seeded, so each test draws often enough that missing a value
/// by chance is out of the question: 1,000 draws from 5 values all miss one of them with a
/// probability below 10⁻⁹⁶.
@Suite("mvc-arc4random: The 2017 course's Int.arc4random, with its conversions")
struct Arc4randomTests {
    /// Every value `bound.arc4random` gives in a thousand draws.
    private func draws(from bound: Int) -> Set<Int> {
        Set((0..<1000).map { _ in bound.arc4random })
    }

    @Test("a positive number gives every value from 0 up to, but not including, itself")
    func positive() {
        #expect(
            draws(from: 5) == [0, 1, 2, 3, 4],
            advice(
                en:
                    "`5.arc4random` should be 0, 1, 2, 3 or 4, each of them sometimes: `arc4random_uniform` takes and returns a `UInt32`, so convert `self` on the way in and the result on the way out (`swift run workbook hint mvc-arc4random`).",
                ko:
                    "`5.arc4random`은 0, 1, 2, 3, 4 중 하나이고 각각이 가끔씩 나와야 합니다: `arc4random_uniform`은 `UInt32`를 받고 돌려주므로, 들어갈 때 `self`를, 나올 때 결과를 변환합니다(`swift run workbook hint mvc-arc4random`)."
            )
        )
    }

    @Test("a negative number gives every value from 0 down to, but not including, itself")
    func negative() {
        #expect(
            draws(from: -5) == [-4, -3, -2, -1, 0],
            advice(
                en:
                    "`(-5).arc4random` should mirror `5.arc4random`: convert the number's opposite, which is positive, and negate the answer.",
                ko:
                    "`(-5).arc4random`은 `5.arc4random`을 뒤집은 것이어야 합니다: 양수인 반대 부호의 수를 변환하고 답의 부호를 바꿉니다."
            )
        )
    }

    @Test("0 always gives 0")
    func zero() {
        #expect(
            draws(from: 0) == [0],
            advice(
                en: "There is no number below 0 and above 0: return 0.",
                ko: "0보다 작으면서 0보다 큰 수는 없습니다: 0을 반환합니다."))
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
            advice(
                en: "Convert the whole count to `UInt32`, not a part of it.",
                ko: "개수의 일부가 아니라 전체를 `UInt32`로 변환합니다."))
    }
}
