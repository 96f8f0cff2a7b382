import Synchronization

/// One card of the game: the Model knows whether it is face up or matched, never what is drawn on it.
///
/// There is no emoji here on purpose. How a card *looks* is the Controller's business, so the
/// Model stays UI-independent and could drive any interface.
struct Card {
    var isFaceUp = false
    var isMatched = false
    var identifier: Int

    // MARK: - Unique identifiers

    /// The type's counter, shared by every card, guarded by a lock so it is safe under Swift 6.
    ///
    /// The lecture writes `static var identifierFactory = 0`. A mutable `static var` is global
    /// state that any thread may touch at once, and Swift 6 rejects it as a possible data race.
    /// A `Mutex` lets only one caller at a time read and advance the number, so two games built
    /// on two threads can never hand out the same identifier. The property is a `let` because the
    /// lock itself never changes; only the `Int` inside it does.
    static let identifierFactory = Mutex(0)

    /// Hands out a number no earlier call returned, so each new pair is told apart from all others.
    static func getUniqueIdentifier() -> Int {
        // BEGIN SOLUTION mvc-identifier-factory
        identifierFactory.withLock { lastIdentifier in
            lastIdentifier += 1
            return lastIdentifier
        }
        // STUB
        // 0
        // END SOLUTION
    }

    /// Creates a face-down, unmatched card with a fresh identifier: the game never picks one itself.
    init() {
        identifier = Card.getUniqueIdentifier()
    }
}
