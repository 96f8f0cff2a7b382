// error: inaccessible due to 'private' protection level
// teaches: Code outside `CardDeck` can call `makeStorageUnique()`, which is how the deck works inside: choose its access level so that only the deck's own methods reach it.
func makeDeckStorageUniqueFromOutside(_ deck: inout CardDeck) {
    deck.makeStorageUnique()
}
