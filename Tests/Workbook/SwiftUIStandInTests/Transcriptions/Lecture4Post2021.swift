// swift-format-ignore-file
// (the write-ups' code stays as they print it)
import SwiftUIStandIn

/// The 2021 Lecture 4 post's view model, screen, preview and card (`seeds/lecture4-enum-optional-
/// mvvm-memorygame.txt`), as printed there but for `import SwiftUI` and the file headers; the enum
/// only keeps its names apart from the Lecture 2 post's. `MemoryGame` is a stand-in that turns a
/// card over and matches two face-up cards of the same content.
enum Lecture4Post2021 {
    /// ViewModel is going to be a `class`
    /// intermediary between Model and View
    /// all the variables in class, it have to be initialized
    class EmojiMemoryGame: ObservableObject {
        /// `static`
        static let emojis = ["😀","😃","😄","😁","😆","😅","🤣","😂","🙂","🙃","😉","😊","😇","🥰","😍","🤩","😘","😗"]
        /// Not an `instance` of type, is used like `Global` function
        static func createMemoryGames() -> MemoryGame<String> {
            MemoryGame<String>(numberOfPairsOfCards: 3) { pairIndex in
                /// static variables can be called without declaring `EmojiMemoryGame`
                emojis[pairIndex]
            }
        }

        /// since out model is type of struct
        /// cause the EmojiMemoryGame handles emoji, set the `CardContent` to `String`
        /// `private` only the Viewmodel itself can see `model`
        /// `private(set)` tells swift, its read-only from others, can look at this but cannot touch them
        /// `in` distributes place with arguments and the code excutes
        @Published private var model: MemoryGame<String> = createMemoryGames()


        /// to get the cards - get fresh copy
        var cards: Array<MemoryGame<String>.Card> {
            return model.cards
        }

        // MARK: - Intent(s)

        func choose(_ card: MemoryGame<String>.Card) {
            // if @Published is declared we don't need below thing
            //    objectWillChange.send() // send to the world this object will change
            model.choose(card)
        }
    }

    struct ContentView: View {
        @ObservedObject var viewModel: EmojiMemoryGame

        var body: some View {
            ScrollView {
                LazyVGrid(columns: [GridItem(.adaptive(minimum: 65))]) {
                    ForEach(viewModel.cards) { card in
                        CardView(card: card)
                            .aspectRatio(2/3, contentMode: .fit)
                            .onTapGesture {
                                viewModel.choose(card)
                            }
                    }
                }
                .foregroundColor(.yellow)
                .padding()
            }
        }
    }

    struct ContentView_Previews: PreviewProvider {
        static var previews: some View {
            let game = EmojiMemoryGame()
            ContentView(viewModel: game)
        }
    }

    struct CardView: View {
        let card: MemoryGame<String>.Card // highly recommended, read-only state

        var body: some View {
            ZStack {
                let shape = RoundedRectangle(cornerRadius: 12)
                if card.isFacedUp {
                    shape.fill().foregroundColor(.white)
                    shape.strokeBorder(lineWidth: 3.0)
                    Text(card.content).font(.title)
                } else if card.isMatched {
                    shape.opacity(0.0)
                } else {
                    shape.fill().foregroundColor(.yellow)
                }
            }
        }
    }

    /// The stand-in model: cards in pairs; choosing turns a card over, and two face-up cards of the
    /// same content are matched.
    struct MemoryGame<CardContent: Equatable> {
        private(set) var cards: [Card]

        init(numberOfPairsOfCards: Int, createCardContent: (Int) -> CardContent) {
            cards = (0..<numberOfPairsOfCards).flatMap { pairIndex in
                let content = createCardContent(pairIndex)
                return [Card(content: content, id: pairIndex * 2), Card(content: content, id: pairIndex * 2 + 1)]
            }
        }

        mutating func choose(_ card: Card) {
            guard let index = cards.firstIndex(where: { $0.id == card.id }) else { return }
            cards[index].isFacedUp = true
            let faceUp = cards.indices.filter { cards[$0].isFacedUp && !cards[$0].isMatched }
            if faceUp.count == 2, cards[faceUp[0]].content == cards[faceUp[1]].content {
                for matched in faceUp {
                    cards[matched].isMatched = true
                    cards[matched].isFacedUp = false
                }
            }
        }

        struct Card: Identifiable {
            var isFacedUp = false
            var isMatched = false
            let content: CardContent
            let id: Int
        }
    }
}
