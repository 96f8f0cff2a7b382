import TestSupport
import Testing

@testable import Lecture2MVC

/// Exercise `mvc-choose-card`: the rules of a move, with the Optional `indexOfOneAndOnlyFaceUpCard`.
@Suite("mvc-choose-card: The rules of a move")
struct ConcentrationChooseCardTests {

    /// A shuffled game of three pairs and its pairs' indices.
    private func gameWithPairs() throws -> (Concentration, [[Int]]) {
        let game = makeGame(pairs: 3, seed: 7)
        let pairs = pairIndices(in: game.cards)
        try #require(pairs.count == 3 && pairs.allSatisfy { $0.count == 2 })
        return (game, pairs)
    }

    @Test("choosing a face-down card turns it face up and remembers its index")
    func firstChoice() throws {
        let (game, pairs) = try gameWithPairs()
        let index = pairs[0][0]
        game.chooseCard(at: index)
        #expect(
            game.cards[index].isFaceUp,
            advice(en: "The chosen card should be turned face up.", ko: "고른 카드는 앞면으로 뒤집혀야 합니다."))
        #expect(
            game.indexOfOneAndOnlyFaceUpCard == index,
            advice(
                en:
                    "With no other card face up, remember this one in `indexOfOneAndOnlyFaceUpCard`.",
                ko: "앞면인 카드가 따로 없으면 이 카드를 `indexOfOneAndOnlyFaceUpCard`에 기억합니다."))
    }

    @Test("choosing a second card with the same identifier marks both matched")
    func matchingChoice() throws {
        let (game, pairs) = try gameWithPairs()
        game.chooseCard(at: pairs[1][0])
        game.chooseCard(at: pairs[1][1])
        #expect(
            game.cards[pairs[1][0]].isMatched,
            advice(en: "Equal identifiers are a match.", ko: "식별자가 같으면 짝이 맞은 것입니다."))
        #expect(
            game.cards[pairs[1][1]].isMatched,
            advice(en: "Mark both cards of the pair matched.", ko: "짝의 두 카드 모두 맞춘 것으로 표시합니다."))
        #expect(
            game.cards[pairs[1][1]].isFaceUp,
            advice(en: "The second card is turned face up too.", ko: "두 번째 카드도 앞면으로 뒤집습니다."))
        #expect(
            game.indexOfOneAndOnlyFaceUpCard == nil,
            advice(
                en: "Two cards are face up now, so there is no 'one and only' face-up card.",
                ko: "이제 두 장이 앞면이므로 '단 하나뿐인' 앞면 카드는 없습니다."))
    }

    @Test("choosing a second card with a different identifier shows both without a match")
    func mismatchedChoice() throws {
        let (game, pairs) = try gameWithPairs()
        game.chooseCard(at: pairs[0][0])
        game.chooseCard(at: pairs[2][0])
        #expect(
            game.cards[pairs[0][0]].isFaceUp,
            advice(
                en: "The first card stays up while the second shows.",
                ko: "두 번째 카드가 보이는 동안 첫 번째 카드도 앞면으로 남습니다."))
        #expect(game.cards[pairs[2][0]].isFaceUp)
        #expect(
            !game.cards[pairs[0][0]].isMatched,
            advice(en: "Different identifiers do not match.", ko: "식별자가 다르면 짝이 아닙니다."))
        #expect(!game.cards[pairs[2][0]].isMatched)
        #expect(game.indexOfOneAndOnlyFaceUpCard == nil)
    }

    @Test("choosing a third card turns the other two face down")
    func thirdChoice() throws {
        let (game, pairs) = try gameWithPairs()
        game.chooseCard(at: pairs[0][0])
        game.chooseCard(at: pairs[2][0])
        game.chooseCard(at: pairs[1][0])
        #expect(
            !game.cards[pairs[0][0]].isFaceUp,
            advice(
                en: "Turn every card face down before a new attempt.",
                ko: "새로 시도하기 전에 모든 카드를 뒷면으로 뒤집습니다."))
        #expect(!game.cards[pairs[2][0]].isFaceUp)
        #expect(game.cards[pairs[1][0]].isFaceUp)
        #expect(game.indexOfOneAndOnlyFaceUpCard == pairs[1][0])
    }

    @Test("choosing a matched card changes nothing")
    func matchedCardIsIgnored() throws {
        let (game, pairs) = try gameWithPairs()
        game.chooseCard(at: pairs[0][0])
        game.chooseCard(at: pairs[0][1])
        try #require(
            game.cards[pairs[0][0]].isMatched,
            advice(
                en: "Choosing both cards of a pair should match.",
                ko: "한 짝을 이루는 두 카드를 모두 고르면 짝이 맞아야 합니다."))
        game.chooseCard(at: pairs[2][0])
        game.chooseCard(at: pairs[0][0])
        #expect(
            !game.cards[pairs[0][0]].isFaceUp,
            advice(en: "A matched card cannot be chosen again.", ko: "짝을 맞춘 카드는 다시 고를 수 없습니다."))
        #expect(
            game.cards[pairs[2][0]].isFaceUp,
            advice(
                en: "Ignoring a matched card keeps the rest as it was.",
                ko: "짝을 맞춘 카드를 무시하면 나머지는 그대로입니다."))
        #expect(game.indexOfOneAndOnlyFaceUpCard == pairs[2][0])
    }

    @Test("choosing the one face-up card again does not match it with itself")
    func sameCardTwice() throws {
        let (game, pairs) = try gameWithPairs()
        game.chooseCard(at: pairs[0][0])
        game.chooseCard(at: pairs[0][0])
        #expect(
            !game.cards[pairs[0][0]].isMatched,
            advice(
                en:
                    "A card is no match for itself: before comparing, make sure the chosen card is not the one already face up.",
                ko: "카드는 자기 자신과 짝이 아닙니다: 비교하기 전에 고른 카드가 이미 앞면인 그 카드가 아닌지 확인합니다."))
        #expect(game.cards[pairs[0][0]].isFaceUp)
        #expect(game.indexOfOneAndOnlyFaceUpCard == pairs[0][0])
    }
}
