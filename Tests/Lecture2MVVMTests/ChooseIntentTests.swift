import TestSupport
import Testing

@testable import Lecture2MVVM

/// `mvvm-choose-intent`: the view model's intent passes the user's choice to the model.
@MainActor
@Suite("mvvm-choose-intent: The choose intent")
struct ChooseIntentTests {
    @Test("choosing a card through the view model turns that card face up")
    func intentFlipsTheCard() throws {
        let viewModel = EmojiMemoryGame()
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

    @Test("every view sharing the view model sees the change, because it is a class")
    func viewsShareOneViewModel() throws {
        let viewModel = EmojiMemoryGame()
        let screen = EmojiMemoryGameView(viewModel: viewModel)
        let preview = EmojiMemoryGameView(viewModel: viewModel)
        let card = try #require(
            viewModel.cards.last, advice(en: "The game should have cards.", ko: "게임에 카드가 있어야 합니다."))
        viewModel.choose(card: card)
        let onScreen = try #require(screen.viewModel.cards.first { $0.id == card.id })
        let inPreview = try #require(preview.viewModel.cards.first { $0.id == card.id })
        #expect(
            onScreen.isFaceUp,
            advice(
                en: "Choosing a card should change what the screen shows.",
                ko: "카드를 고르면 화면에 보이는 것이 바뀌어야 합니다."))
        #expect(
            inPreview.isFaceUp,
            advice(
                en:
                    "Both views hold a reference to the same view model, so both see the same game.",
                ko: "두 뷰가 같은 뷰 모델을 참조하므로 둘 다 같은 게임을 봅니다."))
    }

    @Test("choosing a card that is not in the game changes nothing")
    func foreignCardChangesNothing() {
        let viewModel = EmojiMemoryGame()
        let before = viewModel.cards.map(\.isFaceUp)
        viewModel.choose(card: MemoryGame<String>.Card(content: "🦄", id: -1))
        #expect(viewModel.cards.map(\.isFaceUp) == before)
    }
}
