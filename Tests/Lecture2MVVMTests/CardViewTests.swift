import Testing

@testable import Lecture2MVVM

/// `mvvm-card-view`: one card drawn as text.
@MainActor
@Suite struct CardViewTests {
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

    @Test("a matched card is blank but keeps its place in the row")
    func matchedIsBlank() {
        let matched = CardView(card: .init(isMatched: true, content: content, id: 0)).body
        #expect(!matched.isEmpty, "Keep the card's place: draw spaces, not nothing.")
        #expect(matched.allSatisfy { $0.isWhitespace }, "A matched card face down is drawn blank.")
    }

    @Test("a matched card that is still face up shows its content")
    func matchedFaceUpShowsContent() {
        let body = CardView(card: .init(isFaceUp: true, isMatched: true, content: content, id: 0))
            .body
        #expect(body.contains(content), "Check `isFaceUp` first, then `isMatched`.")
    }

    @Test("the three looks of a card are all different")
    func looksDiffer() {
        let faceUp = CardView(card: .init(isFaceUp: true, content: content, id: 0)).body
        let faceDown = CardView(card: .init(content: content, id: 0)).body
        let matched = CardView(card: .init(isMatched: true, content: content, id: 0)).body
        #expect(Set([faceUp, faceDown, matched]).count == 3)
    }
}
