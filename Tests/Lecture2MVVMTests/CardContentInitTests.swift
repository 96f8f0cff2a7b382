import TestSupport
import Testing

@testable import Lecture2MVVM

/// `mvvm-card-content-init`: the model deals its cards from a content function.
@Suite("mvvm-card-content-init: Deal the cards with a content function")
struct CardContentInitTests {
    @Test("each pair becomes two cards, so n pairs make 2 × n cards", arguments: [1, 2, 5])
    func twoCardsPerPair(numberOfPairs: Int) {
        let game = MemoryGame<Int>(numberOfPairsOfCards: numberOfPairs) { $0 }
        #expect(
            game.cards.count == 2 * numberOfPairs,
            advice(
                en:
                    "Append two cards for every pair index, from 0 up to but not including `numberOfPairsOfCards`.",
                ko: "0부터 `numberOfPairsOfCards` 바로 앞까지, 짝 인덱스마다 카드를 두 장씩 추가합니다."))
    }

    @Test("the two cards of pair i have ids 2 × i and 2 × i + 1")
    func idsFollowThePairIndex() {
        let numberOfPairs = 4
        let game = MemoryGame<Int>(numberOfPairsOfCards: numberOfPairs) { $0 }
        let expectedIDs = (0..<numberOfPairs).flatMap { pairIndex in
            [2 * pairIndex, 2 * pairIndex + 1]
        }
        #expect(
            game.cards.map(\.id) == expectedIDs,
            advice(
                en:
                    "The two cards of pair i get ids 2 × i and 2 × i + 1, so no two cards share an id.",
                ko: "짝 i의 두 카드는 id 2 × i와 2 × i + 1을 받으므로, 어떤 두 카드도 id가 같지 않습니다."))
    }

    @Test("both cards of a pair show what createCardContent returned for that pair index")
    func pairsShareTheirContent() throws {
        let names = ["zero", "one", "two"]
        let game = MemoryGame<String>(numberOfPairsOfCards: names.count) { pairIndex in
            names[pairIndex]
        }
        try #require(
            game.cards.count == 2 * names.count,
            advice(en: "Expected two cards per pair.", ko: "짝마다 카드가 두 장이어야 합니다."))
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

    @Test("a new card starts face down and unmatched, thanks to Card's default values")
    func newCardsStartFaceDownAndUnmatched() throws {
        let game = MemoryGame<Double>(numberOfPairsOfCards: 2) { Double($0) / 2 }
        try #require(
            game.cards.count == 4,
            advice(en: "Expected two cards per pair.", ko: "짝마다 카드가 두 장이어야 합니다."))
        #expect(
            game.cards.allSatisfy { !$0.isFaceUp },
            advice(
                en: """
                    Cards are dealt face down. The 2020 lecture's `Card` starts with `isFaceUp: Bool = true`, \
                    so its first demo shows every emoji before choosing can flip a card; the workbook's game is \
                    played, so a new card starts `false`, face down, and `choose(_:)` turns it over.
                    """,
                ko: """
                    카드는 뒷면으로 나눠 줍니다. 2020년 강의의 `Card`는 `isFaceUp: Bool = true`로 시작해서, 카드를 \
                    고를 수 있기 전인 첫 데모에서 모든 이모지를 보여 줍니다. 워크북의 게임은 실제로 하는 게임이므로 \
                    새 카드는 `false`, 곧 뒷면으로 시작하고 `choose(_:)`가 뒤집습니다.
                    """))
        #expect(
            game.cards.allSatisfy { !$0.isMatched },
            advice(en: "No card is matched when dealt.", ko: "나눠 줄 때 짝이 맞춰진 카드는 없습니다."))
    }
}
