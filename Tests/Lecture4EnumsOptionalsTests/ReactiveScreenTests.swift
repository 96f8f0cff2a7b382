import SwiftUIStandIn
import TestSupport
import Testing

@testable import Lecture4EnumsOptionals

/// With `l4-choose-matching`: the view model's `@Published` model is given code carried over from
/// the MVVM stage; a choice announces the change, and a view observing the view model is drawn
/// again, tested with a plain view of its own (no `Grid`).
@MainActor
@Suite("l4-choose-matching: Match pairs: an Equatable content and an optional index")
struct ReactiveScreenTests {
    /// The simplest view of the view model: which cards are face up, as `^` and `_`.
    struct FaceUpRow: View {
        @ObservedObject var viewModel: EmojiMemoryGame
        var body: some View {
            Text(String(viewModel.cards.map { $0.isFaceUp ? "^" : "_" }))
        }
    }

    /// A seeded view model and a host showing it.
    private func makeScreen() -> (EmojiMemoryGame, ViewHost<FaceUpRow>) {
        let viewModel = EmojiMemoryGame(using: SeededRandomNumberGenerator(seed: 4))
        return (viewModel, ViewHost(FaceUpRow(viewModel: viewModel), columns: 8, rows: 1))
    }

    @Test("the host draws the view once when it is first shown")
    func firstDraw() {
        let (_, host) = makeScreen()
        #expect(host.screen.lines == ["________"])
        #expect(host.drawCount == 1)
    }

    @Test("choosing a card announces the change, and the next frame shows it")
    func intentRedraws() throws {
        let (viewModel, host) = makeScreen()
        _ = host.screen
        let card = try #require(
            viewModel.cards.first, advice(en: "The game should have cards.", ko: "게임에 카드가 있어야 합니다.")
        )
        viewModel.choose(card: card)
        #expect(
            host.needsRedraw,
            advice(
                en: "Changing the view model's model should mark the screen as out of date.",
                ko: "뷰 모델의 모델이 바뀌면 화면이 낡은 것으로 표시되어야 합니다."))
        #expect(host.screen.lines == ["^_______"])
        #expect(host.drawCount == 2)
    }

    @Test("reading the view model without changing it draws nothing again")
    func readingDoesNotRedraw() {
        let (viewModel, host) = makeScreen()
        _ = host.screen
        _ = viewModel.cards
        #expect(!host.needsRedraw)
        _ = host.screen
        #expect(host.drawCount == 1)
    }

    @Test("the screen keeps following: every choice after a frame brings the next frame")
    func keepsFollowing() throws {
        let (viewModel, host) = makeScreen()
        _ = host.screen
        try #require(
            viewModel.cards.count >= 4,
            advice(en: "The game should have at least four cards.", ko: "게임에 카드가 적어도 네 장 있어야 합니다."))
        for choice in 1...3 {
            viewModel.choose(card: viewModel.cards[choice])
            let row = host.screen.lines.first ?? ""
            #expect(host.drawCount == 1 + choice)
            #expect(row == String(viewModel.cards.map { $0.isFaceUp ? "^" : "_" }))
        }
    }
}
