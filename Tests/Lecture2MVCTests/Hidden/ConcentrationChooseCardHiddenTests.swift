import TestSupport
import Testing

@testable import Lecture2MVC

/// Grading-only checks of exercise `mvc-choose-card`: whole games rather than single moves.
///
/// This file is in `Hidden/`, so `workbook release` leaves it out of student copies and only
/// `workbook grade` runs it (see `hiddenSuites` in `Lectures/Lecture2MVC/exercises.json`).
@Suite struct ConcentrationChooseCardHiddenTests {

    @Test("choosing both cards of every pair in turn matches every card")
    func wholeGame() throws {
        let game = makeGame(pairs: 4, seed: 11)
        let pairs = pairIndices(in: game.cards)
        try #require(
            pairs.count == 4 && pairs.allSatisfy { $0.count == 2 },
            advice(
                en: "A game of four pairs deals two cards of each of four identifiers.",
                ko: "짝이 네 개인 게임은 식별자 네 개마다 카드를 두 장씩 나눕니다."))
        for pair in pairs {
            game.chooseCard(at: pair[0])
            game.chooseCard(at: pair[1])
        }
        #expect(
            game.cards.allSatisfy { $0.isMatched },
            advice(
                en:
                    "Choosing the two cards of a pair one after the other must match them, every time.",
                ko: "한 짝을 이루는 두 카드를 연달아 고르면 언제나 짝이 맞아야 합니다."))
    }

    @Test("after a wrong guess, the next pair chosen still matches")
    func wrongGuessThenMatch() throws {
        let game = makeGame(pairs: 3, seed: 5)
        let pairs = pairIndices(in: game.cards)
        try #require(
            pairs.count == 3 && pairs.allSatisfy { $0.count == 2 },
            advice(
                en: "A game of three pairs deals two cards of each of three identifiers.",
                ko: "짝이 세 개인 게임은 식별자 세 개마다 카드를 두 장씩 나눕니다."))
        game.chooseCard(at: pairs[0][0])
        game.chooseCard(at: pairs[1][0])
        game.chooseCard(at: pairs[2][0])
        game.chooseCard(at: pairs[2][1])
        #expect(
            game.cards[pairs[2][0]].isMatched && game.cards[pairs[2][1]].isMatched,
            advice(
                en: "The third choice starts a new attempt; its partner must then match it.",
                ko: "세 번째 선택은 새 시도를 시작합니다. 그다음 그 짝을 고르면 짝이 맞아야 합니다."))
        #expect(
            !game.cards[pairs[0][0]].isMatched && !game.cards[pairs[1][0]].isMatched,
            advice(en: "A wrong guess matches nothing.", ko: "틀리게 고르면 아무것도 맞지 않습니다."))
    }
}
