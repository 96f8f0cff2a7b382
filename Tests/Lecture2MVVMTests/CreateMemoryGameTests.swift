import TestSupport
import Testing

@testable import Lecture2MVVM

/// `mvvm-create-memory-game`: the view model's type method makes the game its `model` starts with.
@MainActor
@Suite("mvvm-create-memory-game: Create the game in a type method")
struct CreateMemoryGameTests {
    @Test("a new view model starts with four pairs of cards")
    func fourPairs() {
        let viewModel = EmojiMemoryGame()
        #expect(
            viewModel.cards.count == 8,
            advice(
                en: """
                    Start `model` with the game the type's own `createMemoryGame` deals (four pairs): a \
                    `static` function can run before `self` exists. The 2020 lecture deals a pair for each \
                    emoji of its own short list (`emojis.count`); the workbook deals four pairs from its \
                    eight `emojis`, so the tests know the game they play.
                    """,
                ko: """
                    `model`은 타입의 `createMemoryGame`이 나눠 주는 게임(짝 네 개)으로 시작합니다: `static` 함수는 \
                    `self`가 생기기 전에도 부를 수 있습니다. 2020년 강의는 자기의 짧은 이모지 목록에서 이모지마다 \
                    짝 하나를 나눠 줍니다(`emojis.count`). 워크북은 여덟 개의 `emojis`에서 짝 네 개를 나눠 주므로, \
                    테스트는 자기가 하는 게임을 압니다.
                    """
            ))
    }

    @Test("pair i shows emojis[i], on two cards")
    func pairIndexPicksTheEmoji() throws {
        let cards = EmojiMemoryGame().cards
        try #require(
            !cards.isEmpty,
            advice(en: "The view model's game should have cards.", ko: "뷰 모델의 게임에 카드가 있어야 합니다."))
        for card in cards {
            let wanted = EmojiMemoryGame.emojis[card.id / 2]
            #expect(
                card.content == wanted,
                advice(
                    comparing: card.content, with: wanted,
                    otherwise: Advice(
                        en:
                            "Card \(card.id) is in pair \(card.id / 2); the closure should return the emoji at that pair index.",
                        ko:
                            "카드 \(Particle.topic.after(card.id)) 짝 \(card.id / 2)에 있습니다. 클로저는 그 짝 인덱스에 있는 이모지를 반환해야 합니다."
                    ))
            )
        }
    }

    @Test("each emoji of the game is on exactly two cards")
    func distinctPairs() {
        let cards = EmojiMemoryGame().cards
        for emoji in Set(cards.map(\.content)) {
            #expect(
                cards.filter { $0.content == emoji }.count == 2,
                advice(
                    en: "Each emoji should be on exactly two cards.",
                    ko: "이모지마다 정확히 두 장의 카드에 있어야 합니다."))
        }
    }

    @Test("every new view model deals the same game")
    func everyViewModelDealsTheSameGame() {
        let first = EmojiMemoryGame()
        let second = EmojiMemoryGame()
        #expect(
            !first.cards.isEmpty,
            advice(en: "The view model's game should have cards.", ko: "뷰 모델의 게임에 카드가 있어야 합니다."))
        #expect(first.cards.map(\.content) == second.cards.map(\.content))
    }
}
