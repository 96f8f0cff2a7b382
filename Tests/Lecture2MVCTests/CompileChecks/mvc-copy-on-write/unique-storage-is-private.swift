// error: inaccessible due to 'private' protection level
// teaches: Code outside `CardDeck` can call `makeStorageUnique()`, which is how the deck works inside: declare it `private`, so only the deck's own methods reach it.
// teaches-ko: `CardDeck` 밖의 코드가 덱이 안에서 일하는 방식인 `makeStorageUnique()`를 부를 수 있습니다. `private`으로 선언해 덱 자신의 메서드만 닿게 하십시오.
func makeDeckStorageUniqueFromOutside(_ deck: inout CardDeck) {
    deck.makeStorageUnique()
}
