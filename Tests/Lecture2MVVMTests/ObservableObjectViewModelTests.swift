import SwiftUIStandIn
import TestSupport
import Testing

@testable import Lecture2MVVM

/// The screen's view model, whose `@Published private var model` announces for it, next to the one
/// that announces by hand: both announce a choice once, before the card turns over
/// (`ObjectWillChangeTests` shows the second). A demo, not an exercise; it runs with
/// `mvvm-object-will-change`.
@MainActor
@Suite("mvvm-object-will-change: Announce the change before it happens")
struct ObservableObjectViewModelTests {
    @Test("choosing a card on EmojiMemoryGame, with @Published, is announced the same way")
    func publishedAnnouncesBeforeChange() throws {
        let viewModel = EmojiMemoryGame()
        let card = try #require(
            viewModel.cards.first, advice(en: "The game should have cards.", ko: "게임에 카드가 있어야 합니다.")
        )
        var faceUpWhileAnnounced: [Bool] = []
        let subscription = viewModel.objectWillChange.sink {
            faceUpWhileAnnounced.append(viewModel.cards.first?.isFaceUp ?? true)
        }
        viewModel.choose(card: card)
        #expect(faceUpWhileAnnounced == [false])
        #expect(viewModel.cards.first?.isFaceUp == true)
        subscription.cancel()
    }

    @Test("both view models deal the same cards and play them the same way")
    func sameGame() throws {
        let object = EmojiMemoryGameObject()
        let published = EmojiMemoryGame()
        #expect(object.cards.map(\.content) == published.cards.map(\.content))
        let card = try #require(object.cards.last)
        object.choose(card: card)
        published.choose(card: card)
        #expect(object.cards.map(\.isFaceUp) == published.cards.map(\.isFaceUp))
    }
}
