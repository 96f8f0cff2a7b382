import TestSupport
import Testing

@testable import Lecture4EnumsOptionals

/// `l4-aspect-ratio`: convert `Int` to `Double` before dividing.
@Suite("l4-aspect-ratio: Convert before you divide")
struct AspectRatioTests {
    @Test(
        "the ratio is columns divided by lines, with the fraction kept",
        arguments: [(4, 1, 4.0), (3, 2, 1.5), (1, 3, 1.0 / 3.0), (2, 4, 0.5), (7, 7, 1.0)])
    func ratio(columns: Int, lines: Int, expected: Double) {
        #expect(
            aspectRatio(columns: columns, lines: lines) == expected,
            advice(
                en:
                    "`\(columns) / \(lines)` on Ints drops the fraction: convert both numbers to `Double` before dividing (Swift never converts for you).",
                ko:
                    "Int끼리의 `\(columns) / \(lines)`는 소수 부분을 버립니다: 나누기 전에 두 수를 모두 `Double`로 변환합니다(Swift는 알아서 변환해 주지 않습니다)."
            )
        )
    }

    @Test(
        "a block with no positive width or height has no ratio",
        arguments: [(0, 1), (1, 0), (0, 0), (-2, 1), (2, -1), (-2, -1)])
    func noRatio(columns: Int, lines: Int) {
        #expect(
            aspectRatio(columns: columns, lines: lines) == nil,
            advice(
                en: "Return nil unless both `columns` and `lines` are greater than 0.",
                ko: "`columns`와 `lines`가 둘 다 0보다 크지 않으면 nil을 반환합니다."))
    }
}
