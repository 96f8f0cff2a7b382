// Not part of the lecture: the terminal plumbing behind `swift run play`.

/// Lets `swift run play` put this lecture's game on a terminal, played by the lecture's own code.
///
/// Nothing here plays the game: a tap calls the view model's intent, and the screen is the frame
/// the stage's `ViewHost` drew, which changes only when Observation tells the host to draw again.
@MainActor
public final class TerminalTable {
    /// The lecture, as the game's title line shows it.
    nonisolated public static let title = "Memorize in MVVM, SwiftUI style"

    /// `nil`: the view model always deals its own four pairs.
    nonisolated public static let pairsRange: ClosedRange<Int>? = nil

    /// Whether a seed changes the deal: no, this lecture deals its cards in order.
    nonisolated public static let isShuffled = false

    /// The folder of this lecture's sources, where a started exercise leaves its markers: the
    /// folder above this `Terminal` one.
    nonisolated public static let sourceFolder = folder(of: folder(of: #filePath))

    /// The host showing the game's view, as the app's window would.
    private let host: ViewHost<EmojiMemoryGameView>

    /// Whether the latest tap turned its card over, to tell which exercise shows on screen.
    private var lastTapTurnedCard: Bool?

    /// The cards as they were when the host last drew, to find each card in the frame on screen.
    private var drawnCards: [MemoryGame<String>.Card] = []
    /// How many frames the host had drawn when `drawnCards` was taken.
    private var drawnCount = 0

    /// Opens the game as the app would; this lecture's cards are not shuffled, so nothing is random.
    public init(pairs: Int?, using generator: any RandomNumberGenerator) {
        host = MemorizeApp().window
        drawnCards = host.content.viewModel.cards
        drawnCount = host.renderCount
    }

    /// How many cards the view model offers.
    public var cardCount: Int {
        viewModel.cards.count
    }

    /// Taps card `index` as the view's tap gesture would: the view model's `choose` intent.
    public func tap(card index: Int) {
        guard viewModel.cards.indices.contains(index) else { return }
        let card = viewModel.cards[index]
        viewModel.choose(card)
        lastTapTurnedCard = viewModel.cards[index].isFaceUp != card.isFaceUp
    }

    /// The host's latest frame, drawn again only if Observation said something it read changed,
    /// and where each card's view starts in it.
    public func render(
        width: Int, height: Int
    ) -> (lines: [String], cards: [(line: Int, offset: Int, length: Int)?]) {
        host.renderIfNeeded()
        if host.renderCount != drawnCount {
            drawnCards = viewModel.cards
            drawnCount = host.renderCount
        }
        var offset = 0
        let places = drawnCards.map { card -> (line: Int, offset: Int, length: Int)? in
            let length = CardView(card: card).body.count
            defer { offset += length + 1 }
            return (0, offset, length)
        }
        let lines = host.frame.split(separator: "\n", omittingEmptySubsequences: false)
        return (lines.map(String.init), places)
    }

    /// Never: matching arrives in Lecture 4.
    public var isWon: Bool {
        false
    }

    /// How far the game has got, in a line.
    public var status: String {
        let faceUp = viewModel.cards.filter(\.isFaceUp).count
        return "Face up: \(faceUp) of \(viewModel.cards.count). Cards only turn over: "
            + "matching arrives in Lecture 4."
    }

    /// Something that looks wrong on screen; `play` names the exercises most likely behind it.
    public enum Symptom: Equatable, Sendable {
        /// The view model has no cards.
        case noCards
        /// At least one card's view draws nothing at all.
        case blankCards
        /// The latest tap left its card as it was; `modelTurnsCards` says whether the model alone
        /// turns a chosen card over, which tells the model's `choose` from the view model's.
        case tapDidNotTurnCard(modelTurnsCards: Bool)
        /// The view model changed, but the host kept its old frame.
        case screenNotRedrawn
    }

    /// What looks wrong on screen right now, most telling first, or `nil` when all looks right.
    public var symptomOnScreen: Symptom? {
        let cards = viewModel.cards
        if cards.isEmpty {
            return .noCards
        }
        if cards.contains(where: { CardView(card: $0).body.isEmpty }) {
            return .blankCards
        }
        if lastTapTurnedCard == false {
            return .tapDidNotTurnCard(modelTurnsCards: modelTurnsCards)
        }
        if !host.needsRender, host.frame != host.content.body {
            return .screenNotRedrawn
        }
        return nil
    }

    /// Whether a model on its own turns a chosen card over, which tells the model from the intent.
    private var modelTurnsCards: Bool {
        var game = MemoryGame<String>(numberOfPairsOfCards: 1) { _ in "?" }
        guard let card = game.cards.first else { return false }
        game.choose(card)
        return game.cards[0].isFaceUp
    }

    /// The view model the view on screen shows.
    private var viewModel: EmojiMemoryGame {
        host.content.viewModel
    }
}

/// The folder part of a path: everything before its last `/`.
private func folder(of path: String) -> String {
    String(path[..<(path.lastIndex(of: "/") ?? path.endIndex)])
}
