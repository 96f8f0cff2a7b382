import SwiftUIStandIn

/// The same view model as `EmojiMemoryGame`, written as the 2020 lecture wrote it before
/// `@Published`: an `ObservableObject` that announces on `objectWillChange` by hand, before its
/// model changes.
///
/// Compare the two files: `@Published` on `model` does what the `willSet` below does. The game
/// and the intent are the same. The screen uses `EmojiMemoryGame`; this type is here so that what
/// `@Published` does can be written, read and tested next to it.
final class EmojiMemoryGameObject: ObservableObject {
    /// The game; every write to it, even to one card inside it, is announced first, which is what
    /// the lecture's `@Published private var model` does.
    // BEGIN SOLUTION mvvm-object-will-change
    private var model: MemoryGame<String> {
        willSet {
            objectWillChange.send()
        }
    }
    // STUB
    // private var model: MemoryGame<String>
    // END SOLUTION

    /// Deals the same four pairs as `EmojiMemoryGame`; an initializer sets `model` without
    /// announcing anything, because nobody can be watching an object that does not exist yet.
    init() {
        model = MemoryGame<String>(numberOfPairsOfCards: 4) { EmojiMemoryGame.emojis[$0] }
    }

    // MARK: - Access to the Model

    /// The cards for the view to draw.
    var cards: [MemoryGame<String>.Card] {
        model.cards
    }

    // MARK: - Intent(s)

    /// The user chose `card`. Before `@Published`, the lecture wrote `objectWillChange.send()` here,
    /// first; the observer on `model` now does that for every write.
    func choose(card: MemoryGame<String>.Card) {
        model.choose(card)
    }
}
