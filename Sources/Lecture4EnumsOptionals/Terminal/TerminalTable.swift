// Terminal machinery for `swift run play`, not part of the lecture.
import Foundation

/// Lets `swift run play` put this lecture's game on a terminal, played by the lecture's own code.
///
/// Nothing here plays the game: a tap runs the card view's `onTapGesture` action, the stage's `Grid` and
/// `GridLayout` fit the cards to the window, and the screen is the frame the stage's `ViewHost`
/// drew, which changes only when Observation tells the host to draw again.
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

    /// The cell shape `EmojiMemoryGameView` asks its grid for, to find where each card is drawn.
    private static let cardAspectRatio = 3.0

    /// The view model, shared by every view drawn for it.
    private let viewModel: EmojiMemoryGame

    /// The host of the view at the window's size; a new size builds a new view, as a resize does.
    private var host: ViewHost<EmojiMemoryGameView>?

    /// Whether the latest tap turned a face-down card over, to tell which exercise shows on screen.
    private var lastTapTurnedCard: Bool?

    /// The cards as they were when the host last drew, to find each card in the frame on screen.
    private var drawnCards: [MemoryGame<String>.Card] = []
    /// How many frames the host had drawn when `drawnCards` was taken (a new host starts again).
    private var drawnCount = 0

    /// Opens the game as the app would, shuffled by `generator`.
    public init(pairs: Int?, using generator: any RandomNumberGenerator) {
        viewModel = EmojiMemoryGame(using: generator)
    }

    /// How many cards the view model offers, matched or not.
    public var cardCount: Int {
        viewModel.cards.count
    }

    /// Taps card `index` as a finger would: the screen's grid makes that card's view, and its
    /// `onTapGesture` action, `viewModel.choose(card)`, runs.
    public func tap(card index: Int) {
        guard viewModel.cards.indices.contains(index) else { return }
        let card = viewModel.cards[index]
        let screen = host?.content ?? EmojiMemoryGameView(viewModel: viewModel)
        screen.grid.viewForItem(card).tap()
        if !card.isFaceUp, !card.isMatched {
            lastTapTurnedCard = viewModel.cards[index].isFaceUp
        }
    }

    /// The host's frame for a window of `width` by `height`, and where each card is drawn in it.
    ///
    /// The frame is drawn again only when Observation says something the view read has changed,
    /// or when the size changed, which makes a new view for the new size.
    public func render(
        width: Int, height: Int
    ) -> (lines: [String], cards: [(line: Int, offset: Int, length: Int)?]) {
        let size = CGSize(width: width, height: height)
        if let host, host.content.size == size {
            host.renderIfNeeded()
        } else {
            host = ViewHost(EmojiMemoryGameView(viewModel: viewModel, size: size))
            drawnCount = 0
        }
        if let host, host.renderCount != drawnCount {
            drawnCards = viewModel.cards
            drawnCount = host.renderCount
        }
        let lines = (host?.frame ?? "").split(separator: "\n", omittingEmptySubsequences: false)
            .map(String.init)
        let layout = GridLayout(
            itemCount: drawnCards.count, nearAspectRatio: Self.cardAspectRatio, in: size)
        let places = drawnCards.indices.map {
            index -> (line: Int, offset: Int, length: Int)? in
            guard let center = layout.location(ofItemAt: index) else { return nil }
            let body = CardView(card: drawnCards[index]).body
            let bodyWidth = body.reduce(0) { $0 + TextCanvas.columnCount(of: $1) }
            let line = Int((center.y - 0.5).rounded(.down))
            let column = Int((center.x - CGFloat(bodyWidth) / 2).rounded(.down))
            guard lines.indices.contains(line) else { return nil }
            return (line, Self.characterOffset(ofColumn: column, in: lines[line]), body.count)
        }
        return (lines, places)
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
        if let size = host?.content.size {
            let layout = GridLayout(
                itemCount: cards.count, nearAspectRatio: Self.cardAspectRatio, in: size)
            if layout.rowCount * layout.columnCount < cards.count {
                return .tooFewCells(
                    rows: layout.rowCount, columns: layout.columnCount, cards: cards.count)
            }
            let placed = cards.indices.compactMap { layout.location(ofItemAt: $0) }
            let bounds = CGRect(origin: .zero, size: size)
            if placed.count < cards.count || !placed.allSatisfy(bounds.contains) {
                return .cardsWithoutPlace
            }
            if layout.itemSize.width < 4 || layout.itemSize.height < 1 {
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
        if let host, !host.needsRender, host.frame != host.content.body {
            return .screenNotRedrawn
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

    /// How many characters of `line` come before `column`, counting emoji two columns wide as
    /// `TextCanvas` draws them.
    private static func characterOffset(ofColumn column: Int, in line: String) -> Int {
        var columnsSoFar = 0
        var offset = 0
        for character in line {
            guard columnsSoFar < column else { break }
            columnsSoFar += TextCanvas.columnCount(of: character)
            offset += 1
        }
        return offset
    }
}

/// The folder part of a path: everything before its last `/`.
private func folder(of path: String) -> String {
    String(path[..<(path.lastIndex(of: "/") ?? path.endIndex)])
}
