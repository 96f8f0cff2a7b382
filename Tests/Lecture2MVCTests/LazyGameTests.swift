import TestSupport
import Testing

@testable import Lecture2MVC

/// Exercise `mvc-lazy-game`: a `lazy` property may use `self`, because it is created on first use.
@MainActor
@Suite("mvc-lazy-game: Creating the game lazily")
struct LazyGameTests {

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
            advice(
                en:
                    "Ask for half as many pairs as buttons, rounded up: an odd button still gets a card (integer division rounds down).",
                ko: "버튼 수의 절반을 올림한 만큼 짝을 요청합니다: 버튼 수가 홀수여도 남는 버튼까지 카드를 받습니다(정수 나눗셈은 내림입니다)."))
    }

    @Test("the game is shuffled with the controller's own generator")
    func gameUsesInjectedGenerator() throws {
        let first = makeController(buttons: 10, seed: 3)
        let second = makeController(buttons: 10, seed: 3)
        try #require(
            first.game.cards.count == 10,
            advice(en: "Ten buttons need five pairs.", ko: "버튼이 열 개면 짝이 다섯 개 필요합니다."))
        #expect(
            layoutPattern(of: first.game.cards) == layoutPattern(of: second.game.cards),
            advice(
                en:
                    """
                    Give the game the controller's `randomNumberGenerator` (`inout`), so a seeded controller \
                    always deals the same game. Making it lazily is right, as the 2017 lecture's `game` has it, but \
                    the lecture makes its game without a generator (so the system's shuffles it, which no seed \
                    replays); the workbook's tests replay a deal, so the game takes the controller's generator.
                    """,
                ko: """
                    게임에 컨트롤러의 `randomNumberGenerator`를 (`inout`으로) 넘겨야 시드를 받은 컨트롤러가 \
                    언제나 같은 게임을 나눕니다. 2017년 강의의 `game`처럼 지연해서 만드는 것은 맞지만, 강의는 생성기 없이 \
                    게임을 만듭니다(그러면 시드로 되풀이할 수 없는 시스템 생성기가 섞습니다). 워크북의 테스트는 같은 \
                    배치를 되풀이하므로 게임에 컨트롤러의 생성기를 넘깁니다.
                    """)
        )
    }
}
