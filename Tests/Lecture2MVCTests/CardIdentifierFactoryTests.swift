import TestSupport
import Testing

@testable import Lecture2MVC

/// Exercise `mvc-identifier-factory`: a `static` counter shared by every card, and a `static`
/// method that advances it.
///
/// The tests make cards with `Card()` only, so they compile before the factory exists.
@Suite("mvc-identifier-factory: The identifier factory: static members")
struct CardIdentifierFactoryTests {

    @Test("a hundred new cards get a hundred different identifiers")
    func newCardsNeverRepeat() {
        let identifiers = (1...100).map { _ in Card().identifier }
        #expect(
            Set(identifiers).count == identifiers.count,
            advice(
                en:
                    "Keep one counter for the whole type (`static var`) and advance it in the type's method `getUniqueIdentifier` on every call.",
                ko:
                    "타입 전체에 카운터 하나(`static var`)를 두고, 타입 메서드 `getUniqueIdentifier`가 불릴 때마다 올립니다."
            )
        )
    }

    @Test("a new card takes a larger identifier than every card made before it")
    func identifiersGrow() {
        let first = Card()
        let second = Card()
        #expect(
            first.identifier < second.identifier,
            advice(
                en:
                    "Add 1 to the shared counter before returning it, so each card's number is past the last one.",
                ko: "공유 카운터에 1을 더한 뒤 반환해야 카드마다 앞의 번호보다 큰 번호를 받습니다.")
        )
    }

    @Test("a new card starts face down and unmatched")
    func newCardStartsFaceDown() {
        let card = Card()
        #expect(!card.isFaceUp)
        #expect(!card.isMatched)
    }
}
