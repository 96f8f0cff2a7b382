/// The Model of a memory game: what the game is and how it plays, with no idea how it looks.
///
/// `CardContent` is a "don't care" type: the game only stores and hands back each card's content,
/// so the view model decides whether that is an emoji `String`, an `Int` or an image. To match two
/// cards the game must compare their contents with `==`, so the content must be `Equatable`.
// BEGIN SOLUTION l4-choose-matching
struct MemoryGame<CardContent> where CardContent: Equatable {
    /// Everyone may read the cards, but only the game's own rules may change them.
    private(set) var cards: [Card]

    /// The index of the single face-up card waiting for a partner, or `nil` when there is none.
    ///
    /// "No card" is a real state of the game, and an `Optional` says so in the type instead of a
    /// made-up sentinel such as `-1`.
    private var indexOfTheOneAndOnlyFaceUpCard: Int?

    /// Plays one card by the rules of the game, as the lecture writes them.
    ///
    /// A card that is face up, matched, or not in this game is ignored. If exactly one other card
    /// is face up, the two are compared: equal contents match both. Otherwise every card is turned
    /// face down and the chosen one becomes the one face-up card. Either way the chosen card ends
    /// face up. The card is found with `firstIndex(matching:)`, whose `nil` means "not in this
    /// game" (the lecture's first search answered a bogus `0` instead).
    mutating func choose(_ card: Card) {
        if let chosenIndex = cards.firstIndex(matching: card),
            !cards[chosenIndex].isFaceUp,
            !cards[chosenIndex].isMatched
        {
            if let potentialMatchIndex = indexOfTheOneAndOnlyFaceUpCard {
                if cards[chosenIndex].content == cards[potentialMatchIndex].content {
                    cards[chosenIndex].isMatched = true
                    cards[potentialMatchIndex].isMatched = true
                }
                indexOfTheOneAndOnlyFaceUpCard = nil
            } else {
                for index in cards.indices {
                    cards[index].isFaceUp = false
                }
                indexOfTheOneAndOnlyFaceUpCard = chosenIndex
            }
            cards[chosenIndex].isFaceUp = true
        }
    }
    // STUB
    // // The struct's header is part of this exercise, for what it must promise about `CardContent`;
    // // its closing brace stays below the given `init` and `Card`.
    // struct MemoryGame<CardContent> {
    //     /// Everyone may read the cards, but only the game's own rules may change them.
    //     private(set) var cards: [Card]
    //
    //     /// Plays one card by the rules of the game: match two face-up cards of equal content.
    //     mutating func choose(_ card: Card) {
    //         // Find the chosen card; if exactly one other card is face up, compare their contents,
    //         // otherwise turn every card face down and remember the chosen one. Then turn it face up.
    //     }
    // END SOLUTION

    /// Deals two cards per pair, asking `createCardContent` what pair number `pairIndex` shows,
    /// then shuffles them with `generator`; tests pass a seeded one, so every shuffle can be
    /// replayed.
    ///
    /// The model cannot invent content of a type it does not know, so it takes a *function* as an
    /// argument and lets the caller decide. The deal is the MVVM stage's; the shuffle is new.
    ///
    /// - Parameters:
    ///   - numberOfPairsOfCards: How many pairs to deal; 0 is an empty game, a negative count stops
    ///     the program.
    ///   - generator: The randomness for the shuffle; the game shuffles with a copy of it.
    ///   - createCardContent: Called once for each pair index, `0..<numberOfPairsOfCards`, in order.
    init(
        numberOfPairsOfCards: Int,
        using generator: some RandomNumberGenerator = SystemRandomNumberGenerator(),
        createCardContent: (Int) -> CardContent
    ) {
        precondition(
            numberOfPairsOfCards >= 0,
            "A game needs zero or more pairs of cards, not \(numberOfPairsOfCards).")
        cards = []
        for pairIndex in 0..<numberOfPairsOfCards {
            let content = createCardContent(pairIndex)
            cards.append(Card(content: content, id: 2 * pairIndex))
            cards.append(Card(content: content, id: 2 * pairIndex + 1))
        }
        // BEGIN SOLUTION l4-card-content-init
        var generator = generator
        cards.shuffle(using: &generator)
        // STUB
        // // Shuffle the dealt cards with `generator`, so that every game starts in its own order.
        // END SOLUTION
    }

    // MARK: - Card

    /// One card of the game; nested, so its full name `MemoryGame.Card` says which game it belongs to.
    ///
    /// It declares no `init`, so Swift gives it a free memberwise one; the defaults below mean a new
    /// card needs only `Card(content:id:)`. `Identifiable` requires an `id`, which `ForEach` uses
    /// to tell cards apart.
    struct Card: Identifiable {
        var isFaceUp = false
        var isMatched = false
        var content: CardContent
        var id: Int
    }
}
