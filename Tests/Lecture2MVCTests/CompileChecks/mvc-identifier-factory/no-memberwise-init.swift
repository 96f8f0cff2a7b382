// error: extra arguments
// teaches: `Card(isFaceUp: true, isMatched: true, identifier: 7)` compiles, so `Card` still has the memberwise init Swift writes for a struct with no `init` in its body, and a new card could start face up or matched: write the lecture's `init()` in `Card`'s body, which takes the identifier from the factory and removes that init (an `init` in an extension would keep it).

/// Makes a card that is already face up and matched, which the lecture's `Card` does not allow.
func dealAFinishedCard() -> Card {
    Card(isFaceUp: true, isMatched: true, identifier: 7)
}
