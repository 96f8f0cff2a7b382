import TestSupport
import Testing

@testable import Lecture4EnumsOptionals

/// With `l4-on-tap-escaping`, the last exercise: the whole screen, end to end. Intents go to the
/// view model, and the grid draws what the model says.
@MainActor
@Suite struct EmojiMemoryGameViewTests {
    /// A seeded view model and a host showing it, as the app would set them up.
    private func makeScreen(seed: UInt64 = 4) -> (EmojiMemoryGame, ViewHost<EmojiMemoryGameView>) {
        let viewModel = EmojiMemoryGame(using: SeededRandomNumberGenerator(seed: seed))
        return (viewModel, ViewHost(EmojiMemoryGameView(viewModel: viewModel)))
    }

    /// How many times `piece` appears in `text`.
    private func count(_ piece: String, in text: String) -> Int {
        text.components(separatedBy: piece).count - 1
    }

    @Test("a new game shows every card face down in a grid of two rows")
    func newGameIsFaceDown() {
        let (viewModel, host) = makeScreen()
        #expect(
            count("[▓▓]", in: host.frame) == viewModel.cards.count, "Every card starts face down.")
        let rowsWithCards = host.frame.split(separator: "\n").filter { $0.contains("[") }
        #expect(rowsWithCards.count == 2, "Eight wide cards fit best in two rows of four.")
    }

    @Test("a chosen card is drawn face up in place of its back")
    func chosenCardIsDrawnFaceUp() throws {
        let (viewModel, host) = makeScreen()
        let card = try #require(viewModel.cards.first, "The game should have cards.")
        viewModel.choose(card)
        host.renderIfNeeded()
        #expect(host.frame.contains("[\(card.content)]"), "The chosen card should show its emoji.")
        #expect(count("[▓▓]", in: host.frame) == viewModel.cards.count - 1)
    }

    @Test("a matched pair is drawn empty once another card is chosen")
    func matchedPairIsDrawnEmpty() throws {
        let (viewModel, host) = makeScreen()
        let first = try #require(viewModel.cards.first, "The game should have cards.")
        let partner = try #require(
            viewModel.cards.first { $0.content == first.content && $0.id != first.id },
            "Every card should have a partner with the same emoji.")
        let other = try #require(viewModel.cards.first { $0.content != first.content })
        viewModel.choose(first)
        viewModel.choose(partner)
        viewModel.choose(other)
        host.renderIfNeeded()
        #expect(
            !host.frame.contains(first.content), "A matched card that is face down draws nothing.")
        #expect(count("[▓▓]", in: host.frame) == viewModel.cards.count - 3)
        #expect(host.frame.contains("[\(other.content)]"), "The third card should be face up.")
    }

    @Test("every frame is a rectangle the size of the screen")
    func frameIsARectangle() {
        let (_, host) = makeScreen()
        let lines = host.frame.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 4, "The screen is four lines tall.")
        for line in lines {
            let columns = line.reduce(0) { $0 + TextCanvas.columnCount(of: $1) }
            #expect(columns == 24, "Every line should be 24 columns wide, emoji counting double.")
        }
    }
}
