/// The Model: the rules of the matching game, with no idea how the cards are shown.
///
/// It is a class, a reference type, so the Controller and anyone it hands the game to share the
/// one game in progress.
class Concentration {
    /// The cards on the table in screen order: the Controller shows `cards[i]` on button `i`.
    var cards = [Card]()

    /// The index of the single face-up card waiting for a partner, or `nil` when there is none.
    ///
    /// `nil` covers two situations: no card is face up, or two are (the last pair is still being
    /// shown). Either way the next choice starts a new attempt.
    var indexOfOneAndOnlyFaceUpCard: Int?

    // MARK: - Creating a game

    /// Lays out two copies of each of `numberOfPairsOfCards` new cards, shuffled by `generator`.
    ///
    /// Tests pass a seeded generator so the layout is the same on every run.
    /// - Precondition: `numberOfPairsOfCards` is not negative.
    init(numberOfPairsOfCards: Int, using generator: inout some RandomNumberGenerator) {
        precondition(
            numberOfPairsOfCards >= 0,
            "Concentration.init(numberOfPairsOfCards: \(numberOfPairsOfCards)): "
                + "the number of pairs must not be negative")
        // BEGIN SOLUTION mvc-card-pairs
        // The lecture loops over `1...numberOfPairsOfCards`, which traps when the count is 0
        // because a closed range cannot end before it starts. `0..<n` is simply empty then.
        for _ in 0..<numberOfPairsOfCards {
            let card = Card()
            // `Card` is a struct: putting it in the array copies it, so these are two separate
            // cards that share an identifier. Flipping one never flips the other.
            cards += [card, card]
        }
        cards.shuffle(using: &generator)
        // STUB
        //
        // END SOLUTION
    }

    /// Lays out a game shuffled by the system's random number generator, as the app does.
    convenience init(numberOfPairsOfCards: Int) {
        var generator = SystemRandomNumberGenerator()
        self.init(numberOfPairsOfCards: numberOfPairsOfCards, using: &generator)
    }

    // MARK: - Playing

    /// Applies the game's rules to a tap on the card at `index`.
    ///
    /// A matched card is ignored. If exactly one other card is face up, the two are compared
    /// and both become matched when their identifiers are equal. Otherwise every card is turned
    /// face down and the chosen one face up, to wait for its partner.
    /// - Precondition: `index` is one of `cards.indices`.
    func chooseCard(at index: Int) {
        precondition(
            cards.indices.contains(index),
            "Concentration.chooseCard(at: \(index)): the index is not one of the \(cards.count) cards"
        )
        // BEGIN SOLUTION mvc-choose-card
        if !cards[index].isMatched {
            if let matchIndex = indexOfOneAndOnlyFaceUpCard, matchIndex != index {
                if cards[matchIndex].identifier == cards[index].identifier {
                    cards[matchIndex].isMatched = true
                    cards[index].isMatched = true
                }
                cards[index].isFaceUp = true
                indexOfOneAndOnlyFaceUpCard = nil
            } else {
                // Either no card or two cards are face up: start a new attempt.
                for flipDownIndex in cards.indices {
                    cards[flipDownIndex].isFaceUp = false
                }
                cards[index].isFaceUp = true
                indexOfOneAndOnlyFaceUpCard = index
            }
        }
        // STUB
        //
        // END SOLUTION
    }
}
