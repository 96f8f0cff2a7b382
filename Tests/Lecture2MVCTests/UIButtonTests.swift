import TestSupport
import Testing

@testable import Lecture2MVC

/// The stand-in views: a button delivers its taps through target-action without knowing its target.
@MainActor
@Suite("mvc-flip-count: the button stand-in the label follows")
struct UIButtonTests {

    /// A target that records which buttons sent it an action.
    private final class Recorder {
        var senders = [UIButton]()
        func record(_ sender: UIButton) { senders.append(sender) }
    }

    @Test("a tap calls every registered action with the button as the sender")
    func tapCallsTargets() {
        let button = UIButton()
        let first = Recorder()
        let second = Recorder()
        button.addTarget(first, action: Recorder.record)
        button.addTarget(second, action: Recorder.record)
        button.sendActions()
        #expect(first.senders == [button])
        #expect(second.senders == [button])
    }

    @Test("a button does not keep its target alive")
    func targetIsWeak() {
        let button = UIButton()
        weak var released: Recorder?
        do {
            let recorder = Recorder()
            released = recorder
            button.addTarget(recorder, action: Recorder.record)
        }
        #expect(
            released == nil,
            advice(en: "Targets are held weakly, as in UIKit.", ko: "UIKit처럼 타겟은 약하게(weak) 참조합니다."))
        button.sendActions()
    }

    @Test("buttons are equal only to themselves")
    func identityEquality() {
        let button = UIButton()
        #expect(button == button)
        #expect(
            button != UIButton(),
            advice(
                en: "Two buttons that look alike are still two buttons.",
                ko: "똑같아 보여도 버튼 두 개는 서로 다른 버튼입니다."))
    }

    @Test("a new controller's buttons are face-down backs")
    func controllerStartsFaceDown() throws {
        let controller = makeController(buttons: 3)
        try #require(controller.cardButtons.count == 3)
        #expect(
            controller.cardButtons.allSatisfy {
                ($0.currentTitle ?? "").isEmpty && $0.backgroundColor == .orange
            })
    }

    @Test("a title is set for a state, and nil takes it away, as in UIKit")
    func titlesForStates() {
        let button = UIButton()
        #expect(button.currentTitle == nil)
        button.setTitle("🎃", for: UIControl.State.normal)
        #expect(button.currentTitle == "🎃")
        #expect(button.title(for: .normal) == "🎃")
        button.setTitle(nil, for: .normal)
        #expect(
            button.currentTitle == nil,
            advice(
                en: "`setTitle(nil, for: .normal)` removes the title.",
                ko: "`setTitle(nil, for: .normal)`은 제목을 없앱니다."))
    }
}
