// Not part of the lecture: the terminal stand-in that lets `swift run play` show this stage.

/// Lets `swift run play` put this lecture's game on a terminal, played by the lecture's own code.
///
/// Nothing here plays the game: a tap goes through a card button's target-action, so
/// `touchCard(_:)`, `updateViewFromModel()` and `emoji(for:)` decide what the screen shows,
/// whether they are the reference code or a started exercise.
@MainActor
public final class TerminalTable {
    /// The lecture, as the game's title line shows it.
    nonisolated public static let title = "Concentration in MVC, UIKit style"

    /// How many pairs may be dealt: one emoji per pair, and `emojiChoices` has nine.
    nonisolated public static let pairsRange: ClosedRange<Int>? = 1...9

    /// Whether a seed changes the deal: yes, the Model shuffles the cards and the Controller
    /// picks their emoji at random.
    nonisolated public static let isShuffled = true

    /// The folder of this lecture's sources, where a started exercise leaves its markers: the
    /// parent of this file's `Terminal/` folder.
    nonisolated public static let sourceFolder = folder(of: folder(of: #filePath))

    /// The Controller, with its buttons and label, exactly as the app would build it.
    private let viewController: ViewController

    /// What the latest tap changed, to tell which started exercise shows on screen.
    private var lastTap: (flipCountBefore: Int, flipCountAfter: Int, cardTurned: Bool)?

    /// Builds the screen of the lecture's storyboard: two buttons per pair (six pairs unless asked).
    public init(pairs: Int?, using generator: any RandomNumberGenerator) {
        viewController = ViewController(
            numberOfCardButtons: 2 * (pairs ?? 6), randomNumberGenerator: generator)
    }

    /// How many cards the screen has: one per button.
    public var cardCount: Int {
        viewController.cardButtons.count
    }

    /// Taps button `index`, as a finger would: the button calls its target-action.
    public func tap(card index: Int) {
        guard viewController.cardButtons.indices.contains(index) else { return }
        let flipCountBefore = viewController.flipCount
        let wasMatched = cards.indices.contains(index) && cards[index].isMatched
        viewController.cardButtons[index].sendActions()
        let isFaceUp = cards.indices.contains(index) && cards[index].isFaceUp
        lastTap = (flipCountBefore, viewController.flipCount, wasMatched || isFaceUp)
    }

    /// The buttons and the label as `TextRenderer` draws them, four cards a row as on the
    /// storyboard (fewer in a narrow window), and where each card's cell starts in its line.
    public func render(
        width: Int, height: Int
    ) -> (lines: [String], cards: [(line: Int, offset: Int, length: Int)?]) {
        let buttons = viewController.cardButtons
        let columns = max(1, min(4, width / 4))
        let text = TextRenderer.render(
            buttons, columns: columns, label: viewController.flipCountLabel)
        let places = buttons.indices.map { index -> (line: Int, offset: Int, length: Int)? in
            let rowStart = index - index % columns
            let before = TextRenderer.render(
                Array(buttons[rowStart..<index]), columns: max(1, index - rowStart))
            let cell = TextRenderer.render([buttons[index]], columns: 1)
            return (index / columns, before.count, cell.count)
        }
        return (
            text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init), places
        )
    }

    /// Whether every card has been matched.
    public var isWon: Bool {
        !cards.isEmpty && cards.allSatisfy(\.isMatched)
    }

    /// How far the game has got, in a line.
    public var status: String {
        let pairs = cards.count / 2
        if cards.isEmpty {
            return "No cards on the table."
        } else if isWon {
            return "You found all \(pairs) pairs in \(viewController.flipCount) flips!"
        } else {
            return "Pairs found: \(cards.filter(\.isMatched).count / 2) of \(pairs)"
        }
    }

    /// Whether the Model deals two cards when a game of one pair is made: when it does and the
    /// table has none, the controller asked for none, and the Model is not the cause.
    public var modelDealsCards: Bool {
        Concentration(numberOfPairsOfCards: 1).cards.count == 2
    }

    /// What looks wrong on screen after the latest tap, or `nil` when nothing does.
    ///
    /// The table only describes the screen; `play` knows which exercises can cause each symptom.
    public var symptomOnScreen: TerminalSymptom? {
        let buttons = viewController.cardButtons
        if !buttons.isEmpty, cards.isEmpty {
            return .noCardsDealt(buttons: buttons.count)
        }
        if Set(cards.map(\.identifier)).count * 2 < cards.count {
            return .cardsShareIdentifiers
        }
        if let lastTap, lastTap.flipCountAfter == lastTap.flipCountBefore {
            return .tapChangedNothing
        }
        if let lastTap, !lastTap.cardTurned {
            return .cardDidNotTurn
        }
        if viewController.flipCountLabel.text != "Flips: \(viewController.flipCount)" {
            return .labelOutOfStep(flips: viewController.flipCount)
        }
        let faceUp = cards.indices.filter { cards[$0].isFaceUp && buttons.indices.contains($0) }
        if faceUp.contains(where: { buttons[$0].currentTitle?.isEmpty ?? true }) {
            return .faceUpButtonShowsBack
        }
        if faceUp.contains(where: { buttons[$0].currentTitle == "?" }),
            !viewController.emojiChoices.isEmpty
        {
            return .questionMarkWithEmojiLeft
        }
        return nil
    }

    /// The Model's cards; reading them creates the lazy game, as the first tap would.
    private var cards: [Card] {
        viewController.game.cards
    }
}

/// The folder part of a path: everything before its last `/`.
private func folder(of path: String) -> String {
    String(path[..<(path.lastIndex(of: "/") ?? path.endIndex)])
}

/// Something on screen that the reference code never shows.
public enum TerminalSymptom: Equatable, Sendable {
    /// The game has no cards for its buttons.
    case noCardsDealt(buttons: Int)
    /// More than two cards share an identifier.
    case cardsShareIdentifiers
    /// A tap on a card button changed nothing.
    case tapChangedNothing
    /// The tapped card is neither face up nor matched in the Model.
    case cardDidNotTurn
    /// The label does not read `Flips: N`.
    case labelOutOfStep(flips: Int)
    /// A face-up card's button shows no title.
    case faceUpButtonShowsBack
    /// A card shows `?` although unused emoji are left.
    case questionMarkWithEmojiLeft

    /// The symptom in a sentence, as the game's last line shows it.
    public var description: String {
        switch self {
        case .noCardsDealt(let buttons):
            "The game dealt no cards for its \(buttons) buttons, so none can turn over."
        case .cardsShareIdentifiers:
            "Cards share identifiers, so any two cards match."
        case .tapChangedNothing:
            "A tap reached the button but changed nothing."
        case .cardDidNotTurn:
            "The tapped card did not turn over in the Model."
        case .labelOutOfStep(let flips):
            "The label does not follow the \(flips) flips."
        case .faceUpButtonShowsBack:
            "A card is face up in the Model, but its button still shows its back."
        case .questionMarkWithEmojiLeft:
            "A card shows ? while unused emoji are left."
        }
    }
}
