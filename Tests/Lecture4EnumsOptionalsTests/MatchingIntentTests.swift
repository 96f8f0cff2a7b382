import TestSupport
import Testing

@testable import Lecture4EnumsOptionals

/// With `l4-choose-matching`: the choose intent is given code carried over from the MVVM stage, but
/// the model behind it now matches pairs, so one intent can match two cards.
@MainActor
@Suite("l4-choose-matching: Match pairs: an Equatable content and an optional index")
struct MatchingIntentTests {
    /// A view model whose game is always dealt the same way.
    private func makeViewModel() -> EmojiMemoryGame {
        EmojiMemoryGame(using: SeededRandomNumberGenerator(seed: 4))
    }

    @Test("choosing a card through the view model turns that card face up")
    func intentTurnsTheCardFaceUp() throws {
        let viewModel = makeViewModel()
        let card = try #require(
            viewModel.cards.first, advice(en: "The game should have cards.", ko: "게임에 카드가 있어야 합니다.")
        )
        viewModel.choose(card: card)
        let chosen = try #require(viewModel.cards.first { $0.id == card.id })
        #expect(
            chosen.isFaceUp,
            advice(
                en: "The intent should ask the model to choose the card.",
                ko: "인텐트(intent)는 모델에게 그 카드를 고르라고 요청해야 합니다."))
    }

    @Test("choosing both cards of a pair through the view model matches them")
    func intentsMatchAPair() throws {
        let viewModel = makeViewModel()
        let first = try #require(
            viewModel.cards.first, advice(en: "The game should have cards.", ko: "게임에 카드가 있어야 합니다.")
        )
        let partner = try #require(
            viewModel.cards.first { $0.content == first.content && $0.id != first.id },
            advice(
                en: "Every card should have a partner with the same emoji.",
                ko: "카드마다 이모지가 같은 짝이 있어야 합니다."))
        viewModel.choose(card: first)
        viewModel.choose(card: partner)
        #expect(
            viewModel.cards.filter(\.isMatched).map(\.id).sorted()
                == [first.id, partner.id].sorted(),
            advice(
                en:
                    "Each intent passes its card to `model.choose(_:)`, which matches equal contents.",
                ko: "인텐트마다 자기 카드를 `model.choose(_:)`에 넘기고, 그 메서드가 같은 내용을 짝 맞춥니다."))
    }

    @Test("choosing a card that is not in the game changes nothing")
    func foreignCardChangesNothing() {
        let viewModel = makeViewModel()
        let before = viewModel.cards.map(\.isFaceUp)
        viewModel.choose(card: MemoryGame<String>.Card(content: "🦄", id: -1))
        #expect(viewModel.cards.map(\.isFaceUp) == before)
    }
}
