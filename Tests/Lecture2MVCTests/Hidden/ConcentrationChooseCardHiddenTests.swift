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
            "A game of four pairs deals two cards of each of four identifiers.")
        for pair in pairs {
            game.chooseCard(at: pair[0])
            game.chooseCard(at: pair[1])
        }
        #expect(
            game.cards.allSatisfy { $0.isMatched },
            "Choosing the two cards of a pair one after the other must match them, every time.")
    }

    @Test("after a wrong guess, the next pair chosen still matches")
    func wrongGuessThenMatch() throws {
        let game = makeGame(pairs: 3, seed: 5)
        let pairs = pairIndices(in: game.cards)
        try #require(
            pairs.count == 3 && pairs.allSatisfy { $0.count == 2 },
            "A game of three pairs deals two cards of each of three identifiers.")
        game.chooseCard(at: pairs[0][0])
        game.chooseCard(at: pairs[1][0])
        game.chooseCard(at: pairs[2][0])
        game.chooseCard(at: pairs[2][1])
        #expect(
            game.cards[pairs[2][0]].isMatched && game.cards[pairs[2][1]].isMatched,
            "The third choice starts a new attempt; its partner must then match it.")
        #expect(
            !game.cards[pairs[0][0]].isMatched && !game.cards[pairs[1][0]].isMatched,
            "A wrong guess matches nothing.")
    }
}
