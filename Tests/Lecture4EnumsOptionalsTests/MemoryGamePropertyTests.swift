import TestSupport
import Testing

@testable import Lecture4EnumsOptionals

/// Rules that hold in every game, checked over thousands of seeded random games.
///
/// Each check stops at the first broken rule, naming the game, so the seed can replay it.
@Suite struct MemoryGamePropertyTests {
    @Test("in thousands of random games the rules of the game always hold")
    func rulesAlwaysHold() throws {
        var generator = SeededRandomNumberGenerator(seed: 2020)
        for gameNumber in 0..<2000 {
            let pairs = Int.random(in: 0...8, using: &generator)
            var game = MemoryGame<Int>(numberOfPairsOfCards: pairs, using: generator) { $0 }
            var everMatched: Set<Int> = []
            for _ in 0..<40 {
                // Mostly the game's own cards, sometimes a card from no game at all.
                let card =
                    game.cards.randomElement(using: &generator)
                    ?? MemoryGame<Int>.Card(content: 0, id: -1)
                game.choose(card)

                let faceUpUnmatched = game.cards.filter { $0.isFaceUp && !$0.isMatched }
                try #require(
                    faceUpUnmatched.count <= 2,
                    "Game \(gameNumber): at most two unmatched cards face up.")

                let matched = game.cards.filter(\.isMatched)
                for content in Set(matched.map(\.content)) {
                    try #require(
                        matched.filter { $0.content == content }.count == 2,
                        "Game \(gameNumber): matched cards come in pairs of equal content."
                    )
                }

                let matchedNow = Set(matched.map(\.id))
                try #require(
                    everMatched.isSubset(of: matchedNow),
                    "Game \(gameNumber): once matched, always matched.")
                everMatched = matchedNow
            }
        }
    }
}
