/// The Model of a memory game: what the game is and how it plays, with no idea how it looks.
///
/// `CardContent` is a "don't care" type: the game only stores and hands back each card's content,
/// so the view model decides whether that is an emoji `String`, an `Int` or an image.
struct MemoryGame<CardContent> {
    /// Everyone may read the cards, but only the game's own rules may change them.
    private(set) var cards: [Card]

    /// Deals two cards per pair, asking `createCardContent` what pair number `pairIndex` shows.
    ///
    /// The model cannot invent content of a type it does not know, so it takes a *function* as an
    /// argument and lets the caller decide. Cards are not shuffled at this stage.
    ///
    /// - Parameters:
    ///   - numberOfPairsOfCards: How many pairs to deal; 0 is an empty game, a negative count stops
    ///     the program.
    ///   - createCardContent: Called once for each pair index, `0..<numberOfPairsOfCards`, in order.
    // BEGIN SOLUTION mvvm-card-content-init
    init(numberOfPairsOfCards: Int, createCardContent: (Int) -> CardContent) {
        precondition(
            numberOfPairsOfCards >= 0,
            "A game needs zero or more pairs of cards, not \(numberOfPairsOfCards).")
        cards = []
        for pairIndex in 0..<numberOfPairsOfCards {
            let content = createCardContent(pairIndex)
            cards.append(Card(content: content, id: 2 * pairIndex))
            cards.append(Card(content: content, id: 2 * pairIndex + 1))
        }
    }
    // STUB
    // init(numberOfPairsOfCards: Int, createCardContent: (Int) -> CardContent) {
    //     precondition(
    //         numberOfPairsOfCards >= 0,
    //         "A game needs zero or more pairs of cards, not \(numberOfPairsOfCards).")
    //     cards = []
    // }
    // END SOLUTION

    /// Plays one card: at this stage choosing a card simply flips it over.
    ///
    /// The card is found by its `id`, because `card` is a copy the view was handed earlier, not
    /// the card stored in `cards`. A card that is not in this game is ignored.
    // BEGIN SOLUTION mvvm-flip-card
    mutating func choose(_ card: Card) {
        if let chosenIndex = cards.firstIndex(where: { $0.id == card.id }) {
            cards[chosenIndex].isFaceUp.toggle()
        }
    }
    // STUB
    // func choose(_ card: Card) {
    //     // Find the chosen card in `cards` by its id, then flip it.
    // }
    // END SOLUTION

    // MARK: - Card

    /// One card of the game; nested, so its full name `MemoryGame.Card` says which game it belongs to.
    ///
    /// It declares no `init`, so Swift gives it a free memberwise one; the defaults below mean a new
    /// card needs only `Card(content:id:)`, dealt face down. `Identifiable` requires an `id`, which
    /// the screen's `ForEach` uses to tell cards apart.
    // BEGIN SOLUTION mvvm-card-content-init
    struct Card: Identifiable {
        var isFaceUp = false
        var isMatched = false
        var content: CardContent
        var id: Int
    }
    // STUB
    // struct Card: Identifiable {
    //     var isFaceUp = true
    //     var isMatched = false
    //     var content: CardContent
    //     var id: Int
    // }
    // END SOLUTION
}
