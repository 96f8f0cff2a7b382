import TestSupport
import Testing

@testable import Lecture2MVC

/// Thousands of seeded games of random taps: nothing crashes and the rules always hold.
@Suite struct RandomTapPropertyTests {

    @Test("random taps never break the game's invariants")
    func randomTapsKeepInvariants() {
        for seed in UInt64(1)...2_000 {
            var random = SeededRandomNumberGenerator(seed: seed)
            let buttonCount = Int.random(in: 0...13, using: &random)
            let controller = makeController(buttons: buttonCount, seed: seed)
            let stranger = Button()
            var tapsOnCards = 0
            for _ in 0..<30 {
                if controller.cardButtons.isEmpty || Int.random(in: 0..<20, using: &random) == 0 {
                    controller.touchCard(stranger)
                } else {
                    controller.cardButtons.randomElement(using: &random)?.sendActions()
                    tapsOnCards += 1
                }
                let cards = controller.game.cards
                let unmatchedFaceUp = cards.filter { $0.isFaceUp && !$0.isMatched }
                #expect(unmatchedFaceUp.count <= 2, "seed \(seed): too many cards face up")
                let matched = Dictionary(grouping: cards.filter(\.isMatched), by: \.identifier)
                #expect(
                    matched.values.allSatisfy { $0.count == 2 },
                    "seed \(seed): matched cards must come in pairs with equal identifiers")
                #expect(controller.flipCount == tapsOnCards, "seed \(seed): flips must equal taps")
                #expect(controller.flipCountLabel.text == "Flips: \(tapsOnCards)")
                for (button, card) in zip(controller.cardButtons, cards) where card.isFaceUp {
                    #expect(button.title == controller.emoji(for: card), "seed \(seed)")
                }
            }
        }
    }
}
