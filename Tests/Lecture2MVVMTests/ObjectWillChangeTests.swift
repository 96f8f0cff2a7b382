import Testing

@testable import Lecture2MVVM

/// `mvvm-object-will-change`: the view model announces every change to its model, once, before it.
@MainActor
@Suite struct ObjectWillChangeTests {
    @Test("choosing a card announces exactly once")
    func oneAnnouncementPerIntent() throws {
        let viewModel = EmojiMemoryGameObject()
        let card = try #require(viewModel.cards.first, "The game should have cards.")
        var announcements = 0
        let subscription = viewModel.objectWillChange.sink { announcements += 1 }
        viewModel.choose(card)
        #expect(
            announcements == 1,
            "Call `objectWillChange.send()` whenever `model` is about to change: a `willSet` on it."
        )
        viewModel.choose(card)
        viewModel.choose(card)
        #expect(announcements == 3, "Every change is one announcement, no more.")
        subscription.cancel()
    }

    @Test("the announcement comes while the old state is still visible")
    func announcesBeforeTheChange() throws {
        let viewModel = EmojiMemoryGameObject()
        let card = try #require(viewModel.cards.first, "The game should have cards.")
        var faceUpWhileAnnounced: [Bool] = []
        let subscription = viewModel.objectWillChange.sink {
            faceUpWhileAnnounced.append(viewModel.cards.first?.isFaceUp ?? true)
        }
        viewModel.choose(card)
        #expect(
            faceUpWhileAnnounced == [false],
            "`objectWillChange` says *will* change: announce in `willSet`, not `didSet`.")
        #expect(viewModel.cards.first?.isFaceUp == true, "The card should still turn over.")
        subscription.cancel()
    }

    @Test("reading the cards announces nothing")
    func readingIsSilent() {
        let viewModel = EmojiMemoryGameObject()
        var announcements = 0
        let subscription = viewModel.objectWillChange.sink { announcements += 1 }
        _ = viewModel.cards
        #expect(announcements == 0, "Only a change is announced, never a read.")
        subscription.cancel()
    }
}
