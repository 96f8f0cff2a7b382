// Not part of the lecture: the terminal plumbing behind `swift run play`.

import SwiftUIStandIn

/// Lets `swift run play` put this lecture's game on a terminal, played by the lecture's own code.
///
/// Nothing here plays or draws the game: the screen is what the stage's `EmojiMemoryGameView`
/// draws through a `ViewHost`, and a tap goes to the cell in the middle of a card, where hit
/// testing finds the view's `onTapGesture`, which sends the intent.
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

    /// The host drawing the game's screen, as the app's window would; made again for a new size.
    private var host: ViewHost<EmojiMemoryGameView>

    /// Whether the latest tap turned its card over (`nil`: no tap yet, or it reached no view).
    private var lastTapTurnedCard: Bool?
    /// Whether the latest tap found no `onTapGesture` where its card was drawn.
    private var lastTapMissed = false

    /// Opens the game as the app would; this lecture's cards are not shuffled, so nothing is random.
    public init(pairs: Int?, using generator: any RandomNumberGenerator) {
        host = MemorizeApp().window
    }

    /// How many cards the view model offers.
    public var cardCount: Int {
        viewModel.cards.count
    }

    /// Taps the middle of card `index` where the screen drew it, as a finger would: the view's
    /// `onTapGesture` there, if any, sends the intent.
    public func tap(card index: Int) {
        guard viewModel.cards.indices.contains(index) else { return }
        let card = viewModel.cards[index]
        guard let cells = place(of: card),
            host.tap(column: cells.column + cells.width / 2, row: cells.row + cells.height / 2)
        else {
            lastTapMissed = true
            lastTapTurnedCard = nil
            return
        }
        lastTapMissed = false
        lastTapTurnedCard = viewModel.cards[index].isFaceUp != card.isFaceUp
    }

    /// The screen as the view draws it on a window `width` by `height` cells, and for each card
    /// its bottom row: the line, the characters before the card and the card's characters.
    public func render(
        width: Int, height: Int
    ) -> (lines: [String], cards: [(line: Int, offset: Int, length: Int)?]) {
        if host.columns != width || host.rows != height {
            host = ViewHost(host.root, columns: width, rows: height)
        }
        let screen = host.screen
        let places = viewModel.cards.map { card -> (line: Int, offset: Int, length: Int)? in
            guard let cells = place(of: card) else { return nil }
            let row = cells.row + cells.height - 1
            let before = CellRect(column: 0, row: row, width: cells.column, height: 1)
            let inside = CellRect(column: cells.column, row: row, width: cells.width, height: 1)
            return (row, characters(screen.text(in: before)), characters(screen.text(in: inside)))
        }
        return (screen.lines, places)
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
        /// The screen draws no view of its own for some card.
        case cardsNotShown
        /// A face-down card is not filled, or a face-up one does not show its content.
        case cardsDrawnWrong
        /// The latest tap found no `onTapGesture` on its card.
        case tapMissedTheCards
        /// The latest tap left its card as it was; `modelTurnsCards` says whether the model alone
        /// turns a chosen card over, which tells the model's `choose` from the view model's.
        case tapDidNotTurnCard(modelTurnsCards: Bool)
    }

    /// What looks wrong on screen right now, most telling first, or `nil` when all looks right.
    public var symptomOnScreen: Symptom? {
        let cards = viewModel.cards
        if cards.isEmpty {
            return .noCards
        }
        let places = cards.map(place(of:))
        if places.contains(where: { $0 == nil }) {
            return .cardsNotShown
        }
        let screen = host.screen
        let drawnWrong = zip(cards, places).contains { card, cells in
            guard let cells else { return true }
            let picture = screen.text(in: cells)
            return card.isFaceUp
                ? !picture.contains { $0.contains(card.content) }
                : !picture.allSatisfy { !$0.isEmpty && $0.allSatisfy { $0 == "█" } }
        }
        if drawnWrong {
            return .cardsDrawnWrong
        }
        if lastTapMissed {
            return .tapMissedTheCards
        }
        if lastTapTurnedCard == false {
            return .tapDidNotTurnCard(modelTurnsCards: modelTurnsCards)
        }
        return nil
    }

    /// The cells where the screen drew `card`: the view `ForEach` made for its `id`.
    private func place(of card: MemoryGame<String>.Card) -> CellRect? {
        let cells = host.tree.identified.first { $0.id == AnyHashable(card.id) }?.cells
        guard let cells, cells.width > 0, cells.height > 0 else { return nil }
        return cells
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
        host.root.viewModel
    }
}

/// How many characters a one-row cut of the screen holds (a wide character counts once).
private func characters(_ rows: [String]) -> Int {
    rows.first?.count ?? 0
}

/// The folder part of a path: everything before its last `/`.
private func folder(of path: String) -> String {
    String(path[..<(path.lastIndex(of: "/") ?? path.endIndex)])
}
