import Testing

@testable import Lecture2MVC

/// Exercise `mvc-emoji-for-card`: a dictionary lookup is Optional, and `??` gives a default.
@Suite struct EmojiForCardTests {

    @Test("a card's emoji comes from the choices")
    func emojiComesFromChoices() {
        let controller = makeController(buttons: 4)
        controller.emojiChoices = ["🐶", "🐱"]
        #expect(
            ["🐶", "🐱"].contains(controller.emoji(for: Card())),
            "Pick the emoji at a random index of `emojiChoices`.")
    }

    @Test("the same card gets the same emoji every time")
    func sameCardSameEmoji() {
        let controller = makeController(buttons: 4)
        let card = Card()
        let first = controller.emoji(for: card)
        #expect(first != "?", "The first request should pick a real emoji.")
        #expect(
            controller.emoji(for: card) == first,
            "Store the choice in `emoji[card.identifier]` and pick only when it is nil.")
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
            "Take the emoji out of the choices with `emojiChoices.remove(at:)` so it is used once.")
    }

    @Test("a chosen emoji is removed from the choices")
    func choiceIsRemoved() {
        let controller = makeController(buttons: 4)
        let countBefore = controller.emojiChoices.count
        let chosen = controller.emoji(for: Card())
        #expect(controller.emojiChoices.count == countBefore - 1)
        #expect(!controller.emojiChoices.contains(chosen))
    }

    @Test("when the choices run out, a new card shows a question mark")
    func runsOutToQuestionMark() {
        let controller = makeController(buttons: 4)
        controller.emojiChoices = ["🐶"]
        #expect(controller.emoji(for: Card()) == "🐶")
        #expect(
            controller.emoji(for: Card()) == "?",
            "With no choices left the lookup stays nil: return `emoji[card.identifier] ?? \"?\"`.")
    }

    @Test("a seeded controller picks the same emoji on every run")
    func seededPicksRepeat() {
        let picks = (1...2).map { _ in
            let controller = makeController(buttons: 4, seed: 99)
            return (0..<4).map { _ in controller.emoji(for: Card()) }
        }
        #expect(!picks[0].contains("?"))
        #expect(picks[0] == picks[1], "Pick the index with `using: &randomNumberGenerator`.")
    }
}
