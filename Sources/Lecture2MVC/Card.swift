/// One card of the game: the Model knows whether it is face up or matched, never what is drawn on it.
///
/// There is no emoji here on purpose. How a card *looks* is the Controller's business, so the
/// Model stays UI-independent and could drive any interface.
struct Card {
    var isFaceUp = false
    var isMatched = false
    // BEGIN SOLUTION mvc-identifier-factory
    /// Tells the two cards of a pair from every other pair; only an initializer sets it.
    var identifier: Int

    // MARK: - Unique identifiers

    /// The type's counter, shared by every card: `static` makes it one value for the whole type.
    ///
    /// The lecture writes `static var identifierFactory = 0`. Swift 6 rejects that as shared
    /// mutable state: any thread could touch it at once, and two could both read 7 and hand out 8.
    /// `nonisolated(unsafe)` tells the compiler "I make sure only one thread at a time uses it":
    /// true for the app, whose Controller makes its cards on the main thread. The compiler no
    /// longer checks that promise, so code shared between threads uses `@MainActor` or a `Mutex`.
    nonisolated(unsafe) static var identifierFactory = 0

    /// Hands out a number no earlier call returned, so each new pair is told apart from all others.
    ///
    /// A `static` method is sent to the type, `Card.getUniqueIdentifier()`, never to one card;
    /// inside it, `identifierFactory` needs no `Card.` in front.
    static func getUniqueIdentifier() -> Int {
        identifierFactory += 1
        return identifierFactory
    }

    /// Creates a face-down, unmatched card with a fresh identifier: the game never picks one itself.
    ///
    /// Written in the struct's body, it replaces the memberwise init Swift would write, so no new
    /// card starts face up or matched; an `init` in an extension would have kept it.
    init() {
        identifier = Card.getUniqueIdentifier()
    }
    // STUB
    // /// Tells the two cards of a pair from every other pair (every card gets 0 for now).
    // var identifier = 0
    // END SOLUTION
}
