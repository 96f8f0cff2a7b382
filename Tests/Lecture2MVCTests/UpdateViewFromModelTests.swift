import Testing

@testable import Lecture2MVC

/// Exercise `mvc-update-view`: the Controller draws every button from the Model's cards.
@Suite struct UpdateViewFromModelTests {

    @Test("a face-up card shows its emoji on white")
    func faceUpShowsEmoji() throws {
        let controller = try makeFourCardController()
        controller.game.cards[1].isFaceUp = true
        controller.updateViewFromModel()
        let button = controller.cardButtons[1]
        #expect(
            button.title == controller.emoji(for: controller.game.cards[1]),
            "A face-up card's button shows `emoji(for: card)`.")
        #expect(!button.title.isEmpty)
        #expect(button.backgroundColor == .white, "The face of a card is white.")
    }

    @Test("a face-down card shows an orange back with no title")
    func faceDownShowsBack() throws {
        let controller = try makeFourCardController()
        controller.game.cards[0].isFaceUp = true
        controller.updateViewFromModel()
        controller.game.cards[0].isFaceUp = false
        controller.updateViewFromModel()
        #expect(controller.cardButtons[0].title == "", "A card turned face down hides its emoji.")
        #expect(controller.cardButtons[0].backgroundColor == .orange)
    }

    @Test("a matched card that is face down leaves an empty, clear space")
    func matchedFaceDownDisappears() throws {
        let controller = try makeFourCardController()
        controller.game.cards[3].isMatched = true
        controller.updateViewFromModel()
        #expect(controller.cardButtons[3].title == "")
        #expect(
            controller.cardButtons[3].backgroundColor == .clear,
            "Use `card.isMatched ? .clear : .orange` for a face-down card.")
    }

    @Test("a matched card that is still face up keeps showing its emoji")
    func matchedFaceUpStillShows() throws {
        let controller = try makeFourCardController()
        controller.game.cards[2].isMatched = true
        controller.game.cards[2].isFaceUp = true
        controller.updateViewFromModel()
        #expect(!controller.cardButtons[2].title.isEmpty)
        #expect(controller.cardButtons[2].backgroundColor == .white)
    }

    @Test("tapping a card redraws the buttons, so its emoji shows")
    func tapRedrawsButtons() throws {
        let controller = try makeFourCardController()
        let button = controller.cardButtons[2]
        button.sendActions()
        #expect(
            !button.title.isEmpty, "`touchCard(_:)` calls `updateViewFromModel()` after each move.")
        #expect(button.backgroundColor == .white)
        #expect(
            controller.cardButtons[0].backgroundColor == .orange,
            "The cards not chosen stay face down: orange, with no title.")
    }

    @Test("buttons the game has no card for are left alone")
    func buttonsWithoutCardsAreLeftAlone() throws {
        let controller = makeController(buttons: 6)
        controller.game = makeGame(pairs: 1)
        try #require(controller.game.cards.count == 2 && controller.cardButtons.count == 6)
        controller.game.cards[0].isFaceUp = true
        controller.updateViewFromModel()
        #expect(controller.cardButtons[0].backgroundColor == .white)
        #expect(
            controller.cardButtons[5].backgroundColor == .orange,
            "Skip the indices the game has no card for: `where game.cards.indices.contains(index)`."
        )
    }

    /// A controller with four buttons and four cards, so every test may index both safely.
    private func makeFourCardController() throws -> ViewController {
        let controller = makeController(buttons: 4)
        try #require(
            controller.game.cards.count == 4 && controller.cardButtons.count == 4,
            "Four buttons need four cards; check `lazy var game` and `init(numberOfPairsOfCards:)`."
        )
        return controller
    }
}
