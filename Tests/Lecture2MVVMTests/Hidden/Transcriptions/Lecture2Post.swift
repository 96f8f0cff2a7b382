// swift-format-ignore-file
// (the write-up's code stays as it prints it)
import SwiftUIStandIn

@testable import Lecture2MVVM

/// The Lecture 2 post's final views ("Lecture 2 - MVVM & Type (Code Demo)"), as printed there but
/// for `import SwiftUI`, compiled against this stage's own `EmojiMemoryGame` and `MemoryGame`.
/// Nothing is renamed: the enum only keeps the post's `CardView` apart from the stage's.
enum Lecture2Post {
    struct ContentView: View {
        var viewModel: EmojiMemoryGame
        var body: some View {
            HStack {
                ForEach(viewModel.cards) { card in
                    CardView(card: card).onTapGesture { viewModel.choose(card: card) }
                }
            }
                .padding()
                .foregroundColor(Color.orange)
                .font(Font.largeTitle)
        }
    }
    struct CardView: View {
        var card: MemoryGame<String>.Card
        var body: some View {
            ZStack {
                if card.isFaceUp {
                    RoundedRectangle(cornerRadius: 10.0).fill(Color.white)
                    RoundedRectangle(cornerRadius: 10.0).stroke(lineWidth: 3.0)
                    Text(card.content)
                } else {
                    RoundedRectangle(cornerRadius: 10.0).fill()
                }
            }
        }
    }
}
