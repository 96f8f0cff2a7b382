import TestSupport
import Testing

@testable import Lecture4EnumsOptionals

/// Dealing a game: shuffled by the injected generator, and guarded against impossible counts.
@Suite struct MemoryGameDealingTests {
    @Test("the same seed deals the same order")
    func sameSeedSameOrder() {
        let first = MemoryGame<Int>(
            numberOfPairsOfCards: 8, using: SeededRandomNumberGenerator(seed: 3)
        ) { $0 }
        let second = MemoryGame<Int>(
            numberOfPairsOfCards: 8, using: SeededRandomNumberGenerator(seed: 3)
        ) { $0 }
        #expect(
            first.cards.map(\.id) == second.cards.map(\.id), "A seeded shuffle must replay exactly."
        )
    }

    @Test("some seed deals the cards out of their pair order")
    func cardsAreShuffled() {
        let dealtInOrder = Array(0..<16)
        let shuffledSomewhere = (0..<10).contains { seed in
            let game = MemoryGame<Int>(
                numberOfPairsOfCards: 8, using: SeededRandomNumberGenerator(seed: UInt64(seed))
            ) { $0 }
            return game.cards.map(\.id) != dealtInOrder
        }
        #expect(shuffledSomewhere, "The dealt cards should be shuffled with the generator.")
    }

    @Test("zero pairs is an empty game, and choosing in it is harmless")
    func zeroPairsIsEmpty() {
        var game = MemoryGame<String>(numberOfPairsOfCards: 0) { _ in "never asked" }
        game.choose(MemoryGame<String>.Card(content: "x", id: 0))
        #expect(game.cards.isEmpty)
    }

    @Test("a negative number of pairs stops the program with a precondition")
    func negativePairsStop() async {
        await #expect(processExitsWith: .failure) {
            _ = MemoryGame<Int>(numberOfPairsOfCards: -1) { $0 }
        }
    }
}
