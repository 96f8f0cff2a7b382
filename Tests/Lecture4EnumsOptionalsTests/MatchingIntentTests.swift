import TestSupport
import Testing

@testable import Lecture4EnumsOptionals

/// With `l4-choose-matching`: the choose intent is given code carried over from the MVVM stage, but
/// the model behind it now matches pairs, so one intent can match two cards.
@MainActor
@Suite struct MatchingIntentTests {
    /// A view model whose game is always dealt the same way.
    private func makeViewModel() -> EmojiMemoryGame {
        EmojiMemoryGame(using: SeededRandomNumberGenerator(seed: 4))
    }

    @Test("choosing a card through the view model turns that card face up")
    func intentTurnsTheCardFaceUp() throws {
        let viewModel = makeViewModel()
        let card = try #require(viewModel.cards.first, "The game should have cards.")
        viewModel.choose(card)
        let chosen = try #require(viewModel.cards.first { $0.id == card.id })
        #expect(chosen.isFaceUp, "The intent should ask the model to choose the card.")
    }

    @Test("choosing both cards of a pair through the view model matches them")
    func intentsMatchAPair() throws {
        let viewModel = makeViewModel()
        let first = try #require(viewModel.cards.first, "The game should have cards.")
        let partner = try #require(
            viewModel.cards.first { $0.content == first.content && $0.id != first.id },
            "Every card should have a partner with the same emoji.")
        viewModel.choose(first)
        viewModel.choose(partner)
        #expect(
            viewModel.cards.filter(\.isMatched).map(\.id).sorted()
                == [first.id, partner.id].sorted(),
            "Each intent passes its card to `model.choose(_:)`, which matches equal contents.")
    }

    @Test("choosing a card that is not in the game changes nothing")
    func foreignCardChangesNothing() {
        let viewModel = makeViewModel()
        let before = viewModel.cards.map(\.isFaceUp)
        viewModel.choose(MemoryGame<String>.Card(content: "🦄", id: -1))
        #expect(viewModel.cards.map(\.isFaceUp) == before)
    }
}
