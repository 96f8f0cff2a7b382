import Testing

@testable import Lecture2MVC

/// Exercise `mvc-touch-card`: target-action delivers the tapped button; `firstIndex(of:)` finds it.
@Suite struct TouchCardTests {

    @Test("tapping a card button chooses that card in the game")
    func tapChoosesCard() throws {
        let controller = makeController(buttons: 6)
        try #require(controller.cardButtons.count == 6)
        controller.cardButtons[2].sendActions()
        try #require(controller.game.cards.count == 6, "Six buttons need six cards.")
        #expect(
            controller.game.cards[2].isFaceUp,
            "Find the button's index with `cardButtons.firstIndex(of: sender)` and choose that card."
        )
        #expect(controller.game.indexOfOneAndOnlyFaceUpCard == 2)
    }

    @Test("each tap on a card button counts one flip")
    func tapsCountFlips() throws {
        let controller = makeController(buttons: 6)
        try #require(controller.cardButtons.count == 6)
        for index in [0, 3, 5, 3] {
            controller.cardButtons[index].sendActions()
        }
        #expect(controller.flipCount == 4, "Add one to `flipCount` for every tap on a card.")
        #expect(
            controller.flipCountLabel.text == "Flips: 4",
            "Change `flipCount` itself, so its `didSet` keeps the label in step.")
    }

    @Test("a button that is not one of the card buttons is ignored")
    func unknownButtonIsIgnored() {
        let controller = makeController(buttons: 6)
        let stranger = Button()
        stranger.addTarget(controller, action: ViewController.touchCard)
        stranger.sendActions()
        #expect(controller.flipCount == 0, "`firstIndex(of:)` is nil for a stranger: do nothing.")
        #expect(controller.game.cards.allSatisfy { !$0.isFaceUp })
    }

    @Test("a tap on a button with no card counts, and never asks the game for that card")
    func fewerCardsThanButtons() throws {
        let controller = makeController(buttons: 6)
        controller.game = makeGame(pairs: 1)
        try #require(controller.cardButtons.count == 6)
        for button in controller.cardButtons {
            button.sendActions()
        }
        #expect(controller.flipCount == 6, "A tap on a button still counts, card or not.")
        #expect(
            controller.cardButtons[5].backgroundColor == .orange,
            "Check `game.cards.indices.contains(cardNumber)` before `chooseCard(at:)`.")
    }
}
