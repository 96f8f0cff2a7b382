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
            stranger.addTarget(controller, action: ViewController.touchCard)
            var tapsOnCards = 0
            for _ in 0..<30 {
                if controller.cardButtons.isEmpty || Int.random(in: 0..<20, using: &random) == 0 {
                    stranger.sendActions()
                } else {
                    controller.cardButtons.randomElement(using: &random)?.sendActions()
                    tapsOnCards += 1
                }
                if let problem = brokenInvariant(of: controller, tapsOnCards: tapsOnCards) {
                    // One report per failing game: the seed replays it exactly.
                    Issue.record(
                        "seed \(seed), \(buttonCount) buttons, after \(tapsOnCards) taps on cards: \(problem)"
                    )
                    return
                }
            }
        }
    }

    @Test("a broken rule is reported with what was expected and what the code did")
    func brokenRuleIsDescribed() {
        let controller = makeController(buttons: 4)

        #expect(
            brokenInvariant(of: controller, tapsOnCards: 3)
                == #"expected flipCount 3 and the label "Flips: 3", but flipCount is 0 and the label reads "Flips: 0""#
        )
        #expect(brokenInvariant(of: controller, tapsOnCards: 0) == nil)
    }

    /// The first rule of the game that `controller` breaks, in words, or `nil` if it keeps them all.
    private func brokenInvariant(of controller: ViewController, tapsOnCards: Int) -> String? {
        let cards = controller.game.cards
        let faceUp = cards.indices.filter { cards[$0].isFaceUp && !cards[$0].isMatched }
        if faceUp.count > 2 {
            return "expected at most two unmatched cards face up, but cards \(faceUp) are"
        }
        let matched = Dictionary(grouping: cards.filter(\.isMatched), by: \.identifier)
        if let (identifier, group) = matched.first(where: { $0.value.count != 2 }) {
            return "expected matched cards in pairs, but \(group.count) matched card(s) have "
                + "identifier \(identifier)"
        }
        if controller.flipCount != tapsOnCards
            || controller.flipCountLabel.text != "Flips: \(tapsOnCards)"
        {
            return "expected flipCount \(tapsOnCards) and the label \"Flips: \(tapsOnCards)\", but "
                + "flipCount is \(controller.flipCount) and the label reads "
                + "\"\(controller.flipCountLabel.text)\""
        }
        for (index, (button, card)) in zip(controller.cardButtons, cards).enumerated()
        where card.isFaceUp && button.title != controller.emoji(for: card) {
            return "card \(index) is face up, so its button should show "
                + "\"\(controller.emoji(for: card))\", but it shows \"\(button.title)\""
        }
        return nil
    }
}
