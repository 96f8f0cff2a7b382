import TestSupport
import Testing

@testable import Lecture4EnumsOptionals

/// Drawing one card: `CardView` is given code, carried over from the MVVM stage; here the matched
/// look matters, because matched pairs now happen and must leave blank space. No exercise's suite.
@MainActor
@Suite struct CardFaceTests {
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

    @Test("a matched card face down is blank but as wide as any other card")
    func matchedIsBlank() {
        let matched = CardView(card: .init(isMatched: true, content: content, id: 0)).body
        let back = CardView(card: .init(content: content, id: 0)).body
        #expect(
            matched.allSatisfy { $0.isWhitespace },
            advice(en: "A matched card face down is drawn blank.", ko: "짝을 맞춘 카드가 뒷면이면 빈칸으로 그립니다."))
        #expect(
            matched.count == back.count,
            advice(
                en: "Keep the card's place in the grid: draw as many spaces as a card is wide.",
                ko: "그리드에서 카드 자리는 남겨 둡니다: 카드 너비만큼 공백을 그립니다."))
    }

    @Test("a matched card that is still face up shows its content")
    func matchedFaceUpShowsContent() {
        let body = CardView(card: .init(isFaceUp: true, isMatched: true, content: content, id: 0))
            .body
        #expect(
            body.contains(content),
            advice(
                en:
                    "Check `isFaceUp` before `isMatched`: the second card of a pair stays visible until the next choice.",
                ko: "`isMatched`보다 `isFaceUp`을 먼저 확인합니다: 짝의 두 번째 카드는 다음 선택까지 보여야 합니다.")
        )
    }
}
