import TestSupport
import Testing

/// The advice of every stage test (`TestSupport`'s `advice`) speaks the language of the run, which
/// the workbook's one rule picks (`Language.chosen(by:)`, tested with the tool's tests).
@Suite struct AdviceTests {
    @Test("advice holds both texts and gives each language its own")
    func bothTexts() {
        let card = Advice(en: "Turn the card face up.", ko: "카드를 앞면으로 뒤집습니다.")
        #expect(card.text(.en) == "Turn the card face up.")
        #expect(card.text(.ko) == "카드를 앞면으로 뒤집습니다.")
    }

    @Test("the comment is the text of this run's language; lines are joined in order")
    func commentFollowsTheRun() throws {
        let first = Advice(en: "One.", ko: "하나.")
        let second = Advice(en: "Two.", ko: "둘.")
        let joined = advice(first, second).rawValue
        switch Advice.language {
        case .success(.en):
            #expect(advice(en: "One.", ko: "하나.").rawValue == "One.")
            #expect(joined == "One.\nTwo.")
        case .success(.ko):
            #expect(advice(en: "One.", ko: "하나.").rawValue == "하나.")
            #expect(joined == "하나.\n둘.")
        case .failure(let error):
            #expect(joined.hasPrefix("One.\nTwo.\n") && joined.hasSuffix(error.description))
        }
    }

    @Test("two texts that differ only in invisible scalars are said to, with the scalars named")
    func invisibleDifference() throws {
        let spider = "🕷"
        let selected = "🕷\u{FE0F}"
        let told = try #require(InvisibleDifference.advice(observed: spider, expected: selected))
        #expect(told.text.en.contains("invisible scalars (`U+FE0F`)"))
        #expect(told.text.en.contains("yours is `🕷`, the test wants `🕷 U+FE0F`"))
        #expect(told.text.ko.contains("`U+FE0F`"))
        #expect(told.premises == [.sidesDifferInvisibly])
        // The workbook's emoji has the selector and the student's lacks it: it is to be added.
        #expect(told.text.en.contains("The expected text carries the invisible scalar"))
        #expect(!told.text.en.contains("remove"))
        #expect(told.text.ko.contains("기대하는 텍스트에 있고"))
        let extra = try #require(
            InvisibleDifference.advice(observed: selected, expected: spider))
        #expect(extra.text.en.contains("remove the invisible scalar from yours"))
        #expect(extra.text.ko.contains("작성한 값에서 보이지 않는 스칼라를 지웁니다"))
        // Which scalars count is the workbook's one rule, tested with the language's tests.
        #expect(InvisibleDifference.advice(observed: "🕷", expected: "👻") == nil)
        #expect(InvisibleDifference.advice(observed: selected, expected: selected) == nil)
        let otherwise = Advice(en: "Return the pair's emoji.", ko: "그 짝의 이모지를 반환합니다.")
        let visible = advice(comparing: "🕷", with: "👻", otherwise: otherwise).rawValue
        #expect(visible.hasPrefix(otherwise.text((try? Advice.language.get()) ?? .en)))
    }
}
