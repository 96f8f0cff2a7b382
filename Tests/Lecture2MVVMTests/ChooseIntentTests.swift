import Testing

@testable import Lecture2MVVM

/// `mvvm-choose-intent`: the view model's intent passes the user's choice to the model.
@MainActor
@Suite struct ChooseIntentTests {
    @Test("choosing a card through the view model turns that card face up")
    func intentFlipsTheCard() throws {
        let viewModel = EmojiMemoryGame()
        let card = try #require(viewModel.cards.first, "The game should have cards.")
        viewModel.choose(card)
        let chosen = try #require(viewModel.cards.first { $0.id == card.id })
        #expect(chosen.isFaceUp, "The intent should ask the model to choose the card.")
    }

    @Test("every view sharing the view model sees the change, because it is a class")
    func viewsShareOneViewModel() throws {
        let viewModel = EmojiMemoryGame()
        let screen = EmojiMemoryGameView(viewModel: viewModel)
        let preview = EmojiMemoryGameView(viewModel: viewModel)
        let card = try #require(viewModel.cards.last, "The game should have cards.")
        viewModel.choose(card)
        let onScreen = try #require(screen.viewModel.cards.first { $0.id == card.id })
        let inPreview = try #require(preview.viewModel.cards.first { $0.id == card.id })
        #expect(onScreen.isFaceUp, "Choosing a card should change what the screen shows.")
        #expect(
            inPreview.isFaceUp,
            "Both views hold a reference to the same view model, so both see the same game.")
    }

    @Test("choosing a card that is not in the game changes nothing")
    func foreignCardChangesNothing() {
        let viewModel = EmojiMemoryGame()
        let before = viewModel.cards.map(\.isFaceUp)
        viewModel.choose(MemoryGame<String>.Card(content: "🦄", id: -1))
        #expect(viewModel.cards.map(\.isFaceUp) == before)
    }
}
