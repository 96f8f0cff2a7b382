import SwiftUIStandIn

/// The game's screen: it draws whatever the view model's cards say, in a grid.
struct EmojiMemoryGameView: View {
    /// The shared view model; the view reads from it and sends it intents, but never owns the
    /// game. `@ObservedObject` draws the screen again whenever the view model announces a change.
    @ObservedObject var viewModel: EmojiMemoryGame

    /// One `CardView` per card, placed by a `Grid`, each shaped like a playing card, and a tap on a
    /// card is the `choose` intent, as in the lecture.
    var body: some View {
        Grid(items: viewModel.cards) { card in
            CardView(card: card)
                .aspectRatio(2 / 3, contentMode: .fit)
                .onTapGesture {
                    viewModel.choose(card: card)
                }
                .padding(5)
        }
        .padding()
        .foregroundColor(Color.orange)
    }
}
