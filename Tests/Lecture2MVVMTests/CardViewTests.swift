import TestSupport
import Testing

@testable import Lecture2MVVM

/// `mvvm-card-view`: one card drawn as text.
@MainActor
@Suite("mvvm-card-view: Draw one card")
struct CardViewTests {
    private let content = "🐙"

    @Test("a face-up card shows its content inside a frame")
    func faceUpShowsContent() {
        let body = CardView(card: .init(isFaceUp: true, content: content, id: 0)).body
        #expect(
            body.contains(content),
            advice(en: "A face-up card shows its content.", ko: "앞면인 카드는 내용을 보여 줍니다."))
        #expect(
            body != content,
            advice(
                en: "Draw a frame around the content, not the bare content.",
                ko: "내용만 달랑 그리지 말고 둘레에 테두리를 그립니다."))
    }

    @Test("a face-down card shows a filled back and hides its content")
    func faceDownHidesContent() {
        let body = CardView(card: .init(content: content, id: 0)).body
        #expect(
            !body.contains(content),
            advice(
                en: "A face-down card must not give its content away.",
                ko: "뒷면인 카드는 내용을 드러내면 안 됩니다."))
        #expect(
            body.contains { !$0.isWhitespace },
            advice(
                en: "A face-down card shows its back, so it is not blank.",
                ko: "뒷면인 카드는 뒷면을 보여 주므로 빈칸이 아닙니다."))
    }

    @Test("a matched card is blank but keeps its place in the row")
    func matchedIsBlank() {
        let matched = CardView(card: .init(isMatched: true, content: content, id: 0)).body
        #expect(
            !matched.isEmpty,
            advice(
                en: "Keep the card's place: draw spaces, not nothing.",
                ko: "카드 자리는 남겨 둡니다: 아무것도 안 그리지 말고 공백을 그립니다."))
        #expect(
            matched.allSatisfy { $0.isWhitespace },
            advice(en: "A matched card face down is drawn blank.", ko: "짝을 맞춘 카드가 뒷면이면 빈칸으로 그립니다."))
        let back = CardView(card: .init(content: content, id: 0)).body
        #expect(
            matched.count == back.count,
            advice(
                en: """
                    The blank is \(matched.count) characters wide and a card's back \(back.count): \
                    make it as wide as the back, so the cards after it stay where they were.
                    """,
                ko: """
                    빈칸은 \(matched.count)글자 너비이고 카드 뒷면은 \(back.count)글자입니다. 뒷면과 같은 \
                    너비로 그려야 그 뒤의 카드들이 제자리에 있습니다.
                    """))
    }

    @Test("a matched card that is still face up shows its content")
    func matchedFaceUpShowsContent() {
        let body = CardView(card: .init(isFaceUp: true, isMatched: true, content: content, id: 0))
            .body
        #expect(
            body.contains(content),
            advice(
                en: "Check `isFaceUp` first, then `isMatched`.",
                ko: "`isFaceUp`을 먼저 확인하고, 그다음 `isMatched`를 확인합니다."))
    }

    @Test("the three looks of a card are all different")
    func looksDiffer() {
        let faceUp = CardView(card: .init(isFaceUp: true, content: content, id: 0)).body
        let faceDown = CardView(card: .init(content: content, id: 0)).body
        let matched = CardView(card: .init(isMatched: true, content: content, id: 0)).body
        #expect(Set([faceUp, faceDown, matched]).count == 3)
    }
}
