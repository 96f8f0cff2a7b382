import Foundation

/// The game's screen: it draws whatever the view model's cards say, in a grid.
struct EmojiMemoryGameView: View {
    /// The shared view model; the view reads from it and sends it intents, but never owns the game.
    let viewModel: EmojiMemoryGame

    /// The space the screen may use, in columns and lines: what its `GeometryReader` offers.
    var size = CGSize(width: 24, height: 4)

    /// The grid of cards within `size`; the game's taps find a card's view here.
    var grid: Grid<MemoryGame<String>.Card, TapGestureView<CardView>> {
        grid(in: size)
    }

    /// One `CardView` per card, placed by a `Grid`, and a tap on a card is the `choose` intent,
    /// as in the lecture's `Grid(items:) { card in CardView(card: card).onTapGesture { ... } }`.
    ///
    /// A card is drawn four columns wide and one line tall, so the grid asks for cells about three
    /// times as wide as they are tall, which leaves a little space around every card.
    func grid(in size: CGSize) -> Grid<MemoryGame<String>.Card, TapGestureView<CardView>> {
        Grid(items: viewModel.cards, size: size, nearAspectRatio: 3) { card in
            CardView(card: card).onTapGesture {
                viewModel.choose(card)
            }
        }
    }

    /// The grid of cards, drawn in the space the `GeometryReader` reports, as the lecture's
    /// `GeometryReader { geometry in … geometry.size … }` hands its `Grid` the space to fill.
    var body: String {
        GeometryReader(offering: size) { geometry in
            grid(in: geometry.size)
        }.body
    }
}
