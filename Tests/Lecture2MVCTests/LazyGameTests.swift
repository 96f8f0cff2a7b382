import Testing

@testable import Lecture2MVC

/// Exercise `mvc-lazy-game`: a `lazy` property may use `self`, because it is created on first use.
@Suite struct LazyGameTests {

    @Test(
        "the game has a card for every button, one pair per two buttons",
        arguments: [
            (buttons: 4, cards: 4), (buttons: 5, cards: 6), (buttons: 1, cards: 2),
            (buttons: 12, cards: 12),
        ])
    func gameSizeFollowsButtons(buttons: Int, cards: Int) {
        let controller = makeController(buttons: buttons)
        #expect(
            controller.game.cards.count == cards,
            "Ask for `(cardButtons.count + 1) / 2` pairs: an odd button still gets a card.")
    }

    @Test("the game is shuffled with the controller's own generator")
    func gameUsesInjectedGenerator() throws {
        let first = makeController(buttons: 10, seed: 3)
        let second = makeController(buttons: 10, seed: 3)
        try #require(first.game.cards.count == 10, "Ten buttons need five pairs.")
        #expect(
            layoutPattern(of: first.game.cards) == layoutPattern(of: second.game.cards),
            "Pass `&randomNumberGenerator` to the game, so a seeded controller always deals the same game."
        )
    }
}
