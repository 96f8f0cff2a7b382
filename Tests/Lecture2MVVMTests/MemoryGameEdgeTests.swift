import Testing

@testable import Lecture2MVVM

/// Edges of dealing a game that every exercise relies on.
@Suite("mvvm-card-content-init: edge cases of the deal")
struct MemoryGameEdgeTests {
    @Test("zero pairs is an empty game, not a crash")
    func zeroPairsIsEmpty() {
        let game = MemoryGame<String>(numberOfPairsOfCards: 0) { _ in "never asked" }
        #expect(game.cards.isEmpty)
    }

    @Test("a negative number of pairs stops the program with a precondition")
    func negativePairsStop() async {
        await #expect(processExitsWith: .failure) {
            _ = MemoryGame<Int>(numberOfPairsOfCards: -1) { $0 }
        }
    }
}
