import TestSupport
import Testing

@testable import Lecture2MVVM

extension ChooseIntentTests {
    /// Why the Model is a struct and the ViewModel a class, shown rather than told. A demo, not an
    /// exercise of its own: the notes' "Struct or class" section points here. It plays the game
    /// through `choose`, so it runs with `mvvm-choose-intent`, whose check then covers it.
    @MainActor
    @Suite struct StructVersusClassTests {
        @Test("a struct is a value: a copy of the game plays on without changing the original")
        func structIsCopied() throws {
            let original = MemoryGame<String>(numberOfPairsOfCards: 2) { _ in "👻" }
            var copy = original
            let card = try #require(copy.cards.first)
            copy.choose(card)  // `mutating`: only possible because `copy` is a `var`
            #expect(copy.cards.first?.isFaceUp == true)
            #expect(
                original.cards.first?.isFaceUp == false,
                advice(en: "The original is a separate value.", ko: "원본은 별개의 값입니다."))
        }

        @Test("a card handed to a view is a copy: changing it changes nothing in the game")
        func cardIsCopied() throws {
            let viewModel = EmojiMemoryGame()
            var card = try #require(viewModel.cards.first)
            card.isFaceUp = true
            #expect(
                viewModel.cards.first?.isFaceUp == false,
                advice(
                    en: "That is why `choose` finds cards by id.", ko: "그래서 `choose`는 카드를 id로 찾습니다."
                ))
        }

        @Test("a class is a reference: every holder of the view model sees the same game")
        func classIsShared() throws {
            let viewModel = EmojiMemoryGame()
            let screen = EmojiMemoryGameView(viewModel: viewModel)
            let otherScreen = EmojiMemoryGameView(viewModel: viewModel)
            let card = try #require(viewModel.cards.first)
            screen.viewModel.choose(card: card)
            #expect(otherScreen.viewModel.cards.first?.isFaceUp == true)
            #expect(
                screen.viewModel === otherScreen.viewModel,
                advice(en: "Both views hold the one object.", ko: "두 뷰가 같은 객체 하나를 가리킵니다."))
        }
    }
}
