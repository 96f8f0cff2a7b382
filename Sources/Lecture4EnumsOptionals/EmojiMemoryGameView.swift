import Foundation

/// The game's screen: it draws whatever the view model's cards say, in a grid.
struct EmojiMemoryGameView: View {
    /// The shared view model; the view reads from it and sends it intents, but never owns the game.
    let viewModel: EmojiMemoryGame

    /// The space the screen may use, in columns and lines, as `GeometryReader` would report it.
    var size = CGSize(width: 24, height: 4)

    /// One `CardView` per card, placed by a `Grid`, and a tap on a card is the `choose` intent,
    /// as in the lecture's `Grid(items:) { card in CardView(card: card).onTapGesture { ... } }`.
    ///
    /// A card is drawn four columns wide and one line tall, so the grid asks for cells about three
    /// times as wide as they are tall, which leaves a little space around every card.
    var grid: Grid<MemoryGame<String>.Card, TapGestureView<CardView>> {
        Grid(items: viewModel.cards, size: size, nearAspectRatio: 3) { card in
            CardView(card: card).onTapGesture {
                viewModel.choose(card)
            }
        }
    }

    /// The grid of cards, drawn.
    var body: String {
        grid.body
    }
}
