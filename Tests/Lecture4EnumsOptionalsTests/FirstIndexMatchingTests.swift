import TestSupport
import Testing

@testable import Lecture4EnumsOptionals

/// `firstIndex(matching:)`: the index of an element with the same identity, or `nil`.
@Suite("l4-first-index-matching: Find an element by identity, honestly")
struct FirstIndexMatchingTests {
    /// A minimal identifiable value: two tags are "the same item" when their ids are equal.
    struct Tag: Identifiable {
        var id: Int
        var label: String
    }

    let tags = [Tag(id: 7, label: "a"), Tag(id: 3, label: "b"), Tag(id: 9, label: "c")]

    @Test("each element is found at its own index", arguments: 0..<3)
    func findsEachElement(index: Int) {
        #expect(
            tags.firstIndex(matching: tags[index]) == index,
            advice(
                en: "Compare ids and return the index where they are equal.",
                ko: "id를 비교하고 같은 곳의 인덱스를 반환합니다.")
        )
    }

    @Test("an element is matched by its id, not by its other properties")
    func matchesByIdentity() {
        let relabelled = Tag(id: 9, label: "changed")
        #expect(
            tags.firstIndex(matching: relabelled) == 2,
            advice(
                en: "Only `id` decides whether two items match.", ko: "두 항목이 일치하는지는 `id`만으로 정합니다.")
        )
    }

    @Test("an element that is not in the array has no index")
    func missingElementIsNil() {
        let stranger = Tag(id: 42, label: "a")
        #expect(
            tags.firstIndex(matching: stranger) == nil,
            advice(
                en: "Return nil, not 0: index 0 holds a different element.",
                ko: "0이 아니라 nil을 반환합니다: 인덱스 0에는 다른 요소가 있습니다.")
        )
    }

    @Test("an empty array has no index for anything")
    func emptyArrayIsNil() {
        let none: [Tag] = []
        #expect(none.firstIndex(matching: Tag(id: 7, label: "a")) == nil)
    }

    @Test("when ids repeat, the first index wins")
    func firstOfSeveral() {
        let repeated = [Tag(id: 1, label: "x"), Tag(id: 5, label: "y"), Tag(id: 5, label: "z")]
        #expect(
            repeated.firstIndex(matching: Tag(id: 5, label: "z")) == 1,
            advice(en: "Stop at the first match.", ko: "처음 일치하는 곳에서 멈춥니다."))
    }
}
