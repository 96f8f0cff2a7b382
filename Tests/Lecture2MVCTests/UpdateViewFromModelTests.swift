import TestSupport
import Testing

@testable import Lecture2MVC

/// Exercise `mvc-update-view`: the Controller draws every button from the Model's cards.
@MainActor
@Suite("mvc-update-view: Drawing the view from the Model")
struct UpdateViewFromModelTests {

    @Test("a face-up card shows its emoji on white")
    func faceUpShowsEmoji() throws {
        let controller = try makeFourCardController()
        controller.game.cards[1].isFaceUp = true
        controller.updateViewFromModel()
        let button = controller.cardButtons[1]
        #expect(
            button.currentTitle == controller.emoji(for: controller.game.cards[1]),
            advice(
                en: "A face-up card's button shows the emoji `emoji(for:)` picks for that card.",
                ko: "앞면인 카드의 버튼은 `emoji(for:)`가 그 카드에 고른 이모지를 보여 줍니다."))
        #expect(!(button.currentTitle ?? "").isEmpty)
        #expect(
            button.backgroundColor == .white,
            advice(en: "The face of a card is white.", ko: "카드의 앞면은 흰색입니다."))
    }

    @Test("a face-down card shows an orange back with no title")
    func faceDownShowsBack() throws {
        let controller = try makeFourCardController()
        controller.game.cards[0].isFaceUp = true
        controller.updateViewFromModel()
        controller.game.cards[0].isFaceUp = false
        controller.updateViewFromModel()
        #expect(
            (controller.cardButtons[0].currentTitle ?? "").isEmpty,
            advice(en: "A card turned face down hides its emoji.", ko: "뒷면으로 뒤집힌 카드는 이모지를 숨깁니다."))
        #expect(
            controller.cardButtons[0].backgroundColor == .orange,
            advice(
                en: "A face-down card still in the game shows its orange back.",
                ko: "아직 게임에 남은 뒷면 카드는 주황색 뒷면을 보여 줍니다."))
    }

    @Test("a matched card that is face down leaves an empty, clear space")
    func matchedFaceDownDisappears() throws {
        let controller = try makeFourCardController()
        controller.game.cards[3].isMatched = true
        controller.updateViewFromModel()
        #expect(
            (controller.cardButtons[3].currentTitle ?? "").isEmpty,
            advice(en: "A face-down card shows no emoji.", ko: "뒷면인 카드는 이모지를 보여 주지 않습니다."))
        #expect(
            controller.cardButtons[3].backgroundColor == .clear,
            advice(
                en:
                    "A face-down card that is matched has left the game: clear, not orange (the conditional operator `?:` picks one).",
                ko: "짝을 찾은 뒷면 카드는 게임에서 빠진 것입니다: 주황이 아니라 투명입니다(삼항 조건 연산자 `?:`로 고릅니다)."))
    }

    @Test("a matched card that is still face up keeps showing its emoji")
    func matchedFaceUpStillShows() throws {
        let controller = try makeFourCardController()
        controller.game.cards[2].isMatched = true
        controller.game.cards[2].isFaceUp = true
        controller.updateViewFromModel()
        #expect(
            !(controller.cardButtons[2].currentTitle ?? "").isEmpty,
            advice(
                en: "A matched card that is face up still shows its emoji: check `isFaceUp` first.",
                ko: "짝을 찾았어도 앞면인 카드는 이모지를 보여 줍니다. `isFaceUp`을 먼저 확인합니다."))
        #expect(
            controller.cardButtons[2].backgroundColor == .white,
            advice(en: "A face-up card is white.", ko: "앞면인 카드는 흰색입니다."))
    }

    @Test("tapping a card redraws the buttons, so its emoji shows")
    func tapRedrawsButtons() throws {
        let controller = try makeFourCardController()
        let button = controller.cardButtons[2]
        button.sendActions()
        #expect(
            !(button.currentTitle ?? "").isEmpty,
            advice(
                en: "`touchCard(_:)` calls `updateViewFromModel()` after each move.",
                ko: "`touchCard(_:)`는 한 수를 둘 때마다 `updateViewFromModel()`을 호출합니다."))
        #expect(button.backgroundColor == .white)
        #expect(
            controller.cardButtons[0].backgroundColor == .orange,
            advice(
                en: "The cards not chosen stay face down: orange, with no title.",
                ko: "고르지 않은 카드는 뒷면 그대로입니다: 주황색이고 제목이 없습니다."))
    }

    @Test("buttons the game has no card for are left alone")
    func buttonsWithoutCardsAreLeftAlone() async {
        // In a child process: reading a card the game does not have stops the program, and that
        // must fail this test only, not end the whole run.
        await #expect(
            processExitsWith: .success,
            advice(
                en: """
                    Skip the indices the game has no card for: a `where` clause on the loop can keep only \
                    the game's card `indices`. The 2017 lecture's `updateViewFromModel()` reads the card of every button, which its lazy game \
                    always has; but `game` is a `var`, and with six buttons and a one-pair game that read \
                    stops the app ("Index out of range").
                    """,
                ko: """
                    게임에 카드가 없는 인덱스는 건너뜁니다: 반복문의 `where` 절로 게임 카드의 `indices`에 드는 것만 \
                    남길 수 있습니다. 2017년 강의의 `updateViewFromModel()`은 모든 버튼의 카드를 읽는데, 강의의 lazy 게임에는 언제나 \
                    카드가 있기 때문입니다. 하지만 `game`은 `var`이므로, 버튼이 여섯 개이고 게임의 짝이 하나면 \
                    그 읽기가 앱을 멈춥니다("Index out of range").
                    """)
        ) {
            await MainActor.run {
                let controller = makeController(buttons: 6)
                controller.game = makeGame(pairs: 1)
                controller.game.cards[0].isFaceUp = true
                controller.updateViewFromModel()
                precondition(
                    controller.cardButtons[0].backgroundColor == .white, "card 0 is face up")
                precondition(
                    controller.cardButtons[5].backgroundColor == .orange,
                    "a button with no card stays as it was")
            }
        }
    }

    /// A controller with four buttons and four cards, so every test may index both safely.
    private func makeFourCardController() throws -> ViewController {
        let controller = makeController(buttons: 4)
        try #require(
            controller.game.cards.count == 4 && controller.cardButtons.count == 4,
            advice(
                en:
                    "Four buttons need four cards; check `lazy var game` and `init(numberOfPairsOfCards:)`.",
                ko:
                    "버튼이 네 개면 카드도 네 장이 필요합니다. `lazy var game`과 `init(numberOfPairsOfCards:)`를 확인합니다."
            )
        )
        return controller
    }
}
