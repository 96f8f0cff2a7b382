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

    /// Makes a new game for the view model; a type method, because it runs while an instance is
    /// still being initialized, when no instance member may be used yet.
    ///
    /// A game gets four pairs unless asked otherwise, and at most one pair per emoji: asking for
    /// more pairs than there are emoji deals one pair of each emoji instead of reading past the end
    /// of `emojis`. A negative count stops the program, as `MemoryGame.init` requires.
    static func createMemoryGame(numberOfPairsOfCards: Int = 4) -> MemoryGame<String> {
        // BEGIN SOLUTION mvvm-create-memory-game
        let numberOfPairsOfCards = min(numberOfPairsOfCards, emojis.count)
        return MemoryGame<String>(numberOfPairsOfCards: numberOfPairsOfCards) { pairIndex in
            emojis[pairIndex]
        }
        // STUB
        // return MemoryGame<String>(numberOfPairsOfCards: 0, createCardContent: { _ in "" })
        // END SOLUTION
    }

    /// The game itself; `private`, so views can reach it only through the members below.
    private var model = EmojiMemoryGame.createMemoryGame()

    // MARK: - Access to the Model

    /// The cards for the view to draw; read-only, because changes go through intents.
    var cards: [MemoryGame<String>.Card] {
        model.cards
    }

    // MARK: - Intent(s)

    /// The user chose `card`; the view model asks the model to play it.
    ///
    /// The Lecture 2 demo writes `choose(card:)`; the Lecture 4 write-up drops the label, since
    /// `viewModel.choose(card)` already says what is chosen.
    func choose(_ card: MemoryGame<String>.Card) {
        // BEGIN SOLUTION mvvm-choose-intent
        model.choose(card)
        // STUB
        // // Pass the user's choice on to the model.
        // END SOLUTION
    }
}
