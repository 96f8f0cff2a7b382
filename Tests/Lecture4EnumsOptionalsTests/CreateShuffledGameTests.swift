import TestSupport
import Testing

@testable import Lecture4EnumsOptionals

/// With `l4-card-content-init`: the view model's type method is given code, but unlike the MVVM
/// stage's it passes the generator it is given on to the model, which shuffles the cards with it.
@MainActor
@Suite struct CreateShuffledGameTests {
    @Test("the game shows pair i with emojis[i], two cards per pair")
    func pairIndexPicksTheEmoji() throws {
        let game = EmojiMemoryGame.createMemoryGame(
            numberOfPairsOfCards: 3, using: SeededRandomNumberGenerator(seed: 1))
        try #require(game.cards.count == 6, "Three pairs should deal six cards.")
        for card in game.cards {
            #expect(
                card.content == EmojiMemoryGame.emojis[card.id / 2],
                "Card \(card.id) is in pair \(card.id / 2); its content should be that emoji.")
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
            "Cap the number of pairs with `min(numberOfPairsOfCards, emojis.count)`.")
        #expect(Set(game.cards.map(\.content)) == Set(emojis), "Every emoji is used once per pair.")
    }

    @Test("the cards are shuffled with the generator passed in, so a seed replays the deal")
    func generatorIsPassedOn() throws {
        let deals = (0..<2).map { _ in
            EmojiMemoryGame.createMemoryGame(
                numberOfPairsOfCards: 8, using: SeededRandomNumberGenerator(seed: 9)
            ).cards.map(\.id)
        }
        try #require(deals[0].count == 16, "Eight pairs should deal sixteen cards.")
        #expect(
            deals[0] == deals[1],
            "Pass `using: generator` on to `MemoryGame.init`, so the same seed deals the same order."
        )
        #expect(deals[0] != Array(0..<16), "The seeded deal should be shuffled.")
    }

    @Test("a view model made with a seed starts with the game createMemoryGame makes with it")
    func viewModelStartsWithTheCreatedGame() {
        let created = EmojiMemoryGame.createMemoryGame(using: SeededRandomNumberGenerator(seed: 5))
        let viewModel = EmojiMemoryGame(using: SeededRandomNumberGenerator(seed: 5))
        #expect(!viewModel.cards.isEmpty, "The view model's game should have cards.")
        #expect(viewModel.cards.map(\.id) == created.cards.map(\.id))
        #expect(viewModel.cards.map(\.content) == created.cards.map(\.content))
    }
}
