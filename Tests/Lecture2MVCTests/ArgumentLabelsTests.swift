import TestSupport
import Testing

@testable import Lecture2MVC

/// `mvc-argument-labels`: external names for callers, internal names and `self.` for the body.
@Suite("mvc-argument-labels: Argument labels and self.")
struct ArgumentLabelsTests {
    @Test("init(identifier:) stores the identifier it is given", arguments: [0, 1, 7, 42])
    func storesIdentifier(identifier: Int) {
        let card = Card(identifier: identifier)
        #expect(
            card.identifier == identifier,
            advice(
                en:
                    "Inside init the bare name is the argument, not the property: the property is reached through `self.` (`swift run workbook hint mvc-argument-labels`).",
                ko:
                    "init 안에서 그냥 쓴 이름은 프로퍼티가 아니라 인자입니다: 프로퍼티에는 `self.`를 붙여 닿습니다(`swift run workbook hint mvc-argument-labels`)."
            )
        )
    }

    @Test("a card made with init(identifier:) starts face down and unmatched")
    func startsFaceDown() {
        let card = Card(identifier: 3)
        #expect(!card.isFaceUp)
        #expect(!card.isMatched)
    }

    @Test("two cards with the same identifier are a pair")
    func sameIdentifierIsPair() {
        let card = Card(identifier: 5)
        let twin = Card(identifier: 5)
        #expect(
            card.isPair(with: twin),
            advice(
                en: "Compare `identifier` with `otherCard.identifier`.",
                ko: "`identifier`를 `otherCard.identifier`와 비교합니다."))
        #expect(twin.isPair(with: card))
    }

    @Test("cards with different identifiers are not a pair")
    func differentIdentifierIsNoPair() {
        let card = Card(identifier: 5)
        let other = Card(identifier: 6)
        #expect(
            !card.isPair(with: other),
            advice(en: "Only cards with equal identifiers are twins.", ko: "식별자가 같은 카드만 짝입니다."))
    }
}
