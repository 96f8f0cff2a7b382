import TestSupport
import Testing

@testable import Lecture2MVC

/// Exercise `mvc-touch-card`: target-action delivers the tapped button; `firstIndex(of:)` finds it.
@MainActor
@Suite("mvc-touch-card: Target-action and the Optional index")
struct TouchCardTests {

    @Test("tapping a card button chooses that card in the game")
    func tapChoosesCard() throws {
        let controller = makeController(buttons: 6)
        try #require(controller.cardButtons.count == 6)
        controller.cardButtons[2].sendActions()
        try #require(
            controller.game.cards.count == 6,
            advice(en: "Six buttons need six cards.", ko: "버튼이 여섯 개면 카드도 여섯 장이 필요합니다."))
        #expect(
            controller.game.cards[2].isFaceUp,
            advice(
                en:
                    "The tapped button's place in `cardButtons` is the card's index: find where the button is in `cardButtons` and choose that card.",
                ko:
                    "`cardButtons`에서 탭한 버튼의 자리가 카드의 인덱스입니다: 버튼이 `cardButtons`의 어디에 있는지 찾고 그 카드를 고릅니다."
            )
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
        #expect(
            controller.flipCount == 4,
            advice(
                en: "Add one to `flipCount` for every tap on a card.",
                ko: "카드를 탭할 때마다 `flipCount`에 1을 더합니다."))
        #expect(
            controller.flipCountLabel.text == "Flips: 4",
            advice(
                en: "Change `flipCount` itself, so its `didSet` keeps the label in step.",
                ko: "`flipCount` 자체를 바꿔야 그 `didSet`이 레이블을 맞춰 줍니다."))
    }

    @Test("a button that is not one of the card buttons is ignored")
    func unknownButtonIsIgnored() {
        let controller = makeController(buttons: 6)
        let stranger = UIButton()
        stranger.addTarget(controller, action: ViewController.touchCard)
        stranger.sendActions()
        #expect(
            controller.flipCount == 0,
            advice(
                en: """
                    A stranger is not in `cardButtons`, so it has no card: do nothing. The 2017 lecture's \
                    `touchCard(_:)` counts the flip before it looks the button up (its only buttons are card \
                    buttons), so here a tap from a button that shows no card would count as a flip; count it only \
                    once the button is found.
                    """,
                ko: """
                    모르는 버튼은 `cardButtons`에 없으므로 카드가 없습니다: 아무것도 하지 않습니다. 2017년 강의의 \
                    `touchCard(_:)`는 버튼을 찾기 전에 뒤집기를 세므로(강의의 버튼은 모두 카드 버튼입니다) 여기서는 \
                    카드를 보여 주지 않는 버튼을 눌러도 뒤집기로 셉니다. 버튼을 찾은 뒤에만 셉니다.
                    """))
        #expect(controller.game.cards.allSatisfy { !$0.isFaceUp })
    }

    @Test("a tap on a button with no card counts, and never asks the game for that card")
    func fewerCardsThanButtons() async {
        // The taps redraw every button: a redraw that crashes by itself is mvc-update-view's, and
        // the advice about checking the index before `chooseCard(at:)` would speak of the wrong code.
        let redrawCrashes = await Self.redrawCrashesWithFewerCards()
        // In a child process: asking the game for a card it does not have stops the program, and
        // that must fail this test only, not end the whole run.
        await #expect(
            processExitsWith: .success,
            redrawCrashes
                ? advice(
                    en: """
                        Your `updateViewFromModel()` stops the app by itself with six buttons and a one-pair game: \
                        the crash is in the loop over every button, which `touchCard(_:)` calls after each move, \
                        not in `touchCard(_:)`. Fix it in mvc-update-view, whose test of buttons the game has no \
                        card for says how; then this test checks `touchCard(_:)` itself.
                        """,
                    ko: """
                        여러분의 `updateViewFromModel()`은 버튼이 여섯 개이고 게임의 짝이 하나면 그것만으로 앱을 \
                        멈춥니다. 크래시는 `touchCard(_:)`가 한 수마다 호출하는 모든 버튼에 대한 반복문에 있고, \
                        `touchCard(_:)`에 있지 않습니다. mvc-update-view에서 고칩니다. 게임에 카드가 없는 버튼에 \
                        대한 그 테스트가 방법을 알려 줍니다. 그러면 이 테스트가 `touchCard(_:)` 자체를 확인합니다.
                        """)
                : advice(
                    en: """
                        With six buttons and a one-pair game, every tap counts as a flip, but a button with no \
                        card must not ask the game for one: before `chooseCard(at:)`, check that the index is \
                        among the game's card `indices`. The 2017 lecture's `touchCard(_:)` asks for every button's card, \
                        which its lazy game always has; but `game` is a `var`, and a smaller game can replace it.
                        """,
                    ko: """
                        버튼이 여섯 개이고 게임의 짝이 하나면, 모든 탭은 뒤집기로 세지만 카드가 없는 버튼은 게임에 카드를 \
                        요청하면 안 됩니다: `chooseCard(at:)` 전에 그 인덱스가 게임 카드의 `indices`에 드는지 확인합니다. \
                        2017년 강의의 `touchCard(_:)`는 모든 버튼의 카드를 요청하는데, 강의의 lazy 게임에는 언제나 카드가 있기 때문입니다. \
                        하지만 `game`은 `var`이므로 더 작은 게임으로 바뀔 수 있습니다.
                        """)
        ) {
            await MainActor.run {
                let controller = makeController(buttons: 6)
                controller.game = makeGame(pairs: 1)
                for button in controller.cardButtons {
                    button.sendActions()
                }
                precondition(controller.flipCount == 6, "a tap on a button counts, card or not")
                precondition(
                    controller.cardButtons[5].backgroundColor == .orange,
                    "a button with no card stays as it was")
            }
        }
    }

    /// Whether `updateViewFromModel()` alone stops a child process with six buttons and a one-pair
    /// game: the evidence that a crash of the taps is in the redraw, not in `touchCard(_:)`. Its own
    /// failure is mvc-update-view's test, so here it is a known issue.
    private static func redrawCrashesWithFewerCards() async -> Bool {
        var crashes = false
        await withKnownIssue(isIntermittent: true) {
            let result = await #expect(processExitsWith: .success) {
                await MainActor.run {
                    let controller = makeController(buttons: 6)
                    controller.game = makeGame(pairs: 1)
                    controller.updateViewFromModel()
                }
            }
            // Swift Testing gives the result only when the exit matched `.success`.
            crashes = result == nil
        }
        return crashes
    }
}
