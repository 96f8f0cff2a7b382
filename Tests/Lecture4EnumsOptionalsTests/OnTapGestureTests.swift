import TestSupport
import Testing

@testable import Lecture4EnumsOptionals

/// `l4-on-tap-escaping`: an escaping closure is stored now and called later; the game's taps run it.
@MainActor
@Suite("l4-on-tap-escaping: Store a closure to call later")
struct OnTapGestureTests {
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
            advice(
                en:
                    "`init` should store the action, not call it: it runs only when the view is tapped.",
                ko: "`init`은 액션을 호출하지 말고 저장해야 합니다: 액션은 뷰를 탭할 때만 실행됩니다."))
    }

    @Test("each tap runs the action once")
    func eachTapRunsOnce() {
        let counter = Counter()
        let view = Label(body: "[👻]").onTapGesture { counter.taps += 1 }
        view.tap()
        #expect(
            counter.taps == 1,
            advice(
                en: "Store the action in `init` and call it in `tap()`.",
                ko: "액션을 `init`에서 저장하고 `tap()`에서 호출합니다."))
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
        #expect(
            tapped == ["bat", "ghost"],
            advice(
                en: "Each view must call the action it was given.", ko: "뷰마다 자기가 받은 액션을 호출해야 합니다."))
    }

    @Test("the gesture does not change how the view looks")
    func looksTheSame() {
        #expect(Label(body: "[▓▓]").onTapGesture {}.body == "[▓▓]")
    }

    @Test("tapping a card on the game's screen runs its onTapGesture action: the choose intent")
    func screenTapChoosesTheCard() throws {
        let viewModel = EmojiMemoryGame(using: SeededRandomNumberGenerator(seed: 4))
        let screen = EmojiMemoryGameView(viewModel: viewModel)
        let card = try #require(
            viewModel.cards.first, advice(en: "The game should have cards.", ko: "게임에 카드가 있어야 합니다.")
        )
        screen.grid.viewForItem(card).tap()
        #expect(
            viewModel.cards.first?.isFaceUp == true,
            advice(
                en:
                    "A tap on a card view should run the action it was given, `viewModel.choose(card)`.",
                ko: "카드 뷰를 탭하면 받은 액션 `viewModel.choose(card)`가 실행되어야 합니다."))
    }
}
