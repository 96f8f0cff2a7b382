import Testing

@testable import Lecture2MVVM

/// `mvvm-reactive-host`: the host draws again exactly when the view model changes.
@MainActor
@Suite struct ReactiveHostTests {
    /// A view model and a host showing it, as the app would set them up.
    private func makeScreen() -> (EmojiMemoryGame, ViewHost<EmojiMemoryGameView>) {
        let viewModel = EmojiMemoryGame()
        return (viewModel, ViewHost(EmojiMemoryGameView(viewModel: viewModel)))
    }

    @Test("the host draws the view once when it starts")
    func firstRender() {
        let (viewModel, host) = makeScreen()
        #expect(host.renderCount == 1)
        #expect(host.frame == EmojiMemoryGameView(viewModel: viewModel).body)
    }

    @Test("choosing a card causes exactly one re-render, which shows the card face up")
    func intentCausesOneRerender() throws {
        let (viewModel, host) = makeScreen()
        let card = try #require(viewModel.cards.first, "The game should have cards.")
        viewModel.choose(card)
        #expect(host.needsRender, "Changing the view model should mark the host as out of date.")
        host.renderIfNeeded()
        host.renderIfNeeded()
        #expect(
            host.renderCount == 2,
            "Draw the frame with `trackingChanges { content.body }`, so a change marks the host out of date."
        )
        #expect(host.frame.contains(card.content), "The new frame should show the chosen card.")
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

    @Test("several intents before the next frame are drawn in one re-render")
    func changesAreCoalesced() throws {
        let (viewModel, host) = makeScreen()
        try #require(viewModel.cards.count >= 2, "The game should have at least two cards.")
        viewModel.choose(viewModel.cards[0])
        viewModel.choose(viewModel.cards[1])
        host.renderIfNeeded()
        #expect(host.renderCount == 2, "Two changes before a frame need only one new frame.")
        #expect(host.frame == host.content.body, "The frame should show the latest state.")
    }

    @Test("the host keeps reacting: every change after a render causes the next render")
    func trackingIsRearmed() throws {
        let (viewModel, host) = makeScreen()
        let card = try #require(viewModel.cards.first, "The game should have cards.")
        for choice in 1...3 {
            viewModel.choose(card)
            host.renderIfNeeded()
            #expect(
                host.renderCount == 1 + choice,
                "Tracking ends after one change; every render must read the body through `trackingChanges` again."
            )
        }
    }

    @Test("a host that is no longer shown is freed, even while its view model lives on")
    func hostIsNotKeptAlive() throws {
        let viewModel = EmojiMemoryGame()
        weak var released: ViewHost<EmojiMemoryGameView>?
        do {
            let host = ViewHost(EmojiMemoryGameView(viewModel: viewModel))
            released = host
        }
        #expect(
            released == nil,
            "The view model keeps the tracking's closure; it must not keep the host alive.")
        let card = try #require(viewModel.cards.first, "The game should have cards.")
        viewModel.choose(card)
    }
}
