import Testing

@testable import Lecture2MVC

/// Exercise `mvc-identifier-factory`: a `static` counter shared by every card, and a `static`
/// method that advances it.
///
/// The tests make cards with `Card()` only, so they compile before the factory exists.
@Suite struct CardIdentifierFactoryTests {

    @Test("a hundred new cards get a hundred different identifiers")
    func newCardsNeverRepeat() {
        let identifiers = (1...100).map { _ in Card().identifier }
        #expect(
            Set(identifiers).count == identifiers.count,
            "Keep one counter for the whole type (`static var`) and advance it in `static func getUniqueIdentifier()` on every call."
        )
    }

    @Test("a new card takes a larger identifier than every card made before it")
    func identifiersGrow() {
        let first = Card()
        let second = Card()
        #expect(
            first.identifier < second.identifier,
            "Add 1 to the shared counter before returning it, so each card's number is past the last one."
        )
    }

    @Test("a new card starts face down and unmatched")
    func newCardStartsFaceDown() {
        let card = Card()
        #expect(!card.isFaceUp)
        #expect(!card.isMatched)
    }
}
