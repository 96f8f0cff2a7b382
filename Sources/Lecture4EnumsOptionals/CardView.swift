import SwiftUIStandIn

/// Draws one card: the View knows how a card looks, but nothing about the rules of the game.
///
/// The card takes whatever space it is given, and its emoji grows with it: a `GeometryReader`
/// tells the card its size, and the font is worked out from that size.
struct CardView: View {
    /// The card to draw; a `let`, because a view only reads the state it is given.
    let card: MemoryGame<String>.Card

    /// The card, drawn for the size its `GeometryReader` reports.
    // BEGIN SOLUTION l4-card-size
    var body: some View {
        GeometryReader { geometry in
            body(for: geometry.size)
        }
    }

    /// The font size that fits a card of `size`: a share of its shorter side, so the emoji fits
    /// whichever way the card is turned.
    private func fontSize(for size: CGSize) -> CGFloat {
        min(size.width, size.height) * fontScaleFactor
    }
    // STUB
    // var body: some View {
    //     body(for: .zero)
    // }
    //
    // /// The font size that fits a card of `size`; this stand-in ignores the size.
    // private func fontSize(for size: CGSize) -> CGFloat {
    //     fontScaleFactor
    // }
    // END SOLUTION

    /// A face-up card shows its content in a frame, a face-down card its filled back, and a
    /// matched card face down is gone, leaving its place in the grid empty.
    private func body(for size: CGSize) -> some View {
        ZStack {
            if card.isFaceUp {
                RoundedRectangle(cornerRadius: cornerRadius).fill(Color.white)
                RoundedRectangle(cornerRadius: cornerRadius).stroke(lineWidth: edgeLineWidth)
                Text(card.content)
            } else if !card.isMatched {
                RoundedRectangle(cornerRadius: cornerRadius).fill()
            }
        }
        .font(Font.system(size: fontSize(for: size)))
    }

    // MARK: - Drawing Constants

    /// How round the card's corners are, in points.
    private let cornerRadius: CGFloat = 10
    /// How thick the face-up card's edge is, in points.
    private let edgeLineWidth: CGFloat = 3
    /// How much of the card's shorter side the emoji takes.
    private let fontScaleFactor: CGFloat = 0.75
}
