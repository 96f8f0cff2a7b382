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
                app.window.content.viewModel === app.game, "The screen is given the app's game.")
            #expect(app.window.frame == EmojiMemoryGameView(viewModel: app.game).body)
        }

        @Test("an intent sent to the app's game is drawn in the app's window")
        func intentReachesTheWindow() throws {
            let app = MemorizeApp()
            let card = try #require(app.game.cards.first, "The game should have cards.")
            app.game.choose(card)
            app.window.renderIfNeeded()
            #expect(app.window.renderCount == 2, "One intent, one new frame.")
            #expect(app.window.frame.contains(card.content))
        }
    }
}
