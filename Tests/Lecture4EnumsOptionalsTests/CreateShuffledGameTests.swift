import TestSupport
import Testing

@testable import Lecture4EnumsOptionals

/// With `l4-card-content-init`: the view model's type method is given code, but unlike the MVVM
/// stage's it passes the generator it is given on to the model, which shuffles the cards with it.
@MainActor
@Suite("l4-card-content-init: Shuffle the deal")
struct CreateShuffledGameTests {
    @Test("the game shows pair i with emojis[i], two cards per pair")
    func pairIndexPicksTheEmoji() throws {
        let game = EmojiMemoryGame.createMemoryGame(
            numberOfPairsOfCards: 3, using: SeededRandomNumberGenerator(seed: 1))
        try #require(
            game.cards.count == 6,
            advice(en: "Three pairs should deal six cards.", ko: "짝이 세 개면 카드를 여섯 장 나눠야 합니다."))
        for card in game.cards {
            let wanted = EmojiMemoryGame.emojis[card.id / 2]
            #expect(
                card.content == wanted,
                advice(
                    comparing: card.content, with: wanted,
                    otherwise: Advice(
                        en:
                            "Card \(card.id) is in pair \(card.id / 2); its content should be that emoji.",
                        ko: "카드 \(Particle.topic.after(card.id)) 짝 \(card.id / 2)에 있습니다. "
                            + "내용은 그 짝의 이모지여야 합니다.")))
        }
    }

    @Test("a game gets four pairs unless asked otherwise")
    func defaultIsFourPairs() {
        let game = EmojiMemoryGame.createMemoryGame()
        #expect(
            game.cards.count == 8,
            advice(
                en: "Deal `numberOfPairsOfCards` pairs: four by default.",
                ko: "짝을 `numberOfPairsOfCards`개 나눕니다: 기본값은 짝 네 개입니다."))
    }

    @Test("asking for more pairs than there are emoji deals one pair of each emoji, no crash")
    func morePairsThanEmojiIsCapped() {
        let emojis = EmojiMemoryGame.emojis
        let game = EmojiMemoryGame.createMemoryGame(numberOfPairsOfCards: emojis.count + 5)
        #expect(
            game.cards.count == 2 * emojis.count,
            advice(
                en: "Cap the number of pairs with `min(numberOfPairsOfCards, emojis.count)`.",
                ko: "짝의 수는 `min(numberOfPairsOfCards, emojis.count)`로 제한합니다."))
        #expect(
            Set(game.cards.map(\.content)) == Set(emojis),
            advice(en: "Every emoji is used once per pair.", ko: "이모지는 짝마다 한 번씩 쓰입니다."))
    }

    @Test("the cards are shuffled with the generator passed in, so a seed replays the deal")
    func generatorIsPassedOn() throws {
        let deals = (0..<2).map { _ in
            EmojiMemoryGame.createMemoryGame(
                numberOfPairsOfCards: 8, using: SeededRandomNumberGenerator(seed: 9)
            ).cards.map(\.id)
        }
        try #require(
            deals[0].count == 16,
            advice(en: "Eight pairs should deal sixteen cards.", ko: "짝이 여덟 개면 카드를 열여섯 장 나눠야 합니다."))
        #expect(
            deals[0] == deals[1],
            advice(
                en:
                    "Pass `using: generator` on to `MemoryGame.init`, so the same seed deals the same order.",
                ko: "`using: generator`를 `MemoryGame.init`에 넘겨야 같은 시드가 같은 순서로 나눕니다.")
        )
        #expect(
            deals[0] != Array(0..<16),
            advice(en: "The seeded deal should be shuffled.", ko: "시드를 준 배분도 섞여 있어야 합니다."))
    }

    @Test("a view model made with a seed starts with the game createMemoryGame makes with it")
    func viewModelStartsWithTheCreatedGame() {
        let created = EmojiMemoryGame.createMemoryGame(using: SeededRandomNumberGenerator(seed: 5))
        let viewModel = EmojiMemoryGame(using: SeededRandomNumberGenerator(seed: 5))
        #expect(
            !viewModel.cards.isEmpty,
            advice(en: "The view model's game should have cards.", ko: "뷰 모델의 게임에 카드가 있어야 합니다."))
        #expect(viewModel.cards.map(\.id) == created.cards.map(\.id))
        #expect(viewModel.cards.map(\.content) == created.cards.map(\.content))
    }
}
