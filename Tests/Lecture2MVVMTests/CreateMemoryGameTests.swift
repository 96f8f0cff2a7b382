import Testing

@testable import Lecture2MVVM

/// `mvvm-create-memory-game`: the view model's type method that makes its game.
@MainActor
@Suite struct CreateMemoryGameTests {
    @Test("the game shows pair i with emojis[i], two cards per pair")
    func pairIndexPicksTheEmoji() throws {
        let game = EmojiMemoryGame.createMemoryGame(numberOfPairsOfCards: 3)
        try #require(game.cards.count == 6, "Three pairs should deal six cards.")
        for card in game.cards {
            #expect(
                card.content == EmojiMemoryGame.emojis[card.id / 2],
                "Card \(card.id) is in pair \(card.id / 2); its content should be that emoji.")
        }
    }

    @Test("createMemoryGame() deals a non-empty game of distinct emoji pairs")
    func defaultGameIsPlayable() {
        let game = EmojiMemoryGame.createMemoryGame()
        #expect(!game.cards.isEmpty, "The default game should have some cards to play.")
        #expect(game.cards.count.isMultiple(of: 2), "Cards come in pairs.")
        for emoji in Set(game.cards.map(\.content)) {
            #expect(
                game.cards.filter { $0.content == emoji }.count == 2,
                "Each emoji should be on exactly two cards.")
        }
    }

    @Test("a game gets four pairs unless asked otherwise")
    func defaultIsFourPairs() {
        let game = EmojiMemoryGame.createMemoryGame()
        #expect(game.cards.count == 8, "Deal `numberOfPairsOfCards` pairs: four by default.")
    }

    @Test("asking for more pairs than there are emoji deals one pair of each emoji, no crash")
    func morePairsThanEmojiIsCapped() {
        let emojis = EmojiMemoryGame.emojis
        let game = EmojiMemoryGame.createMemoryGame(numberOfPairsOfCards: emojis.count + 5)
        #expect(
            game.cards.count == 2 * emojis.count,
            "Cap the number of pairs at `emojis.count` so `emojis[pairIndex]` stays in range.")
        #expect(Set(game.cards.map(\.content)) == Set(emojis), "Every emoji is used once per pair.")
    }

    @Test("a new view model starts with the game createMemoryGame() makes")
    func viewModelStartsWithTheCreatedGame() {
        let created = EmojiMemoryGame.createMemoryGame()
        let viewModel = EmojiMemoryGame()
        #expect(!viewModel.cards.isEmpty, "The view model's game should have cards.")
        #expect(viewModel.cards.map(\.id) == created.cards.map(\.id))
        #expect(viewModel.cards.map(\.content) == created.cards.map(\.content))
    }
}
