import TestSupport
import Testing

@testable import Lecture4EnumsOptionals

/// `l4-card-content-init`: the deal is the MVVM stage's, given here; the dealt cards are then
/// shuffled with the injected generator, so a test relies on the order of the cards only where it
/// replays a seed, and otherwise on their ids and contents.
@Suite("l4-card-content-init: Shuffle the deal")
struct MemoryGameDealingTests {
    @Test("each pair becomes two cards, so n pairs make 2 × n cards", arguments: [1, 2, 5])
    func twoCardsPerPair(numberOfPairs: Int) {
        let game = MemoryGame<Int>(
            numberOfPairsOfCards: numberOfPairs, using: SeededRandomNumberGenerator(seed: 1)
        ) { $0 }
        #expect(
            game.cards.count == 2 * numberOfPairs,
            advice(
                en:
                    "Append two cards for every pair index in 0..<numberOfPairsOfCards, before the shuffle.",
                ko: "섞기 전에, 0..<numberOfPairsOfCards의 짝 인덱스마다 카드를 두 장씩 추가합니다.")
        )
    }

    @Test("pair i shows createCardContent(i) on its two cards, ids 2 × i and 2 × i + 1")
    func pairsShareTheirContent() throws {
        let names = ["zero", "one", "two", "three"]
        let game = MemoryGame<String>(
            numberOfPairsOfCards: names.count, using: SeededRandomNumberGenerator(seed: 2)
        ) { pairIndex in names[pairIndex] }
        try #require(
            game.cards.count == 2 * names.count,
            advice(en: "Expected two cards per pair.", ko: "짝마다 카드가 두 장이어야 합니다."))
        #expect(
            game.cards.map(\.id).sorted() == Array(0..<(2 * names.count)),
            advice(
                en:
                    "Give the cards of pair i the ids 2 * i and 2 * i + 1, so every card has its own id.",
                ko: "짝 i의 카드에 id 2 * i와 2 * i + 1을 주어 카드마다 자기 id를 갖게 합니다."))
        for card in game.cards {
            #expect(
                card.content == names[card.id / 2],
                advice(
                    en:
                        "Card \(card.id) belongs to pair \(card.id / 2), so it should show \(names[card.id / 2]).",
                    ko:
                        "카드 \(Particle.topic.after(card.id)) 짝 \(card.id / 2)에 속하므로 \(Particle.object.after(names[card.id / 2])) 보여야 합니다."
                )
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
            advice(
                en: "Ask for the content once per pair and give it to both cards of the pair.",
                ko: "내용은 짝마다 한 번만 요청하고, 그 짝의 두 카드 모두에 줍니다."))
    }

    @Test("a new card starts face down and unmatched")
    func newCardsStartFaceDownAndUnmatched() throws {
        let game = MemoryGame<Int>(numberOfPairsOfCards: 2) { $0 }
        try #require(
            game.cards.count == 4,
            advice(en: "Expected two cards per pair.", ko: "짝마다 카드가 두 장이어야 합니다."))
        #expect(
            game.cards.allSatisfy { !$0.isFaceUp && !$0.isMatched },
            advice(en: "Cards are dealt face down.", ko: "카드는 뒷면으로 나눠 줍니다."))
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
            first.cards.map(\.id) == second.cards.map(\.id),
            advice(en: "A seeded shuffle must replay exactly.", ko: "시드를 준 섞기는 똑같이 재현되어야 합니다.")
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
        #expect(
            shuffledSomewhere,
            advice(
                en: "The dealt cards should be shuffled with the generator.",
                ko: "나눠 준 카드는 생성기로 섞여 있어야 합니다."))
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
                advice(
                    en:
                        "After dealing, shuffle the cards once with a copy of `generator`: a parameter is a constant, and a shuffle changes the generator it is given (`swift run workbook hint l4-card-content-init`).",
                    ko:
                        "카드를 나눈 뒤 `generator`의 복사본으로 한 번 섞습니다: 매개변수는 상수이고, 섞기는 넘겨받은 생성기를 바꿉니다(`swift run workbook hint l4-card-content-init`)."
                )
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
                    advice(
                        en:
                            "\(pairs) pairs dealt \(game.cards.count) cards instead of \(2 * pairs).",
                        ko: "짝이 \(pairs)개인데 카드를 \(2 * pairs)장이 아니라 \(game.cards.count)장 나눴습니다."))
                return
            }
            guard Set(game.cards.map(\.id)).count == game.cards.count else {
                Issue.record(
                    advice(
                        en: "\(pairs) pairs: two cards share an id; every card needs its own.",
                        ko: "짝 \(pairs)개: 두 카드가 id를 함께 씁니다. 카드마다 자기 id가 있어야 합니다."))
                return
            }
            for pairIndex in 0..<pairs
            where game.cards.filter({ $0.content == pairIndex * 10 }).count != 2 {
                Issue.record(
                    advice(
                        en:
                            "\(pairs) pairs: the content of pair \(pairIndex) is not on exactly two cards.",
                        ko: "짝 \(pairs)개: 짝 \(pairIndex)의 내용이 정확히 두 장에 있지 않습니다."))
                return
            }
        }
    }
}
