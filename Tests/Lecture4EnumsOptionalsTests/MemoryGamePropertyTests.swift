import TestSupport
import Testing

@testable import Lecture4EnumsOptionals

/// Rules that hold in every game, checked over thousands of seeded random games.
///
/// Each check stops at the first broken rule, naming the game, so the seed can replay it.
@Suite("l4-choose-matching: properties of whole games")
struct MemoryGamePropertyTests {
    @Test("in thousands of random games the rules of the game always hold")
    func rulesAlwaysHold() throws {
        var generator = SeededRandomNumberGenerator(seed: 2020)
        for gameNumber in 0..<2000 {
            let pairs = Int.random(in: 0...8, using: &generator)
            var game = MemoryGame<Int>(numberOfPairsOfCards: pairs, using: generator) { $0 }
            var everMatched: Set<Int> = []
            for choice in 1...40 {
                // Mostly the game's own cards, sometimes a card from no game at all.
                let card =
                    game.cards.randomElement(using: &generator)
                    ?? MemoryGame<Int>.Card(content: 0, id: -1)
                game.choose(card)
                let input = Localized(
                    en: "Game \(gameNumber) (\(pairs) pairs), choice \(choice), card \(card.id)",
                    ko: "게임 \(gameNumber) (짝 \(pairs)개), \(choice)번째 선택, 카드 \(card.id)")

                let faceUpUnmatched = game.cards.filter { $0.isFaceUp && !$0.isMatched }
                try #require(
                    faceUpUnmatched.count <= 2,
                    advice(
                        en: """
                            \(input.en): expected at most two unmatched cards face up, but \
                            cards \(faceUpUnmatched.map(\.id)) are.
                            """,
                        ko: """
                            \(input.ko): 짝이 맞지 않은 카드는 많아야 두 장이 앞면이어야 하는데, \
                            카드 \(Particle.subject.after(faceUpUnmatched.map(\.id))) 앞면입니다.
                            """))

                let matched = game.cards.filter(\.isMatched)
                for content in Set(matched.map(\.content)) {
                    let count = matched.filter { $0.content == content }.count
                    try #require(
                        count == 2,
                        advice(
                            en: """
                                \(input.en): matched cards come in pairs of equal content, \
                                but content \(content) is matched on \(count) card(s).
                                """,
                            ko: """
                                \(input.ko): 짝을 맞춘 카드는 내용이 같은 두 장씩이어야 \
                                하는데, 내용 \(Particle.subject.after(content)) \(count)장에서 맞춰졌습니다.
                                """))
                }

                let matchedNow = Set(matched.map(\.id))
                try #require(
                    everMatched.isSubset(of: matchedNow),
                    advice(
                        en: """
                            \(input.en): once matched, always matched, but cards \
                            \(everMatched.subtracting(matchedNow).sorted()) are not matched any more.
                            """,
                        ko: """
                            \(input.ko): 한 번 맞춘 카드는 계속 맞춘 상태여야 하는데, 카드 \
                            \(Particle.subject.after(everMatched.subtracting(matchedNow).sorted())) 더는 맞춘 상태가 아닙니다.
                            """))
                everMatched = matchedNow
            }
        }
    }
}
