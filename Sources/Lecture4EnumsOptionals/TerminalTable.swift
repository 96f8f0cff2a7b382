import Foundation

/// Lets `swift run play` put this lecture's game on a terminal, played by the lecture's own code.
///
/// Nothing here plays the game: a tap calls the view model's intent, the stage's `Grid` and
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
    nonisolated public static let sourceFolder = folder(of: #filePath)

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

    /// Taps card `index` as the view's tap gesture would: the view model's `choose` intent.
    public func tap(card index: Int) {
        guard viewModel.cards.indices.contains(index) else { return }
        let card = viewModel.cards[index]
        viewModel.choose(card)
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

    /// What looks wrong on screen, and the exercises most likely to cause it, most likely first.
    public var symptom: (description: String, suspects: [String])? {
        let cards = viewModel.cards
        guard !cards.isEmpty else {
            return ("No cards were dealt.", ["l4-card-content-init", "l4-create-memory-game"])
        }
        if cards.indices.contains(where: { cards.firstIndex(matching: cards[$0]) != $0 }) {
            return (
                "Cards cannot be found by their id, so they are neither drawn nor chosen.",
                ["l4-first-index-matching"]
            )
        }
        if let size = host?.content.size {
            let layout = GridLayout(
                itemCount: cards.count, nearAspectRatio: Self.cardAspectRatio, in: size)
            if layout.rowCount * layout.columnCount < cards.count {
                return (
                    "The grid has \(layout.rowCount) rows of \(layout.columnCount) for "
                        + "\(cards.count) cards, so cards are missing.",
                    ["l4-grid-layout"]
                )
            }
            let placed = cards.indices.compactMap { layout.location(ofItemAt: $0) }
            let bounds = CGRect(origin: .zero, size: size)
            if placed.count < cards.count || !placed.allSatisfy(bounds.contains) {
                return ("Some cards have no place in the grid.", ["l4-grid-location"])
            }
            if layout.itemSize.width < 4 || layout.itemSize.height < 1 {
                return ("The window is too small for \(cards.count) cards: make it larger.", [])
            }
        }
        if cards.contains(where: { CardView(card: $0).body.isEmpty }) {
            return ("Cards are drawn as nothing at all.", ["l4-card-view"])
        }
        if lastTapTurnedCard == false {
            return (
                "Choosing a face-down card did not turn it over.",
                modelTurnsCards
                    ? ["l4-choose-intent"] : ["l4-choose-matching", "l4-choose-intent"]
            )
        }
        let faceUp = cards.filter { $0.isFaceUp && !$0.isMatched }
        if faceUp.count == 2, faceUp[0].content == faceUp[1].content {
            return ("Two equal cards are face up but did not match.", ["l4-choose-matching"])
        }
        if let host, !host.needsRender, host.frame != host.content.body {
            return (
                "The cards changed, but the screen was not drawn again.", ["l4-reactive-host"]
            )
        }
        return nil
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
