import Testing

@testable import Lecture2MVC

/// Exercise `mvc-choose-card`: the rules of a move, with the Optional `indexOfOneAndOnlyFaceUpCard`.
@Suite struct ConcentrationChooseCardTests {

    /// A shuffled game of three pairs and its pairs' indices.
    private func gameWithPairs() throws -> (Concentration, [[Int]]) {
        let game = makeGame(pairs: 3, seed: 7)
        let pairs = pairIndices(in: game.cards)
        try #require(pairs.count == 3 && pairs.allSatisfy { $0.count == 2 })
        return (game, pairs)
    }

    @Test("choosing a face-down card turns it face up and remembers its index")
    func firstChoice() throws {
        let (game, pairs) = try gameWithPairs()
        let index = pairs[0][0]
        game.chooseCard(at: index)
        #expect(game.cards[index].isFaceUp, "The chosen card should be turned face up.")
        #expect(
            game.indexOfOneAndOnlyFaceUpCard == index,
            "With no other card face up, remember this one in `indexOfOneAndOnlyFaceUpCard`.")
    }

    @Test("choosing a second card with the same identifier marks both matched")
    func matchingChoice() throws {
        let (game, pairs) = try gameWithPairs()
        game.chooseCard(at: pairs[1][0])
        game.chooseCard(at: pairs[1][1])
        #expect(game.cards[pairs[1][0]].isMatched, "Equal identifiers are a match.")
        #expect(game.cards[pairs[1][1]].isMatched, "Mark both cards of the pair matched.")
        #expect(game.cards[pairs[1][1]].isFaceUp, "The second card is turned face up too.")
        #expect(
            game.indexOfOneAndOnlyFaceUpCard == nil,
            "Two cards are face up now, so there is no 'one and only' face-up card.")
    }

    @Test("choosing a second card with a different identifier shows both without a match")
    func mismatchedChoice() throws {
        let (game, pairs) = try gameWithPairs()
        game.chooseCard(at: pairs[0][0])
        game.chooseCard(at: pairs[2][0])
        #expect(game.cards[pairs[0][0]].isFaceUp, "The first card stays up while the second shows.")
        #expect(game.cards[pairs[2][0]].isFaceUp)
        #expect(!game.cards[pairs[0][0]].isMatched, "Different identifiers do not match.")
        #expect(!game.cards[pairs[2][0]].isMatched)
        #expect(game.indexOfOneAndOnlyFaceUpCard == nil)
    }

    @Test("choosing a third card turns the other two face down")
    func thirdChoice() throws {
        let (game, pairs) = try gameWithPairs()
        game.chooseCard(at: pairs[0][0])
        game.chooseCard(at: pairs[2][0])
        game.chooseCard(at: pairs[1][0])
        #expect(
            !game.cards[pairs[0][0]].isFaceUp, "Turn every card face down before a new attempt.")
        #expect(!game.cards[pairs[2][0]].isFaceUp)
        #expect(game.cards[pairs[1][0]].isFaceUp)
        #expect(game.indexOfOneAndOnlyFaceUpCard == pairs[1][0])
    }

    @Test("choosing a matched card changes nothing")
    func matchedCardIsIgnored() throws {
        let (game, pairs) = try gameWithPairs()
        game.chooseCard(at: pairs[0][0])
        game.chooseCard(at: pairs[0][1])
        try #require(
            game.cards[pairs[0][0]].isMatched, "Choosing both cards of a pair should match.")
        game.chooseCard(at: pairs[2][0])
        game.chooseCard(at: pairs[0][0])
        #expect(!game.cards[pairs[0][0]].isFaceUp, "A matched card cannot be chosen again.")
        #expect(
            game.cards[pairs[2][0]].isFaceUp, "Ignoring a matched card keeps the rest as it was.")
        #expect(game.indexOfOneAndOnlyFaceUpCard == pairs[2][0])
    }

    @Test("choosing the one face-up card again does not match it with itself")
    func sameCardTwice() throws {
        let (game, pairs) = try gameWithPairs()
        game.chooseCard(at: pairs[0][0])
        game.chooseCard(at: pairs[0][0])
        #expect(!game.cards[pairs[0][0]].isMatched, "Check `matchIndex != index` before comparing.")
        #expect(game.cards[pairs[0][0]].isFaceUp)
        #expect(game.indexOfOneAndOnlyFaceUpCard == pairs[0][0])
    }
}
