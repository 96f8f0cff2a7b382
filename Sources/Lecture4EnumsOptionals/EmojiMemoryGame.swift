import SwiftUIStandIn

/// The ViewModel: it owns the one game the screen shows and turns the user's intents into moves.
///
/// It is a `class` so that every view showing the game shares the *same* object; a `struct` would
/// be copied into each view and the copies would drift apart. As an `ObservableObject` it has an
/// `objectWillChange` that a view's `@ObservedObject` listens to, and `@MainActor` keeps it on the
/// main thread, where user interfaces live.
@MainActor
final class EmojiMemoryGame: ObservableObject {
    /// The faces the cards can show: `static`, so it exists before any instance does.
    static let emojis = ["👻", "🎃", "🕷️", "🦇", "🍭", "🧙", "🕸️", "🍬"]

    /// Makes a new game for the view model; a type method, because it runs while an instance is
    /// still being initialized, when no instance member may be used yet.
    ///
    /// A game gets four pairs unless asked otherwise, and at most one pair per emoji: asking for
    /// more pairs than there are emoji deals one pair of each emoji instead of reading past the end
    /// of `emojis`. A negative count stops the program, as `MemoryGame.init` requires. The cards
    /// are shuffled with a copy of `generator`.
    static func createMemoryGame(
        numberOfPairsOfCards: Int = 4,
        using generator: some RandomNumberGenerator = SystemRandomNumberGenerator()
    ) -> MemoryGame<String> {
        let numberOfPairsOfCards = min(numberOfPairsOfCards, emojis.count)
        return MemoryGame<String>(
            numberOfPairsOfCards: numberOfPairsOfCards, using: generator
        ) { pairIndex in
            emojis[pairIndex]
        }
    }

    /// The game itself; `private`, so views can reach it only through the members below.
    /// `@Published` announces every change before it happens, so the screen is drawn again.
    @Published private var model: MemoryGame<String>

    /// Starts a game whose cards are shuffled with a copy of `generator`; tests pass a seeded one.
    init(using generator: some RandomNumberGenerator = SystemRandomNumberGenerator()) {
        model = EmojiMemoryGame.createMemoryGame(using: generator)
    }

    // MARK: - Access to the Model

    /// The cards for the view to draw; read-only, because changes go through intents.
    var cards: [MemoryGame<String>.Card] {
        model.cards
    }

    // MARK: - Intent(s)

    /// The user chose `card`; the view model asks the model to play it. The label is the 2020
    /// lecture's `choose(card:)`; the 2021 lecture writes `choose(_ card:)`, the same intent.
    func choose(card: MemoryGame<String>.Card) {
        model.choose(card)
    }
}
