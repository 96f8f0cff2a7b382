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
        #expect(body.contains(content), "A face-up card shows its content.")
        #expect(body != content, "Draw a frame around the content, not the bare content.")
    }

    @Test("a face-down card shows a filled back and hides its content")
    func faceDownHidesContent() {
        let body = CardView(card: .init(content: content, id: 0)).body
        #expect(!body.contains(content), "A face-down card must not give its content away.")
        #expect(
            body.contains { !$0.isWhitespace },
            "A face-down card shows its back, so it is not blank.")
    }

    @Test("a matched card face down is blank but as wide as any other card")
    func matchedIsBlank() {
        let matched = CardView(card: .init(isMatched: true, content: content, id: 0)).body
        let back = CardView(card: .init(content: content, id: 0)).body
        #expect(matched.allSatisfy { $0.isWhitespace }, "A matched card face down is drawn blank.")
        #expect(
            matched.count == back.count,
            "Keep the card's place in the grid: draw as many spaces as a card is wide.")
    }

    @Test("a matched card that is still face up shows its content")
    func matchedFaceUpShowsContent() {
        let body = CardView(card: .init(isFaceUp: true, isMatched: true, content: content, id: 0))
            .body
        #expect(
            body.contains(content),
            "Check `isFaceUp` before `isMatched`: the second card of a pair stays visible until the next choice."
        )
    }
}
