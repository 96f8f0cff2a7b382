import SwiftUIStandIn
import TestSupport
import Testing

@testable import Lecture2MVVM

/// `mvvm-game-view`: the screen lays one `CardView` per card in a row, and a tap on a card is the
/// choose intent; read from the drawn tree and screen, tapped by position.
@MainActor
@Suite("mvvm-game-view: The cards in a row, and a tap to choose")
struct GameViewTests {
    /// A view model and its screen, drawn on 80 by 7 cells.
    private func makeScreen() -> (EmojiMemoryGame, ViewHost<EmojiMemoryGameView>) {
        let viewModel = EmojiMemoryGame()
        return (
            viewModel, ViewHost(EmojiMemoryGameView(viewModel: viewModel), columns: 80, rows: 7)
        )
    }

    @Test("the screen draws one card view per card, in the cards' order, side by side in one row")
    func cardsInARow() {
        let (viewModel, drawing) = makeScreen()
        let views = DrawnCards.views(in: drawing)
        let ids = views.compactMap { $0.id?.base as? Int }
        #expect(
            ids == viewModel.cards.map(\.id),
            ids.isEmpty
                ? advice(
                    en: """
                        The screen drew no view for any card: make one view per card of the view \
                        model's `cards`, each known by its card's `id`. It drew:
                        \(drawing.screen)
                        """,
                    ko: """
                        화면이 어느 카드의 뷰도 그리지 않았습니다. 뷰 모델의 `cards`의 카드마다 뷰를 \
                        하나씩, 카드의 `id`로 구별되게 만듭니다. 그려진 모습:
                        \(drawing.screen)
                        """)
                : advice(
                    en: "One view per card, in the order of `cards`: ids drawn \(ids).",
                    ko: "카드마다 뷰 하나를 `cards`의 순서대로 그립니다. 그려진 id: \(ids)."))
        #expect(
            drawing.tree.all(view: "CardView").count == viewModel.cards.count,
            advice(
                en: "Each card is drawn by a `CardView`, the view that knows how a card looks.",
                ko: "카드는 저마다 카드의 모양을 아는 뷰인 `CardView`가 그립니다."))
        let rows = Set(views.map(\.cells.row))
        let columns = views.map(\.cells.column)
        #expect(
            rows.count <= 1 && columns == columns.sorted(),
            advice(
                en:
                    "The cards stand side by side in one row, left to right: rows \(rows.sorted()).",
                ko: "카드는 한 줄에 왼쪽에서 오른쪽으로 나란히 섭니다. 그려진 행: \(rows.sorted())."))
    }

    @Test("tapping a card where it is drawn turns it over, and the screen shows it framed")
    func tapTurnsTheCard() throws {
        let (viewModel, drawing) = makeScreen()
        let views = DrawnCards.views(in: drawing)
        try #require(
            views.count == viewModel.cards.count && views.count >= 3,
            advice(
                en: "The screen should draw a view for each card. It drew:\n\(drawing.screen)",
                ko: "화면은 카드마다 뷰를 그려야 합니다. 그려진 모습:\n\(drawing.screen)"))
        let tapped = DrawnCards.tap(views[2], in: drawing)
        #expect(
            tapped,
            advice(
                en: """
                    Nothing on the third card answers a tap: give each card's view a tap gesture \
                    that tells the view model which card was chosen.
                    """,
                ko: """
                    세 번째 카드의 어디에도 탭에 답하는 것이 없습니다. 카드의 뷰마다 어느 카드를 \
                    골랐는지 뷰 모델에 알리는 탭 제스처를 붙입니다.
                    """))
        let faceUp = viewModel.cards.map(\.isFaceUp)
        #expect(
            faceUp == [false, false, true, false, false, false, false, false],
            advice(
                en: """
                    A tap on the third card should choose the third card, and only it, through the \
                    view model's intent: face up now \(faceUp).
                    """,
                ko: """
                    세 번째 카드를 탭하면 뷰 모델의 인텐트를 거쳐 세 번째 카드만 골라야 합니다. 지금 \
                    앞면인 카드: \(faceUp).
                    """))
        let picture = DrawnCards.pictures(drawing)[2]
        #expect(
            DrawnCards.isFramed(picture, with: viewModel.cards[2].content),
            advice(
                en: "The next frame shows the chosen card face up. It drew:\n\(drawing.screen)",
                ko: "다음 화면은 고른 카드를 앞면으로 보여 줍니다. 그려진 모습:\n\(drawing.screen)"))
        DrawnCards.tap(DrawnCards.views(in: drawing)[2], in: drawing)
        #expect(
            DrawnCards.isFilled(DrawnCards.pictures(drawing)[2]),
            advice(
                en: "A second tap turns the card back. It drew:\n\(drawing.screen)",
                ko: "두 번째 탭은 카드를 다시 뒤집습니다. 그려진 모습:\n\(drawing.screen)"))
    }

    @Test("the cards are drawn in the screen's colour, orange")
    func orangeCards() throws {
        let (_, drawing) = makeScreen()
        let first = try #require(DrawnCards.views(in: drawing).first)
        #expect(drawing.screen.color(column: first.cells.column, row: first.cells.row) == .orange)
    }
}
