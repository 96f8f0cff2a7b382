// Terminal machinery for `swift run play`, not part of the lecture.
import Foundation
import SwiftUIStandIn

/// Lets `swift run play` put this lecture's game on a terminal, played by the lecture's own code.
///
/// Nothing here plays the game or draws a card: the screen is what the stage's
/// `EmojiMemoryGameView` draws through `ViewHost`, its `Grid` and `CardView` included, and a tap
/// is a tap on the screen, which hit testing hands to the card's `onTapGesture`. The host draws
/// again only when the view model's `@Published` model announces a change.
@MainActor
public final class TerminalTable {
    /// The lecture, as the game's title line shows it.
    nonisolated public static let title = "Memorize with matching and a Grid"

    /// `nil`: the view model always deals its own four pairs.
    nonisolated public static let pairsRange: ClosedRange<Int>? = nil

    /// Whether a seed changes the deal: yes, the model shuffles the cards.
    nonisolated public static let isShuffled = true

    /// The folder of this lecture's sources, where a started exercise leaves its markers.
    nonisolated public static let sourceFolder = folder(of: folder(of: #filePath))

    /// The window a tap goes to before anything was drawn, in columns and rows.
    private static let defaultSize = (columns: 80, rows: 24)

    /// The view model, shared by every view drawn for it.
    private let viewModel: EmojiMemoryGame

    /// The host of the screen at the window's size; a new size makes a new host, as a resize
    /// lays the screen out again.
    private var host: ViewHost<EmojiMemoryGameView>?

    /// Whether the latest tap turned a face-down card over, to tell which exercise shows on screen.
    private var lastTapTurnedCard: Bool?

    /// Opens the game as the app would, shuffled by `generator`.
    public init(pairs: Int?, using generator: any RandomNumberGenerator) {
        viewModel = EmojiMemoryGame(using: generator)
    }

    /// How many cards the view model offers, matched or not.
    public var cardCount: Int {
        viewModel.cards.count
    }

    /// Taps the middle of card `index` on the screen, as a finger would: the host finds the view
    /// under it, and that card's `onTapGesture` runs the choose intent.
    public func tap(card index: Int) {
        guard viewModel.cards.indices.contains(index) else { return }
        let card = viewModel.cards[index]
        let host = host(
            columns: Self.defaultSize.columns, rows: Self.defaultSize.rows, keepSize: true)
        guard let cells = Self.cardView(of: card.id, in: host.tree)?.cells else { return }
        host.tap(column: cells.column + cells.width / 2, row: cells.row + cells.height / 2)
        if !card.isFaceUp, !card.isMatched {
            lastTapTurnedCard = viewModel.cards[index].isFaceUp
        }
    }

    /// The screen the view draws in a window of `width` by `height`, and where each card is: the
    /// row of its emoji (its middle row when it shows none) and the characters it covers there.
    public func render(
        width: Int, height: Int
    ) -> (lines: [String], cards: [(line: Int, offset: Int, length: Int)?]) {
        let host = host(columns: width, rows: height, keepSize: false)
        let screen = host.screen
        let tree = host.tree
        let places = viewModel.cards.map { card -> (line: Int, offset: Int, length: Int)? in
            guard let view = Self.cardView(of: card.id, in: tree), view.cells.width > 0,
                view.cells.height > 0
            else { return nil }
            let cells = view.cells
            let line = view.all("Text").first?.cells.row ?? cells.row + cells.height / 2
            guard (0..<height).contains(line) else { return nil }
            let before = screen.text(
                in: CellRect(column: 0, row: line, width: cells.column, height: 1))
            let inside = screen.text(
                in: CellRect(column: cells.column, row: line, width: cells.width, height: 1))
            return (line, before.first?.count ?? 0, inside.first?.count ?? 0)
        }
        let lines = (0..<height).map { row in
            screen.text(in: CellRect(column: 0, row: row, width: width, height: 1)).first ?? ""
        }
        return (lines, places)
    }

    /// The host for a window `columns` by `rows`; `keepSize` keeps the current host, whatever its size.
    private func host(columns: Int, rows: Int, keepSize: Bool) -> ViewHost<EmojiMemoryGameView> {
        if let host, keepSize || (host.columns == columns && host.rows == rows) {
            return host
        }
        let newHost = ViewHost(
            EmojiMemoryGameView(viewModel: viewModel), columns: columns, rows: rows)
        host = newHost
        return newHost
    }

    /// The drawn `CardView` of the card with `id`: inside the view `ForEach` made for that card.
    private static func cardView(of id: Int, in tree: DrawnView) -> DrawnView? {
        tree.identified.first { $0.id == AnyHashable(id) }?.all(view: "CardView").first
    }

    /// Whether every card has been matched.
    public var isWon: Bool {
        !viewModel.cards.isEmpty && viewModel.cards.allSatisfy(\.isMatched)
    }

    /// How far the game has got, in a line.
    public var status: String {
        let cards = viewModel.cards
        if cards.isEmpty {
            return "No cards on the table."
        } else if isWon {
            return "You found all \(cards.count / 2) pairs!"
        } else {
            return "Pairs found: \(cards.filter(\.isMatched).count / 2) of \(cards.count / 2)"
        }
    }

    /// What looks wrong on screen, if anything; `play` names the exercises likely behind it.
    public var problem: Problem? {
        let cards = viewModel.cards
        guard !cards.isEmpty else { return .noCards }
        if cards.indices.contains(where: { cards.firstIndex(matching: cards[$0]) != $0 }) {
            return .cardsNotFoundByID
        }
        if let host {
            let tree = host.tree
            let space = tree.all("GeometryReader").first?.frame.size ?? .zero
            let layout = GridLayout(itemCount: cards.count, in: space)
            if layout.rowCount * layout.columnCount < cards.count {
                return .tooFewCells(
                    rows: layout.rowCount, columns: layout.columnCount, cards: cards.count)
            }
            let drawn = cards.compactMap { Self.cardView(of: $0.id, in: tree)?.cells }
            let onScreen = { (cells: CellRect) in
                cells.column >= 0 && cells.row >= 0 && cells.column + cells.width <= host.columns
                    && cells.row + cells.height <= host.rows
            }
            if drawn.count < cards.count || !drawn.allSatisfy(onScreen) {
                return .cardsWithoutPlace
            }
            if Set(drawn).count < drawn.count {
                return .cardsOnTopOfEachOther
            }
            if drawn.contains(where: { $0.width < 4 || $0.height < 3 }) {
                return .windowTooSmall(cards: cards.count)
            }
        }
        // What the player's last tap did comes first: it is the symptom they just caused, while a
        // deal in pair order has been on the table since the game began.
        if lastTapTurnedCard == false {
            return .tapDidNotTurnCard(modelTurnsCards: modelTurnsCards)
        }
        if cards.map(\.id) == Array(0..<cards.count) {
            return .dealtInPairOrder
        }
        let faceUp = cards.filter { $0.isFaceUp && !$0.isMatched }
        if faceUp.count == 2, faceUp[0].content == faceUp[1].content {
            return .equalCardsDidNotMatch
        }
        if let host, !host.needsRedraw {
            let fresh = ViewHost(host.root, columns: host.columns, rows: host.rows)
            if host.screen != fresh.screen {
                return .screenNotRedrawn
            }
        }
        return nil
    }

    /// Something that looks wrong on screen, described for the player.
    public enum Problem: Equatable, Sendable {
        /// The view model has no cards.
        case noCards
        /// `firstIndex(matching:)` does not find a card at its own index.
        case cardsNotFoundByID
        /// The layout has fewer cells than there are cards.
        case tooFewCells(rows: Int, columns: Int, cards: Int)
        /// Some card has no location inside the window.
        case cardsWithoutPlace
        /// Some cards are drawn in the same place, hiding one another.
        case cardsOnTopOfEachOther
        /// The cells are smaller than a card: the player should enlarge the window.
        case windowTooSmall(cards: Int)
        /// The cards lie in the order they were dealt: the deal was not shuffled.
        case dealtInPairOrder
        /// A tap on a face-down card left it face down; `modelTurnsCards` tells whether the model
        /// alone turns a chosen card over.
        case tapDidNotTurnCard(modelTurnsCards: Bool)
        /// Two face-up cards show the same content but are not matched.
        case equalCardsDidNotMatch
        /// The view model changed, but the screen was not drawn again.
        case screenNotRedrawn

        /// The problem in a sentence.
        public var description: String {
            switch self {
            case .noCards: "No cards were dealt."
            case .cardsNotFoundByID:
                "Cards cannot be found by their id, so they are neither drawn nor chosen."
            case .tooFewCells(let rows, let columns, let cards):
                "The grid has \(rows) rows of \(columns) for \(cards) cards, so cards are missing."
            case .cardsWithoutPlace: "Some cards have no place in the grid."
            case .cardsOnTopOfEachOther: "Some cards are drawn on top of each other."
            case .windowTooSmall(let cards):
                "The window is too small for \(cards) cards: make it larger."
            case .dealtInPairOrder: "The cards lie in pair order: the deal was not shuffled."
            case .tapDidNotTurnCard: "Choosing a face-down card did not turn it over."
            case .equalCardsDidNotMatch: "Two equal cards are face up but did not match."
            case .screenNotRedrawn: "The cards changed, but the screen was not drawn again."
            }
        }
    }

    /// Whether a model on its own turns a chosen card over, which tells the model from the intent.
    private var modelTurnsCards: Bool {
        var game = MemoryGame<String>(numberOfPairsOfCards: 1) { _ in "?" }
        guard let card = game.cards.first else { return false }
        game.choose(card)
        return game.cards.contains(where: \.isFaceUp)
    }
}

/// The folder part of a path: everything before its last `/`.
private func folder(of path: String) -> String {
    String(path[..<(path.lastIndex(of: "/") ?? path.endIndex)])
}
