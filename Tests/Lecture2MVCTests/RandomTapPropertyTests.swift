import TestSupport
import Testing

@testable import Lecture2MVC

/// Thousands of seeded games of random taps: nothing crashes and the rules always hold.
@MainActor
@Suite("mvc-emoji-for-card: Choosing an emoji on first use")
struct RandomTapPropertyTests {

    @Test("random taps never break the game's invariants")
    func randomTapsKeepInvariants() {
        for seed in UInt64(1)...2_000 {
            var random = SeededRandomNumberGenerator(seed: seed)
            // From one button: the zero-button game is `EdgeCaseTests`', in a child process, where the
            // lecture's `1...0` can stop it without ending this run.
            let buttonCount = Int.random(in: 1...13, using: &random)
            let controller = makeController(buttons: buttonCount, seed: seed)
            let stranger = UIButton()
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
                        advice(
                            en:
                                "seed \(seed), \(buttonCount) buttons, after \(tapsOnCards) taps on cards: "
                                + problem.text.en,
                            ko: "시드 \(seed), 버튼 \(buttonCount)개, 카드를 \(tapsOnCards)번 탭한 뒤: "
                                + problem.text.ko))
                    return
                }
            }
        }
    }

    @Test("a broken rule is reported with what was expected and what the code did")
    func brokenRuleIsDescribed() {
        let controller = makeController(buttons: 4)

        #expect(
            brokenInvariant(of: controller, tapsOnCards: 3)?.text.en
                == #"expected flipCount 3 and the label "Flips: 3", but flipCount is 0 and the label reads "Flips: 0""#
        )
        #expect(brokenInvariant(of: controller, tapsOnCards: 0) == nil)
    }

    /// The first rule of the game that `controller` breaks, in words, or `nil` if it keeps them all.
    private func brokenInvariant(of controller: ViewController, tapsOnCards: Int) -> Advice? {
        let cards = controller.game.cards
        let faceUp = cards.indices.filter { cards[$0].isFaceUp && !cards[$0].isMatched }
        if faceUp.count > 2 {
            return Advice(
                en: "expected at most two unmatched cards face up, but cards \(faceUp) are",
                ko: "짝이 맞지 않은 카드는 많아야 두 장이 앞면이어야 하는데, 카드 \(Particle.subject.after(faceUp)) 앞면입니다")
        }
        let matched = Dictionary(grouping: cards.filter(\.isMatched), by: \.identifier)
        if let (identifier, group) = matched.first(where: { $0.value.count != 2 }) {
            return Advice(
                en: "expected matched cards in pairs, but \(group.count) matched card(s) have "
                    + "identifier \(identifier)",
                ko: "짝을 맞춘 카드는 두 장씩이어야 하는데, 식별자가 \(identifier)인 맞춘 카드가 "
                    + "\(group.count)장입니다")
        }
        if controller.flipCount != tapsOnCards
            || controller.flipCountLabel.text != "Flips: \(tapsOnCards)"
        {
            return Advice(
                en:
                    "expected flipCount \(tapsOnCards) and the label \"Flips: \(tapsOnCards)\", but "
                    + "flipCount is \(controller.flipCount) and the label reads "
                    + "\"\(controller.flipCountLabel.text ?? "")\"",
                ko: "flipCount는 \(tapsOnCards), 레이블은 \"Flips: \(tapsOnCards)\"여야 하는데, "
                    + "flipCount는 \(controller.flipCount)이고 레이블은 "
                    + "\"\(controller.flipCountLabel.text ?? "")\"입니다")
        }
        for (index, (button, card)) in zip(controller.cardButtons, cards).enumerated()
        where card.isFaceUp && button.currentTitle != controller.emoji(for: card) {
            return Advice(
                en: "card \(index) is face up, so its button should show "
                    + "\"\(controller.emoji(for: card))\", but it shows \"\(button.currentTitle ?? "")\"",
                ko: "카드 \(Particle.subject.after(index)) 앞면이므로 버튼에 "
                    + "\(Particle.subject.after("\"\(controller.emoji(for: card))\"")) 보여야 하는데, "
                    + "\(Particle.subject.after("\"\(button.currentTitle ?? "")\"")) 보입니다")
        }
        return nil
    }
}
