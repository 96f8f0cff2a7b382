import Testing

@testable import Lecture2MVC

/// `mvc-copy-on-write`: copies share storage until one changes, and a change never leaks into
/// another copy.
@Suite struct CopyOnWriteTests {
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
            "Copying a deck must not copy its cards yet.")
    }

    @Test("changing a copy's card leaves the original as it was")
    func subscriptWriteIsPrivate() {
        let original = makeDeck()
        var copy = original
        copy[0].isFaceUp = true
        #expect(copy[0].isFaceUp)
        #expect(
            !original[0].isFaceUp,
            "The copy changed the original: copy the storage when another deck shares it.")
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
            "Appending to the copy must not append to the original.")
    }

    @Test("a deck that is the only owner of its storage changes it in place")
    func uniqueOwnerWritesInPlace() {
        var deck = makeDeck()
        // One change per comparison: a freed storage's address may be reused by a later copy.
        let identity = deck.storageIdentity
        deck[0].isFaceUp = true
        #expect(
            deck.storageIdentity == identity,
            "Nobody else shares this storage, so copying it is wasted work: copy only when `isKnownUniquelyReferenced(&storage)` is false."
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
        #expect(copy.storageIdentity == identity, "The copy is now the only owner of its storage.")
        #expect(original.cards.allSatisfy { !$0.isMatched })
    }
}
