import Testing

@testable import Lecture2MVVM

/// `mvvm-flip-card`: at this stage, choosing a card flips it over.
@Suite struct FlipCardTests {
    /// A fresh game of three pairs whose content is the pair index.
    private func makeGame() -> MemoryGame<Int> {
        MemoryGame<Int>(numberOfPairsOfCards: 3) { $0 }
    }

    @Test("choosing a face-down card turns it face up")
    func choosingFlipsFaceUp() throws {
        var game = makeGame()
        try #require(game.cards.count == 6, "Expected a game of three pairs.")
        game.choose(game.cards[2])
        #expect(game.cards[2].isFaceUp, "Find the chosen card in `cards` and flip it face up.")
    }

    @Test("choosing a face-up card turns it face down again")
    func choosingTwiceFlipsBack() throws {
        var game = makeGame()
        try #require(game.cards.count == 6, "Expected a game of three pairs.")
        game.choose(game.cards[2])
        try #require(game.cards[2].isFaceUp, "The first choice should turn the card face up.")
        game.choose(game.cards[2])
        #expect(!game.cards[2].isFaceUp, "Flipping is a toggle: `isFaceUp.toggle()`.")
    }

    @Test("choosing a card flips only that card")
    func onlyTheChosenCardFlips() throws {
        var game = makeGame()
        try #require(game.cards.count == 6, "Expected a game of three pairs.")
        game.choose(game.cards[4])
        #expect(
            game.cards.map(\.isFaceUp) == [false, false, false, false, true, false],
            "Only card 4 was chosen, so only card 4 should be face up.")
    }

    @Test("the chosen card is found by its id, even from a stale copy")
    func chosenCardIsFoundByID() throws {
        var game = makeGame()
        try #require(game.cards.count == 6, "Expected a game of three pairs.")
        var staleCopy = game.cards[3]
        staleCopy.isFaceUp = true
        game.choose(staleCopy)
        #expect(
            game.cards[3].isFaceUp,
            "Flip the card stored in `cards` with the same id, not the copy you were given.")
    }

    @Test("a card that is not in this game is ignored")
    func cardFromElsewhereIsIgnored() throws {
        var game = makeGame()
        try #require(game.cards.count == 6, "Expected a game of three pairs.")
        game.choose(game.cards[0])
        let before = game.cards.map(\.isFaceUp)
        game.choose(MemoryGame<Int>.Card(content: 0, id: 99))
        #expect(game.cards.count == 6, "Choosing never adds or removes cards.")
        #expect(
            game.cards.map(\.isFaceUp) == before,
            "No card has id 99, so `firstIndex(where:)` returns nil and nothing changes.")
    }
}
