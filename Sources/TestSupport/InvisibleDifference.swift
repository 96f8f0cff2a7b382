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
        return Advice(
            en: """
                The two texts look the same but differ only in invisible scalars (\(list)): \
                yours is \(observedScalars), the test wants \(expectedScalars). Copy the expected \
                text exactly, or remove the invisible scalar (an emoji picker often adds `U+FE0F`).
                """,
            ko: """
                두 텍스트는 똑같아 보이지만 보이지 않는 스칼라(\(list))만 다릅니다: \
                작성한 값은 \(observedScalars), 테스트가 원하는 값은 \(expectedScalars)입니다. \
                기대하는 텍스트를 그대로 복사하거나 보이지 않는 스칼라를 지웁니다(이모지 선택기가 \
                `U+FE0F`를 덧붙이는 일이 많습니다).
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
