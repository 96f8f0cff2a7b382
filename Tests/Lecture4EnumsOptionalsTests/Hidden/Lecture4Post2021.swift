// swift-format-ignore-file
// (the write-ups' code stays as they print it)
import SwiftUIStandIn

@testable import Lecture4EnumsOptionals

/// The 2021 Lecture 4 post's view model, screen, preview and card (`seeds/lecture4-enum-optional-
/// mvvm-memorygame.txt`), as printed there but for `import SwiftUI` and the file headers, compiled
/// against this stage's `MemoryGame`. Nothing is renamed: the enum keeps the post's
/// `EmojiMemoryGame`, `ContentView` and `CardView` apart from the stage's. The post's model spells
/// a card's state `isFacedUp` where the stage's spells it `isFaceUp`; `MemoryGame.Card+Post2021`
/// lets the post's card read it under the post's name. The post's intent is `choose(_:)`, the
/// stage's `choose(card:)`: the 2021 and the 2020 lectures label the same intent differently.
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
}
