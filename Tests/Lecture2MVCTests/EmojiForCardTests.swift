import TestSupport
import Testing

@testable import Lecture2MVC

/// Exercise `mvc-emoji-for-card`: a dictionary lookup is Optional, and `??` gives a default.
@MainActor
@Suite("mvc-emoji-for-card: Choosing an emoji on first use")
struct EmojiForCardTests {

    @Test("a card's emoji comes from the choices")
    func emojiComesFromChoices() {
        let controller = makeController(buttons: 4)
        controller.emojiChoices = ["🐶", "🐱"]
        #expect(
            ["🐶", "🐱"].contains(controller.emoji(for: Card())),
            advice(
                en: "Pick the emoji at a random index of `emojiChoices`.",
                ko: "`emojiChoices`의 무작위 인덱스에 있는 이모지를 고릅니다."))
    }

    @Test("the same card gets the same emoji every time")
    func sameCardSameEmoji() {
        let controller = makeController(buttons: 4)
        let card = Card()
        let first = controller.emoji(for: card)
        #expect(
            first != "?",
            advice(
                en: "The first request should pick a real emoji.", ko: "처음 요청할 때는 실제 이모지를 골라야 합니다.")
        )
        #expect(
            controller.emoji(for: card) == first,
            advice(
                en:
                    "Remember each choice in the `emoji` dictionary under the card's identifier, and pick only when that lookup is nil.",
                ko: "고른 것은 `emoji` 딕셔너리에 카드의 식별자를 키로 저장하고, 그 조회 값이 nil일 때만 새로 고릅니다."))
    }

    @Test("both cards of a pair show the same emoji")
    func pairSharesEmoji() throws {
        let controller = makeController(buttons: 6)
        let pair = try #require(pairIndices(in: controller.game.cards).first)
        try #require(pair.count == 2)
        let first = controller.emoji(for: controller.game.cards[pair[0]])
        #expect(first != "?")
        #expect(controller.emoji(for: controller.game.cards[pair[1]]) == first)
    }

    @Test("different pairs show different emoji")
    func pairsDiffer() {
        let controller = makeController(buttons: 4)
        let emoji = (0..<5).map { _ in controller.emoji(for: Card()) }
        #expect(!emoji.contains("?"))
        #expect(
            Set(emoji).count == emoji.count,
            advice(
                en:
                    "Take the chosen emoji out of `emojiChoices`, so it is used once.",
                ko: "고른 이모지를 `emojiChoices`에서 빼야 한 번만 쓰입니다."))
    }

    @Test("a chosen emoji is removed from the choices")
    func choiceIsRemoved() {
        let controller = makeController(buttons: 4)
        let countBefore = controller.emojiChoices.count
        let chosen = controller.emoji(for: Card())
        #expect(
            controller.emojiChoices.count == countBefore - 1,
            advice(
                en: "Each new card takes its emoji out of `emojiChoices`: one choice fewer.",
                ko: "새 카드마다 `emojiChoices`에서 이모지를 하나 빼므로 후보가 하나 줄어듭니다."))
        #expect(!controller.emojiChoices.contains(chosen))
    }

    @Test("when the choices run out, a new card shows a question mark")
    func runsOutToQuestionMark() {
        let controller = makeController(buttons: 4)
        controller.emojiChoices = ["🐶"]
        #expect(controller.emoji(for: Card()) == "🐶")
        let leftOver = controller.emojiChoices
        #expect(
            controller.emoji(for: Card()) == "?",
            leftOver.isEmpty
                ? advice(
                    en:
                        "With no choices left the lookup stays nil: give \"?\" in its place.",
                    ko: "후보가 떨어지면 조회 결과는 nil로 남습니다: 그 자리에 \"?\"를 돌려줍니다.")
                : advice(
                    en: """
                        The choices never ran out: \(leftOver) is still there after the first card \
                        took it. Take each emoji you give out of `emojiChoices`.
                        """,
                    ko: """
                        후보가 떨어지지 않았습니다. 첫 카드가 가져간 이모지가 후보에 그대로 남아 있습니다: \
                        \(leftOver). 나누어 준 이모지는 `emojiChoices`에서 뺍니다.
                        """))
    }

    @Test("a seeded controller picks the same emoji on every run")
    func seededPicksRepeat() {
        let picks = (1...2).map { _ in
            let controller = makeController(buttons: 4, seed: 99)
            return (0..<4).map { _ in controller.emoji(for: Card()) }
        }
        #expect(!picks[0].contains("?"))
        #expect(
            picks[0] == picks[1],
            advice(
                en: """
                    Pick the index with the controller's own `randomNumberGenerator`, not the system's: \
                    a seed then repeats the picks. The 2017 lecture's `emoji(for:)` draws with \
                    `arc4random_uniform`, the system's generator, which no seed can replay; the workbook's \
                    tests need the same emoji on every run, so it draws with `Int.random(in:using:)`.
                    """,
                ko: """
                    인덱스는 시스템의 것이 아니라 컨트롤러의 `randomNumberGenerator`로 고릅니다: 그래야 시드가 \
                    같으면 고른 것도 같습니다. 2017년 강의의 `emoji(for:)`는 시스템 생성기인 \
                    `arc4random_uniform`으로 뽑는데, 이 값은 시드로 되풀이할 수 없습니다. 워크북의 테스트는 \
                    실행할 때마다 같은 이모지가 필요하므로 `Int.random(in:using:)`으로 뽑습니다.
                    """))
    }
}
