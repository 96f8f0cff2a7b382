import Testing

/// A tested demo of `enumerated()` next to `indices`, the choice the Lecture 4 write-up makes in
/// `choose`: `enumerated()` hands each element with its position, as a copy; to change the array's
/// own elements, loop over `indices`. Not an exercise: nothing here is stubbed.
@Suite struct EnumeratedTests {
    /// A card with only what the demo needs.
    struct Card: Equatable {
        var content: String
        var isFaceUp = false
    }

    /// Four cards, the second and the last face up.
    private let cards = [
        Card(content: "👻"), Card(content: "🎃", isFaceUp: true), Card(content: "👻"),
        Card(content: "🎃", isFaceUp: true),
    ]

    @Test("enumerated() hands each element together with its position")
    func pairsEachElementWithItsPosition() {
        var seen: [(Int, String)] = []
        for (index, card) in cards.enumerated() {
            seen.append((index, card.content))
        }
        #expect(seen.map(\.0) == [0, 1, 2, 3])
        #expect(seen.map(\.1) == ["👻", "🎃", "👻", "🎃"])
    }

    @Test("a card from enumerated() is a copy: changing it leaves the array as it was")
    func elementsAreCopies() {
        var table = cards
        for (_, var card) in table.enumerated() {
            card.isFaceUp = false
        }
        #expect(table == cards, "The loop changed its own copies, never the cards in `table`.")
        for index in table.indices {
            table[index].isFaceUp = false
        }
        #expect(
            table.allSatisfy { !$0.isFaceUp }, "Through an index the loop changes the array itself."
        )
    }

    @Test("enumerated() counts from 0, even where a slice's indices do not")
    func offsetsAreNotIndices() {
        let lastTwo = cards[2...]
        #expect(lastTwo.enumerated().map(\.offset) == [0, 1])
        #expect(Array(lastTwo.indices) == [2, 3], "Use `indices` to subscript a slice.")
    }
}
