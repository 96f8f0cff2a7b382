import TestSupport
import Testing

@testable import Lecture2MVC

/// `mvc-copy-on-write`: copies share storage until one changes, and a change never leaks into
/// another copy.
@Suite("mvc-copy-on-write: Copy on write, by hand")
struct CopyOnWriteTests {
    /// A deck of three face-down, unmatched cards.
    private func makeDeck() -> CardDeck {
        CardDeck([Card(), Card(), Card()])
    }

    @Test("a copy shares the original's storage until one of them changes")
    func copyIsCheap() {
        let original = makeDeck()
        let copy = original
        #expect(
            copy.storageIdentity == original.storageIdentity,
            advice(
                en: "Copying a deck must not copy its cards yet.",
                ko: "덱을 복사해도 카드는 아직 복사하지 않아야 합니다."))
    }

    @Test("changing a copy's card leaves the original as it was")
    func subscriptWriteIsPrivate() {
        let original = makeDeck()
        var copy = original
        copy[0].isFaceUp = true
        #expect(copy[0].isFaceUp)
        #expect(
            !original[0].isFaceUp,
            advice(
                en: "The copy changed the original: copy the storage when another deck shares it.",
                ko: "복사본을 바꿨더니 원본이 바뀌었습니다: 다른 덱과 저장소를 공유하고 있으면 저장소를 복사합니다."))
        #expect(copy.storageIdentity != original.storageIdentity)
    }

    @Test("appending to a copy leaves the original as it was")
    func appendIsPrivate() {
        let original = makeDeck()
        var copy = original
        copy.append(Card())
        #expect(copy.cards.count == 4)
        #expect(
            original.cards.count == 3,
            advice(
                en: "Appending to the copy must not append to the original.",
                ko: "복사본에 추가한 것이 원본에 추가되면 안 됩니다."))
    }

    @Test("a deck that is the only owner of its storage changes it in place")
    func uniqueOwnerWritesInPlace() {
        var deck = makeDeck()
        // One change per comparison: a freed storage's address may be reused by a later copy.
        let identity = deck.storageIdentity
        deck[0].isFaceUp = true
        #expect(
            deck.storageIdentity == identity,
            advice(
                en:
                    "Nobody else shares this storage, so copying it is wasted work: ask the standard library whether the storage is uniquely referenced, and copy only when it is not (`swift run workbook hint mvc-copy-on-write`).",
                ko:
                    "이 저장소를 공유하는 다른 덱이 없으므로 복사는 헛수고입니다: 저장소를 참조하는 곳이 하나뿐인지 표준 라이브러리에 묻고, 아닐 때만 복사합니다(`swift run workbook hint mvc-copy-on-write`)."
            )
        )
        let identityBeforeAppend = deck.storageIdentity
        deck.append(Card())
        #expect(deck.storageIdentity == identityBeforeAppend)
        #expect(deck.cards.count == 4)
    }

    @Test("once a copy has its own storage, later changes to it copy nothing more")
    func copiesOnce() {
        let original = makeDeck()
        var copy = original
        copy[0].isMatched = true
        let identity = copy.storageIdentity
        copy[1].isMatched = true
        #expect(
            copy.storageIdentity == identity,
            advice(
                en: "The copy is now the only owner of its storage.",
                ko: "이제 복사본이 자기 저장소의 유일한 소유자입니다."))
        #expect(original.cards.allSatisfy { !$0.isMatched })
    }
}
