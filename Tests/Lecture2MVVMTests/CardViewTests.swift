import SwiftUIStandIn
import TestSupport
import Testing

@testable import Lecture2MVVM

/// `mvvm-card-view`: one card drawn with shapes and text, read from the drawn screen and tree.
@MainActor
@Suite("mvvm-card-view: Draw one card")
struct CardViewTests {
    private let content = "🐙"

    /// `card` drawn alone on a screen of 8 by 5 cells.
    private func drawing(_ card: MemoryGame<String>.Card) -> ViewHost<CardView> {
        ViewHost(CardView(card: card), columns: 8, rows: 5)
    }

    @Test("a face-up card is drawn as a frame with its content inside")
    func faceUpIsFramed() {
        let screen = drawing(.init(isFaceUp: true, content: content, id: 0)).screen
        let picture = screen.lines
        let showsContent = picture.contains { $0.contains(content) }
        #expect(
            DrawnCards.isFramed(picture, with: content),
            showsContent
                ? advice(
                    en: """
                        The face-up card shows its content but no frame around it, on a white card: \
                        draw the card's shape, its outline, then the content on top. It drew:
                        \(screen)
                        """,
                    ko: """
                        앞면 카드가 내용은 보여 주지만 흰 카드 위의 테두리가 없습니다. 카드의 도형과 그 \
                        윤곽선을 그리고, 그 위에 내용을 그립니다. 그려진 모습:
                        \(screen)
                        """)
                : advice(
                    en: """
                        A face-up card shows its content, \(content), inside a frame; this one does not \
                        show it. It drew:
                        \(screen)
                        """,
                    ko: """
                        앞면 카드는 테두리 안에 내용 \(content)을 보여 줍니다. 이 카드는 내용을 보여 주지 \
                        않습니다. 그려진 모습:
                        \(screen)
                        """))
    }

    @Test("a face-down card is drawn filled, and hides its content")
    func faceDownIsFilled() {
        let screen = drawing(.init(content: content, id: 0)).screen
        let picture = screen.lines
        #expect(
            !picture.contains { $0.contains(content) },
            advice(
                en: "A face-down card must not give its content away. It drew:\n\(screen)",
                ko: "뒷면 카드는 내용을 드러내면 안 됩니다. 그려진 모습:\n\(screen)"))
        #expect(
            DrawnCards.isFilled(picture),
            advice(
                en: "A face-down card is its shape filled, every cell of it. It drew:\n\(screen)",
                ko: "뒷면 카드는 도형을 채운 것이고, 모든 칸이 채워집니다. 그려진 모습:\n\(screen)"))
    }

    @Test("a face-up card is a white shape, its outline, and its content on top, in that order")
    func faceUpLayers() {
        let tree = drawing(.init(isFaceUp: true, content: content, id: 0)).tree
        let drawn = tree.all.map(\.kind).filter { $0.contains(".") || $0 == "Text" }
        #expect(
            drawn == ["RoundedRectangle.fill", "RoundedRectangle.stroke", "Text"],
            advice(
                en: """
                    A face-up card stacks three views, each over the one before: a filled rounded \
                    rectangle, its outline, and the content's text, as the lecture's card does. \
                    Drawn, in order: \(drawn).
                    """,
                ko: """
                    앞면 카드는 뷰 세 개를 하나씩 위에 겹칩니다. 채운 둥근 사각형, 그 윤곽선, 내용의 \
                    텍스트이며 강의의 카드와 같습니다. 그려진 순서: \(drawn).
                    """))
        #expect(tree.all("Text").compactMap(\.text) == [content])
        #expect(tree.all("ZStack").count == 1)
    }

    @Test("a face-down card is one filled shape, with no text")
    func faceDownLayers() {
        let tree = drawing(.init(content: content, id: 0)).tree
        let drawn = tree.all.map(\.kind).filter { $0.contains(".") || $0 == "Text" }
        #expect(
            drawn == ["RoundedRectangle.fill"],
            advice(
                en: """
                    A face-down card is a single filled rounded rectangle, the same shape as the \
                    face-up card's. Drawn, in order: \(drawn).
                    """,
                ko: """
                    뒷면 카드는 채운 둥근 사각형 하나이며, 앞면 카드와 같은 도형입니다. 그려진 \
                    순서: \(drawn).
                    """))
    }
}
