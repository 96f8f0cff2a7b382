import TestSupport
import Testing

@testable import Lecture4EnumsOptionals

/// `l4-choose-matching`: choosing cards turns them over and matches pairs, as in the lecture.
@Suite("l4-choose-matching: Match pairs: an Equatable content and an optional index")
struct ChooseMatchingTests {
    /// A shuffled game of three pairs whose contents are the pair numbers 0, 1 and 2.
    let newGame = MemoryGame<Int>(
        numberOfPairsOfCards: 3, using: SeededRandomNumberGenerator(seed: 44)
    ) { pairIndex in pairIndex }

    /// The two cards of pair `content` in `game`, wherever the shuffle put them.
    private func pair(_ content: Int, in game: MemoryGame<Int>) throws -> (
        MemoryGame<Int>.Card, MemoryGame<Int>.Card
    ) {
        let cards = game.cards.filter { $0.content == content }
        try #require(
            cards.count == 2,
            advice(
                en: "A new game should hold two cards showing \(content).",
                ko: "새 게임에는 \(Particle.object.after(content)) 보여 주는 카드가 두 장 있어야 합니다."))
        return (cards[0], cards[1])
    }

    /// The current state of `card` in `game`, looked up by id.
    private func current(_ card: MemoryGame<Int>.Card, in game: MemoryGame<Int>) throws
        -> MemoryGame<Int>.Card
    {
        try #require(
            game.cards.first { $0.id == card.id },
            advice(en: "The card should still be in the game.", ko: "카드는 여전히 게임에 있어야 합니다."))
    }

    @Test("choosing a face-down card turns it face up")
    func firstChoiceTurnsFaceUp() throws {
        var game = newGame
        let (card, _) = try pair(0, in: game)
        game.choose(card)
        try #expect(
            current(card, in: game).isFaceUp,
            advice(en: "The chosen card should end face up.", ko: "고른 카드는 결국 앞면이어야 합니다."))
        #expect(
            game.cards.filter(\.isFaceUp).count == 1,
            advice(en: "Only the chosen card should be face up.", ko: "고른 카드만 앞면이어야 합니다."))
    }

    @Test("choosing a second card with the same content marks both matched")
    func equalContentsMatch() throws {
        var game = newGame
        let (first, second) = try pair(1, in: game)
        game.choose(first)
        game.choose(second)
        try #expect(
            current(first, in: game).isMatched,
            advice(
                en: "Equal contents should mark the first card matched.",
                ko: "내용이 같으면 첫 번째 카드를 맞춘 것으로 표시해야 합니다.")
        )
        try #expect(
            current(second, in: game).isMatched,
            advice(
                en: "Equal contents should mark the second card matched.",
                ko: "내용이 같으면 두 번째 카드를 맞춘 것으로 표시해야 합니다."))
        try #expect(
            current(second, in: game).isFaceUp,
            advice(en: "The second card should end face up.", ko: "두 번째 카드는 결국 앞면이어야 합니다."))
        #expect(
            game.cards.filter(\.isMatched).count == 2,
            advice(en: "Only the two equal cards should match.", ko: "같은 두 카드만 짝이 맞아야 합니다."))
    }

    @Test("choosing a second card with different content leaves both face up and unmatched")
    func differentContentsDoNotMatch() throws {
        var game = newGame
        let (zero, _) = try pair(0, in: game)
        let (two, _) = try pair(2, in: game)
        game.choose(zero)
        game.choose(two)
        try #expect(
            current(zero, in: game).isFaceUp,
            advice(
                en: "A mismatch stays visible until the next choice.", ko: "짝이 틀린 카드는 다음 선택까지 보입니다."
            ))
        try #expect(
            current(two, in: game).isFaceUp,
            advice(en: "The second card should end face up.", ko: "두 번째 카드는 결국 앞면이어야 합니다."))
        #expect(
            !game.cards.contains { $0.isMatched },
            advice(en: "Different contents must not match.", ko: "내용이 다르면 짝이 맞으면 안 됩니다."))
    }

    @Test("choosing a card after two are face up turns the others face down")
    func thirdChoiceTurnsOthersFaceDown() throws {
        var game = newGame
        let (zero, _) = try pair(0, in: game)
        let (one, _) = try pair(1, in: game)
        let (two, _) = try pair(2, in: game)
        game.choose(zero)
        game.choose(one)
        game.choose(two)
        #expect(
            game.cards.filter(\.isFaceUp).map(\.id) == [two.id],
            whyOthersStayedUp(zero: zero, one: one, two: two))
    }

    /// Why other cards stayed face up after a third choice, told apart by one more choice: a game
    /// that still remembers the first card after comparing two matches it with its twin.
    private func whyOthersStayedUp(
        zero: MemoryGame<Int>.Card, one: MemoryGame<Int>.Card, two: MemoryGame<Int>.Card
    ) -> Comment {
        var game = newGame
        let twin = game.cards.first { $0.content == zero.content && $0.id != zero.id }
        for card in [zero, one, two] + (twin.map { [$0] } ?? []) { game.choose(card) }
        if game.cards.contains(where: { $0.id == twin?.id && $0.isMatched }) {
            return advice(
                en:
                    "After comparing two cards, the game still remembers the first as the one face-up card: with two cards up there is none, so forget it (the optional becomes nil).",
                ko:
                    "두 카드를 비교한 뒤에도 게임이 첫 카드를 하나뿐인 앞면 카드로 기억합니다: 두 장이 앞면이면 그런 카드는 없으므로 잊습니다(옵셔널이 nil이 됩니다)."
            )
        }
        return advice(
            en:
                "With no face-up card remembered, turn every card face down, then the chosen one up.",
            ko: "기억해 둔 앞면 카드가 없으면 모든 카드를 뒷면으로 뒤집은 뒤 고른 카드를 앞면으로 뒤집습니다.")
    }

    @Test("after a mismatch, the next two equal cards still match")
    func matchAfterMismatch() throws {
        var game = newGame
        let (zero, otherZero) = try pair(0, in: game)
        let (one, _) = try pair(1, in: game)
        game.choose(zero)
        game.choose(one)
        game.choose(otherZero)
        game.choose(zero)
        try #expect(
            current(zero, in: game).isMatched && current(otherZero, in: game).isMatched,
            advice(
                en:
                    "The third choice should be remembered as the one face-up card, to match the fourth.",
                ko: "세 번째 선택은 네 번째와 짝을 맞추도록 하나뿐인 앞면 카드로 기억되어야 합니다.")
        )
    }

    @Test("choosing a card that is already face up changes nothing")
    func faceUpCardIsIgnored() throws {
        var game = newGame
        let (card, _) = try pair(0, in: game)
        game.choose(card)
        let before = game.cards.map(\.isFaceUp)
        game.choose(card)
        #expect(
            game.cards.map(\.isFaceUp) == before,
            advice(en: "A face-up card must not be chosen again.", ko: "앞면인 카드는 다시 고를 수 없어야 합니다."))
        #expect(
            !game.cards.contains { $0.isMatched },
            advice(en: "A card must never match itself.", ko: "카드가 자기 자신과 짝이 맞으면 안 됩니다."))
    }

    @Test("choosing a matched card changes nothing")
    func matchedCardIsIgnored() throws {
        var game = newGame
        let (first, second) = try pair(2, in: game)
        let (other, _) = try pair(0, in: game)
        game.choose(first)
        game.choose(second)
        game.choose(other)
        let before = game.cards.map(\.isFaceUp)
        game.choose(first)
        #expect(
            game.cards.map(\.isFaceUp) == before,
            advice(en: "A matched card is out of play.", ko: "짝을 맞춘 카드는 게임에서 빠집니다."))
        try #expect(
            current(other, in: game).isFaceUp,
            advice(
                en: "The face-up card should still wait for its partner.",
                ko: "앞면인 카드는 여전히 짝을 기다려야 합니다.")
        )
    }

    @Test("choosing a card from another game changes nothing")
    func strangerIsIgnored() {
        var game = newGame
        let stranger = MemoryGame<Int>.Card(content: 0, id: 99)
        game.choose(stranger)
        #expect(
            !game.cards.contains { $0.isFaceUp },
            advice(
                en: "A card that is not in the game must be ignored.", ko: "게임에 없는 카드는 무시해야 합니다."))
    }
}
