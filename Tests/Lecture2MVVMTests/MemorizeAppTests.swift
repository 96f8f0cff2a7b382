import TestSupport
import Testing

@testable import Lecture2MVVM

extension ReactiveHostTests {
    /// Where the view model is created: once, by the app, which hands it to the screen. A demo,
    /// not an exercise; the window is a `ViewHost`, so it runs with `mvvm-reactive-host`.
    @MainActor
    @Suite struct MemorizeAppTests {
        @Test("the app's window shows the app's one view model")
        func windowShowsTheGame() {
            let app = MemorizeApp()
            #expect(
                app.window.content.viewModel === app.game,
                advice(en: "The screen is given the app's game.", ko: "화면은 앱의 게임을 받습니다."))
            #expect(app.window.frame == EmojiMemoryGameView(viewModel: app.game).body)
        }

        @Test("an intent sent to the app's game is drawn in the app's window")
        func intentReachesTheWindow() throws {
            let app = MemorizeApp()
            let card = try #require(
                app.game.cards.first,
                advice(en: "The game should have cards.", ko: "게임에 카드가 있어야 합니다."))
            app.game.choose(card)
            app.window.renderIfNeeded()
            #expect(
                app.window.renderCount == 2,
                advice(en: "One intent, one new frame.", ko: "인텐트 한 번에 새 프레임 하나입니다."))
            #expect(app.window.frame.contains(card.content))
        }
    }
}
