/// Draws one card: the View knows how a card looks, but nothing about the rules of the game.
struct CardView: View {
    /// The card to draw; a `let`, because a view only reads the state it is given.
    let card: MemoryGame<String>.Card

    /// A face-up card shows its content in a frame, a face-down card its filled back, and a matched
    /// card is blank but still takes up its place, like a shape with opacity 0.
    var body: String {
        if card.isFaceUp {
            "[\(card.content)]"
        } else if card.isMatched {
            "    "
        } else {
            "[▓▓]"
        }
    }
}
