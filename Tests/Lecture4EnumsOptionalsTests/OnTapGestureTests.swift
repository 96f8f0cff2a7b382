import TestSupport
import Testing

@testable import Lecture4EnumsOptionals

/// `l4-on-tap-escaping`: an escaping closure is stored now and called later; the game's taps run it.
@MainActor
@Suite struct OnTapGestureTests {
    /// A view with fixed text, so the tests need no game.
    private struct Label: View {
        let body: String
    }

    /// Counts how often the action ran.
    private final class Counter {
        var taps = 0
    }

    @Test("making and drawing the view does not run the action")
    func notRunEarly() {
        let counter = Counter()
        let view = Label(body: "[👻]").onTapGesture { counter.taps += 1 }
        _ = view.body
        #expect(
            counter.taps == 0,
            "`init` should store the action, not call it: it runs only when the view is tapped.")
    }

    @Test("each tap runs the action once")
    func eachTapRunsOnce() {
        let counter = Counter()
        let view = Label(body: "[👻]").onTapGesture { counter.taps += 1 }
        view.tap()
        #expect(counter.taps == 1, "Store the action in `init` and call it in `tap()`.")
        view.tap()
        view.tap()
        #expect(counter.taps == 3)
    }

    @Test("every view keeps its own action")
    func ownAction() {
        var tapped: [String] = []
        let ghost = Label(body: "[👻]").onTapGesture { tapped.append("ghost") }
        let bat = Label(body: "[🦇]").onTapGesture { tapped.append("bat") }
        bat.tap()
        ghost.tap()
        #expect(tapped == ["bat", "ghost"], "Each view must call the action it was given.")
    }

    @Test("the gesture does not change how the view looks")
    func looksTheSame() {
        #expect(Label(body: "[▓▓]").onTapGesture {}.body == "[▓▓]")
    }

    @Test("tapping a card on the game's screen runs its onTapGesture action: the choose intent")
    func screenTapChoosesTheCard() throws {
        let viewModel = EmojiMemoryGame(using: SeededRandomNumberGenerator(seed: 4))
        let screen = EmojiMemoryGameView(viewModel: viewModel)
        let card = try #require(viewModel.cards.first, "The game should have cards.")
        screen.grid.viewForItem(card).tap()
        #expect(
            viewModel.cards.first?.isFaceUp == true,
            "A tap on a card view should run the action it was given, `viewModel.choose(card)`.")
    }
}
