import TestSupport
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
        #expect(
            table == cards,
            advice(
                en: "The loop changed its own copies, never the cards in `table`.",
                ko: "반복문은 자기 복사본만 바꿨을 뿐, `table`의 카드는 바꾸지 않았습니다."))
        for index in table.indices {
            table[index].isFaceUp = false
        }
        #expect(
            table.allSatisfy { !$0.isFaceUp },
            advice(
                en: "Through an index the loop changes the array itself.",
                ko: "인덱스를 거치면 반복문이 배열 자체를 바꿉니다."))
    }

    @Test("enumerated() counts from 0, even where a slice's indices do not")
    func offsetsAreNotIndices() {
        let lastTwo = cards[2...]
        #expect(lastTwo.enumerated().map(\.offset) == [0, 1])
        #expect(
            Array(lastTwo.indices) == [2, 3],
            advice(
                en: "Use `indices` to subscript a slice.",
                ko: "슬라이스에 첨자(subscript)로 접근할 때는 `indices`를 쓰십시오."))
    }
}
