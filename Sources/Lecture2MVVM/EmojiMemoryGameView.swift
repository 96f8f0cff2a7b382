/// The game's screen: it draws whatever the view model's cards say, in a row.
struct EmojiMemoryGameView: View {
    /// The shared view model; the view reads from it and sends it intents, but never owns the game.
    let viewModel: EmojiMemoryGame

    /// One `CardView` per card, side by side, like SwiftUI's `HStack { ForEach(viewModel.cards) }`.
    var body: String {
        viewModel.cards.map { card in CardView(card: card).body }.joined(separator: " ")
    }
}
