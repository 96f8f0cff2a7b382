import TestSupport
import Testing

@testable import Lecture4EnumsOptionals

/// `l4-card-content-init`: the deal is the MVVM stage's, given here; the dealt cards are then
/// shuffled with the injected generator, so a test relies on the order of the cards only where it
/// replays a seed, and otherwise on their ids and contents.
@Suite struct MemoryGameDealingTests {
    @Test("each pair becomes two cards, so n pairs make 2 × n cards", arguments: [1, 2, 5])
    func twoCardsPerPair(numberOfPairs: Int) {
        let game = MemoryGame<Int>(
            numberOfPairsOfCards: numberOfPairs, using: SeededRandomNumberGenerator(seed: 1)
        ) { $0 }
        #expect(
            game.cards.count == 2 * numberOfPairs,
            "Append two cards for every pair index in 0..<numberOfPairsOfCards, before the shuffle."
        )
    }

    @Test("pair i shows createCardContent(i) on its two cards, ids 2 × i and 2 × i + 1")
    func pairsShareTheirContent() throws {
        let names = ["zero", "one", "two", "three"]
        let game = MemoryGame<String>(
            numberOfPairsOfCards: names.count, using: SeededRandomNumberGenerator(seed: 2)
        ) { pairIndex in names[pairIndex] }
        try #require(game.cards.count == 2 * names.count, "Expected two cards per pair.")
        #expect(
            game.cards.map(\.id).sorted() == Array(0..<(2 * names.count)),
            "Give the cards of pair i the ids 2 * i and 2 * i + 1, so every card has its own id.")
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

    @Test("a new card starts face down and unmatched")
    func newCardsStartFaceDownAndUnmatched() throws {
        let game = MemoryGame<Int>(numberOfPairsOfCards: 2) { $0 }
        try #require(game.cards.count == 4, "Expected two cards per pair.")
        #expect(
            game.cards.allSatisfy { !$0.isFaceUp && !$0.isMatched }, "Cards are dealt face down.")
    }

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

    @Test("the dealt cards are shuffled by the generator given, exactly as shuffle(using:) would")
    func shuffledWithTheGivenGenerator() {
        for seed in UInt64(0)..<20 {
            let game = MemoryGame<Int>(
                numberOfPairsOfCards: 6, using: SeededRandomNumberGenerator(seed: seed)
            ) { $0 }
            var generator = SeededRandomNumberGenerator(seed: seed)
            let expected = Array(0..<12).shuffled(using: &generator)
            #expect(
                game.cards.map(\.id) == expected,
                "After dealing, shuffle the cards once with a copy of `generator`: `var generator = generator`, then `cards.shuffle(using: &generator)`."
            )
        }
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

    @Test("a game always holds two cards of each content, with unique ids")
    func dealsPairs() {
        var generator = SeededRandomNumberGenerator(seed: 7)
        for _ in 0..<500 {
            let pairs = Int.random(in: 0...20, using: &generator)
            let game = MemoryGame<Int>(numberOfPairsOfCards: pairs, using: generator) { $0 * 10 }
            // Stop at the first bad deal: one clear report instead of one per game.
            guard game.cards.count == 2 * pairs else {
                Issue.record(
                    "\(pairs) pairs dealt \(game.cards.count) cards instead of \(2 * pairs).")
                return
            }
            guard Set(game.cards.map(\.id)).count == game.cards.count else {
                Issue.record("\(pairs) pairs: two cards share an id; every card needs its own.")
                return
            }
            for pairIndex in 0..<pairs
            where game.cards.filter({ $0.content == pairIndex * 10 }).count != 2 {
                Issue.record(
                    "\(pairs) pairs: the content of pair \(pairIndex) is not on exactly two cards.")
                return
            }
        }
    }
}
