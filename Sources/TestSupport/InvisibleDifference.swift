import Testing
import WorkbookLanguage

/// Two strings that look alike and are not (`"🕷"` and `"🕷\u{FE0F}"`): the workbook's one rule
/// of what a reader cannot see, which `verify --mutants` holds the stages' advice to.
public typealias InvisibleDifference = WorkbookLanguage.InvisibleDifference

extension InvisibleDifference {
    /// Advice for two strings that differ only invisibly, naming the scalars and where each
    /// side has them; `nil` when they differ visibly (or not at all).
    public static func advice(observed: String, expected: String) -> Advice? {
        guard let names = scalars(between: observed, and: expected) else { return nil }
        let list = names.map { "`\($0)`" }.joined(separator: ", ")
        let observedScalars = describe(observed)
        let expectedScalars = describe(expected)
        // Which side holds the scalar decides the fix: "remove" told to a student whose emoji
        // lacks the workbook's U+FE0F would send them looking for something that is not there.
        let fix: (en: String, ko: String) =
            switch holder(observed: observed, expected: expected) {
            case .observed:
                (
                    "Copy the expected text exactly, or remove the invisible scalar from yours (an"
                        + " emoji picker often adds `U+FE0F`).",
                    "기대하는 텍스트를 그대로 복사하거나, 작성한 값에서 보이지 않는 스칼라를 지웁니다(이모지"
                        + " 선택기가 `U+FE0F`를 덧붙이는 일이 많습니다)."
                )
            case .expected:
                (
                    "The expected text carries the invisible scalar and yours does not: copy the"
                        + " expected text exactly, so yours has it too.",
                    "보이지 않는 스칼라는 기대하는 텍스트에 있고 작성한 값에는 없습니다. 기대하는 텍스트를"
                        + " 그대로 복사해 작성한 값에도 들어가게 합니다."
                )
            case .both, nil:
                (
                    "Copy the expected text exactly.",
                    "기대하는 텍스트를 그대로 복사합니다."
                )
            }
        return Advice(
            en: """
                The two texts look the same but differ only in invisible scalars (\(list)): \
                yours is \(observedScalars), the test wants \(expectedScalars). \(fix.en)
                """,
            ko: """
                두 텍스트는 똑같아 보이지만 보이지 않는 스칼라(\(list))만 다릅니다: \
                작성한 값은 \(observedScalars), 테스트가 원하는 값은 \(expectedScalars)입니다. \
                \(fix.ko)
                """,
            premises: [.sidesDifferInvisibly])
    }
}

/// The advice for a failed comparison of two strings: the invisible difference when that is all
/// there is, else `otherwise`. Every string comparison whose advice names what to write uses it:
/// `#expect(text == wanted, advice(comparing: text, with: wanted, otherwise: …))`.
public func advice(comparing observed: String, with expected: String, otherwise: Advice) -> Comment
{
    (InvisibleDifference.advice(observed: observed, expected: expected) ?? otherwise).comment
}
