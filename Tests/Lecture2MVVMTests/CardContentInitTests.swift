import Testing

@testable import Lecture2MVVM

/// `mvvm-card-content-init`: the model deals its cards from a content function.
@Suite struct CardContentInitTests {
    @Test("a card is Identifiable, so that ForEach can tell the cards apart by their id")
    func cardIsIdentifiable() {
        let card: Any = MemoryGame<String>.Card(content: "👻", id: 0)
        #expect(
            card is any Identifiable,
            "Declare `struct Card: Identifiable`: SwiftUI's `ForEach(viewModel.cards)` needs it.")
    }

    @Test("each pair becomes two cards, so n pairs make 2 × n cards", arguments: [1, 2, 5])
    func twoCardsPerPair(numberOfPairs: Int) {
        let game = MemoryGame<Int>(numberOfPairsOfCards: numberOfPairs) { $0 }
        #expect(
            game.cards.count == 2 * numberOfPairs,
            "Append two cards for every pair index in 0..<numberOfPairsOfCards.")
    }

    @Test("the two cards of pair i have ids 2 × i and 2 × i + 1")
    func idsFollowThePairIndex() {
        let numberOfPairs = 4
        let game = MemoryGame<Int>(numberOfPairsOfCards: numberOfPairs) { $0 }
        let expectedIDs = (0..<numberOfPairs).flatMap { pairIndex in
            [2 * pairIndex, 2 * pairIndex + 1]
        }
        #expect(
            game.cards.map(\.id) == expectedIDs,
            "Give the first card of a pair id 2 * pairIndex and the second 2 * pairIndex + 1.")
    }

    @Test("both cards of a pair show what createCardContent returned for that pair index")
    func pairsShareTheirContent() throws {
        let names = ["zero", "one", "two"]
        let game = MemoryGame<String>(numberOfPairsOfCards: names.count) { pairIndex in
            names[pairIndex]
        }
        try #require(game.cards.count == 2 * names.count, "Expected two cards per pair.")
        for card in game.cards {
            #expect(
                card.content == names[card.id / 2],
                "Card \(card.id) belongs to pair \(card.id / 2), so it should show \(names[card.id / 2])."
            )
        }
    }

    @Test("createCardContent is called once per pair, for pair indexes 0, 1, 2, … in order")
    func contentFunctionIsCalledOncePerPair() {
        var requestedPairIndexes: [Int] = []
        _ = MemoryGame<Int>(numberOfPairsOfCards: 3) { pairIndex in
            requestedPairIndexes.append(pairIndex)
            return pairIndex
        }
        #expect(
            requestedPairIndexes == [0, 1, 2],
            "Ask for the content once per pair and give it to both cards of the pair.")
    }

    @Test("a new card starts face down and unmatched, thanks to Card's default values")
    func newCardsStartFaceDownAndUnmatched() throws {
        let game = MemoryGame<Double>(numberOfPairsOfCards: 2) { Double($0) / 2 }
        try #require(game.cards.count == 4, "Expected two cards per pair.")
        #expect(game.cards.allSatisfy { !$0.isFaceUp }, "Cards are dealt face down.")
        #expect(game.cards.allSatisfy { !$0.isMatched }, "No card is matched when dealt.")
    }
}
