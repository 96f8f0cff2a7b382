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
        let ratio = aspectRatio(columns: columns, lines: lines)
        #expect(ratio == expected, Self.ratioAdvice(ratio, columns: columns, lines: lines))
    }

    /// Advice chosen by the ratio the test saw: `nil` for a block that has one, the fraction an
    /// `Int` division drops, or only the value wanted.
    static func ratioAdvice(_ ratio: Double?, columns: Int, lines: Int) -> Comment {
        guard let ratio else {
            return advice(
                en:
                    "A block \(columns) wide and \(lines) tall has a ratio: return `nil` only when `columns` or `lines` is not greater than 0.",
                ko:
                    "너비 \(columns), 높이 \(lines)인 블록에는 비율이 있습니다: `nil`은 `columns`나 `lines`가 0보다 크지 않을 때만 반환합니다.",
                premise: .observedIsNil)
        }
        let truncated = Double(columns / lines)
        if ratio == truncated {
            return advice(
                en:
                    "`\(columns) / \(lines)` on Ints drops the fraction: convert both numbers to `Double` before dividing (Swift never converts for you).",
                ko:
                    "Int끼리의 `\(columns) / \(lines)`는 소수 부분을 버립니다: 나누기 전에 두 수를 모두 `Double`로 변환합니다(Swift는 알아서 변환해 주지 않습니다).",
                premise: .observed(is: "\(truncated)"))
        }
        return advice(
            en:
                "The ratio is the width divided by the height: `columns` over `lines`, as `Double`s.",
            ko: "비율은 너비를 높이로 나눈 값입니다: `Double`로 바꾼 `columns`를 `lines`로 나눕니다.",
            premise: .observedIsNotNil)
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
