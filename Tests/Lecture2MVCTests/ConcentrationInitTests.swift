import Testing

@testable import Lecture2MVC

/// Exercise `mvc-card-pairs`: `init(numberOfPairsOfCards:using:)` lays out shuffled pairs.
@Suite struct ConcentrationInitTests {

    @Test("a game of n pairs lays out 2n cards", arguments: [1, 2, 6])
    func twoCardsPerPair(pairs: Int) {
        let game = makeGame(pairs: pairs)
        #expect(
            game.cards.count == 2 * pairs,
            "Create one `Card()` per pair and add it twice: `cards += [card, card]`.")
    }

    @Test("every identifier appears on exactly two cards")
    func identifiersComeInPairs() throws {
        let game = makeGame(pairs: 4)
        try #require(game.cards.count == 8, "Four pairs should make eight cards.")
        let pairs = pairIndices(in: game.cards)
        #expect(pairs.count == 4, "Each pair needs its own `Card()`, so its own identifier.")
        #expect(pairs.allSatisfy { $0.count == 2 }, "Each card must be added exactly twice.")
    }

    @Test("the two copies of a card are independent values")
    func copiesAreIndependent() throws {
        let game = makeGame(pairs: 2)
        let pair = try #require(pairIndices(in: game.cards).first, "The game has no cards yet.")
        try #require(pair.count == 2, "A pair should be two cards.")
        game.cards[pair[0]].isFaceUp = true
        #expect(game.cards[pair[0]].isFaceUp)
        #expect(
            !game.cards[pair[1]].isFaceUp,
            "A struct is copied into the array, so turning one copy over leaves its twin alone.")
    }

    @Test("a new game starts with every card face down and unmatched")
    func cardsStartFaceDown() throws {
        let game = makeGame(pairs: 3)
        try #require(game.cards.count == 6, "Three pairs should make six cards.")
        #expect(game.cards.allSatisfy { !$0.isFaceUp && !$0.isMatched })
        #expect(game.indexOfOneAndOnlyFaceUpCard == nil)
    }

    @Test("two games never share an identifier")
    func gamesHaveDistinctIdentifiers() throws {
        let first = makeGame(pairs: 3)
        let second = makeGame(pairs: 3)
        try #require(first.cards.count == 6 && second.cards.count == 6)
        let shared = Set(first.cards.map(\.identifier)).intersection(second.cards.map(\.identifier))
        #expect(shared.isEmpty, "Let `Card()` pick the identifier instead of numbering pairs 1…n.")
    }

    @Test("the cards are shuffled, not left side by side with their twins")
    func cardsAreShuffled() {
        let layouts = (1...20).map { seed in makeGame(pairs: 6, seed: UInt64(seed)).cards }
        let unshuffled = layouts.filter { cards in
            stride(from: 0, to: cards.count, by: 2).allSatisfy { index in
                index + 1 < cards.count && cards[index].identifier == cards[index + 1].identifier
            }
        }
        #expect(
            unshuffled.count < layouts.count,
            "Shuffle the cards with the generator you were given: `cards.shuffle(using: &generator)`."
        )
    }

    @Test("the same seed always gives the same layout")
    func sameSeedSameLayout() throws {
        let first = makeGame(pairs: 5, seed: 42)
        let second = makeGame(pairs: 5, seed: 42)
        try #require(first.cards.count == 10)
        #expect(
            layoutPattern(of: first.cards) == layoutPattern(of: second.cards),
            "Shuffle with the generator passed in, not the system's, so tests can replay a game.")
    }
}
