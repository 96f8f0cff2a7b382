import TestSupport
import Testing

@testable import Lecture4EnumsOptionals

/// With `l4-choose-matching`: the reactive host is given code carried over from the MVVM stage; it
/// redraws when a choice changes the cards, tested with a plain view of its own (no `Grid`).
@MainActor
@Suite struct ReactiveScreenTests {
    /// The simplest view of the view model: which cards are face up, as `^` and `_`.
    struct FaceUpRow: View {
        let viewModel: EmojiMemoryGame
        var body: String {
            String(viewModel.cards.map { $0.isFaceUp ? "^" : "_" })
        }
    }

    /// A seeded view model and a host showing it.
    private func makeScreen() -> (EmojiMemoryGame, ViewHost<FaceUpRow>) {
        let viewModel = EmojiMemoryGame(using: SeededRandomNumberGenerator(seed: 4))
        return (viewModel, ViewHost(FaceUpRow(viewModel: viewModel)))
    }

    @Test("the host draws the view once when it starts")
    func firstRender() {
        let (viewModel, host) = makeScreen()
        #expect(host.renderCount == 1)
        #expect(host.frame == FaceUpRow(viewModel: viewModel).body)
    }

    @Test("choosing a card causes exactly one re-render, which shows the new state")
    func intentCausesOneRerender() throws {
        let (viewModel, host) = makeScreen()
        let card = try #require(viewModel.cards.first, "The game should have cards.")
        viewModel.choose(card)
        #expect(host.needsRender, "Changing the view model should mark the host as out of date.")
        host.renderIfNeeded()
        host.renderIfNeeded()
        #expect(
            host.renderCount == 2,
            "Render inside withObservationTracking, and let onChange mark the host as needing a render."
        )
        #expect(host.frame == host.content.body, "The new frame should show the chosen card.")
    }

    @Test("reading the view model without changing it causes no re-render")
    func readingDoesNotRerender() {
        let (viewModel, host) = makeScreen()
        _ = viewModel.cards
        _ = host.content.body
        host.renderIfNeeded()
        #expect(!host.needsRender)
        #expect(host.renderCount == 1, "Only a change, never a read, should trigger a render.")
    }

    @Test("the host keeps reacting: every change after a render causes the next render")
    func trackingIsRearmed() throws {
        let (viewModel, host) = makeScreen()
        try #require(viewModel.cards.count >= 4, "The game should have at least four cards.")
        for choice in 1...3 {
            viewModel.choose(viewModel.cards[choice])
            host.renderIfNeeded()
            #expect(
                host.renderCount == 1 + choice,
                "Tracking ends after one change; each render must start tracking again.")
            #expect(host.frame == host.content.body, "Each render shows the latest state.")
        }
    }

    @Test("a host that is no longer shown is freed, even while its view model lives on")
    func hostIsNotKeptAlive() throws {
        let viewModel = EmojiMemoryGame(using: SeededRandomNumberGenerator(seed: 4))
        weak var released: ViewHost<FaceUpRow>?
        do {
            let host = ViewHost(FaceUpRow(viewModel: viewModel))
            released = host
        }
        #expect(
            released == nil,
            "Capture `[weak self]` in onChange: the view model keeps the closure, not the host.")
        let card = try #require(viewModel.cards.first, "The game should have cards.")
        viewModel.choose(card)
    }
}
