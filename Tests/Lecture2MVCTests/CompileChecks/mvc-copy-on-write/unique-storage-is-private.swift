// error: inaccessible due to 'private' protection level
// teaches: Code outside `CardDeck` can call `makeStorageUnique()`, which is how the deck works inside: choose its access level so that only the deck's own methods reach it.
// teaches-ko: `CardDeck` 밖의 코드가 덱 내부의 동작인 `makeStorageUnique()`를 부를 수 있습니다: 덱 자신의 메서드만 닿도록 접근 수준을 고릅니다.
func makeDeckStorageUniqueFromOutside(_ deck: inout CardDeck) {
    deck.makeStorageUnique()
}
