import TestSupport
import Testing

@testable import Lecture2MVVM

extension ObjectWillChangeTests {
    /// The lecture's `@ObservedObject`, by hand: a host that listens to the view model's
    /// announcements draws the screen again after every intent. A demo, not an exercise: it shows
    /// what the announcements are for, so it runs with `mvvm-object-will-change`.
    @MainActor
    @Suite struct ObservedObjectHostTests {
        /// The lectures' screen: one `CardView` per card of an `ObservableObject` view model.
        struct CardsView: View {
            let viewModel: EmojiMemoryGameObject

            var body: String {
                viewModel.cards.map { CardView(card: $0).body }.joined(separator: " ")
            }
        }

        /// A view model and a host observing it, as `@ObservedObject var viewModel` would.
        private func makeScreen() -> (EmojiMemoryGameObject, ObservedObjectHost<CardsView>) {
            let viewModel = EmojiMemoryGameObject()
            return (
                viewModel, ObservedObjectHost(CardsView(viewModel: viewModel), observing: viewModel)
            )
        }

        @Test("an intent is announced, and the next frame shows the chosen card face up")
        func intentRedrawsTheScreen() throws {
            let (viewModel, host) = makeScreen()
            let card = try #require(
                viewModel.cards.first,
                advice(en: "The game should have cards.", ko: "게임에 카드가 있어야 합니다."))
            #expect(host.renderCount == 1)
            viewModel.choose(card)
            #expect(
                host.needsRender,
                advice(
                    en: "The view model should announce the change to the host.",
                    ko: "뷰 모델은 변경을 호스트에 알려야 합니다."))
            host.renderIfNeeded()
            #expect(host.renderCount == 2)
            #expect(
                host.frame.contains(card.content),
                advice(
                    en: "The new frame should show the chosen card.", ko: "새 프레임에 고른 카드가 보여야 합니다."))
        }

        @Test("reading the view model without changing it draws nothing new")
        func readingDoesNotRedraw() {
            let (viewModel, host) = makeScreen()
            _ = viewModel.cards
            host.renderIfNeeded()
            #expect(host.renderCount == 1)
        }

        @Test("a host that is no longer shown stops listening and is freed")
        func hostIsNotKeptAlive() throws {
            let viewModel = EmojiMemoryGameObject()
            weak var released: ObservedObjectHost<CardsView>?
            do {
                let host = ObservedObjectHost(CardsView(viewModel: viewModel), observing: viewModel)
                released = host
            }
            #expect(
                released == nil,
                advice(
                    en: "The view model's publisher must not keep the host alive.",
                    ko: "뷰 모델의 퍼블리셔가 호스트를 살려 두면 안 됩니다."))
            let card = try #require(viewModel.cards.first)
            viewModel.choose(card)
        }
    }
}
