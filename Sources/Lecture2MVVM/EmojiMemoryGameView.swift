import SwiftUIStandIn

/// The game's screen: it draws whatever the view model's cards say, in a row.
struct EmojiMemoryGameView: View {
    /// The shared view model; `@ObservedObject` draws the screen again whenever it announces a
    /// change. The view reads from it and sends it intents, but never owns the game.
    @ObservedObject var viewModel: EmojiMemoryGame

    /// One `CardView` per card, side by side; a tap on a card is the user's intent to choose it.
    var body: some View {
        // BEGIN SOLUTION mvvm-game-view
        HStack {
            ForEach(viewModel.cards) { card in
                CardView(card: card).onTapGesture { viewModel.choose(card: card) }
            }
        }
        // STUB
        // Text("Memorize")
        // END SOLUTION
        .padding()
        .foregroundColor(Color.orange)
        .font(Font.largeTitle)
    }
}
