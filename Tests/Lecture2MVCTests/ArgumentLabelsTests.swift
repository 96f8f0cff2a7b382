import Testing

@testable import Lecture2MVC

/// `mvc-argument-labels`: external names for callers, internal names and `self.` for the body.
@Suite struct ArgumentLabelsTests {
    @Test("init(identifier:) stores the identifier it is given", arguments: [0, 1, 7, 42])
    func storesIdentifier(identifier: Int) {
        let card = Card(identifier: identifier)
        #expect(
            card.identifier == identifier,
            "Inside init the bare name is the argument: assign it with `self.identifier = identifier`."
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
        #expect(card.isPair(with: twin), "Compare `identifier` with `otherCard.identifier`.")
        #expect(twin.isPair(with: card))
    }

    @Test("cards with different identifiers are not a pair")
    func differentIdentifierIsNoPair() {
        let card = Card(identifier: 5)
        let other = Card(identifier: 6)
        #expect(!card.isPair(with: other), "Only cards with equal identifiers are twins.")
    }
}
