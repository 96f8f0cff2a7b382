import TestSupport
import Testing

@testable import Lecture2MVC

/// Exercise `mvc-flip-count`: the label is an implicitly unwrapped outlet, and a property observer
/// (`didSet`) keeps it in step.
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

    @Test("the flip-count label is an outlet: an Optional, connected after the controller is made")
    func labelIsAnOptionalOutlet() throws {
        let controller = makeController(buttons: 4)
        let outlet = try #require(
            Mirror(reflecting: controller).children.first { $0.label == "flipCountLabel" },
            advice(
                en: "The controller should store its label as `flipCountLabel`.",
                ko: "컨트롤러는 레이블을 `flipCountLabel`에 저장해야 합니다."))
        #expect(
            type(of: outlet.value) == Optional<Label>.self,
            advice(
                en: """
                    An outlet is connected only after the controller exists, so it is declared as \
                    the lecture's `UILabel!` is: an Optional that unwraps itself where it is used.
                    """,
                ko: """
                    아웃렛은 컨트롤러가 만들어진 뒤에야 연결되므로, 강의의 `UILabel!`처럼 \
                    쓰는 곳에서 스스로 언래핑되는 옵셔널로 선언합니다.
                    """))
    }
}
