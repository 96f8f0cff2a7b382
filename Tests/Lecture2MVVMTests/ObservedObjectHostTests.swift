import SwiftUIStandIn
import TestSupport
import Testing

@testable import Lecture2MVVM

extension ObjectWillChangeTests {
    /// What the announcements are for: a view holding the view model as `@ObservedObject` is drawn
    /// again after every intent. It runs with `mvvm-object-will-change`.
    @MainActor
    @Suite struct ObservedObjectHostTests {
        /// The lectures' screen over the view model that announces by hand.
        struct CardsView: View {
            @ObservedObject var viewModel: EmojiMemoryGameObject

            var body: some View {
                HStack(spacing: 8) {
                    ForEach(viewModel.cards) { card in
                        CardView(card: card)
                    }
                }
            }
        }

        /// A view model and a host drawing it, as the app would set them up.
        private func makeScreen() -> (EmojiMemoryGameObject, ViewHost<CardsView>) {
            let viewModel = EmojiMemoryGameObject()
            return (viewModel, ViewHost(CardsView(viewModel: viewModel), columns: 80, rows: 5))
        }

        @Test("an intent is announced, and the next screen shows the chosen card face up")
        func intentRedrawsTheScreen() throws {
            let (viewModel, host) = makeScreen()
            let card = try #require(
                viewModel.cards.first,
                advice(en: "The game should have cards.", ko: "게임에 카드가 있어야 합니다."))
            _ = host.screen
            viewModel.choose(card: card)
            #expect(
                host.needsRedraw,
                advice(
                    en: """
                        The card turned over, but the screen was not told: the host draws again only \
                        after the view model announces a change.
                        """,
                    ko: """
                        카드는 뒤집혔지만 화면은 그 사실을 듣지 못했습니다. 호스트는 뷰 모델이 변경을 \
                        알린 뒤에만 다시 그립니다.
                        """))
            let picture = try #require(DrawnCards.pictures(host).first)
            #expect(DrawnCards.isFramed(picture, with: card.content))
            #expect(host.drawCount == 2)
        }

        @Test("reading the view model without changing it draws nothing new")
        func readingDoesNotRedraw() {
            let (viewModel, host) = makeScreen()
            _ = host.screen
            _ = viewModel.cards
            #expect(!host.needsRedraw)
            _ = host.screen
            #expect(host.drawCount == 1)
        }
    }
}
