import Observation

/// The ViewModel: it owns the one game the screen shows and turns the user's intents into moves.
///
/// It is a `class` so that every view showing the game shares the *same* object; a `struct` would
/// be copied into each view and the copies would drift apart. `@Observable` lets views notice when
/// it changes (SwiftUI's older spelling is `ObservableObject` with `@Published`), and `@MainActor`
/// keeps it on the main thread, where user interfaces live.
@MainActor
@Observable
final class EmojiMemoryGame {
    /// The faces the cards can show: `static`, so it exists before any instance does.
    static let emojis = ["👻", "🎃", "🕷️", "🦇", "🍭", "🧙", "🕸️", "🍬"]

    // BEGIN SOLUTION mvvm-create-memory-game
    /// The game itself: views may read it, but only the view model's intents may change it.
    private(set) var model = EmojiMemoryGame.createMemoryGame()

    /// Makes the game the view model starts with; a type method, because it runs in the property
    /// initializer above, before `self` exists, when no instance member may be used yet.
    static func createMemoryGame() -> MemoryGame<String> {
        MemoryGame<String>(numberOfPairsOfCards: 4) { pairIndex in
            emojis[pairIndex]
        }
    }
    // STUB
    // var model = MemoryGame<String>(numberOfPairsOfCards: 0) { _ in "" }
    // END SOLUTION

    // MARK: - Access to the Model

    /// The cards for the view to draw; read-only, because changes go through intents.
    var cards: [MemoryGame<String>.Card] {
        model.cards
    }

    // MARK: - Intent(s)

    /// The user chose `card`; the view model asks the model to play it.
    ///
    /// The argument has no label: `viewModel.choose(card)` already says what is chosen.
    func choose(_ card: MemoryGame<String>.Card) {
        // BEGIN SOLUTION mvvm-choose-intent
        model.choose(card)
        // STUB
        // // Pass the user's choice on to the model.
        // END SOLUTION
    }
}
