import TestSupport
import Testing

@testable import Lecture2MVC

/// Exercise `mvc-flip-count`: the label is an implicitly unwrapped outlet, and a property observer
/// (`didSet`) keeps it in step.
@MainActor
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
        let text = controller.flipCountLabel.text ?? ""
        #expect(text == "Flips: \(count)", Self.labelAdvice(text, count: count))
    }

    /// Advice chosen by what the label shows: a label that already shows the count needs only the
    /// test's wording; one that does not needs the count written into it.
    static func labelAdvice(_ text: String, count: Int) -> Comment {
        let wanted = "Flips: \(count)"
        guard text.contains("\(count)") else {
            return advice(
                comparing: text, with: wanted,
                otherwise: Advice(
                    en:
                        "The label reads \"\(text)\" after `flipCount` became \(count): when the count changes, write it into `flipCountLabel.text`.",
                    ko:
                        "`flipCount`가 \(count)이 된 뒤에도 레이블은 \"\(text)\"입니다: 횟수가 바뀔 때 그 값을 `flipCountLabel.text`에 씁니다.",
                    premises: [.observed(lacks: "\(count)")]))
        }
        return advice(
            comparing: text, with: wanted,
            otherwise: Advice(
                en:
                    "The label shows the count, as \"\(text)\"; the game and its tests read it as \"\(wanted)\": write exactly that text.",
                ko:
                    "레이블은 횟수를 \"\(text)\"로 보여 줍니다. 게임과 테스트는 \"\(wanted)\"로 읽으므로 그 텍스트를 그대로 씁니다.",
                premises: [.observed(contains: "\(count)")]))
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
            type(of: outlet.value) == Optional<UILabel>.self,
            advice(
                en: """
                    An outlet is connected only after the controller exists, so `flipCountLabel` \
                    cannot be a plain `UILabel`: until then it has no label to hold.
                    """,
                ko: """
                    아웃렛은 컨트롤러가 만들어진 뒤에야 연결되므로 `flipCountLabel`은 그냥 \
                    `UILabel`일 수 없습니다: 그때까지는 담을 레이블이 없습니다.
                    """))
    }
}
