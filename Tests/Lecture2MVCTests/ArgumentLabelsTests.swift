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
                en:
                    "Two cards are a pair when their identifiers are equal: give the argument an internal name that reads well in the body, and compare its identifier with this card's.",
                ko:
                    "두 카드는 식별자가 같을 때 짝입니다: 인자에 본문에서 잘 읽히는 매개변수 이름을 붙이고, 그 카드의 식별자를 이 카드의 식별자와 비교합니다."
            ))
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
