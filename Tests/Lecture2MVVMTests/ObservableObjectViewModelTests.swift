import Observation
import Synchronization
import TestSupport
import Testing

@testable import Lecture2MVVM

/// The 2020 lectures' `ObservableObject` view model next to this stage's `@Observable` one: both
/// announce a choice once, before the card turns over (`ObjectWillChangeTests` shows the first).
/// A demo, not an exercise; it runs with `mvvm-object-will-change`.
@MainActor
@Suite("mvvm-object-will-change: Announce the change before it happens")
struct ObservableObjectViewModelTests {
    @Test("choosing a card on the @Observable EmojiMemoryGame is announced the same way")
    func observableAnnouncesBeforeChange() throws {
        let viewModel = EmojiMemoryGame()
        let card = try #require(
            viewModel.cards.first, advice(en: "The game should have cards.", ko: "게임에 카드가 있어야 합니다.")
        )
        let announcements = Announcements()
        withObservationTracking {
            _ = viewModel.cards
        } onChange: {
            announcements.count.withLock { $0 += 1 }
        }
        viewModel.choose(card)
        #expect(
            announcements.count.withLock { $0 } == 1,
            advice(
                en: "Observation calls back once per tracking.",
                ko: "Observation은 추적 한 번에 한 번 콜백합니다."))
        #expect(viewModel.cards.first?.isFaceUp == true)
    }

    @Test("both view models deal the same cards and play them the same way")
    func sameGame() throws {
        let object = EmojiMemoryGameObject()
        let observable = EmojiMemoryGame()
        #expect(object.cards.map(\.content) == observable.cards.map(\.content))
        let card = try #require(object.cards.last)
        object.choose(card)
        observable.choose(card)
        #expect(object.cards.map(\.isFaceUp) == observable.cards.map(\.isFaceUp))
    }
}

/// A counter the `@Sendable` `onChange` closure may update from the thread that makes the change.
private final class Announcements: Sendable {
    let count = Mutex(0)
}
