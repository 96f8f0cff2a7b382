import Testing

@testable import Lecture2MVVM

/// `mvvm-create-memory-game`: the view model's type method makes the game its `model` starts with.
@MainActor
@Suite struct CreateMemoryGameTests {
    @Test("a new view model starts with four pairs of cards")
    func fourPairs() {
        let viewModel = EmojiMemoryGame()
        #expect(
            viewModel.cards.count == 8,
            "Start `model` with `EmojiMemoryGame.createMemoryGame()`, which deals four pairs.")
    }

    @Test("pair i shows emojis[i], on two cards")
    func pairIndexPicksTheEmoji() throws {
        let cards = EmojiMemoryGame().cards
        try #require(!cards.isEmpty, "The view model's game should have cards.")
        for card in cards {
            #expect(
                card.content == EmojiMemoryGame.emojis[card.id / 2],
                "Card \(card.id) is in pair \(card.id / 2); the closure should return `emojis[pairIndex]`."
            )
        }
    }

    @Test("each emoji of the game is on exactly two cards")
    func distinctPairs() {
        let cards = EmojiMemoryGame().cards
        for emoji in Set(cards.map(\.content)) {
            #expect(
                cards.filter { $0.content == emoji }.count == 2,
                "Each emoji should be on exactly two cards.")
        }
    }

    @Test("every new view model deals the same game")
    func everyViewModelDealsTheSameGame() {
        let first = EmojiMemoryGame()
        let second = EmojiMemoryGame()
        #expect(!first.cards.isEmpty, "The view model's game should have cards.")
        #expect(first.cards.map(\.content) == second.cards.map(\.content))
    }
}
