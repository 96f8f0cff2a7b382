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
        let found = tags.firstIndex(matching: tags[index])
        #expect(
            found == index,
            found == nil
                ? Self.stoppedEarly(id: tags[index].id, at: index)
                : advice(
                    en: "Compare ids and return the index where they are equal.",
                    ko: "id를 비교하고 같은 곳의 인덱스를 반환합니다.",
                    premise: .observedIsNotNil)
        )
    }

    @Test("an element is matched by its id, not by its other properties")
    func matchesByIdentity() {
        let relabelled = Tag(id: 9, label: "changed")
        let found = tags.firstIndex(matching: relabelled)
        #expect(
            found == 2,
            found == nil
                ? Self.stoppedEarly(id: 9, at: 2)
                : advice(
                    en: "Only `id` decides whether two items match.",
                    ko: "두 항목이 일치하는지는 `id`만으로 정합니다.",
                    premise: .observedIsNotNil)
        )
    }

    /// Advice for a search that found nothing where an element with the id is: a loop that
    /// returns before it has looked at every element.
    static func stoppedEarly(id: Int, at index: Int) -> Comment {
        advice(
            en:
                "Index \(index) holds an item with id \(id), but the search returned nil: return nil only after the loop has looked at every element.",
            ko:
                "인덱스 \(index)에 id가 \(id)인 항목이 있는데 검색이 nil을 반환했습니다: nil은 반복문이 모든 원소를 살펴본 뒤에만 반환합니다.",
            premise: .observedIsNil)
    }

    @Test("an element that is not in the array has no index")
    func missingElementIsNil() {
        let stranger = Tag(id: 42, label: "a")
        let found = tags.firstIndex(matching: stranger)
        #expect(
            found == nil,
            advice(
                en:
                    "Return nil, not \(found ?? 0): index \(found ?? 0) holds an item with another id (\(tags[found ?? 0].id), not 42).",
                ko:
                    "\(found ?? 0)이 아니라 nil을 반환합니다: 인덱스 \(found ?? 0)에는 id가 다른 항목(42가 아니라 \(tags[found ?? 0].id))이 있습니다.",
                premise: .observedIsNotNil)
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
