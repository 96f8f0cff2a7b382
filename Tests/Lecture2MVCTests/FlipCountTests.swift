import Testing

@testable import Lecture2MVC

/// Exercise `mvc-flip-count`: a property observer (`didSet`) keeps the label in step.
@Suite struct FlipCountTests {

    @Test("the label starts at Flips: 0")
    func labelStartsAtZero() {
        let controller = makeController(buttons: 4)
        #expect(controller.flipCountLabel.text == "Flips: 0")
    }

    @Test("setting flipCount updates the label to Flips: N", arguments: [1, 7, 42])
    func settingUpdatesLabel(count: Int) {
        let controller = makeController(buttons: 4)
        controller.flipCount = count
        #expect(
            controller.flipCountLabel.text == "Flips: \(count)",
            "In `didSet`, write the new count into `flipCountLabel.text`.")
    }

    @Test("each tap on a card shows the new count on the label")
    func tapsShowOnLabel() throws {
        let controller = makeController(buttons: 4)
        try #require(controller.cardButtons.count == 4)
        for button in controller.cardButtons.prefix(3) {
            button.sendActions()
        }
        #expect(controller.flipCountLabel.text == "Flips: 3", "Three taps are three flips.")
    }
}
