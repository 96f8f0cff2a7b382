import TestSupport
import Testing

@testable import Lecture4EnumsOptionals

/// `l4-choose-matching`: choosing cards turns them over and matches pairs, as in the lecture.
@Suite struct ChooseMatchingTests {
    /// A shuffled game of three pairs whose contents are the pair numbers 0, 1 and 2.
    let newGame = MemoryGame<Int>(
        numberOfPairsOfCards: 3, using: SeededRandomNumberGenerator(seed: 44)
    ) { pairIndex in pairIndex }

    /// The two cards of pair `content` in `game`, wherever the shuffle put them.
    private func pair(_ content: Int, in game: MemoryGame<Int>) throws -> (
        MemoryGame<Int>.Card, MemoryGame<Int>.Card
    ) {
        let cards = game.cards.filter { $0.content == content }
        try #require(cards.count == 2, "A new game should hold two cards showing \(content).")
        return (cards[0], cards[1])
    }

    /// The current state of `card` in `game`, looked up by id.
    private func current(_ card: MemoryGame<Int>.Card, in game: MemoryGame<Int>) throws
        -> MemoryGame<Int>.Card
    {
        try #require(game.cards.first { $0.id == card.id }, "The card should still be in the game.")
    }

    @Test("choosing a face-down card turns it face up")
    func firstChoiceTurnsFaceUp() throws {
        var game = newGame
        let (card, _) = try pair(0, in: game)
        game.choose(card)
        try #expect(current(card, in: game).isFaceUp, "The chosen card should end face up.")
        #expect(game.cards.filter(\.isFaceUp).count == 1, "Only the chosen card should be face up.")
    }

    @Test("choosing a second card with the same content marks both matched")
    func equalContentsMatch() throws {
        var game = newGame
        let (first, second) = try pair(1, in: game)
        game.choose(first)
        game.choose(second)
        try #expect(
            current(first, in: game).isMatched, "Equal contents should mark the first card matched."
        )
        try #expect(
            current(second, in: game).isMatched,
            "Equal contents should mark the second card matched.")
        try #expect(current(second, in: game).isFaceUp, "The second card should end face up.")
        #expect(game.cards.filter(\.isMatched).count == 2, "Only the two equal cards should match.")
    }

    @Test("choosing a second card with different content leaves both face up and unmatched")
    func differentContentsDoNotMatch() throws {
        var game = newGame
        let (zero, _) = try pair(0, in: game)
        let (two, _) = try pair(2, in: game)
        game.choose(zero)
        game.choose(two)
        try #expect(
            current(zero, in: game).isFaceUp, "A mismatch stays visible until the next choice.")
        try #expect(current(two, in: game).isFaceUp, "The second card should end face up.")
        #expect(!game.cards.contains { $0.isMatched }, "Different contents must not match.")
    }

    @Test("choosing a card after two are face up turns the others face down")
    func thirdChoiceTurnsOthersFaceDown() throws {
        var game = newGame
        let (zero, _) = try pair(0, in: game)
        let (one, _) = try pair(1, in: game)
        let (two, _) = try pair(2, in: game)
        game.choose(zero)
        game.choose(one)
        game.choose(two)
        #expect(
            game.cards.filter(\.isFaceUp).map(\.id) == [two.id],
            "With no face-up card remembered, turn every card face down, then the chosen one up."
        )
    }

    @Test("after a mismatch, the next two equal cards still match")
    func matchAfterMismatch() throws {
        var game = newGame
        let (zero, otherZero) = try pair(0, in: game)
        let (one, _) = try pair(1, in: game)
        game.choose(zero)
        game.choose(one)
        game.choose(otherZero)
        game.choose(zero)
        try #expect(
            current(zero, in: game).isMatched && current(otherZero, in: game).isMatched,
            "The third choice should be remembered as the one face-up card, to match the fourth."
        )
    }

    @Test("choosing a card that is already face up changes nothing")
    func faceUpCardIsIgnored() throws {
        var game = newGame
        let (card, _) = try pair(0, in: game)
        game.choose(card)
        let before = game.cards.map(\.isFaceUp)
        game.choose(card)
        #expect(game.cards.map(\.isFaceUp) == before, "A face-up card must not be chosen again.")
        #expect(!game.cards.contains { $0.isMatched }, "A card must never match itself.")
    }

    @Test("choosing a matched card changes nothing")
    func matchedCardIsIgnored() throws {
        var game = newGame
        let (first, second) = try pair(2, in: game)
        let (other, _) = try pair(0, in: game)
        game.choose(first)
        game.choose(second)
        game.choose(other)
        let before = game.cards.map(\.isFaceUp)
        game.choose(first)
        #expect(game.cards.map(\.isFaceUp) == before, "A matched card is out of play.")
        try #expect(
            current(other, in: game).isFaceUp, "The face-up card should still wait for its partner."
        )
    }

    @Test("choosing a card from another game changes nothing")
    func strangerIsIgnored() {
        var game = newGame
        let stranger = MemoryGame<Int>.Card(content: 0, id: 99)
        game.choose(stranger)
        #expect(
            !game.cards.contains { $0.isFaceUp }, "A card that is not in the game must be ignored.")
    }
}
