import SwiftUIStandIn
import TestSupport
import Testing

@testable import Lecture4EnumsOptionals

/// With `l4-card-size`, whose `body` draws them: `CardView`'s faces are given code, carried over from
/// the MVVM stage; here the matched look matters, because matched pairs now happen and must leave
/// their place empty.
@MainActor
@Suite("l4-card-size: the card's faces, drawn")
struct CardFaceTests {
    private let content = "🐙"

    /// The card drawn on a screen of its own, 10 columns by 6 rows.
    private func picture(_ card: MemoryGame<String>.Card) -> [String] {
        let host = ViewHost(CardView(card: card), columns: 10, rows: 6)
        return host.screen.text(in: CellRect(column: 0, row: 0, width: 10, height: 6))
    }

    @Test("a face-up card shows its content inside a frame")
    func faceUpShowsContent() {
        let picture = picture(.init(isFaceUp: true, content: content, id: 0))
        #expect(
            DrawnCards.isFramed(picture, with: content),
            advice(
                en: "A face-up card shows its content inside a rounded frame.",
                ko: "앞면인 카드는 둥근 테두리 안에 내용을 보여 줍니다."))
    }

    @Test("a face-down card shows a filled back and hides its content")
    func faceDownHidesContent() {
        let picture = picture(.init(content: content, id: 0))
        #expect(
            DrawnCards.isFilled(picture),
            advice(
                en: "A face-down card is filled, and does not give its content away.",
                ko: "뒷면인 카드는 채워져 있고 내용을 드러내지 않습니다."))
    }

    @Test("a matched card face down is gone, but keeps its place")
    func matchedIsGone() {
        let card = MemoryGame<String>.Card(isMatched: true, content: content, id: 0)
        #expect(DrawnCards.isBlank(picture(card)))
        let host = ViewHost(CardView(card: card), columns: 10, rows: 6)
        #expect(
            host.tree.all(view: "CardView").first?.cells
                == CellRect(column: 0, row: 0, width: 10, height: 6),
            advice(
                en: "A matched card still takes the space it is given, so the grid keeps its hole.",
                ko: "짝을 맞춘 카드도 받은 공간을 차지하므로, 그리드에 그 자리가 빈 채로 남습니다."))
    }

    @Test("a matched card that is still face up shows its content")
    func matchedFaceUpShowsContent() {
        let picture = picture(.init(isFaceUp: true, isMatched: true, content: content, id: 0))
        #expect(
            DrawnCards.isFramed(picture, with: content),
            advice(
                en:
                    "Check `isFaceUp` before `isMatched`: the second card of a pair stays visible until the next choice.",
                ko: "`isMatched`보다 `isFaceUp`을 먼저 확인합니다: 짝의 두 번째 카드는 다음 선택까지 보여야 합니다."))
    }

    @Test(
        "the card fills the space it is given, at any size",
        arguments: [(10, 6), (20, 12), (24, 3)])
    func fillsItsSpace(columns: Int, rows: Int) {
        let host = ViewHost(
            CardView(card: .init(content: content, id: 0)), columns: columns, rows: rows)
        let back = host.tree.all("RoundedRectangle.fill").first?.cells
        #expect(back == CellRect(column: 0, row: 0, width: columns, height: rows))
    }
}
