/// The same view model as `EmojiMemoryGame`, written the way the 2020 lectures wrote it: an
/// `ObservableObject` whose `@Published` model announces every change.
///
/// Compare the two files: `@Observable` on the class replaces both `ObservableObject` and
/// `@Published`, and a view that reads it needs no `@ObservedObject`. The game, the type method
/// and the intent are the same. This stage's screen and host use `EmojiMemoryGame`; this type is
/// here so that the lecture's API can be read, run and tested next to it.
///
/// `@MainActor ObservableObject` is an *isolated conformance*: the class meets the protocol only on
/// the main actor, where its `objectWillChange` lives, so the compiler lets no other thread use it.
@MainActor
final class EmojiMemoryGameObject: @MainActor ObservableObject {
    /// Announces each change before it happens; `@Published` below sends on it.
    let objectWillChange = ObservableObjectPublisher()

    /// The game; `@Published`, so every change to it, even inside a card, is announced first.
    @Published private var model = EmojiMemoryGame.createMemoryGame()

    // MARK: - Access to the Model

    /// The cards for the view to draw.
    var cards: [MemoryGame<String>.Card] {
        model.cards
    }

    // MARK: - Intent(s)

    /// The user chose `card`. Writing `objectWillChange.send()` first would announce it by hand;
    /// `@Published` does that for every write to `model`.
    func choose(_ card: MemoryGame<String>.Card) {
        // BEGIN SOLUTION mvvm-choose-intent
        model.choose(card)
        // STUB
        // // Pass the user's choice on to the model.
        // END SOLUTION
    }
}
