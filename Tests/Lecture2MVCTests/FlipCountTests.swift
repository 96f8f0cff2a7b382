import TestSupport
import Testing

@testable import Lecture2MVC

/// Exercise `mvc-flip-count`: a property observer (`didSet`) keeps the label in step.
@Suite("mvc-flip-count: A label that follows the count")
struct FlipCountTests {

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
            advice(
                en: "In `didSet`, write the new count into `flipCountLabel.text`.",
                ko: "`didSet`에서 새 횟수를 `flipCountLabel.text`에 씁니다."))
    }

}
