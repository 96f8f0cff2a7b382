import TestSupport
import Testing

@testable import Lecture2MVVM

/// Thousands of random choices never break the deck: its size, its ids and its pairs stay the same.
@MainActor
@Suite struct MemoryGamePropertyTests {
    /// Checks the deck of a game dealt with `numberOfPairs` pairs.
    private func expectIntactDeck<Content: Hashable>(
        _ cards: [MemoryGame<Content>.Card], numberOfPairs: Int, seed: UInt64
    ) {
        #expect(cards.count == 2 * numberOfPairs, "seed \(seed): the card count changed")
        #expect(Set(cards.map(\.id)).count == cards.count, "seed \(seed): two cards share an id")
        let counts = Dictionary(grouping: cards, by: \.content).mapValues(\.count)
        #expect(counts.values.allSatisfy { $0 == 2 }, "seed \(seed): some content is not a pair")
    }

    @Test("random choices on games of any size keep the deck intact and flip only chosen cards")
    func randomChoicesOnTheModel() {
        for seed in UInt64(0)..<300 {
            var generator = SeededRandomNumberGenerator(seed: seed)
            let numberOfPairs = Int.random(in: 0...10, using: &generator)
            var game = MemoryGame<Int>(numberOfPairsOfCards: numberOfPairs) { $0 * 7 }
            var timesChosen: [Int: Int] = [:]
            for _ in 0..<20 {
                // Now and then choose a card from another game: its id is out of this one's range.
                let id = Int.random(in: -2..<(2 * numberOfPairs + 2), using: &generator)
                game.choose(MemoryGame<Int>.Card(content: -1, id: id))
                timesChosen[id, default: 0] += 1
            }
            expectIntactDeck(game.cards, numberOfPairs: numberOfPairs, seed: seed)
            for card in game.cards {
                let flips = timesChosen[card.id, default: 0]
                #expect(
                    card.isFaceUp == !flips.isMultiple(of: 2),
                    "seed \(seed): card \(card.id) was chosen \(flips) times")
            }
        }
    }

    @Test("random intents through the view model keep the deck intact, one frame per intent")
    func randomIntentsOnTheViewModel() {
        let numberOfPairs = EmojiMemoryGame.createMemoryGame().cards.count / 2
        for seed in UInt64(0)..<100 {
            var generator = SeededRandomNumberGenerator(seed: seed)
            let viewModel = EmojiMemoryGame()
            let host = ViewHost(EmojiMemoryGameView(viewModel: viewModel))
            var intents = 0
            for _ in 0..<30 {
                if let card = viewModel.cards.randomElement(using: &generator) {
                    viewModel.choose(card)
                    intents += 1
                }
                host.renderIfNeeded()
            }
            expectIntactDeck(viewModel.cards, numberOfPairs: numberOfPairs, seed: seed)
            #expect(host.renderCount == 1 + intents, "seed \(seed): one re-render per intent")
            #expect(host.frame == host.content.body, "seed \(seed): the frame is out of date")
        }
    }
}
