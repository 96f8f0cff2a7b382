import SwiftUIStandIn

/// Draws one card: the View knows how a card looks, but nothing about the rules of the game.
struct CardView: View {
    /// The card to draw; the view only reads the state it is given.
    var card: MemoryGame<String>.Card

    /// A face-up card is a white rounded rectangle with an outline and the card's content on top;
    /// a face-down card is a filled rounded rectangle. `ZStack` draws its views one over another.
    var body: some View {
        // BEGIN SOLUTION mvvm-card-view
        ZStack {
            if card.isFaceUp {
                RoundedRectangle(cornerRadius: 10.0).fill(Color.white)
                RoundedRectangle(cornerRadius: 10.0).stroke(lineWidth: 3.0)
                Text(card.content)
            } else {
                RoundedRectangle(cornerRadius: 10.0).fill()
            }
        }
        // STUB
        // Text("?")
        // END SOLUTION
    }
}
