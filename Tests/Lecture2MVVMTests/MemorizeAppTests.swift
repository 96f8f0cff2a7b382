import SwiftUIStandIn
import TestSupport
import Testing

@testable import Lecture2MVVM

extension GameViewTests {
    /// Where the view model is created: once, by the app, which hands it to the screen. A demo,
    /// not an exercise; the window draws the screen, so it runs with `mvvm-game-view`.
    @MainActor
    @Suite struct MemorizeAppTests {
        @Test("the app's window shows the app's one view model")
        func windowShowsTheGame() {
            let app = MemorizeApp()
            #expect(
                app.window.root.viewModel === app.game,
                advice(en: "The screen is given the app's game.", ko: "화면은 앱의 게임을 받습니다."))
            #expect(DrawnCards.views(in: app.window).count == app.game.cards.count)
        }

        @Test("an intent sent to the app's game is drawn in the app's window")
        func intentReachesTheWindow() throws {
            let app = MemorizeApp()
            let card = try #require(
                app.game.cards.first,
                advice(en: "The game should have cards.", ko: "게임에 카드가 있어야 합니다."))
            _ = app.window.screen
            app.game.choose(card: card)
            #expect(app.window.needsRedraw)
            let picture = try #require(DrawnCards.pictures(app.window).first)
            #expect(DrawnCards.isFramed(picture, with: card.content))
            #expect(
                app.window.drawCount == 2,
                advice(en: "One intent, one new frame.", ko: "인텐트 한 번에 새 화면 하나입니다."))
        }
    }
}
