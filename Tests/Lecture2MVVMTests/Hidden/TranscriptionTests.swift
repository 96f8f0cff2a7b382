import SwiftUIStandIn
import TestSupport
import Testing

@testable import Lecture2MVVM

extension GameViewTests {
    /// The Lecture 2 post's own view code (`Transcriptions/`), compiled as printed inside this
    /// stage, against its view model, and drawn: the game it describes must look as the lecture's
    /// does. A demo, not an exercise; it plays the whole stage, so it runs with `mvvm-game-view`,
    /// the last exercise of the game. In `Hidden/`, because the write-ups' code answers exercises:
    /// a release leaves it out.
    @MainActor
    @Suite struct TranscriptionTests {
        @Test("the post's final screen draws the view model's cards face down, filled, in one row")
        func finalScreenFaceDown() {
            let viewModel = EmojiMemoryGame()
            let drawing = ViewHost(
                Lecture2Post.ContentView(viewModel: viewModel), columns: 80, rows: 7)
            let views = DrawnCards.views(in: drawing)
            #expect(views.compactMap { $0.id?.base as? Int } == viewModel.cards.map(\.id))
            #expect(
                DrawnCards.pictures(drawing).allSatisfy(DrawnCards.isFilled),
                advice(
                    en: "Face down, filled:\n\(drawing.screen)", ko: "뒷면, 채움:\n\(drawing.screen)"))
            #expect(Set(views.map(\.cells.row)).count == 1)
            let first = views.first?.cells
            #expect(
                drawing.screen.color(column: first?.column ?? 0, row: first?.row ?? 0) == .orange)
        }

        @Test(
            "a tapped card of the post's screen is framed with its emoji when the screen is drawn again"
        )
        func finalScreenFaceUp() throws {
            let viewModel = EmojiMemoryGame()
            let drawing = ViewHost(
                Lecture2Post.ContentView(viewModel: viewModel), columns: 80, rows: 7)
            let second = try #require(DrawnCards.views(in: drawing).dropFirst().first)
            #expect(DrawnCards.tap(second, in: drawing))
            #expect(viewModel.cards[1].isFaceUp)
            // The post's `var viewModel` is not observed yet (Lecture 3 adds `@ObservedObject`), so
            // the screen is drawn again by giving the host the view anew, as a new frame would.
            drawing.root = Lecture2Post.ContentView(viewModel: viewModel)
            let pictures = DrawnCards.pictures(drawing)
            #expect(
                DrawnCards.isFramed(pictures[1], with: viewModel.cards[1].content),
                advice(en: "Framed:\n\(drawing.screen)", ko: "테두리:\n\(drawing.screen)"))
            #expect(
                pictures.enumerated().filter { $0.offset != 1 }.allSatisfy {
                    DrawnCards.isFilled($0.element)
                })
        }

        @Test("the post's CardView draws this stage's cards as the stage's own CardView does")
        func sameCards() {
            for card in [
                MemoryGame<String>.Card(isFaceUp: true, content: "🦇", id: 0),
                MemoryGame<String>.Card(content: "🦇", id: 1),
            ] {
                let post = ViewHost(Lecture2Post.CardView(card: card), columns: 8, rows: 5).screen
                let stage = ViewHost(CardView(card: card), columns: 8, rows: 5).screen
                #expect(post == stage)
            }
        }

        @Test("the post's first views draw four orange cards over 0..<4, face down")
        func firstViews() {
            let drawing = ViewHost(Lecture2PostFirstViews.ContentView(), columns: 40, rows: 7)
            #expect(
                DrawnCards.views(in: drawing).compactMap { $0.id?.base as? Int } == [0, 1, 2, 3])
            #expect(DrawnCards.pictures(drawing).allSatisfy(DrawnCards.isFilled))
            let faceUp = ViewHost(
                Lecture2PostFirstViews.CardView(isFaceUp: true), columns: 6, rows: 3)
            #expect(faceUp.screen.lines == ["╭────╮", "│ 👻 │", "╰────╯"])
        }
    }
}
