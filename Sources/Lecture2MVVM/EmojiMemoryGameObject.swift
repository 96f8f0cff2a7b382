/// The same view model as `EmojiMemoryGame`, written the way the 2020 lectures wrote it: an
/// `ObservableObject` that announces on `objectWillChange` before its model changes.
///
/// Compare the two files: `@Observable` on the class replaces `ObservableObject`, the announcing
/// and `@ObservedObject`. The game and the intent are the same. This stage's screen uses
/// `EmojiMemoryGame`; this type is here so that the lecture's API can be read, run and tested
/// next to it, shown by an `ObservedObjectHost`.
///
/// `@MainActor ObservableObject` is an *isolated conformance*: the class meets the protocol only on
/// the main actor, where its `objectWillChange` lives, so the compiler lets no other thread use it.
@MainActor
final class EmojiMemoryGameObject: @MainActor ObservableObject {
    /// Announces each change before it happens.
    let objectWillChange = ObservableObjectPublisher()

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
    func choose(_ card: MemoryGame<String>.Card) {
        model.choose(card)
    }
}
