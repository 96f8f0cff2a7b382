// swift-format-ignore-file
// (the write-ups' code stays as they print it)
import SwiftUIStandIn

/// The Lecture 2 post's final views and view model ("Lecture 2 - MVVM & Type (Code Demo)", in
/// `seeds/lecture2-mvvm-code-demo.txt`), as printed there but for `import SwiftUI`; the enum only
/// keeps its names apart from the 2021 post's. `MemoryGame` is a stand-in whose `choose` turns the
/// card over, so that a tap shows.
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
    // EmojiMemoryGame.swift

    class EmojiMemoryGame {
        private var model: MemoryGame<String> = EmojiMemoryGame.createMemoryGame()
        static func createMemoryGame() -> MemoryGame<String> {
            let emojis: Array<String> = ["👻", "🍪"]
            return MemoryGame<String>(NumberOfPairsOfCards: emojis.count) { pairIndex in
                return emojis[pairIndex]
            }
        }
        var cards: Array<MemoryGame<String>.Card> {
            model.cards
        }
        func choose(card: MemoryGame<String>.Card) {
            model.choose(card: card)
        }
    }

    /// The stand-in model: the post's, with a `choose` that turns the card over.
    struct MemoryGame<CardContent> {
        var cards: [Card]

        init(NumberOfPairsOfCards: Int, cardContentFactory: (Int) -> CardContent) {
            cards = (0..<NumberOfPairsOfCards).flatMap { pairIndex in
                let content = cardContentFactory(pairIndex)
                return [Card(content: content, id: pairIndex * 2), Card(content: content, id: pairIndex * 2 + 1)]
            }
        }

        mutating func choose(card: Card) {
            if let index = cards.firstIndex(where: { $0.id == card.id }) {
                cards[index].isFaceUp.toggle()
            }
        }

        struct Card: Identifiable {
            var isFaceUp: Bool = false
            var isMatched: Bool = false
            var content: CardContent
            var id: Int
        }
    }
}
