import SwiftUIStandIn

/// The ViewModel: it owns the one game the screen shows and turns the user's intents into moves.
///
/// It is a `class` so that every view showing the game shares the *same* object; a `struct` would
/// be copied into each view and the copies would drift apart. As an `ObservableObject` it has an
/// `objectWillChange` publisher, and `@Published` announces on it before every change of `model`,
/// so a view holding the view model as `@ObservedObject` is drawn again.
final class EmojiMemoryGame: ObservableObject {
    /// The faces the cards can show: `static`, so it exists before any instance does.
    static let emojis = ["👻", "🎃", "🕷️", "🦇", "🍭", "🧙", "🕸️", "🍬"]

    // BEGIN SOLUTION mvvm-create-memory-game
    /// The game itself: `private`, so only the view model's intents may change it, and views
    /// read the `cards` below instead.
    @Published private var model = EmojiMemoryGame.createMemoryGame()

    /// Makes the game the view model starts with; a type method, because it runs in the property
    /// initializer above, before `self` exists, when no instance member may be used yet.
    static func createMemoryGame() -> MemoryGame<String> {
        MemoryGame<String>(numberOfPairsOfCards: 4) { pairIndex in
            emojis[pairIndex]
        }
    }
    // STUB
    // @Published var model = MemoryGame<String>(numberOfPairsOfCards: 0) { _ in "" }
    // END SOLUTION

    // MARK: - Access to the Model

    /// The cards for the view to draw; read-only, because changes go through intents.
    var cards: [MemoryGame<String>.Card] {
        model.cards
    }

    // MARK: - Intent(s)

    /// The user chose `card`; the view model asks the model to play it.
    ///
    /// The label is the 2020 lecture's, so a view says `viewModel.choose(card: card)`; the 2021
    /// lecture drops it and writes `choose(_:)`, as this stage's model does.
    func choose(card: MemoryGame<String>.Card) {
        // BEGIN SOLUTION mvvm-choose-intent
        model.choose(card)
        // STUB
        // // Pass the user's choice on to the model.
        // END SOLUTION
    }
}
