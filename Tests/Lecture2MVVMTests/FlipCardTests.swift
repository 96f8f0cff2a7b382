import TestSupport
import Testing

@testable import Lecture2MVVM

/// `mvvm-flip-card`: at this stage, choosing a card flips it over.
@Suite("mvvm-flip-card: Flip the chosen card")
struct FlipCardTests {
    /// A fresh game of three pairs whose content is the pair index.
    private func makeGame() -> MemoryGame<Int> {
        MemoryGame<Int>(numberOfPairsOfCards: 3) { $0 }
    }

    @Test("choosing a face-down card turns it face up")
    func choosingFlipsFaceUp() throws {
        var game = makeGame()
        try #require(
            game.cards.count == 6,
            advice(en: "Expected a game of three pairs.", ko: "짝이 세 개인 게임이어야 합니다."))
        game.choose(game.cards[2])
        #expect(
            game.cards[2].isFaceUp,
            advice(
                en: "Find the chosen card in `cards` and flip it face up.",
                ko: "고른 카드를 `cards`에서 찾아 앞면으로 뒤집습니다."))
    }

    @Test("choosing a face-up card turns it face down again")
    func choosingTwiceFlipsBack() throws {
        var game = makeGame()
        try #require(
            game.cards.count == 6,
            advice(en: "Expected a game of three pairs.", ko: "짝이 세 개인 게임이어야 합니다."))
        game.choose(game.cards[2])
        try #require(
            game.cards[2].isFaceUp,
            advice(
                en: "The first choice should turn the card face up.",
                ko: "처음 고르면 카드가 앞면으로 뒤집혀야 합니다."))
        game.choose(game.cards[2])
        #expect(
            !game.cards[2].isFaceUp,
            advice(
                en:
                    "Flipping is a toggle: choosing a face-up card turns it face down again (`Bool` has a method for that).",
                ko: "뒤집기는 토글입니다: 앞면인 카드를 고르면 다시 뒷면이 됩니다(`Bool`에 그 일을 하는 메서드가 있습니다)."))
    }

    @Test("choosing a card flips only that card")
    func onlyTheChosenCardFlips() throws {
        var game = makeGame()
        try #require(
            game.cards.count == 6,
            advice(en: "Expected a game of three pairs.", ko: "짝이 세 개인 게임이어야 합니다."))
        game.choose(game.cards[4])
        #expect(
            game.cards.map(\.isFaceUp) == [false, false, false, false, true, false],
            advice(
                en: "Only card 4 was chosen, so only card 4 should be face up.",
                ko: "카드 4만 골랐으므로 카드 4만 앞면이어야 합니다."))
    }

    @Test("the chosen card is found by its id, even from a stale copy")
    func chosenCardIsFoundByID() throws {
        var game = makeGame()
        try #require(
            game.cards.count == 6,
            advice(en: "Expected a game of three pairs.", ko: "짝이 세 개인 게임이어야 합니다."))
        var staleCopy = game.cards[3]
        staleCopy.isFaceUp = true
        game.choose(staleCopy)
        #expect(
            game.cards[3].isFaceUp,
            advice(
                en:
                    "Flip the card stored in `cards` with the same id, not the copy you were given.",
                ko: "넘겨받은 복사본이 아니라 `cards`에 저장된, id가 같은 카드를 뒤집습니다."))
    }

    @Test("a card that is not in this game is ignored")
    func cardFromElsewhereIsIgnored() throws {
        var game = makeGame()
        try #require(
            game.cards.count == 6,
            advice(en: "Expected a game of three pairs.", ko: "짝이 세 개인 게임이어야 합니다."))
        game.choose(game.cards[0])
        let before = game.cards.map(\.isFaceUp)
        game.choose(MemoryGame<Int>.Card(content: 0, id: 99))
        #expect(
            game.cards.count == 6,
            advice(en: "Choosing never adds or removes cards.", ko: "카드를 골라도 카드가 늘거나 줄지 않습니다."))
        #expect(
            game.cards.map(\.isFaceUp) == before,
            advice(
                en: "No card has id 99, so no card is found and nothing changes.",
                ko: "id가 99인 카드는 없으므로 찾은 카드가 없고 아무것도 바뀌지 않습니다."))
    }
}
