// Foundation gives the lecture's `arc4random_uniform`, so its spelling of `emoji(for:)` compiles here.
// The lecture's file starts `import UIKit`; this stage's UIKit names live in `UIKitStandIn/`.
import Foundation

/// The Controller: it turns the Model into what the views show, and the user's taps into moves.
///
/// It is the only part that knows both sides. The Model never sees a button, and the buttons
/// never see the game; everything between them passes through here.
final class ViewController: UIViewController {

    // MARK: - Outlets

    /// The card buttons in screen order: button `i` shows `game.cards[i]`.
    ///
    /// The lecture's `@IBOutlet var cardButtons: [UIButton]!` is filled by the storyboard; with no
    /// storyboard, `init` makes the buttons, so the outlet is a plain constant.
    let cardButtons: [UIButton]

    // BEGIN SOLUTION mvc-flip-count
    /// Shows how many times the user has flipped a card.
    ///
    /// An outlet is connected only after the controller exists, so until then it is `nil`; `!`
    /// makes it an Optional that unwraps itself wherever it is used, as UIKit's outlets are.
    /// The lecture's `@IBOutlet weak var` works here without `@IBOutlet`, which needs Objective-C:
    /// `view` owns the label, so a `weak` outlet may point at it without keeping it alive.
    var flipCountLabel: UILabel!
    // STUB
    // /// Shows how many times the user has flipped a card.
    // let flipCountLabel: UILabel
    // END SOLUTION

    /// The source of every random choice here: the shuffle and the emoji. Tests inject a seeded one.
    private var randomNumberGenerator: any RandomNumberGenerator

    /// Builds the view as the storyboard would: `numberOfCardButtons` face-down buttons, each
    /// wired to ``touchCard(_:)``, and a label reading `Flips: 0`.
    /// - Precondition: `numberOfCardButtons` is not negative.
    init(
        numberOfCardButtons: Int,
        randomNumberGenerator: any RandomNumberGenerator = SystemRandomNumberGenerator()
    ) {
        precondition(
            numberOfCardButtons >= 0,
            "ViewController.init(numberOfCardButtons: \(numberOfCardButtons)): "
                + "the number of buttons must not be negative")
        cardButtons = (0..<numberOfCardButtons).map { _ in UIButton() }
        self.randomNumberGenerator = randomNumberGenerator
        // What the storyboard does: make the label and connect its outlet (before `super.init()`,
        // so a `let` outlet may be set too), then put the views into `view`, which owns them from
        // then on, and wire each button to its action.
        let label = UILabel(text: "Flips: 0")
        flipCountLabel = label
        super.init()
        view.addSubview(label)
        for button in cardButtons {
            button.backgroundColor = .orange
            view.addSubview(button)
            button.addTarget(self, action: ViewController.touchCard)
        }
    }

    // MARK: - Access to the Model

    // BEGIN SOLUTION mvc-lazy-game
    /// The game being played, with a card for every button (an odd count leaves one spare card).
    ///
    /// A plain stored property could not read `cardButtons`: property initializers run before
    /// `self` exists. `lazy` waits until the game is first used, when `self` is complete.
    lazy var game = Concentration(
        numberOfPairsOfCards: (cardButtons.count + 1) / 2, using: &randomNumberGenerator)
    // STUB
    // /// The game being played.
    // var game = Concentration(numberOfPairsOfCards: 0)
    // END SOLUTION

    // MARK: - Counting flips

    // BEGIN SOLUTION mvc-flip-count
    /// The number of card taps so far; setting it keeps the label in step.
    ///
    /// `didSet` runs after every change, whoever makes it, so the label cannot fall behind.
    var flipCount = 0 {
        didSet {
            flipCountLabel.text = "Flips: \(flipCount)"
        }
    }
    // STUB
    // /// The number of card taps so far.
    // var flipCount = 0
    // END SOLUTION

    // MARK: - Actions

    // BEGIN SOLUTION mvc-touch-card
    /// The target-action of every card button: count the flip, let the Model decide, redraw.
    ///
    /// A button that is not one of `cardButtons` changes nothing. A card button always counts a
    /// flip and redraws, but the Model is asked only for a card it has: with fewer cards than
    /// buttons, a tap on a spare button must not stop the app.
    ///
    /// `_` drops the external name, so a call reads `touchCard(button)`, as UIKit's actions do.
    /// `@IBAction` marks it as an action a storyboard may connect; here `init` connects it.
    @IBAction func touchCard(_ sender: UIButton) {
        // `firstIndex(of:)` is an Optional: a button that is not one of ours has no index. (The
        // 2017 lecture's `index(of:)` is its old name: it still compiles, with a warning.)
        if let cardNumber = cardButtons.firstIndex(of: sender) {
            flipCount += 1
            // Never ask the Model for a card it does not have; it would stop the app.
            if game.cards.indices.contains(cardNumber) {
                game.chooseCard(at: cardNumber)
            }
            updateViewFromModel()
        }
    }
    // STUB
    // /// The target-action of every card button: count the flip, let the Model decide, redraw.
    // @IBAction func touchCard(sender: UIButton) {
    // }
    // END SOLUTION

    // MARK: - Updating the view

    /// Makes every button show its card: the emoji on white when face up, orange when face
    /// down, and nothing at all once matched and turned face down.
    func updateViewFromModel() {
        // BEGIN SOLUTION mvc-update-view
        for index in cardButtons.indices where game.cards.indices.contains(index) {
            let button = cardButtons[index]
            let card = game.cards[index]
            if card.isFaceUp {
                button.setTitle(emoji(for: card), for: UIControl.State.normal)
                button.backgroundColor = .white
            } else {
                button.setTitle("", for: UIControl.State.normal)
                button.backgroundColor = card.isMatched ? .clear : .orange
            }
        }
        // STUB
        //
        // END SOLUTION
    }

    // MARK: - Emoji

    /// The emoji not yet given to any card; each is used for at most one pair.
    var emojiChoices = ["🎃", "👻", "🦇", "😱", "🙀", "😈", "🍭", "🍬", "🍎"]

    /// The emoji chosen so far, by card identifier, so both cards of a pair look the same.
    var emoji = [Int: String]()

    /// The emoji drawn on `card`: picked at random from the unused choices the first time it is
    /// asked for, the same one ever after, and `"?"` once the choices have run out.
    func emoji(for card: Card) -> String {
        // BEGIN SOLUTION mvc-emoji-for-card
        if emoji[card.identifier] == nil, !emojiChoices.isEmpty {
            let randomIndex = Int.random(in: emojiChoices.indices, using: &randomNumberGenerator)
            emoji[card.identifier] = emojiChoices.remove(at: randomIndex)
        }
        // A dictionary lookup is Optional (the key may be missing); `??` supplies a default.
        return emoji[card.identifier] ?? "?"
        // STUB
        // return "?"
        // END SOLUTION
    }
}
