import Testing

@testable import Lecture2MVC

/// Exercise `mvc-identifier-factory`: a `static` counter shared by every card.
@Suite struct CardIdentifierFactoryTests {

    @Test("each call returns a number no earlier call returned")
    func callsReturnNewNumbers() {
        let identifiers = (1...100).map { _ in Card.getUniqueIdentifier() }
        #expect(
            Set(identifiers).count == identifiers.count,
            "Advance the shared counter on every call, so no identifier is handed out twice.")
    }

    @Test("a new card takes its identifier from the factory")
    func newCardsGetDistinctIdentifiers() {
        let first = Card()
        let second = Card()
        #expect(
            first.identifier != second.identifier,
            "Two `Card()`s are two different pairs, so they need different identifiers.")
    }

    @Test("a new card starts face down and unmatched")
    func newCardStartsFaceDown() {
        let card = Card()
        #expect(!card.isFaceUp)
        #expect(!card.isMatched)
    }

    @Test("calls from many tasks at once still never repeat a number")
    func concurrentCallsNeverRepeat() async {
        let identifiers = await withTaskGroup(of: [Int].self) { group in
            for _ in 0..<8 {
                group.addTask { (0..<250).map { _ in Card.getUniqueIdentifier() } }
            }
            var all = [Int]()
            for await batch in group {
                all += batch
            }
            return all
        }
        #expect(identifiers.count == 2000)
        #expect(
            Set(identifiers).count == identifiers.count,
            "Read and advance the counter in one locked step (`withLock`), so no two tasks see the same value."
        )
    }
}
